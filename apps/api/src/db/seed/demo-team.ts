import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { services } from '../schema/catalogue';
import { teamMemberServices, teamMembers } from '../schema/team';
import type { DemoBusiness } from './demo-catalogue';

/**
 * A demo business's team from its plain data (decision 050). The business was made with its first member and its
 * services with that member performing all of them (migration 0030's triggers): the first member takes the data's
 * first entry, the others are added, and each performs only the services the data names.
 */
export async function seedDemoTeam(tx: Database, business: DemoBusiness, merchantId: string): Promise<void> {
  const rows = await tx.select({ id: services.id, name: services.name }).from(services).where(eq(services.merchantId, merchantId));
  const idOfSlug = new Map(business.services.map((service) => [service.slug, rows.find((row) => row.name === service.name)?.id]));
  const [first] = await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.merchantId, merchantId));
  if (!first) throw new Error(`${business.slug} has no first team member`);

  const memberIds: string[] = [];
  for (const [position, member] of business.team.entries()) {
    const values = { displayName: member.displayName, workingHours: member.workingHours, position };
    if (position === 0) {
      await tx.update(teamMembers).set(values).where(eq(teamMembers.id, first.id));
      memberIds.push(first.id);
    } else {
      const [row] = await tx.insert(teamMembers).values({ merchantId, ...values }).returning({ id: teamMembers.id });
      memberIds.push(row!.id);
    }
  }
  await tx.delete(teamMemberServices).where(inArray(teamMemberServices.teamMemberId, memberIds));
  const performs = business.team.flatMap((member, index) =>
    (member.services ?? business.services.map((service) => service.slug)).map((slug) => {
      const serviceId = idOfSlug.get(slug);
      if (!serviceId) throw new Error(`${business.slug}: ${member.displayName} performs unknown service ${slug}`);
      return { teamMemberId: memberIds[index]!, serviceId };
    }),
  );
  if (performs.length > 0) await tx.insert(teamMemberServices).values(performs);
}
