import { eq } from 'drizzle-orm';
import type { WorkingRange } from '@lull/domain/team';
import type { Database } from '../../src/db/database';
import { services } from '../../src/db/schema/catalogue';
import { teamMemberServices, teamMembers } from '../../src/db/schema/team';

/** The business's members in the salon's order (its first is made with it, decision 050). */
export async function teamOf(db: Database, merchantId: string) {
  return db.select().from(teamMembers).where(eq(teamMembers.merchantId, merchantId)).orderBy(teamMembers.position, teamMembers.createdAt);
}

/**
 * Another member of a business, straight into the tables (the team routes have their own tests): by default
 * performing every service the business has, whenever it is open.
 */
export async function addTeamMember(
  db: Database,
  merchantId: string,
  options: { displayName: string; serviceIds?: string[]; workingHours?: WorkingRange[] | null; isActive?: boolean; position?: number },
) {
  const [member] = await db
    .insert(teamMembers)
    .values({
      merchantId,
      displayName: options.displayName,
      workingHours: options.workingHours ?? null,
      isActive: options.isActive ?? true,
      position: options.position ?? 1,
    })
    .returning();
  const serviceIds = options.serviceIds ?? (await db.select({ id: services.id }).from(services).where(eq(services.merchantId, merchantId))).map((s) => s.id);
  if (serviceIds.length > 0) await db.insert(teamMemberServices).values(serviceIds.map((serviceId) => ({ teamMemberId: member!.id, serviceId })));
  return member!;
}
