import type { AdminRefundFilter } from '@lull/domain/contracts/admin-refunds';
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, refundRequests } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { creditLedgerEntries } from '../../db/schema/credits';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { containsPattern, referencesMatching } from '../../db/search-pattern';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/** A refund request with who asked and what for, as the Refunds sub-tab lists it. */
export interface RefundRequestListing {
  request: RefundRequestRow;
  firstName: string;
  lastName: string;
  email: string | null;
  serviceName: string;
  businessName: string;
  bookingDate: string;
  bookingTime: string;
}

const listing = {
  request: refundRequests,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  serviceName: services.name,
  businessName: merchants.businessName,
  bookingDate: bookings.bookingDate,
  bookingTime: bookings.bookingTime,
};

function searchCondition(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = containsPattern(q);
  return or(
    // The customer's name and email (users.search_text, lowercased), the service's name, and the booking id.
    referencesMatching(q.toLowerCase(), refundRequests.userId, { id: users.id, searched: users.searchText, table: users }),
    sql`${bookings.serviceId} in (select ${services.id} from ${services} where ${services.name} ilike ${pattern})`,
    sql`${refundRequests.bookingId}::text ilike ${pattern}`,
  );
}

function listConditions(q: string, status: AdminRefundFilter): SQL | undefined {
  return and(searchCondition(q), status === 'all' ? undefined : eq(refundRequests.status, status));
}

/** One page of refund requests, pending first then newest first; how many match; how many are pending in all. */
export async function listRefundRequestsPage(
  db: Database,
  query: { q: string; status: AdminRefundFilter; limit: number; offset: number },
): Promise<{ rows: RefundRequestListing[]; total: number; pendingCount: number }> {
  const where = listConditions(query.q, query.status);
  const [rows, [counted], [pending]] = await Promise.all([
    db
      .select(listing)
      .from(refundRequests)
      .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
      .where(where)
      .orderBy(sql`${refundRequests.status} = 'completed'`, desc(refundRequests.requestedAt), desc(refundRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(refundRequests).innerJoin(bookings, eq(bookings.id, refundRequests.bookingId)).where(where),
    db.select({ total: count() }).from(refundRequests).where(eq(refundRequests.status, 'pending')),
  ]);
  return { rows, total: counted?.total ?? 0, pendingCount: pending?.total ?? 0 };
}

/** One request with its listing, unlocked (the answer after a change). */
export async function findRefundRequest(db: Database, id: string): Promise<RefundRequestListing | undefined> {
  const [row] = await db
    .select(listing)
    .from(refundRequests)
    .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .where(eq(refundRequests.id, id));
  return row;
}

/**
 * Locks the request row for the whole completion, gateway call included. NOWAIT: a second admin (or a second
 * press) does not queue behind the first's gateway call holding a pooled connection; it fails at once with
 * SQLSTATE 55P03, which the service answers as "already being completed".
 */
export async function lockRefundRequestNoWait(db: Database, id: string): Promise<RefundRequestRow | undefined> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update', { noWait: true });
  return row;
}

export const LOCK_NOT_AVAILABLE = '55P03';

/** Pending to completed, only from pending (the row lock already serialises; this is the belt to its braces). */
export async function markRefundCompleted(
  db: Database,
  id: string,
  changes: { completedAt: Date; completedByUserId: string; adminNotes: string | null; gatewayRefundReference: string | null; creditsRestoredPence: number },
): Promise<boolean> {
  const updated = await db
    .update(refundRequests)
    .set({ ...changes, status: 'completed', lastFailure: null, lastFailureAt: null })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')))
    .returning({ id: refundRequests.id });
  return updated.length === 1;
}

/** Remembers why the gateway did not pay; `refused` moves the idempotency key on (the gateway paid nothing). */
export async function recordRefundFailure(db: Database, id: string, failure: { message: string; at: Date; refused: boolean }): Promise<void> {
  await db
    .update(refundRequests)
    .set({
      lastFailure: failure.message,
      lastFailureAt: failure.at,
      ...(failure.refused ? { gatewayAttempts: sql`${refundRequests.gatewayAttempts} + 1` } : {}),
    })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')));
}

/**
 * Whether the booking's spent credit has already gone back on the customer's ledger (the cancellation does it at
 * once): a `refund` entry that names the booking. Read here, written only through the credits module.
 */
export async function bookingCreditRefunded(db: Database, userId: string, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedgerEntries.id })
    .from(creditLedgerEntries)
    .where(
      and(
        eq(creditLedgerEntries.userId, userId),
        eq(creditLedgerEntries.type, 'refund'),
        eq(creditLedgerEntries.referenceType, 'booking'),
        eq(creditLedgerEntries.referenceId, bookingId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** What earlier completed refunds of a booking paid back to its card, this request aside. */
export async function cardRefundedBefore(db: Database, bookingId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refundRequests.cardRefundPence}), 0)::int` })
    .from(refundRequests)
    .where(and(eq(refundRequests.bookingId, bookingId), eq(refundRequests.status, 'completed'), ne(refundRequests.id, exceptId)));
  return row?.total ?? 0;
}

/**
 * The gateway's references of the parts of a card refund paid so far, kept on the pending request (comma separated),
 * so a retry after a later part failed never pays an earlier part twice.
 */
export async function recordRefundPartsPaid(db: Database, id: string, references: readonly string[]): Promise<void> {
  await db
    .update(refundRequests)
    .set({ gatewayRefundReference: references.join(',') })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')));
}
