import type { BookingStatus } from './booking-status';
import { type PricedBooking, salonProcessingFee } from './merchant-bookings';
import { formatPenceAsMoney, type Pence } from './money';

/** How the admin's Bookings table names a booking: the first 8 characters of its id, in capitals ("3F2A9B1C"). */
export function shortBookingId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * The ids a search term names when it is a booking's short id (8 hex digits, any case, an optional leading #): the
 * range of whole ids that start with it, which the primary key's index finds at once; null for any other term.
 */
export function bookingIdRangeOf(term: string): { from: string; to: string } | null {
  const match = /^#?([0-9a-f]{8})$/i.exec(term.trim());
  if (!match) return null;
  const prefix = match[1]!.toLowerCase();
  return { from: `${prefix}-0000-0000-0000-000000000000`, to: `${prefix}-ffff-ffff-ffff-ffffffffffff` };
}

/**
 * Who bore the processing fee of a booking the salon is paid for, beside the admin's Processing fee line, so that the
 * processor's whole fee and the salon's payout visibly add up (decision 038): "£0.82 from the salon's price, £0.15
 * from Lull's booking fee". A booking priced before decision 038 shows all of it on the salon's price.
 */
export function processingSplitNote(booking: PricedBooking & { processingFeePence: Pence }): string {
  const salon = Math.min(booking.processingFeePence, salonProcessingFee(booking));
  return `${formatPenceAsMoney(salon)} from the salon's price, ${formatPenceAsMoney(booking.processingFeePence - salon)} from Lull's booking fee`;
}

/** The admin's High Value badge (admin spec §9): a final price of £100 or more. */
export const HIGH_VALUE_PENCE: Pence = 10_000;

export function isHighValue(finalPricePence: Pence): boolean {
  return finalPricePence >= HIGH_VALUE_PENCE;
}

export type RefundRequestState = 'pending' | 'completed';

/**
 * The Refund Due badge (decision 019). The spec shows it on every cancelled booking priced above zero; in Lull a
 * cancellation that owes money back always writes a refund request, and one cancelled within 24 hours or before
 * payment owes nothing. So the honest meaning is "a refund request waits for an admin": the badge goes when the
 * refund is completed, and never shows on a booking nobody owes anything.
 */
export function isRefundDue(refund: RefundRequestState | null): boolean {
  return refund === 'pending';
}

export const PAYMENT_LABELS = ['Paid', 'Processing', 'Refund Needed', 'Refunded', 'Not charged', 'Not refunded'] as const;
export type PaymentLabel = (typeof PAYMENT_LABELS)[number];

/**
 * The payment label beside the amount (admin spec §2.3: Paid for completed or confirmed, Processing for pending,
 * Refund Needed otherwise), told apart where the spec's "otherwise" would say something untrue (decision 019):
 * - a no-show paid and keeps no refund (cancellation policy): Paid;
 * - a cancellation with a refund request waiting: Refund Needed; once completed: Refunded;
 * - a cancellation never paid for (a hold let go) or a hold that expired: Not charged;
 * - a paid cancellation without a refund request (within 24 hours: policy refunds nothing): Not refunded.
 */
export function paymentLabel(booking: { status: BookingStatus; paid: boolean; refund: RefundRequestState | null }): PaymentLabel {
  switch (booking.status) {
    case 'confirmed':
    case 'completed':
    case 'no_show':
      return 'Paid';
    case 'pending':
      return 'Processing';
    case 'expired':
      return 'Not charged';
    case 'cancelled':
      if (booking.refund === 'pending') return 'Refund Needed';
      if (booking.refund === 'completed') return 'Refunded';
      return booking.paid ? 'Not refunded' : 'Not charged';
  }
}
