import { type WorkingRange, worksThrough } from './team';
import { type IsoDate, type WallTime, londonInstant, londonInstantsOn, minutesOf, nextDates, timeOf, toWallTime } from './london-time';
import { DEFAULT_OPENING, type OpeningRange, type WeeklyHours, hoursForDate, parseOpeningHours } from './merchant-hours';
export const DEFAULT_STEP_MINUTES = 30;

/** An active booking of the service (pending inside its hold, or confirmed), as real instants. */
export interface TakenInterval {
  start: Date;
  end: Date;
}

/** One member of a salon's team as availability sees them: what they do, when they work, and when they are taken. */
export interface TeamMemberDiary {
  id: string;
  isActive: boolean;
  serviceIds: readonly string[];
  /** Null: whenever the business is open. */
  workingHours: readonly WorkingRange[] | null;
  /** Their active bookings with clean-up buffers, and every block on them or on the whole business. */
  busy: readonly TakenInterval[];
}

/** The team a time needs a member of (decision 050), for the service asked about. */
export interface TeamInputs {
  serviceId: string;
  /** The service's clean-up time: it takes the member after the treatment, though it is never shown. */
  bufferMinutes?: number;
  /** In the salon's order. */
  members: readonly TeamMemberDiary[];
}

export interface SlotInputs {
  durationMinutes: number;
  /** The service's availability_schedule: comma-joined 'HH:MM' start times, or null. */
  availabilitySchedule: string | null | undefined;
  /** The merchant's availability_hours text, or null. */
  openingHours: string | null | undefined;
  now: Date;
  /** Without a team: the service's own active bookings, as before there were teams (the waitlist's "would be free"). */
  takenIntervals?: readonly TakenInterval[];
  /** With a team, a time is offered only when a member who performs the service is working and free for it. */
  team?: TeamInputs;
  stepMinutes?: number;
}

export interface SlotQuery extends SlotInputs {
  date: IsoDate;
}

/** The schedule's valid times, sorted and without repeats; 'H:MM' is read as 'HH:MM', anything else dropped. */
export function parseAvailabilitySchedule(schedule: string | null | undefined): WallTime[] {
  const times = (schedule ?? '').split(',').flatMap((part) => toWallTime(part) ?? []);
  return [...new Set(times)].sort();
}

/** The real interval a treatment occupies: from its London start for `durationMinutes` elapsed minutes. */
export function bookingInterval(date: IsoDate, time: WallTime, durationMinutes: number): TakenInterval {
  const start = londonInstant(date, time);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}

function startsWithin(ranges: readonly OpeningRange[], durationMinutes: number, stepMinutes: number): WallTime[] {
  return ranges.flatMap(({ open, close }) => {
    const starts: WallTime[] = [];
    for (let start = minutesOf(open); start + durationMinutes <= minutesOf(close); start += stepMinutes) {
      starts.push(timeOf(start));
    }
    return starts;
  });
}

function checkPositive(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number: ${value}`);
}

function startTimes(date: IsoDate, inputs: SlotInputs, week: WeeklyHours, schedule: readonly WallTime[]): WallTime[] {
  const { durationMinutes, now, takenIntervals = [], stepMinutes = DEFAULT_STEP_MINUTES } = inputs;
  checkPositive('durationMinutes', durationMinutes);
  checkPositive('stepMinutes', stepMinutes);

  const opening = hoursForDate(week, date);
  if (opening?.length === 0) return [];
  const candidates =
    schedule.length > 0 ? schedule : startsWithin(opening ?? [DEFAULT_OPENING], durationMinutes, stepMinutes);

  const instantOf = londonInstantsOn(date);
  return [...new Set(candidates)].sort().filter((time) => {
    // Null for a time in the spring-forward gap: it does not happen that day.
    const start = instantOf(time);
    if (start === null || start.getTime() <= now.getTime()) return false;
    if (inputs.team !== undefined) return freeMembers(inputs.team, date, time, start, durationMinutes).length > 0;
    const end = start.getTime() + durationMinutes * 60_000;
    return takenIntervals.every((taken) => end <= taken.start.getTime() || start.getTime() >= taken.end.getTime());
  });
}

/**
 * The members who could take a start: active, performing the service, working through the treatment (the buffer may
 * run past their last hour, as a salon tidies after closing), and free from the start to the end of the buffer.
 */
function freeMembers(team: TeamInputs, date: IsoDate, time: WallTime, start: Date, durationMinutes: number): string[] {
  const from = start.getTime();
  const until = from + (durationMinutes + (team.bufferMinutes ?? 0)) * 60_000;
  return team.members
    .filter(
      (member) =>
        member.isActive &&
        member.serviceIds.includes(team.serviceId) &&
        worksThrough(member.workingHours, date, time, durationMinutes) &&
        member.busy.every((busy) => until <= busy.start.getTime() || from >= busy.end.getTime()),
    )
    .map((member) => member.id);
}

/**
 * Who could take the service at `time` on `query.date`, in the salon's order: empty when the time is not offered at
 * all (not a candidate, past, or no member free). The hold asks this, then `chooseMember` for "Any professional".
 */
export function membersFreeAt(query: SlotQuery & { team: TeamInputs }, time: WallTime): string[] {
  if (!availableStartTimes(query).includes(time)) return [];
  const start = londonInstant(query.date, time);
  return freeMembers(query.team, query.date, time, start, query.durationMinutes);
}

/** The same team with nothing booked or blocked: which times the salon would offer on an empty day. */
export function withEmptyDiary(team: TeamInputs): TeamInputs {
  return { ...team, members: team.members.map((member) => ({ ...member, busy: [] })) };
}

/**
 * The start times offered for a service on a London date: the one rule behind every page that shows times
 * and behind the booking flow's check of a requested time (with Lull's decisions):
 * 1. Candidates: the service's availability_schedule when it has at least one valid time (sorted,
 *    de-duplicated, invalid entries dropped; taken as the merchant wrote them, without an opening-hours
 *    check); else the date's opening ranges (see hoursForDate: the weekday's ranges, else the first range
 *    in the text) every `stepMinutes` from opening; else the default day 09:00–18:00 the same way.
 *    A start from opening ranges is offered only if the treatment ends by closing time (start + duration
 *    ≤ close), so a 30-minute service's last start is 17:30 in the default day and a 60-minute one's is an
 *    hour before close, as on the business page.
 * 2. A day the merchant marks closed has no times, even for a service with its own schedule.
 * 3. Times at or before `now` are gone (spec: only times later than the current London time today; past
 *    dates therefore have none). Times that do not exist that day (the spring-forward gap) are dropped.
 * 4. A start whose [start, start + duration) overlaps a taken interval is gone (real instants, so a
 *    treatment spanning a clock change lasts its real duration).
 * Result: 'HH:MM' ascending.
 */
export function availableStartTimes(query: SlotQuery): WallTime[] {
  const week = openingHoursOf(query.openingHours);
  return startTimes(query.date, query, week, parseAvailabilitySchedule(query.availabilitySchedule));
}

export interface DayAvailability {
  date: IsoDate;
  times: WallTime[];
}

export interface UpcomingQuery extends SlotInputs {
  /** Usually today in London (londonDateOf(now)). */
  fromDate: IsoDate;
  /** How many dates to look through, fromDate included. */
  days: number;
  /** Stop after this many dates with times. */
  maxDays: number;
  /** Show at most this many (the earliest) times per date. */
  maxPerDay: number;
}

const parsedHours = new Map<string, WeeklyHours>();

/** Businesses' hours texts repeat across every service and request, so each is parsed once. */
function openingHoursOf(text: string | null | undefined): WeeklyHours {
  const key = text ?? '';
  let week = parsedHours.get(key);
  if (week === undefined) {
    if (parsedHours.size > 10_000) parsedHours.clear();
    week = parseOpeningHours(text);
    parsedHours.set(key, week);
  }
  return week;
}

/**
 * The first `maxDays` dates within `days` of fromDate that have any time, each with its first `maxPerDay`
 * times: the business page's "up to 3 days × 4 slots over the next 7 days", the home card's next few times.
 */
export function upcomingAvailability({ fromDate, days, maxDays, maxPerDay, ...inputs }: UpcomingQuery): DayAvailability[] {
  const week = openingHoursOf(inputs.openingHours);
  const schedule = parseAvailabilitySchedule(inputs.availabilitySchedule);
  const result: DayAvailability[] = [];
  for (const date of nextDates(fromDate, days)) {
    if (result.length >= maxDays) break;
    const times = startTimes(date, inputs, week, schedule).slice(0, Math.max(0, maxPerDay));
    if (times.length > 0) result.push({ date, times });
  }
  return result;
}

/**
 * The part of the day a business's diary has to show, in minutes from midnight: from its earliest opening on any
 * day, or the earliest start a service's own schedule offers, to its latest closing or the latest end of a
 * scheduled start (start + duration: a schedule is not clipped by opening hours). Without any hours, Lull's default
 * day. The salon's calendar sizes its grid by it, so a 21:30 start is on the grid (decision 039).
 */
export function diarySpan(
  openingHours: string | null | undefined,
  services: readonly { availabilitySchedule: string | null | undefined; durationMinutes: number }[],
): { startMinute: number; endMinute: number } {
  const week = openingHoursOf(openingHours);
  const ranges = [...([0, 1, 2, 3, 4, 5, 6] as const).flatMap((day) => {
    const hours = week[day];
    return Array.isArray(hours) ? hours : [];
  }), ...(week.firstRange ? [week.firstRange] : [])];
  const opening = ranges.length > 0 ? ranges : [DEFAULT_OPENING];
  let startMinute = Math.min(...opening.map((range) => minutesOf(range.open)));
  let endMinute = Math.max(...opening.map((range) => minutesOf(range.close)));
  for (const service of services) {
    for (const time of parseAvailabilitySchedule(service.availabilitySchedule)) {
      startMinute = Math.min(startMinute, minutesOf(time));
      endMinute = Math.max(endMinute, minutesOf(time) + service.durationMinutes);
    }
  }
  return { startMinute, endMinute: Math.min(24 * 60, endMinute) };
}
