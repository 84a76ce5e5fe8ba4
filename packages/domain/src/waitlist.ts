import { type SlotQuery, availableStartTimes, withEmptyDiary } from './slots';
import { formatLondonDateTime } from './london-format';
import type { IsoDate, WallTime } from './london-time';

/**
 * The waitlist for a taken off-peak time (decision 027). Nobody is held a time: when it frees, everyone waiting
 * is told at once, in the order they joined, and whoever books first gets it (the bookings' no-overlap
 * constraint decides).
 */

/** Where a requested time stands for one service. */
export type SlotState = 'free' | 'taken' | 'not_offered';

export type JoinRefusal = 'past' | 'not_offered' | 'free' | 'own_booking' | 'already_waiting';

export const JOIN_REFUSAL_MESSAGES: Record<JoinRefusal, string> = {
  past: 'This time has passed.',
  not_offered: 'That time is not offered. Please choose one of the times shown.',
  free: 'This time is free: book it now.',
  own_booking: 'You have already booked this time.',
  already_waiting: 'You are already on the waitlist for this time.',
};

/**
 * Whether a signed-in customer may join the waitlist of a time, in the order the checks are made: a past time
 * never frees for anyone; a time the service does not offer has nobody to wait behind; a free time is booked,
 * not waited for; the customer's own booking or hold is not something to wait for; one entry per time.
 */
export function waitlistJoinRefusal(input: {
  startsAt: Date;
  now: Date;
  slot: SlotState;
  hasOwnBooking: boolean;
  alreadyWaiting: boolean;
}): JoinRefusal | null {
  if (input.startsAt.getTime() <= input.now.getTime()) return 'past';
  if (input.slot === 'not_offered') return 'not_offered';
  if (input.slot === 'free') return 'free';
  if (input.hasOwnBooking) return 'own_booking';
  if (input.alreadyWaiting) return 'already_waiting';
  return null;
}

/** The times a service offers on a date that another booking (or live hold) has: the ones worth waiting for. */
export function takenStartTimes(query: SlotQuery): WallTime[] {
  const free = new Set(availableStartTimes(query));
  // The same day with nothing booked or blocked: with a team, every member free (decision 050).
  const emptyDay = query.team === undefined ? { ...query, takenIntervals: [] } : { ...query, team: withEmptyDiary(query.team) };
  return availableStartTimes(emptyDay).filter((time) => !free.has(time));
}

/** Where a time stands: offered and free, offered but taken, or not offered at all (closed, past, off-schedule). */
export function slotState(query: SlotQuery, time: WallTime): SlotState {
  if (availableStartTimes(query).includes(time)) return 'free';
  return takenStartTimes(query).includes(time) ? 'taken' : 'not_offered';
}

export interface WaitlistEntryState {
  startsAt: Date;
  leftAt: Date | null;
}

/** An entry the customer still sees: not left and its time still ahead. One for a past time has lapsed. */
export function isWaitlistEntryLive(entry: WaitlistEntryState, now: Date): boolean {
  return entry.leftAt === null && entry.startsAt.getTime() > now.getTime();
}

/** The order the waiting customers are told in: first joined first (by the entries' join position). */
export function noticeOrder<T>(entries: readonly T[], positionOf: (entry: T) => number): T[] {
  return [...entries].sort((a, b) => positionOf(a) - positionOf(b));
}

/** The notice's words, the same in the notification and the mail, with Lull's one date format (decision 037). */
export function waitlistNoticeMessage(input: { serviceName: string; businessName: string; date: IsoDate; time: WallTime; link: string }): string {
  return `A time you wanted is free: ${input.serviceName} at ${input.businessName}, ${formatLondonDateTime(input.date, input.time)}. Book it now: ${input.link}`;
}
