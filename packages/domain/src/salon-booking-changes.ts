import type { BookingStatus } from './booking-status';
import { formatPenceAsMoney, type Pence } from './money';

/*
 * What a salon may do to a customer's booking before it happens (decision 051): cancel it with a reason, which gives
 * the customer everything back (Lull's fee included), or offer another time, which the customer accepts or declines.
 */

export const SALON_REASON_MIN = 3;
export const SALON_REASON_MAX = 500;
export const SALON_MESSAGE_MAX = 500;
export const SALON_REASON_REQUIRED = 'Say why you are cancelling: the customer is told.';
export const SALON_REASON_TOO_SHORT = `Say a little more: at least ${SALON_REASON_MIN} characters.`;
export const SALON_REASON_TOO_LONG = `Keep the reason under ${SALON_REASON_MAX} characters.`;
export const SALON_MESSAGE_TOO_LONG = `Keep the message under ${SALON_MESSAGE_MAX} characters.`;

export const SALON_CANNOT_CHANGE = 'Only a confirmed booking that has not started yet can be cancelled or moved.';
export const SALON_BOOKING_CANCELLED = 'Booking cancelled. The customer gets everything back and has been told why.';
export const SALON_MOVE_OFFERED = 'Another time offered. The customer has been asked to accept or decline it.';
export const SALON_MOVE_WITHDRAWN = 'Your offer of another time was withdrawn.';
export const SALON_SAME_TIME = 'That is the time it is booked for already. Choose another time or person.';
export const NO_PENDING_MOVE = 'There is no offer of another time waiting for an answer.';
export const SALON_SERVICE_NOT_BOOKABLE = 'This treatment cannot be booked at the moment, so it cannot be moved. Cancel it instead, or make it bookable again.';

/** The payout note beside the £0.00 of a booking the salon cancelled. */
export const SALON_CANCELLED_PAYOUT_NOTE = 'You cancelled it: the customer was refunded in full, so nothing is paid for it.';

/**
 * Whether the salon may cancel the booking or offer another time now: a confirmed (paid) booking whose appointment has
 * not started. An unpaid hold is the customer's checkout, never the salon's to cancel; one that has started is
 * completed or a no-show instead. The 24-hour notice binds the customer, not the salon: a salon may cancel at any time
 * before the start, and the customer gets everything back whenever it happens.
 */
export function salonCanChange(booking: { status: BookingStatus; startsAt: Date }, now: Date): boolean {
  return booking.status === 'confirmed' && booking.startsAt.getTime() > now.getTime();
}

/** What is wrong with a cancellation's reason as typed (the schema's own messages), or null when it will do. */
export function cancellationReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return SALON_REASON_REQUIRED;
  if (trimmed.length < SALON_REASON_MIN) return SALON_REASON_TOO_SHORT;
  if (trimmed.length > SALON_REASON_MAX) return SALON_REASON_TOO_LONG;
  return null;
}

/** What an admin reads when a booking is not theirs to cancel with a full refund, by what became of it. */
export const FULL_REFUND_REFUSALS = {
  cancelled: 'This booking is already cancelled.',
  completed: 'This booking is completed, so it can no longer be cancelled.',
  no_show: 'This booking was marked a no-show, so it can no longer be cancelled.',
  expired: 'This hold expired unpaid: there is nothing to cancel.',
  pending: 'This booking is not paid yet (the customer is still at checkout): there is nothing to refund.',
  started: 'This appointment has already started, so it can no longer be cancelled.',
} as const;

export const ADMIN_BOOKING_CANCELLED = 'Booking cancelled. The customer gets everything back and has been told why.';

/**
 * Why a booking cannot be cancelled with a full refund now, in words an admin can act on, or null when it can: the
 * same bookings the salon may cancel (`salonCanChange`), told apart by what became of the others.
 */
export function fullRefundCancellationRefusal(booking: { status: BookingStatus; startsAt: Date }, now: Date): string | null {
  if (salonCanChange(booking, now)) return null;
  if (booking.status === 'confirmed') return FULL_REFUND_REFUSALS.started;
  return FULL_REFUND_REFUSALS[booking.status];
}

/**
 * What the customer gets back when the salon cancels: everything they paid, Lull's booking fee and the card
 * processing included, the credit part to their credit at once and the card part to the card.
 */
export function refundForSalonCancellation(booking: { finalPricePence: Pence; creditsUsedPence: Pence }): { creditsRestoredPence: Pence; cardRefundPence: Pence } {
  return { creditsRestoredPence: booking.creditsUsedPence, cardRefundPence: Math.max(0, booking.finalPricePence - booking.creditsUsedPence) };
}

/** What comes back and how, as the customer reads it in the bell and the mail. */
export function salonRefundWords({ creditsRestoredPence, cardRefundPence }: { creditsRestoredPence: Pence; cardRefundPence: Pence }): string {
  const parts = [
    creditsRestoredPence > 0 ? `${formatPenceAsMoney(creditsRestoredPence)} of credit is back in your account now` : null,
    cardRefundPence > 0 ? `${formatPenceAsMoney(cardRefundPence)} will be refunded to your card by our team shortly` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'You paid nothing for it, so nothing is owed.';
  return `You get everything back, Lull's booking fee included: ${parts.join(', and ')}.`;
}

/** How often a business cancelled its customers' bookings, as its admin profile says it: '3 (last 90 days: 1)'. */
export function salonCancellationsText(total: number, recent: number): string {
  if (total === 0) return 'None';
  return `${total} (last 90 days: ${recent})`;
}
