import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import type { BookingRow } from './bookings.repository';

export type BookingPriceFields = Pick<
  BookingRow,
  'originalPricePence' | 'discountAmountPence' | 'platformFeePence' | 'finalPricePence' | 'creditsUsedPence' | 'processingFeePence' | 'merchantPayoutPence' | 'offPeakApplied'
>;

/**
 * Moves a confirmed booking to a new time and member, only from the time and member the caller saw (so two moves racing
 * have one effect), and bumps its calendar sequence. The diary trigger frees the old time and takes the new one in
 * this statement; the exclusion constraint refuses it if the member is taken. Answers the moved row, or undefined.
 */
export async function moveConfirmedBooking(
  db: Database,
  seen: Pick<BookingRow, 'id' | 'startsAt' | 'teamMemberId'>,
  to: Pick<BookingRow, 'bookingDate' | 'bookingTime' | 'startsAt' | 'endsAt' | 'teamMemberId'> & Partial<BookingPriceFields>,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ ...to, calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(and(eq(bookings.id, seen.id), eq(bookings.status, 'confirmed'), eq(bookings.startsAt, seen.startsAt), eq(bookings.teamMemberId, seen.teamMemberId)))
    .returning();
  return row;
}
