import { type IsoDate, type WallTime, type Weekday, londonWeekday, minutesOf, timeOf } from './london-time';

/** One opening period of a day; `open` is before `close`, both on that day. */
export interface OpeningRange {
  open: WallTime;
  close: WallTime;
}

/** The day used when neither the service nor the merchant says anything (spec: 09:00 to 17:30 every 30 minutes). */
export const DEFAULT_OPENING: Readonly<OpeningRange> = Object.freeze({ open: '09:00', close: '18:00' });

/** A day's ranges (earliest first), 'closed', or undefined when the text does not mention the day. */
export type DayHours = OpeningRange[] | 'closed' | undefined;

/**
 * A merchant's week, keyed by weekday (0 = Sunday). `firstRange` remembers the first range in the parsed
 * text, which the spec uses for days the text does not mention; a week built by hand may leave it out.
 */
export type WeeklyHours = Record<Weekday, DayHours> & { firstRange?: OpeningRange };

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const ALL_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

// Words people use for groups of days.
const DAY_GROUPS: ReadonlyMap<string, readonly Weekday[]> = new Map([
  ['weekdays', [1, 2, 3, 4, 5]],
  ['weekends', [6, 0]],
  ['daily', ALL_DAYS],
  ['everyday', ALL_DAYS],
]);

const DASH = String.raw`\s*(?:-|–|—|\bto\b)\s*`;
// 'Monday', 'mon', 'Tues', 'Mon-Fri', 'Monday to Friday', 'weekdays', then an optional colon and the rest.
const ENTRY = new RegExp(String.raw`^([a-z]+)(?:${DASH}([a-z]+))?\s*:?\s*(.*)$`, 'i');
const RANGE = new RegExp(String.raw`^(.+?)${DASH}(.+)$`, 'i');
// '9', '9:00', '09.30', '9am', '5:30 pm'.
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i;

function emptyWeek(): WeeklyHours {
  return { 0: undefined, 1: undefined, 2: undefined, 3: undefined, 4: undefined, 5: undefined, 6: undefined };
}

/** A full day name or any prefix of at least three letters ('Mon', 'tues', 'THURS'). */
function dayNamed(word: string): Weekday | null {
  const lower = word.toLowerCase();
  if (lower.length < 3) return null;
  const index = DAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(lower));
  return index < 0 ? null : (index as Weekday);
}

/** 'Mon' → [1]; 'Mon-Fri' → [1..5]; 'Fri-Mon' wraps round the weekend; null when not days at all. */
function daysOf(first: string, last: string | undefined): Weekday[] | null {
  const group = DAY_GROUPS.get(first.toLowerCase());
  if (group !== undefined && last === undefined) return [...group];
  const from = dayNamed(first);
  const to = last === undefined ? from : dayNamed(last);
  if (from === null || to === null) return null;
  const days: Weekday[] = [from];
  for (let day = from; day !== to; ) {
    day = ((day + 1) % 7) as Weekday;
    days.push(day);
  }
  return days;
}

function parseTime(text: string): WallTime | null {
  const match = TIME.exec(text.trim());
  if (match === null) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return timeOf(hours * 60 + minutes);
}

/** 'HH:MM-HH:MM' with any dash or 'to'; null unless it opens before it closes on the same day. */
function parseRange(text: string): OpeningRange | null {
  const match = RANGE.exec(text.trim());
  if (match?.[1] === undefined || match[2] === undefined) return null;
  const open = parseTime(match[1]);
  const close = parseTime(match[2]);
  if (open === null || close === null || minutesOf(open) >= minutesOf(close)) return null;
  return { open, close };
}

type Body = OpeningRange | 'closed';

function parseBody(text: string): Body | null {
  return text.trim().toLowerCase() === 'closed' ? 'closed' : parseRange(text);
}

/** An entry is either 'days: body' or a bare range continuing the previous entry's days; null is garbage. */
function parseEntry(text: string): { days: Weekday[] | null; body: Body } | null {
  const bare = parseRange(text);
  if (bare !== null) return { days: null, body: bare };
  const match = ENTRY.exec(text);
  if (match?.[1] === undefined) return null;
  let days = daysOf(match[1], match[2]);
  let rest = match[3] ?? '';
  // 'Sunday - Closed': the word after the dash was the body, not a second day.
  if (days === null && match[2] !== undefined) {
    days = daysOf(match[1], undefined);
    rest = `${match[2]} ${rest}`;
  }
  const body = parseBody(rest);
  return days === null || body === null ? null : { days, body };
}

/** Sorts a day's ranges and joins those that overlap or touch (09:00-12:00 and 12:00-17:00 is one day). */
function normalise(ranges: OpeningRange[]): OpeningRange[] {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
  const merged: OpeningRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && minutesOf(range.open) <= minutesOf(last.close)) {
      if (minutesOf(range.close) > minutesOf(last.close)) last.close = range.close;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * Reads a merchant's availability_hours text. Accepts the specs' forms ('Monday: 09:00-17:00, Sunday:
 * Closed', 'Monday: 09:00 - 17:00') and what people type: 3-letter or partial day names in any case,
 * day ranges ('Mon-Fri', 'Monday to Friday', 'weekdays', 'weekends', 'daily'), en/em dashes or 'to',
 * 'H:MM', 'H.MM', '9am', entries split by commas, semicolons or new lines. A bare range right after a day
 * entry is another range of that day ('Saturday: 09:00-12:00, 13:00-17:00'). Unreadable entries are
 * skipped (and end such a continuation) rather than failing the whole text.
 * When a day is mentioned twice its ranges add up, but the later of 'closed' and open wins.
 */
export function parseOpeningHours(text: string | null | undefined): WeeklyHours {
  const week = emptyWeek();
  let continuing: Weekday[] = [];
  for (const entry of (text ?? '').split(/[,;\n]+/)) {
    const parsed = entry.trim() === '' ? null : parseEntry(entry.trim());
    if (parsed === null) {
      continuing = [];
      continue;
    }
    const { days, body } = parsed;
    if (body !== 'closed') week.firstRange ??= { ...body };
    const targets = days ?? continuing;
    for (const day of targets) {
      const current = week[day];
      week[day] = body === 'closed' ? 'closed' : [...(Array.isArray(current) ? current : []), body];
    }
    // After 'Sunday: Closed' a bare range has no day to belong to.
    continuing = body === 'closed' ? [] : targets;
  }
  for (const day of ALL_DAYS) {
    const hours = week[day];
    if (Array.isArray(hours)) week[day] = normalise(hours);
  }
  return week;
}

/** The canonical text the merchant forms store: 'Monday: 09:00-17:00, …, Sunday: Closed', Monday first. */
export function formatOpeningHours(week: WeeklyHours): string {
  return MONDAY_FIRST.flatMap((day) => {
    const hours = week[day];
    if (hours === undefined) return [];
    const body = hours === 'closed' || hours.length === 0 ? 'Closed' : hours.map((r) => `${r.open}-${r.close}`).join(', ');
    return [`${DAY_NAMES[day]}: ${body}`];
  }).join(', ');
}

/**
 * A date's opening ranges: the weekday's own ranges if the text mentions it ([] when closed);
 * else the first range in the text; else undefined (the caller then uses its default day).
 */
export function hoursForDate(week: WeeklyHours, date: IsoDate): OpeningRange[] | undefined {
  const hours = week[londonWeekday(date)];
  if (hours === 'closed') return [];
  if (hours !== undefined) return hours.map((r) => ({ ...r }));
  // A week built by hand has no text order: its canonical text (Monday first) stands in for it.
  const first = week.firstRange ?? MONDAY_FIRST.map((day) => week[day]).find(Array.isArray)?.[0];
  return first === undefined ? undefined : [{ ...first }];
}
