import type { OffPeakWindow } from '@lull/domain/off-peak';
import type { Weekday } from '@lull/domain/london-time';
import { type AnyColumn, type SQL, and, eq, gt, or, sql } from 'drizzle-orm';
import { bookings } from './schema/bookings';

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
 * `hasOffPeakPrice` in SQL, for the services table aliased `s`: an off-peak price counts only when it is
 * set, not negative and below the price.
 */
export const usableOffPeakPrice: SQL = sql`(s.off_peak_price_pence is not null and s.off_peak_price_pence >= 0 and s.off_peak_price_pence < s.price_pence)`;

/**
 * A business's off-peak windows as `offPeakWindowsFor` takes them: its active schedules (none: Lull's default
 * hours apply), as a JSON array of [day_of_week, start_time, end_time] for `windowsFromJson`.
 */
export function activeOffPeakWindowsJson(merchantId: SQL | AnyColumn): SQL<OffPeakWindowJson[]> {
  return sql`(select coalesce(json_agg(json_build_array(o.day_of_week, o.start_time, o.end_time) order by o.day_of_week, o.start_time), '[]')
  from off_peak_schedules o where o.merchant_id = ${merchantId} and o.is_active)`;
}

export type OffPeakWindowJson = [number, string, string];

export function windowsFromJson(windows: readonly OffPeakWindowJson[]): OffPeakWindow[] {
  return windows.map(([dayOfWeek, start, end]) => ({ dayOfWeek: dayOfWeek as Weekday, start, end }));
}
