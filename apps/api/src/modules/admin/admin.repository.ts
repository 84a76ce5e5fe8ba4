import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, refundRequests } from '../../db/schema/bookings';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { platformFeeEarnedSql, wasPaidBooking, cancellationRefundOfBooking } from '../../db/sql-rules';

/** The overview's read queries (admin spec §2.2 Overview, decision 017); no rules of other modules live here. */

/** Accounts that exist (a deleted account is an anonymised placeholder kept for the books, decision 009). */
export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(isNull(users.deletedAt));
  return row?.value ?? 0;
}

/** Businesses not deleted, of every status, and how many wait for review. */
export async function countMerchants(db: Database): Promise<{ total: number; pending: number }> {
  const [row] = await db
    .select({ total: count(), pending: sql<number>`count(*) filter (where ${merchants.status} = 'pending_review')`.mapWith(Number) })
    .from(merchants)
    .where(isNull(merchants.deletedAt));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
}

/** Paid bookings, and what the platform earned on them: its fees, less what refunds gave back of them (pence). */
export async function bookingTotals(db: Database): Promise<{ paid: number; earnedPence: number }> {
  const refunded = sql`coalesce(${refundRequests.cardRefundPence} + ${refundRequests.creditsRestoredPence}, 0)`;
  const [row] = await db
    .select({ paid: count(), earned: sql<number>`coalesce(sum(${platformFeeEarnedSql(refunded)}), 0)`.mapWith(Number) })
    .from(bookings)
    .leftJoin(refundRequests, cancellationRefundOfBooking)
    .where(wasPaidBooking);
  return { paid: row?.paid ?? 0, earnedPence: row?.earned ?? 0 };
}

/** The businesses that have waited longest for review (merchants_status_idx). */
export async function oldestPendingMerchants(db: Database, limit: number) {
  return db
    .select({
      id: merchants.id,
      businessName: merchants.businessName,
      contactPerson: merchants.contactPerson,
      email: merchants.email,
      city: merchants.city,
      businessCategory: merchants.businessCategory,
      createdAt: merchants.createdAt,
    })
    .from(merchants)
    .where(and(eq(merchants.status, 'pending_review'), isNull(merchants.deletedAt)))
    .orderBy(asc(merchants.createdAt), asc(merchants.id))
    .limit(limit);
}
