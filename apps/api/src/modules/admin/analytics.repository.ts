import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, refundRequests } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { platformFeeEarnedSql, wasPaidBooking, cancellationRefundOfBooking } from '../../db/sql-rules';

/**
 * The analytics' read queries (decision 023). Every booking counts on the London day it was made:
 * `created_at` in [start, end), the period's London midnights (`periodInstants`), an index range on
 * bookings_created_idx; the grouping is by `(created_at at time zone 'Europe/London')::date`.
 */

export interface Instants {
  start: Date;
  end: Date;
}

const madeIn = ({ start, end }: Instants): SQL => and(gte(bookings.createdAt, start), lt(bookings.createdAt, end))!;

/** What a refund gave back (card plus credits), 0 without one: the same sum as the overview's Revenue (decision 017). */
const refunded = sql`coalesce(${refundRequests.cardRefundPence} + ${refundRequests.creditsRestoredPence}, 0)`;
const earned = platformFeeEarnedSql(refunded);

const londonDay = sql<string>`((${bookings.createdAt} at time zone 'Europe/London')::date)::text`;
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumWhere = (value: SQL, condition: SQL) => sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);

export interface DayRow {
  day: string;
  made: number;
  paid: number;
  earnedPence: number;
  grossPence: number;
  cancelled: number;
  completed: number;
  noShows: number;
  offPeak: number;
}

/**
 * One row per London day with bookings made in the period (days without any are absent: `fillDays` adds them). The
 * counts behind every rate are here too, so the totals are these rows summed, and one scan answers both.
 */
export async function bookingFiguresByDay(db: Database, period: Instants): Promise<DayRow[]> {
  return db
    .select({
      day: londonDay,
      made: count(),
      paid: countWhere(wasPaidBooking),
      earnedPence: sumWhere(earned, wasPaidBooking),
      grossPence: sumWhere(sql`${bookings.finalPricePence}`, wasPaidBooking),
      // A paid booking cancelled later; a hold cancelled before payment is an abandoned hold, not a cancellation.
      cancelled: countWhere(sql`${bookings.status} = 'cancelled' and ${bookings.confirmedAt} is not null`),
      completed: countWhere(sql`${bookings.status} = 'completed'`),
      noShows: countWhere(sql`${bookings.status} = 'no_show'`),
      offPeak: countWhere(sql`${wasPaidBooking} and ${bookings.offPeakApplied}`),
    })
    .from(bookings)
    .leftJoin(refundRequests, cancellationRefundOfBooking)
    .where(madeIn(period))
    .groupBy(londonDay)
    .orderBy(londonDay);
}

/** Customer accounts made in the period that still exist (users_admin_list_idx covers created_at where not deleted). */
export async function countNewCustomers(db: Database, { start, end }: Instants): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.role, 'consumer'), gte(users.createdAt, start), lt(users.createdAt, end)));
  return row?.value ?? 0;
}

export interface RankedRow {
  id: string;
  name: string;
  /** The service's salon, or the salon's city. */
  detail: string;
  paid: number;
  valuePence: number;
  earnedPence: number;
}

/** Paid bookings made in the period, summed per service or per salon (`key`): a small row set, named afterwards. */
function paidBy(db: Database, key: typeof bookings.serviceId | typeof bookings.merchantId, period: Instants) {
  return db
    .select({
      key: sql<string>`${key}`.as('key'),
      paid: sql<number>`count(*)`.as('paid'),
      value: sql<number>`sum(${bookings.finalPricePence})`.as('value'),
      earned: sql<number>`sum(${earned})`.as('earned'),
    })
    .from(bookings)
    .leftJoin(refundRequests, cancellationRefundOfBooking)
    .where(and(madeIn(period), wasPaidBooking))
    .groupBy(key)
    .as('ranked');
}

/** The services with most paid bookings in the period, then most value, then by name. */
export async function topServices(db: Database, period: Instants, limit: number): Promise<RankedRow[]> {
  const ranked = paidBy(db, bookings.serviceId, period);
  return db
    .select({
      id: services.id,
      name: services.name,
      detail: merchants.businessName,
      paid: sql<number>`${ranked.paid}`.mapWith(Number),
      valuePence: sql<number>`${ranked.value}`.mapWith(Number),
      earnedPence: sql<number>`${ranked.earned}`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(services, eq(services.id, ranked.key))
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .orderBy(desc(ranked.paid), desc(ranked.value), asc(services.name), asc(services.id))
    .limit(limit);
}

/** The salons with most paid bookings in the period, then most value, then by name. */
export async function topSalons(db: Database, period: Instants, limit: number): Promise<RankedRow[]> {
  const ranked = paidBy(db, bookings.merchantId, period);
  return db
    .select({
      id: merchants.id,
      name: merchants.businessName,
      detail: merchants.city,
      paid: sql<number>`${ranked.paid}`.mapWith(Number),
      valuePence: sql<number>`${ranked.value}`.mapWith(Number),
      earnedPence: sql<number>`${ranked.earned}`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(merchants, eq(merchants.id, ranked.key))
    .orderBy(desc(ranked.paid), desc(ranked.value), asc(merchants.businessName), asc(merchants.id))
    .limit(limit);
}
