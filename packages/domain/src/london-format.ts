import { type IsoDate, type WallTime, londonDateOf, londonTimeOf, londonWeekday } from './london-time';

/**
 * Lull's one way of writing a London date and time, in every mail, notification and page (decision 037):
 * 'Wed 2 Dec 2026 at 12:00', the date alone 'Wed 2 Dec 2026', and 'Wed 2 Dec' only where space is tight and the
 * year is plain from around it (a calendar's column, a time chip). Plain calendar arithmetic on London's dates,
 * so the machine's zone and the runtime's locale data never change a word.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Wed 2 Dec' for a London calendar date: for tight spaces only. */
export function formatLondonDayShort(date: IsoDate): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[londonWeekday(date)]} ${day} ${MONTHS[month - 1]}`;
}

/** 'Wed 2 Dec 2026' for a London calendar date. */
export function formatLondonDate(date: IsoDate): string {
  return `${formatLondonDayShort(date)} ${date.slice(0, 4)}`;
}

/** 'Wed 2 Dec 2026 at 12:00' for a London date and wall-clock time (a booking's booking_date and booking_time). */
export function formatLondonDateTime(date: IsoDate, time: WallTime): string {
  return `${formatLondonDate(date)} at ${time}`;
}

/** 'Wed 2 Dec 2026 at 12:00': the London reading of an instant (a booking's starts_at), whatever the clocks do. */
export function formatLondonInstant(instant: Date | string): string {
  const value = typeof instant === 'string' ? new Date(instant) : instant;
  return formatLondonDateTime(londonDateOf(value), londonTimeOf(value));
}

/** 'Wed 2 Dec 2026' for the London day of an instant (when credit expires, when a review closes). */
export function formatLondonDateOf(instant: Date | string): string {
  return formatLondonDate(londonDateOf(typeof instant === 'string' ? new Date(instant) : instant));
}
