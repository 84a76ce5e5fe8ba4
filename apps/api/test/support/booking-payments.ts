import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../src/db/schema/bookings';
import type { Database } from '../../src/db/database';
import { insertCreditAllocations, insertCreditEntry } from '../../src/modules/credits/credits.repository';

type BookingRow = typeof bookings.$inferSelect;

const PAID_STATUSES = new Set<BookingRow['status']>(['confirmed', 'completed', 'no_show']);

/**
 * What stands behind a paid booking that a test wrote straight to the table, as the payment flow would have left
 * it: the card part charged (a succeeded sandbox payment made no later than the confirmation) and the credit part
 * spent from a grant of the same amount, so the customer's balance is as it was; and its confirmation time. Without these, the database
 * invariants (support/invariants.ts) rightly say the booking was never paid for.
 */
export async function recordPaymentBehind(db: Database, booking: BookingRow): Promise<void> {
  if (!PAID_STATUSES.has(booking.status) && booking.confirmedAt === null) return;
  const paidAt = booking.confirmedAt ?? booking.createdAt;
  // Paying is what confirms a booking: a paid booking the test cancels later must still read as one that was paid.
  if (booking.confirmedAt === null) await db.update(bookings).set({ confirmedAt: paidAt }).where(eq(bookings.id, booking.id));
  const cardPence = booking.finalPricePence - booking.creditsUsedPence;
  if (cardPence > 0) {
    await db.insert(payments).values({
      bookingId: booking.id,
      userId: booking.userId,
      gateway: 'sandbox',
      gatewayReference: `pi_fixture_${booking.id}`,
      amountPence: cardPence,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      createdAt: paidAt,
    });
  }
  if (booking.creditsUsedPence > 0) {
    const grantId = await insertCreditEntry(db, { userId: booking.userId, type: 'bonus', amountPence: booking.creditsUsedPence, description: 'Credit for a test booking', createdAt: paidAt });
    const spendId = await insertCreditEntry(db, {
      userId: booking.userId,
      type: 'spent',
      amountPence: -booking.creditsUsedPence,
      description: 'Spent on a test booking',
      referenceType: 'booking',
      referenceId: booking.id,
      createdAt: paidAt,
    });
    await insertCreditAllocations(db, spendId, [{ grantId, amountPence: booking.creditsUsedPence }]);
  }
}
