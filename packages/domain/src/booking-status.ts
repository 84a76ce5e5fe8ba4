import { isWithinCancellationNotice } from './cancellation-notice';

/**
 * The booking process as data. 'expired' is a pending booking whose 5-minute hold ran out without payment;
 * it no longer holds its slot. 'no_show' is the spec's 'no-show', kept identifier-like inside Lull and
 * mapped at the API's edge (toApiStatus / fromApiStatus).
 */
export const BOOKING_STATUSES = Object.freeze(['pending', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired'] as const);
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Where each status may go next. A pending booking is an unpaid hold: payment confirms it, the customer may
 * cancel it, the hold sweeper expires it. Only a confirmed (paid) booking can be completed, which pays the
 * merchant, or marked a no-show; both settle money for a treatment the customer paid for, so neither is
 * offered from pending. Everything else is final.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = Object.freeze({
  pending: Object.freeze(['confirmed', 'cancelled', 'expired'] as const),
  confirmed: Object.freeze(['completed', 'no_show', 'cancelled'] as const),
  completed: Object.freeze([] as const),
  no_show: Object.freeze([] as const),
  cancelled: Object.freeze([] as const),
  expired: Object.freeze([] as const),
});

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** A status nothing can follow: completed, no_show, cancelled, expired. */
export function isFinalStatus(status: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[status].length === 0;
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** The statuses as the API and the spec spell them. */
export type ApiBookingStatus = Exclude<BookingStatus, 'no_show'> | 'no-show';

export function toApiStatus(status: BookingStatus): ApiBookingStatus {
  return status === 'no_show' ? 'no-show' : status;
}

/** The status an API value names, or null for anything else ('no_show' included: the API spells it 'no-show'). */
export function fromApiStatus(value: string): BookingStatus | null {
  if (value === 'no-show') return 'no_show';
  return value !== 'no_show' && isBookingStatus(value) ? value : null;
}

/** How long a pending booking holds its slot while the customer pays. */
export const HOLD_MINUTES = 5;

/** When the hold of a booking created at `createdAt` runs out. */
export function holdExpiryFrom(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_MINUTES * 60_000);
}

export interface HeldBooking {
  status: BookingStatus;
  /** Set on every pending booking (a database check); null once it is no longer pending, or never held. */
  holdExpiresAt: Date | null;
}

/** A pending booking inside its hold: up to but excluding the expiry instant. */
export function isHoldLive(booking: HeldBooking, now: Date): boolean {
  return booking.status === 'pending' && booking.holdExpiresAt !== null && now.getTime() < booking.holdExpiresAt.getTime();
}

/** Whether the booking keeps its time from other customers: confirmed, or pending inside its hold. */
export function occupiesSlot(booking: HeldBooking, now: Date): boolean {
  return booking.status === 'confirmed' || isHoldLive(booking, now);
}

export type CancelDecision = { allowed: true } | { allowed: false; reason: 'final' | 'past' | 'within_24_hours' };

/**
 * Whether the customer may cancel: the booking can still become cancelled (pending or confirmed),
 * it has not started, and, once paid, it gives the cancellation notice (`isWithinCancellationNotice`, the rule the
 * refund uses too). Reasons are checked in that order, so a
 * completed booking in the past is 'final'. An appointment starting exactly now counts as past.
 * A pending booking whose hold ran out but is not yet swept to expired is still cancellable here; cancelling
 * it only frees a slot it no longer holds.
 */
export function customerCanCancel(booking: { status: BookingStatus; startsAt: Date }, now: Date): CancelDecision {
  if (!canTransition(booking.status, 'cancelled')) return { allowed: false, reason: 'final' };
  if (booking.startsAt.getTime() <= now.getTime()) return { allowed: false, reason: 'past' };
  // An unpaid hold can always be let go: the 24-hour rule protects money paid, and nothing was.
  if (booking.status === 'pending') return { allowed: true };
  if (isWithinCancellationNotice(now, booking.startsAt)) return { allowed: false, reason: 'within_24_hours' };
  return { allowed: true };
}

export type RescheduleDecision = { allowed: true } | { allowed: false; reason: 'not_confirmed' | 'past' | 'within_24_hours' };

/**
 * Whether the customer may move their booking themselves (decision 051): only a confirmed (paid) booking, not yet
 * started, at least the cancellation notice before its current start: the same 24 real hours that let them cancel
 * with a refund, so moving is never a way round the notice. As often as they like, with no fee.
 */
export function customerCanReschedule(booking: { status: BookingStatus; startsAt: Date }, now: Date): RescheduleDecision {
  if (booking.status !== 'confirmed') return { allowed: false, reason: 'not_confirmed' };
  if (booking.startsAt.getTime() <= now.getTime()) return { allowed: false, reason: 'past' };
  if (isWithinCancellationNotice(now, booking.startsAt)) return { allowed: false, reason: 'within_24_hours' };
  return { allowed: true };
}

/**
 * Whether a customer's cancellation is free in full (Lull's fee and processing included) because the salon asked to
 * move the booking (decision 051): a proposal still pending, or one the customer declined. The salon changed the
 * plan, so the customer may walk away at any time before the start, as when the salon cancels.
 */
export function cancellationAfterSalonMove(proposals: readonly { status: string }[]): boolean {
  return proposals.some((proposal) => proposal.status === 'pending' || proposal.status === 'declined');
}

export type MyBookingsSection = 'upcoming' | 'past' | 'hidden';

/**
 * Which list of My Bookings shows a booking, by its start as a real instant:
 * - hidden: a pending booking outside its hold (the spec's "pending older than 5 minutes"), and an expired
 *   one, which is exactly that once the sweeper has run;
 * - past: cancelled, completed or no_show whatever the time (a no-show is a settled appointment, like a
 *   completed one), and anything that has started (start at or before now);
 * - upcoming: the rest, a confirmed booking or a live hold starting after now.
 */
export function myBookingsSection(booking: HeldBooking & { startsAt: Date }, now: Date): MyBookingsSection {
  const { status } = booking;
  if (status === 'expired' || (status === 'pending' && !isHoldLive(booking, now))) return 'hidden';
  if (status === 'cancelled' || status === 'completed' || status === 'no_show') return 'past';
  return booking.startsAt.getTime() <= now.getTime() ? 'past' : 'upcoming';
}

export type StatusColour = 'amber' | 'green' | 'blue' | 'red' | 'neutral';

/**
 * The badge colour: the spec colours pending, confirmed, completed and cancelled, and shows other values
 * neutral, so no-show and expired (and anything unknown, in either spelling) are neutral.
 */
export function statusColour(status: string): StatusColour {
  switch (status) {
    case 'pending':
      return 'amber';
    case 'confirmed':
      return 'green';
    case 'completed':
      return 'blue';
    case 'cancelled':
      return 'red';
    default:
      return 'neutral';
  }
}
