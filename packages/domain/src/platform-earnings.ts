import type { BookingStatus } from './booking-status';
import type { Pence } from './money';

/**
 * Whether a booking was paid: confirmed, completed or a no-show, or cancelled after it was confirmed. A hold that
 * was never paid (pending, expired, or cancelled while pending) is not a booking anyone paid for.
 */
export function wasPaid(booking: { status: BookingStatus; confirmedAt: Date | null }): boolean {
  return booking.status === 'confirmed' || booking.status === 'completed' || booking.status === 'no_show' || (booking.status === 'cancelled' && booking.confirmedAt !== null);
}

export interface EarnedBooking {
  status: BookingStatus;
  confirmedAt: Date | null;
  platformFeePence: Pence;
  finalPricePence: Pence;
  /** What went back to the customer (card refund plus credits restored); 0 without a refund. */
  refundedPence: Pence;
}

/**
 * What the platform earned on one booking (the admin overview's Revenue, decision 017): its platform fee, when the
 * booking was paid, less whatever part of a refund reached into the fee. A customer's cancellation returns the
 * price less the fee and the processing fee (the fee is never refunded: `refundForCancellation`), so the fee stays
 * earned; a refund in full (an admin deleting a business with upcoming paid bookings) returns it, and nothing is
 * earned. A no-show is paid and not refunded: its fee is earned. This is the fee before card processing: what Lull
 * bears of the processing fee (the part on its own fee, decision 038) is a cost, which the money split's Lull share
 * (`splitBookingMoney`) takes off.
 */
export function platformFeeEarned(booking: EarnedBooking): Pence {
  if (!wasPaid(booking)) return 0;
  const refundedOfFee = Math.max(0, booking.refundedPence - (booking.finalPricePence - booking.platformFeePence));
  return Math.max(0, booking.platformFeePence - refundedOfFee);
}
