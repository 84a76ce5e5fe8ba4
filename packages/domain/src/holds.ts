import { formatLondonDateTime } from './london-format';
import { HOLD_MINUTES } from './booking-status';

/**
 * Holds are for people about to pay (decision 033). Without a limit one account could hold every free time of a
 * salon, five minutes at a time, for ever ("seat spinning"). So a customer keeps at most this many unpaid times
 * at once, across Lull: enough to compare two salons, too few to empty a diary.
 */
export const MAX_LIVE_HOLDS = 2;

/**
 * How many holds may be asked for in an hour: per account (a person choosing, changing their mind and racing for
 * popular times stays well inside it) and per address (several people behind one office or home router).
 * Attempts count whether or not they get a time, so probing for free times is limited too.
 */
export const HOLD_ATTEMPT_LIMITS = Object.freeze({
  perAccount: 30,
  perAddress: 120,
  windowMinutes: 60,
});

/** A hold the customer still has, as the refusal names it. */
export interface LiveHold {
  serviceName: string;
  businessName: string;
  /** London date and wall-clock time of the appointment. */
  bookingDate: string;
  bookingTime: string;
}

/** Whether one more hold would be over the limit, given the customer's holds that are still live. */
export function holdLimitReached(liveHolds: readonly unknown[]): boolean {
  return liveHolds.length >= MAX_LIVE_HOLDS;
}

/** The 409's words: which holds to finish or release, so the customer knows exactly what to do. */
export function holdLimitMessage(liveHolds: readonly LiveHold[]): string {
  const named = liveHolds.map((hold) => `${hold.serviceName} at ${hold.businessName} on ${formatLondonDateTime(hold.bookingDate, hold.bookingTime)}`);
  const list = named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return (
    `You already have ${liveHolds.length === 1 ? 'a time' : `${liveHolds.length} times`} on hold: ${list}. ` +
    `Complete payment or release one to hold another time (holds last ${HOLD_MINUTES} minutes).`
  );
}
