import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMerchantFilter } from '@lull/domain/contracts/admin-merchants';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { matchesAnyOf, referencesMatching } from '../../db/search-pattern';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;

/** A deleted business (decision 016) is kept for its records but is nobody's business any more. */
const notDeleted = isNull(merchants.deletedAt);

export async function findMerchantByUserId(db: Database, userId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(and(eq(merchants.userId, userId), notDeleted));
  return row;
}

/** The account's business, deleted or not: an account keeps its one business row for the records. */
export async function findAnyMerchantByUserId(db: Database, userId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.userId, userId));
  return row;
}

export async function insertMerchant(db: Database, merchant: NewMerchant): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(merchant).returning();
  if (!row) throw new Error('insert into merchants returned no row');
  return row;
}

export async function updateMerchant(db: Database, merchantId: string, changes: Partial<NewMerchant>): Promise<MerchantRow | undefined> {
  const [row] = await db.update(merchants).set(changes).where(eq(merchants.id, merchantId)).returning();
  return row;
}

export async function findMerchantById(db: Database, merchantId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(and(eq(merchants.id, merchantId), notDeleted));
  return row;
}

/** Businesses customers can find and book now: approved and not paused. */
export async function countListedMerchants(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(merchants)
    .where(and(eq(merchants.status, 'approved'), eq(merchants.isPaused, false)));
  return row?.count ?? 0;
}

/*
 * The admin's Merchants tab.
 */

/** A business with its owner's sign-in and name and how many services it has (archived ones left out). */
const merchantWithOwner = {
  merchant: merchants,
  ownerEmail: users.email,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  servicesCount: sql<number>`(select count(*) from ${services} where ${services.merchantId} = ${merchants.id} and ${services.archivedAt} is null)`.mapWith(Number),
  // Bookings the salon itself cancelled (decision 051), ever and in the last 90 days by the database's clock: the
  // admin's measure of how reliable a business is. Through bookings_merchant_starts_idx, a page of businesses at a time.
  salonCancellations: sql<number>`(select count(*) from ${bookings} where ${bookings.merchantId} = ${merchants.id} and ${bookings.cancelledBy} = 'merchant')`.mapWith(Number),
  recentSalonCancellations: sql<number>`(select count(*) from ${bookings} where ${bookings.merchantId} = ${merchants.id} and ${bookings.cancelledBy} = 'merchant'
    and ${bookings.cancelledAt} >= now() - interval '90 days')`.mapWith(Number),
};
export type MerchantWithOwner = NonNullable<Awaited<ReturnType<typeof findMerchantWithOwner>>>;

/** The Merchants tab's search and filter as one condition: the list, its count and the CSV export all use it. */
export function adminMerchantsWhere(q: string, status: AdminMerchantFilter): SQL | undefined {
  return and(
    notDeleted,
    q === ''
      ? undefined
      : or(
          matchesAnyOf(q, [merchants.businessName, merchants.email, merchants.city, merchants.businessCategory]),
          referencesMatching(q, merchants.userId, { table: users, id: users.id, searched: users.email }),
        ),
    status === 'verified'
      ? and(eq(merchants.status, 'approved'), eq(merchants.isPaused, false))
      : status === 'pending'
        ? eq(merchants.status, 'pending_review')
        : status === 'paused'
          ? and(eq(merchants.status, 'approved'), eq(merchants.isPaused, true))
          : status === 'declined'
            ? eq(merchants.status, 'declined')
            : undefined,
  );
}

/**
 * One page of businesses and how many match in all. Newest applications first; the Pending filter is the review
 * queue, so there the longest waiting come first.
 */
export async function listMerchantsPage(db: Database, query: { q: string; status: AdminMerchantFilter; limit: number; offset: number }) {
  const where = adminMerchantsWhere(query.q, query.status);
  const order = query.status === 'pending' ? [asc(merchants.createdAt), asc(merchants.id)] : [desc(merchants.createdAt), desc(merchants.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(merchantWithOwner)
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(merchants).innerJoin(users, eq(users.id, merchants.userId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A business that has not been deleted, with its owner and services count, for the profile modal. */
export async function findMerchantWithOwner(db: Database, merchantId: string) {
  const [row] = await db
    .select(merchantWithOwner)
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(and(eq(merchants.id, merchantId), notDeleted));
  return row;
}

/**
 * Locks a business's row for an admin's change, deleted or not (so a change to a deleted one can say so): two
 * admins deciding at once queue here, and the second reads what the first decided.
 */
export async function lockMerchant(db: Database, merchantId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
}

/**
 * Changes a business only while it is still in the state the caller checked (not deleted, and the given review
 * state and pause flag): the guard that keeps two admins' decisions from both taking effect, with or without the
 * row lock. Answers the row, or undefined when it had moved on.
 */
export async function updateMerchantWhile(
  db: Database,
  merchantId: string,
  expected: { status: MerchantRow['status']; isPaused?: boolean },
  changes: Partial<NewMerchant>,
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .update(merchants)
    .set(changes)
    .where(
      and(
        eq(merchants.id, merchantId),
        notDeleted,
        eq(merchants.status, expected.status),
        expected.isPaused === undefined ? undefined : eq(merchants.isPaused, expected.isPaused),
      ),
    )
    .returning();
  return row;
}
