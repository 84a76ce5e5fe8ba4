import { isAtLeastHoursBefore } from './london-time';

/**
 * The cancellation notice, the rule's one home (decision 044): a paid booking cancelled at least this many real
 * hours before its start is refunded (`refundForCancellation`) and may be cancelled by its customer
 * (`customerCanCancel`); later, neither. Every text that states the notice is built from this constant.
 */
export const CANCELLATION_NOTICE_HOURS: number = 24;

/** '24 hours': the notice as the site's and the mails' sentences say it. */
export const CANCELLATION_NOTICE_WORDS = `${CANCELLATION_NOTICE_HOURS} hour${CANCELLATION_NOTICE_HOURS === 1 ? '' : 's'}`;

/**
 * Whether `now` gives the notice for an appointment starting at `startsAt`: at least CANCELLATION_NOTICE_HOURS real
 * hours before it, so across a clock change the same wall time the day before may be 23 or 25 hours.
 */
export function givesCancellationNotice(now: Date, startsAt: Date): boolean {
  return isAtLeastHoursBefore(now, startsAt, CANCELLATION_NOTICE_HOURS);
}

/** The opposite answer, by its name: `now` is inside the notice, too late for a refund or a customer's cancel. */
export function isWithinCancellationNotice(now: Date, startsAt: Date): boolean {
  return !givesCancellationNotice(now, startsAt);
}

/** What a customer is told when a paid appointment is too close to cancel. */
export const CANNOT_CANCEL_WITHIN_NOTICE = `Cannot cancel - less than ${CANCELLATION_NOTICE_WORDS} before appointment`;

/** What a customer is told when a booking is too close to move (the same notice as a cancellation). */
export const CANNOT_RESCHEDULE_WITHIN_NOTICE = `Cannot reschedule - less than ${CANCELLATION_NOTICE_WORDS} before appointment`;
