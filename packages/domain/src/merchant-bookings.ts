import { type BookingStatus, canTransition } from './booking-status';
import { type Pence } from './money';

/** What a salon marks a paid booking as once its appointment has started: it happened, or the customer never came. */
export type SettledStatus = Extract<BookingStatus, 'completed' | 'no_show'>;

export const BOOKING_COMPLETED = 'Booking completed successfully! Revenue has been added to your balance.';
export const BOOKING_MARKED_NO_SHOW = 'Booking marked as a no-show. Your payout has been added to your balance.';
export const NOT_STARTED_YET = 'You can mark a booking completed or a no-show once its appointment has started.';
export const ALREADY_SETTLED = 'This booking is already settled: completed and no-show are final.';
export const NOT_SETTLEABLE = 'Only a confirmed booking can be marked completed or a no-show.';

export type SettleDecision =
  | { allowed: true }
  /** Pressed again (or by a second tab): the same answer, nothing moves twice. */
  | { allowed: false; reason: 'already'; message: string }
  | { allowed: false; reason: 'not_started' | 'final' | 'not_confirmed'; message: string };

/**
 * Whether a booking may be marked `to` now. Only a confirmed (paid) booking, and only from its start: before it
 * the customer may still come or cancel. Completed and no-show are final, so marking a settled booking again is
 * 'already' when it asks for the same status (the caller answers as before) and 'final' otherwise.
 */
export function settleDecision(booking: { status: BookingStatus; startsAt: Date }, to: SettledStatus, now: Date): SettleDecision {
  if (booking.status === to) return { allowed: false, reason: 'already', message: ALREADY_SETTLED };
  if (booking.status === 'completed' || booking.status === 'no_show') return { allowed: false, reason: 'final', message: ALREADY_SETTLED };
  if (!canTransition(booking.status, to)) return { allowed: false, reason: 'not_confirmed', message: NOT_SETTLEABLE };
  if (booking.startsAt.getTime() > now.getTime()) return { allowed: false, reason: 'not_started', message: NOT_STARTED_YET };
  return { allowed: true };
}

/** The amounts a booking was priced with (fixed at booking time, so a later price change never rewrites them). */
export interface PricedBooking {
  originalPricePence: Pence;
  discountAmountPence: Pence;
  /** What `priceBooking` gave the salon when the booking was made. */
  merchantPayoutPence: Pence;
}

/**
 * What the salon is paid for a booking it settles, completed or no-show alike (provider agreement: a no-show
 * still pays the price less processing fees): the payout stored when it was priced, the price after discount less
 * the salon's part of the processing fee (`processingShares`, decision 038). A booking priced before decision 038
 * keeps the payout it was made with; nothing re-prices history.
 */
export function settlementAmount({ merchantPayoutPence }: PricedBooking): Pence {
  return merchantPayoutPence;
}

/**
 * The card processing fee the salon bore on a booking, as its statements show it: the price after discount less its
 * payout, so the two always add up to the price, on a booking priced before decision 038 (whose payout bore the
 * processing on the whole amount) as on one priced after it.
 */
export function salonProcessingFee({ originalPricePence, discountAmountPence, merchantPayoutPence }: PricedBooking): Pence {
  return originalPricePence - discountAmountPence - merchantPayoutPence;
}

/** Why a booking pays its salon nothing, in the words the dashboards show beside the £0.00. */
export const NO_PAYOUT_REASONS = {
  refunded: 'Cancelled in time: the customer was refunded, so nothing is paid for it.',
  unpaid: 'Never paid, so nothing is owed for it.',
} as const;

/**
 * What the salon gets for a booking as it stands, and why when it is nothing. A booking that ends without an
 * appointment (cancelled, or a hold that lapsed) pays nothing when the customer was refunded (cancelled 24 hours or
 * more ahead, or by Lull) or never paid; one cancelled late without a refund still pays its settlement (decision
 * 020), as does everything else.
 */
export function salonPayout(
  booking: PricedBooking & { status: BookingStatus; confirmedAt: Date | null },
  refunded: boolean,
): { pence: Pence; reason: keyof typeof NO_PAYOUT_REASONS | null } {
  if (booking.status === 'cancelled' || booking.status === 'expired') {
    if (booking.confirmedAt === null) return { pence: 0, reason: 'unpaid' };
    if (refunded) return { pence: 0, reason: 'refunded' };
  }
  return { pence: settlementAmount(booking), reason: null };
}

/** The dashboard's status filter (spec §2), as the API spells each status. 'all' never includes unpaid holds. */
export const MERCHANT_BOOKING_FILTERS = ['all', 'confirmed', 'completed', 'no-show', 'cancelled'] as const;
export type MerchantBookingFilter = (typeof MERCHANT_BOOKING_FILTERS)[number];

/** The statuses a salon sees: paid bookings and what became of them, never a hold (pending or expired). */
export const MERCHANT_VISIBLE_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed', 'no_show', 'cancelled'];

export function statusesOfFilter(filter: MerchantBookingFilter): readonly BookingStatus[] {
  if (filter === 'all') return MERCHANT_VISIBLE_STATUSES;
  return [filter === 'no-show' ? 'no_show' : filter];
}

/** The calendar shows bookings that take (or took) a chair: not cancellations, never holds. */
export const CALENDAR_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed', 'no_show'];
/** The longest range one calendar request may ask for (a month view with its spill-over weeks). */
export const MAX_CALENDAR_DAYS = 42;
