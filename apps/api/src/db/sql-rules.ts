import { type SQL, and, eq, gt, or, sql } from 'drizzle-orm';
import { bookings } from './schema/bookings';

/**
 * The SQL forms of two rules of `packages/domain`, each written once so every query agrees with the
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
