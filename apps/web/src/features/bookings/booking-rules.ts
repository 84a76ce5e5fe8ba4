import type { Booking } from '@lull/domain/contracts/bookings';
import {
  customerCanCancel,
  fromApiStatus,
  myBookingsSection,
  type MyBookingsSection,
} from '@lull/domain/booking-status';
import { CANNOT_CANCEL_WITHIN_NOTICE } from '@lull/domain/cancellation-notice';
import { londonInstant, toWallTime } from '@lull/domain/london-time';
import { poundsToPence } from '@lull/domain/money';
import { refundForBusinessClosure, refundForCancellation } from '@lull/domain/pricing';

export interface BookNowState {
  time: string | null;
  agreedToTerms: boolean;
  /** Whether the business has a booking policy of its own (then it must be agreed to as well). */
  hasPolicy: boolean;
  agreedToPolicy: boolean;
  processing: boolean;
}

/**
 * Why Book Now cannot be pressed yet, first reason first, or null when it can:
 * a time is required, then the terms, then the business's policy when it has one; never while processing.
 */
export function bookNowBlocker({ time, agreedToTerms, hasPolicy, agreedToPolicy, processing }: BookNowState): string | null {
  if (processing) return 'Booking…';
  if (!time) return 'Choose a time to continue.';
  if (!agreedToTerms) return 'Please agree to the booking terms to continue.';
  if (hasPolicy && !agreedToPolicy) return 'Please agree to the merchant’s booking policy to continue.';
  return null;
}

export function canBookNow(state: BookNowState): boolean {
  return bookNowBlocker(state) === null;
}

/** When the appointment starts, as a real instant (its date and time are London wall clock). */
export function bookingStartsAt(booking: Pick<Booking, 'booking_date' | 'booking_time'>): Date {
  return londonInstant(booking.booking_date, toWallTime(booking.booking_time.slice(0, 5)) ?? '00:00');
}

/** Which list (upcoming or past) shows a booking; an unknown status falls back to its time alone. */
export function sectionOf(booking: Booking, now: Date): MyBookingsSection {
  const startsAt = bookingStartsAt(booking);
  const status = fromApiStatus(booking.status);
  if (status === null) return startsAt.getTime() <= now.getTime() ? 'past' : 'upcoming';
  const holdExpiresAt = booking.hold_expires_at === null ? null : new Date(booking.hold_expires_at);
  return myBookingsSection({ status, holdExpiresAt, startsAt }, now);
}

/** My Bookings' two lists: upcoming soonest first, past most recent first; hidden ones left out. */
export function sectionBookings(bookings: readonly Booking[], now: Date): { upcoming: Booking[]; past: Booking[] } {
  const byStart = (a: Booking, b: Booking) => bookingStartsAt(a).getTime() - bookingStartsAt(b).getTime();
  const upcoming = bookings.filter((booking) => sectionOf(booking, now) === 'upcoming').sort(byStart);
  const past = bookings.filter((booking) => sectionOf(booking, now) === 'past').sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

export type CancelOption = { kind: 'cancel' } | { kind: 'too-late'; message: string } | { kind: 'none' };

/** Whether a card offers Cancel, says it is too late (a future booking within 24 hours), or says nothing. */
export function cancelOption(booking: Booking, now: Date): CancelOption {
  const status = fromApiStatus(booking.status);
  if (status === null) return { kind: 'none' };
  const decision = customerCanCancel({ status, startsAt: bookingStartsAt(booking) }, now);
  if (decision.allowed) return { kind: 'cancel' };
  // The salon asked to move it: cancelling is free until the start (decision 051).
  if (decision.reason === 'within_24_hours' && booking.free_cancellation) return { kind: 'cancel' };
  return decision.reason === 'within_24_hours' ? { kind: 'too-late', message: CANNOT_CANCEL_WITHIN_NOTICE } : { kind: 'none' };
}

export type RefundPreview =
  | { kind: 'hold' }
  | { kind: 'refund'; creditsRestoredPence: number; cardRefundPence: number; freeOfCharge?: boolean }
  | { kind: 'none' };

/**
 * What cancelling gives back, as the server will work it out: a pending booking was never paid, so only its
 * hold is released; a paid one gets refundForCancellation (credits in full, the card less the fees).
 */
export function refundPreview(booking: Booking, now: Date): RefundPreview {
  if (booking.status === 'pending') return { kind: 'hold' };
  const finalPricePence = poundsToPence(booking.final_price);
  if (booking.free_cancellation) {
    const everything = refundForBusinessClosure({ finalPricePence, creditsUsedPence: poundsToPence(booking.credits_used) });
    return { kind: 'refund', creditsRestoredPence: everything.creditsRestoredPence, cardRefundPence: everything.cardRefundPence, freeOfCharge: true };
  }
  const refund = refundForCancellation({
    booking: {
      finalPricePence,
      platformFeePence: poundsToPence(booking.platform_fee),
      processingFeePence: poundsToPence(booking.processing_fee),
      creditsUsedPence: poundsToPence(booking.credits_used),
      startsAt: bookingStartsAt(booking),
    },
    now,
  });
  return refund.eligible ? { kind: 'refund', creditsRestoredPence: refund.creditsRestoredPence, cardRefundPence: refund.cardRefundPence } : { kind: 'none' };
}
