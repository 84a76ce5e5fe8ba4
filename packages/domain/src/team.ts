import { z } from 'zod';
import { type IsoDate, type Weekday, type WallTime, londonWeekday, minutesOf, timeOf } from './london-time';
import { DEFAULT_OPENING, type WeeklyHours, hoursForDate, parseOpeningHours } from './merchant-hours';

/**
 * A salon's team (decision 050): the people who do the work, the services each performs and the hours each works.
 * Day 0 is Sunday, as in the off-peak schedules; times are London wall-clock 'HH:MM' on the half hour.
 */
export interface WorkingRange {
  day_of_week: Weekday;
  start_time: WallTime;
  end_time: WallTime;
}

/** A business keeps at most this many members: more than any salon Lull serves has chairs. */
export const MAX_TEAM_MEMBERS = 30;
export const TEAM_NAME_MAX = 60;

export const TEAM_MESSAGES = {
  name: 'Enter a name customers will recognise (up to 60 characters).',
  services: 'Choose the services this person performs from your own list.',
  day: 'Choose a day of the week.',
  time: 'Choose a time on the hour or half hour.',
  endAfterStart: 'The finishing time must be after the starting time.',
  overlap: 'Working hours on one day must not overlap.',
  tooMany: `A business can have at most ${MAX_TEAM_MEMBERS} team members.`,
  notFound: 'Team member not found',
  lastActive: 'Your business needs at least one active team member: add or reactivate someone first.',
  nameTaken: 'Someone in your team already has this name: choose another so customers can tell them apart.',
  hasHistory: 'This team member has past bookings in your records, so they cannot be deleted: deactivate them instead.',
} as const;

/** What a change to a member would take away from its upcoming bookings. */
export type MemberChange = 'delete' | 'deactivate' | 'services' | 'hours';
const CHANGE_WORDS: Record<MemberChange, string> = {
  delete: 'cannot be deleted while they have',
  deactivate: 'cannot be deactivated while they have',
  services: 'cannot stop performing a service while they have',
  hours: 'cannot have these working hours: they would leave out',
};

/**
 * '…has 2 upcoming bookings, the first on Wed 2 Dec 2026 at 12:00: move or cancel them first.' A change never
 * strands a customer's booking (decision 050); `first` is the earliest booking affected, written in London.
 */
export function memberHasBookings(change: MemberChange, count: number, firstOn: string): string {
  const bookings = count === 1 ? '1 upcoming booking' : `${count} upcoming bookings`;
  const them = count === 1 ? 'it' : 'them';
  return `This team member ${CHANGE_WORDS[change]} ${bookings}, the first on ${firstOn}. Move or cancel ${them} first.`;
}

/** '{Day} is outside your opening hours…': a member works only while the business is open. */
export const outsideOpeningHours = (day: string) =>
  `${day}'s working hours must be inside your opening hours: change them or your opening hours first.`;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const dayName = (day: Weekday) => DAY_NAMES[day];

function isHalfHour(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) && minutesOf(value) % 30 === 0;
}
const halfHour = z.string(TEAM_MESSAGES.time).refine(isHalfHour, TEAM_MESSAGES.time);
// 24:00 ends a day that works to midnight.
const halfHourOrMidnight = z.string(TEAM_MESSAGES.time).refine((v) => v === '24:00' || isHalfHour(v), TEAM_MESSAGES.time);

export const workingRangeSchema = z
  .object({
    day_of_week: z.number(TEAM_MESSAGES.day).int(TEAM_MESSAGES.day).min(0, TEAM_MESSAGES.day).max(6, TEAM_MESSAGES.day),
    start_time: halfHour,
    end_time: halfHourOrMidnight,
  })
  .refine((r) => !isHalfHour(r.start_time) || r.end_time > r.start_time, { message: TEAM_MESSAGES.endAfterStart, path: ['end_time'] });

/**
 * POST /api/merchant/team and PUT /api/merchant/team/{id}. `working_hours` null (or left out on creation) means
 * "whenever the business is open". Whether the services are the salon's and the hours inside its opening hours needs
 * the database; the server checks those with `checkWorkingHours` after this.
 */
export const teamMemberInputSchema = z
  .object({
    display_name: z.string(TEAM_MESSAGES.name).trim().min(1, TEAM_MESSAGES.name).max(TEAM_NAME_MAX, TEAM_MESSAGES.name),
    service_ids: z.array(z.uuid(TEAM_MESSAGES.services), TEAM_MESSAGES.services).max(500, TEAM_MESSAGES.services),
    working_hours: z.array(workingRangeSchema).max(70).nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .superRefine((member, ctx) => {
    const overlap = overlappingDay(member.working_hours ?? []);
    if (overlap !== null) ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.overlap, path: ['working_hours', overlap] });
  });
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

/** The index of the first range that overlaps an earlier one of the same day, or null. */
function overlappingDay(ranges: readonly { day_of_week: number; start_time: string; end_time: string }[]): number | null {
  for (let i = 0; i < ranges.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      const [a, b] = [ranges[i]!, ranges[j]!];
      if (a.day_of_week === b.day_of_week && a.start_time < b.end_time && b.start_time < a.end_time) return i;
    }
  }
  return null;
}

/** The business's opening ranges on a weekday, in minutes, by the same reading availability uses (`hoursForDate`). */
function openingMinutesOn(week: WeeklyHours, day: Weekday): { open: number; close: number }[] {
  // Any date of that weekday: hoursForDate reads only the weekday.
  const date = REFERENCE_WEEK[day];
  return (hoursForDate(week, date) ?? [DEFAULT_OPENING]).map((r) => ({ open: minutesOf(r.open), close: minutesOf(r.close) }));
}
// 2026-01-04 was a Sunday.
const REFERENCE_WEEK: Record<Weekday, IsoDate> = {
  0: '2026-01-04', 1: '2026-01-05', 2: '2026-01-06', 3: '2026-01-07', 4: '2026-01-08', 5: '2026-01-09', 6: '2026-01-10',
};

/** The member's hours must sit inside the business's opening hours: the first day that does not, as a message. */
export function checkWorkingHours(ranges: readonly WorkingRange[], openingHours: string | null | undefined): { index: number; message: string } | null {
  const week = parseOpeningHours(openingHours);
  for (const [index, range] of ranges.entries()) {
    const start = minutesOf(range.start_time);
    const end = range.end_time === '24:00' ? 24 * 60 : minutesOf(range.end_time);
    const inside = openingMinutesOn(week, range.day_of_week).some((open) => start >= open.open && end <= open.close);
    if (!inside) return { index, message: outsideOpeningHours(dayName(range.day_of_week)) };
  }
  return null;
}

/** The business's opening hours written as a member's working hours: what a member who follows them works. */
export function openingHoursAsWorkingHours(openingHours: string | null | undefined): WorkingRange[] {
  const week = parseOpeningHours(openingHours);
  return ([1, 2, 3, 4, 5, 6, 0] as const).flatMap((day) =>
    openingMinutesOn(week, day).map((r) => ({ day_of_week: day, start_time: timeOf(r.open), end_time: r.close >= 24 * 60 ? '24:00' : timeOf(r.close) })),
  );
}

/** Whether a member with these hours works the whole of [start, start + minutes) on a date; null hours: always. */
export function worksThrough(hours: readonly WorkingRange[] | null, date: IsoDate, start: WallTime, minutes: number): boolean {
  if (hours === null) return true;
  const day = londonWeekday(date);
  const from = minutesOf(start);
  return hours.some((r) => r.day_of_week === day && from >= minutesOf(r.start_time) && from + minutes <= (r.end_time === '24:00' ? 24 * 60 : minutesOf(r.end_time)));
}

/**
 * "Any professional": the members free at a time, most preferred first: the least booked time that day, then the
 * salon's order (decision 050). Spreading the day keeps every chair earning and leaves the longest gaps free for
 * later customers; the hold tries them in this order, so losing a race for one moves on to the next.
 */
export function rankFreeMembers(freeIds: readonly string[], bookedMinutesThatDay: ReadonlyMap<string, number>): string[] {
  const booked = (id: string) => bookedMinutesThatDay.get(id) ?? 0;
  // Array.prototype.sort is stable, so equal bookings keep the salon's order.
  return [...freeIds].sort((a, b) => booked(a) - booked(b));
}

/** The member "Any professional" gives a booking, or null when nobody is free. */
export function chooseMember(freeIds: readonly string[], bookedMinutesThatDay: ReadonlyMap<string, number>): string | null {
  return rankFreeMembers(freeIds, bookedMinutesThatDay)[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The Team tab's form and list: which times a member's hours may use and how a week of hours reads (decision 050).
// ---------------------------------------------------------------------------------------------------------------

const DAY_MINUTES = 24 * 60;
const wallTimeOrMidnight = (minutes: number): WallTime => (minutes >= DAY_MINUTES ? '24:00' : timeOf(minutes));

/** The business's opening ranges on a weekday, shrunk to whole half hours (what a member's hours may use). */
function halfHourWindows(openingHours: string | null | undefined, day: Weekday): { open: number; close: number }[] {
  return openingMinutesOn(parseOpeningHours(openingHours), day)
    .map((r) => ({ open: Math.ceil(r.open / 30) * 30, close: Math.floor(r.close / 30) * 30 }))
    .filter((r) => r.close > r.open);
}

/** The half-hour times a member may start work on a weekday: inside the business's opening hours; [] when closed. */
export function workingStartTimes(openingHours: string | null | undefined, day: Weekday): WallTime[] {
  return halfHourWindows(openingHours, day).flatMap((w) => Array.from({ length: (w.close - w.open) / 30 }, (_, i) => timeOf(w.open + i * 30)));
}

/**
 * The half-hour times a member who starts at `start` may finish on a weekday: after it and before the end of the
 * opening range it falls in (a member never works across a closed gap); [] when `start` is outside opening hours.
 */
export function workingEndTimes(openingHours: string | null | undefined, day: Weekday, start: WallTime): WallTime[] {
  const from = minutesOf(start);
  const window = halfHourWindows(openingHours, day).find((w) => from >= w.open && from < w.close);
  if (window === undefined) return [];
  return Array.from({ length: (window.close - from) / 30 }, (_, i) => wallTimeOrMidnight(from + (i + 1) * 30));
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/**
 * A week of hours in a line, Monday first, days in a row with the same hours joined:
 * 'Mon–Fri 09:00–17:00, Sat 10:00–14:00'; a day's split shifts with ' and '. '' when the member works no hours.
 */
export function workingHoursSummary(ranges: readonly { day_of_week: number; start_time: string; end_time: string }[]): string {
  const dayText = (day: Weekday) =>
    ranges
      .filter((r) => r.day_of_week === day)
      .sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time))
      .map((r) => `${r.start_time}–${r.end_time}`)
      .join(' and ');
  const runs: { first: Weekday; last: Weekday; text: string }[] = [];
  let previous: Weekday | null = null;
  for (const day of WEEK_FROM_MONDAY) {
    const text = dayText(day);
    const run = runs.at(-1);
    if (text !== '' && run !== undefined && run.last === previous && run.text === text) run.last = day;
    else if (text !== '') runs.push({ first: day, last: day, text });
    previous = day;
  }
  return runs.map((r) => `${r.first === r.last ? SHORT_DAYS[r.first] : `${SHORT_DAYS[r.first]}–${SHORT_DAYS[r.last]}`} ${r.text}`).join(', ');
}
