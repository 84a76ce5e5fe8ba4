import { and, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, refundRequests } from '../../db/schema/bookings';
import { cancellationRefundOfBooking } from '../../db/sql-rules';

export interface CustomerTotals {
  bookings: number;
  spentPence: number;
}

/**
 * Paid bookings (confirmed, completed, no-show, or cancelled after payment: a hold never paid does not count) and what the customer paid for them
 * less what was refunded (card refund and credits restored), for a page of users in one grouped query.
 */
export async function customerTotalsOf(db: Database, userIds: readonly string[]): Promise<Map<string, CustomerTotals>> {
  const totals = new Map<string, CustomerTotals>(userIds.map((id) => [id, { bookings: 0, spentPence: 0 }]));
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({
      userId: bookings.userId,
      bookings: count(),
      spent: sql<string>`coalesce(sum(${bookings.finalPricePence} - coalesce(${refundRequests.cardRefundPence} + ${refundRequests.creditsRestoredPence}, 0)), 0)`,
    })
    .from(bookings)
    .leftJoin(refundRequests, cancellationRefundOfBooking)
    .where(
      and(
        inArray(bookings.userId, [...userIds]),
        sql`(${bookings.status} in ('confirmed', 'completed', 'no_show') or (${bookings.status} = 'cancelled' and ${bookings.confirmedAt} is not null))`,
      ),
    )
    .groupBy(bookings.userId);
  for (const row of rows) totals.set(row.userId, { bookings: row.bookings, spentPence: Math.max(0, Number(row.spent)) });
  return totals;
}
