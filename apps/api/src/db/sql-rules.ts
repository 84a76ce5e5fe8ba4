import { type MerchantOffPeakPricing, type OffPeakPricingMode, merchantOffPeakPricing } from '@lull/domain/off-peak';
import type { Weekday } from '@lull/domain/london-time';
import { type AnyColumn, type SQL, and, eq, gt, or, sql } from 'drizzle-orm';
import { bookings, refundRequests } from './schema/bookings';

/**
 * The SQL forms of rules of `packages/domain`, each written once so every query agrees with the
 * domain's function of the same name (and with each other).
 */

/**
 * `occupiesSlot` in SQL: a booking keeps its time from other customers when it is confirmed, or pending
 * inside its hold (up to but excluding the expiry instant).
 */
export function occupiesSlotAt(now: Date): SQL {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)))!;
}

/**
 * `membersFreeAt(…).length > 0` in SQL (decision 050): an active member who performs the service works through the
 * treatment (no working hours: whenever the business is open) and has nothing in the diary from its start to the end
 * of its buffer. The arguments are SQL for the service's id, the London date and 'HH:MM' start, the start instant,
 * the duration and the buffer in minutes; a lapsed hold frees its time as in `occupiesSlotAt`.
 */
export function someMemberFreeFor(at: { serviceId: SQL; date: SQL; time: SQL; startsAt: SQL; durationMinutes: SQL; bufferMinutes: SQL }, now: Date): SQL {
  const minutesOf = (time: SQL) => sql`(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
  const instant = sql`${now.toISOString()}::timestamptz`;
  return sql`exists (select 1 from team_members t join team_member_services ts on ts.team_member_id = t.id and ts.service_id = ${at.serviceId}
    where t.is_active
      and (t.working_hours is null or exists (select 1 from jsonb_array_elements(t.working_hours) r
        where (r->>'day_of_week')::int = extract(dow from ${at.date}::date)::int
          and ${minutesOf(sql`(r->>'start_time')`)} <= ${minutesOf(at.time)}
          and ${minutesOf(sql`(r->>'end_time')`)} >= ${minutesOf(at.time)} + ${at.durationMinutes}))
      and not exists (select 1 from diary_occupancy o left join bookings b on b.id = o.booking_id
        where o.team_member_id = t.id and o.ends_at > ${at.startsAt}
          and o.starts_at < ${at.startsAt} + make_interval(mins => ${at.durationMinutes} + ${at.bufferMinutes})
          and (o.booking_id is null or b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > ${instant}))))`;
}

/**
 * `hasOffPeakPrice` in SQL, for the services table aliased `s`: an off-peak price counts only when it is
 * set, not negative and below the price.
 */
export const usableOffPeakPrice: SQL = sql`(s.off_peak_price_pence is not null and s.off_peak_price_pence >= 0 and s.off_peak_price_pence < s.price_pence)`;

/**
 * What `merchantOffPeakPricing` needs to price one service (`s`, of business `m`): null when the service is not
 * one of the business's affected services, else its pricing mode, fixed price and active schedules, for
 * `offPeakPricingFromJson`. The same rule migration 0013 applies to catalogue_entries.
 */
export function offPeakPricingJson(serviceId: SQL | AnyColumn, merchantId: SQL | AnyColumn): SQL<OffPeakPricingJson | null> {
  return sql`(select case when exists (select 1 from off_peak_affected_services a where a.merchant_id = ${merchantId} and a.service_id = ${serviceId})
  then json_build_object(
    'mode', coalesce((select ps.pricing_mode::text from off_peak_pricing_settings ps where ps.merchant_id = ${merchantId}), 'percentage'),
    'fixed', (select f.fixed_price_pence from off_peak_service_prices f where f.service_id = ${serviceId} and f.merchant_id = ${merchantId}),
    'schedules', (select coalesce(json_agg(json_build_array(o.day_of_week, o.start_time, o.end_time, o.discount_percentage) order by o.day_of_week, o.start_time, o.end_time), '[]')
      from off_peak_schedules o where o.merchant_id = ${merchantId} and o.is_active))
  end)`;
}

export interface OffPeakPricingJson {
  mode: OffPeakPricingMode;
  fixed: number | null;
  schedules: [number, string, string, number][];
}

/** A service's merchant pricing from `offPeakPricingJson`: null means Lull's default rule. */
export function offPeakPricingFromJson(json: OffPeakPricingJson | null | undefined): MerchantOffPeakPricing | null {
  if (!json) return null;
  return merchantOffPeakPricing({
    affected: true,
    mode: json.mode,
    fixedPricePence: json.fixed === null ? null : Number(json.fixed),
    schedules: json.schedules.map(([dayOfWeek, start, end, discount]) => ({
      dayOfWeek: Number(dayOfWeek) as Weekday,
      start,
      end,
      discountPercentage: Number(discount),
      isActive: true,
    })),
  });
}

/**
 * `wasPaid` (packages/domain platform-earnings.ts) in SQL: confirmed, completed, a no-show, or cancelled after it
 * was confirmed. A hold never paid is no booking anyone paid for.
 */
export const wasPaidBooking: SQL = sql`(${bookings.status} in ('confirmed', 'completed', 'no_show') or (${bookings.status} = 'cancelled' and ${bookings.confirmedAt} is not null))`;

/**
 * `platformFeeEarned` in SQL, for a paid booking whose refund (card refund plus credits restored, 0 without one) is
 * `refundedPence`: the fee less whatever part of the refund reached into it.
 */
export function platformFeeEarnedSql(refundedPence: SQL): SQL<number> {
  return sql<number>`greatest(0, ${bookings.platformFeePence} - greatest(0, ${refundedPence} - (${bookings.finalPricePence} - ${bookings.platformFeePence})))`;
}

/**
 * The join from a booking to its cancellation refund (the customer's or the salon's), at most one per booking. A move
 * to a cheaper time's difference refunds are left out: the booking's price already says what it costs after them.
 */
export const cancellationRefundOfBooking: SQL = sql`(${refundRequests.bookingId} = ${bookings.id} and ${refundRequests.reason} <> 'price_difference')`;
