import { tzOffset } from '@date-fns/tz';

/**
 * Lull's one time zone. Bookings, slots and off-peak windows are London wall-clock times; comparisons
 * (past/upcoming, overlaps, the 24-hour rule) use real instants. Nothing here reads the machine's zone.
 */
export const LONDON = 'Europe/London';

/** A London calendar date, 'yyyy-MM-dd' (the spec's booking_date). */
export type IsoDate = string;
/** A London wall-clock time, 'HH:MM' from 00:00 to 23:59 (the spec's booking_time). */
export type WallTime = string;
/** 0 = Sunday … 6 = Saturday, as the spec's day_of_week. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 1440;

const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isWallTime(s: unknown): s is WallTime {
  return typeof s === 'string' && WALL_TIME.test(s);
}

/** True only for a real calendar date: '2026-02-29' and '2026-04-31' are refused. */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== 'string') return false;
  const match = ISO_DATE.exec(s);
  if (match === null) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = utcMidnight(y, m, d);
  // The Date rolls '2026-02-30' over into March: only a real date reads back unchanged.
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** Midnight UTC of a calendar date; setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are. */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Reads 'H:MM' or 'HH:MM' (surrounding spaces allowed) as a canonical WallTime; null if it is not one. */
export function toWallTime(s: string): WallTime | null {
  const padded = s.trim().replace(/^(\d):/, '0$1:');
  return isWallTime(padded) ? padded : null;
}

/** Minutes since midnight: '09:30' is 570. */
export function minutesOf(time: WallTime): number {
  const match = WALL_TIME.exec(time);
  if (match === null) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Inverse of minutesOf, for 0 to 1439; anything else is not a time of day. */
export function timeOf(minutes: number): WallTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The wall clock reading as if it were UTC: plain calendar arithmetic with no zone in it. */
function wallMs(date: IsoDate, time: WallTime = '00:00'): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return utcMidnight(y, m, d).getTime() + minutesOf(time) * MINUTE_MS;
}

const HOUR_MS = 3_600_000;
const offsetByUtcHour = new Map<number, number>();

/**
 * London's offset from UTC in minutes. Slot maths asks this thousands of times a request and the zone
 * lookup is slow, so answers are remembered per UTC hour: London's clocks only ever change on the hour.
 */
function londonOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    if (offsetByUtcHour.size > 50_000) offsetByUtcHour.clear();
    offset = tzOffset(LONDON, new Date(hour * HOUR_MS));
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

function londonWallMsOf(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return ms + londonOffsetMinutes(ms) * MINUTE_MS;
}

export function londonDateOf(instant: Date): IsoDate {
  return new Date(londonWallMsOf(instant)).toISOString().slice(0, 10);
}

/** The London clock reading, truncated to the minute (10:15:59 reads '10:15'). */
export function londonTimeOf(instant: Date): WallTime {
  return new Date(londonWallMsOf(instant)).toISOString().slice(11, 16);
}

/** 0 = Sunday … 6 = Saturday (the spec's day_of_week). A calendar date's weekday needs no zone. */
export function londonWeekday(date: IsoDate): Weekday {
  return new Date(wallMs(date)).getUTCDay() as Weekday;
}

export function addDaysToDate(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return new Date(wallMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `count` consecutive dates starting with `from` itself (the booking page's "14 days starting today"). */
export function nextDates(from: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDaysToDate(from, i));
}

/** The earliest instant whose London clock reads exactly this wall time, or null if it never does. */
function earliestInstantReading(wall: number): Date | null {
  // London's offset is one of the two in force a day either side (GMT 0 or BST +60).
  const offsets = new Set([
    londonOffsetMinutes(wall - DAY_MS),
    londonOffsetMinutes(wall + DAY_MS),
  ]);
  const readings = [...offsets]
    .map((offset) => new Date(wall - offset * MINUTE_MS))
    .filter((instant) => londonWallMsOf(instant) === wall)
    .sort((a, b) => a.getTime() - b.getTime());
  return readings[0] ?? null;
}

/**
 * The instant at which London's clock reads `time` on `date`, DST-correct:
 * - a time that does not exist (the spring-forward gap, 2026-03-29 01:00–01:59) moves forward to the
 *   first minute that does exist: 01:30 gives 02:00 BST (01:00Z), the moment the clocks go forward;
 * - an ambiguous time (the autumn fall-back, 2026-10-25 01:00–01:59 happens twice) gives the first
 *   occurrence, in BST: 01:30 gives 00:30Z, not 01:30Z.
 * Slots never start in the gap (see slots.ts), so the first rule only guards hand-written input.
 */
export function londonInstant(date: IsoDate, time: WallTime): Date {
  const wall = wallMs(date, time);
  // A gap is at most a few hours anywhere, one hour in London: step forward until the clock reads the minute.
  for (let minute = 0; minute <= MINUTES_PER_DAY; minute += 1) {
    const instant = earliestInstantReading(wall + minute * MINUTE_MS);
    if (instant !== null) return instant;
  }
  throw new RangeError(`No London instant for ${date} ${time}`);
}

/**
 * The instants of many wall-clock times on one date, fast: on the 363 days a year without a clock change
 * this is arithmetic with the day's one offset. Null for a time that does not exist that day (the
 * spring-forward gap); on a clock-change day each time goes through londonInstant.
 */
export function londonInstantsOn(date: IsoDate): (time: WallTime) => Date | null {
  const midnight = wallMs(date);
  const offsetBefore = londonOffsetMinutes(midnight - 2 * HOUR_MS);
  const offsetAfter = londonOffsetMinutes(midnight + 26 * HOUR_MS);
  if (offsetBefore === offsetAfter) {
    return (time) => new Date(midnight + (minutesOf(time) - offsetBefore) * MINUTE_MS);
  }
  return (time) => {
    const instant = londonInstant(date, time);
    return londonTimeOf(instant) === time ? instant : null;
  };
}

/**
 * The 24-hour cancellation rule: true when `start` is at least `hours` real hours after `now`.
 * Real instants, so across a clock change 24 hours is 24 elapsed hours, not the same wall time a day later.
 */
export function isAtLeastHoursBefore(now: Date, start: Date, hours: number): boolean {
  return start.getTime() - now.getTime() >= hours * 3_600_000;
}
