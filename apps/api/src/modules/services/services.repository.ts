import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { matchesAnyOf } from '../../db/search-pattern';
import { occupiesSlotAt } from '../../db/sql-rules';

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;

/** The form's columns of a service: what an edit sets, or proposes (decision 013). */
export type ServiceDetails = Pick<
  ServiceRow,
  'name' | 'description' | 'category' | 'pricePence' | 'offPeakPricePence' | 'durationMinutes' | 'materials' | 'technicianName' | 'imageUrl' | 'availabilitySchedule'
>;

const notArchived = isNull(services.archivedAt);

/**
 * A service that is not archived, of the business `merchantId` names (another business's id finds nothing), or
 * of any business when it is undefined (an admin). `forUpdate` locks the row, so two changes of it take turns.
 */
export async function findService(
  db: Database,
  { serviceId, merchantId, forUpdate = false }: { serviceId: string; merchantId: string | undefined; forUpdate?: boolean },
): Promise<ServiceRow | undefined> {
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), merchantId === undefined ? undefined : eq(services.merchantId, merchantId), notArchived));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** One page of a business's services, newest first, searched by name, category, description and technician. */
export async function listServicesOfMerchant(
  db: Database,
  merchantId: string,
  { term, approval, active, limit, offset }: { term: string; approval: ServiceRow['approvalStatus'] | 'all'; active: 'all' | 'active' | 'inactive'; limit: number; offset: number },
) {
  const where = and(
    eq(services.merchantId, merchantId),
    notArchived,
    approval === 'all' ? undefined : eq(services.approvalStatus, approval),
    active === 'all' ? undefined : eq(services.isActive, active === 'active'),
    matchesAnyOf(term, [services.name, services.category, services.description, services.technicianName]),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(services).where(where).orderBy(desc(services.createdAt), desc(services.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(services).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertService(db: Database, values: NewService): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('insert into services returned no row');
  return row;
}

/** Changes a service that is not archived; undefined when there is none. */
export async function updateService(db: Database, serviceId: string, values: Partial<NewService>): Promise<ServiceRow | undefined> {
  const [row] = await db
    .update(services)
    .set(values)
    .where(and(eq(services.id, serviceId), notArchived))
    .returning();
  return row;
}

/**
 * Takes the lock every new hold of a service takes (migration 0009), so no hold starts between a removal's check
 * for bookings and the delete.
 */
export async function lockServiceAgainstHolds(db: Database, serviceId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${serviceId}::text, 0))`);
}

/**
 * What stands in the way of removing a service: bookings that still hold a time (a confirmed one not yet over, or
 * a hold still inside its 5 minutes), and whether it has ever been booked at all (bookings are financial records).
 */
export async function bookingsOfService(db: Database, serviceId: string, now: Date): Promise<{ live: number; any: number }> {
  const [row] = await db
    .select({
      any: count(),
      live: sql<number>`count(*) filter (where ${and(occupiesSlotAt(now), gt(bookings.endsAt, now))})`.mapWith(Number),
    })
    .from(bookings)
    .where(eq(bookings.serviceId, serviceId));
  return { live: row?.live ?? 0, any: row?.any ?? 0 };
}

export async function deleteService(db: Database, serviceId: string): Promise<void> {
  await db.delete(services).where(eq(services.id, serviceId));
}

/** Whether any service of the business (archived ones too) shows or proposes this picture. */
export async function isImageUsed(db: Database, merchantId: string, imageUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.merchantId, merchantId), or(eq(services.imageUrl, imageUrl), sql`${services.proposedChanges} ->> 'imageUrl' = ${imageUrl}`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Archives every service of a business that is not archived yet (its business was deleted, decision 016): hidden
 * from customers and from the salon's list, kept for its bookings' records. Each service's hold lock is taken
 * first, in id order, so a hold being made on one of them waits for this change. Answers the ids archived.
 */
export async function archiveServicesOfMerchant(db: Database, merchantId: string, now: Date): Promise<string[]> {
  const live = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.merchantId, merchantId), isNull(services.archivedAt)))
    .orderBy(asc(services.id));
  for (const { id } of live) await lockServiceAgainstHolds(db, id);
  if (live.length === 0) return [];
  const archived = await db
    .update(services)
    .set({ archivedAt: now, isActive: false, proposedChanges: null, proposedAt: null, updatedAt: now })
    .where(and(eq(services.merchantId, merchantId), isNull(services.archivedAt)))
    .returning({ id: services.id });
  return archived.map((row) => row.id);
}
