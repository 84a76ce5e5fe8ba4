import { type AnalyticsPeriod, type PeriodResult, datesOfPeriod, resolvePeriod } from './analytics';
import { type IsoDate, type WallTime, type Weekday, addDaysToDate, isIsoDate, londonDateOf, londonInstant, londonInstantsOn, londonWeekday, minutesOf } from './london-time';
import { DEFAULT_OFF_PEAK_WINDOWS, type OffPeakWindow, describeOffPeakWindows } from './off-peak';
import { type WorkingRange, openingHoursAsWorkingHours } from './team';

/**
 * What off-peak did for a salon (decision 057): per off-peak rule and per London week, the off-peak bookings, their
 * revenue after discount, the discount given, and utilisation: the minutes those bookings filled inside the rule's
 * hours over the team's working minutes inside them. The pure half: periods, weeks, rules and working time. The
 * bookings' figures are summed by the database.
 */

/** The default period: the last 12 London weeks, Monday to Sunday, the current one (up to today) included. */
export const IMPACT_DEFAULT_WEEKS = 12;

/** Monday of the London week a date is in (weeks start on Monday; a calendar date's weekday needs no zone). */
export function weekStartOf(date: IsoDate): IsoDate {
  const day = londonWeekday(date);
  return addDaysToDate(date, -((day + 6) % 7));
}

/**
 * The period asked for: London dates, both included, at most 366 days (`resolvePeriod`'s rules and messages). Without
 * a start, the 12 weeks ending with the week of the end (today by default), from that week's Monday.
 */
export function impactPeriod(query: { from?: string | undefined; to?: string | undefined }, today: IsoDate): PeriodResult {
  if (query.from === undefined && (query.to === undefined || isIsoDate(query.to))) {
    const to = query.to ?? today;
    return resolvePeriod({ from: addDaysToDate(weekStartOf(to), -7 * (IMPACT_DEFAULT_WEEKS - 1)), to }, today);
  }
  return resolvePeriod(query, today);
}

/** A week of a period: its Monday, and the days of it inside the period (the first and last may be partial). */
export interface ImpactWeek {
  weekStart: IsoDate;
  from: IsoDate;
  to: IsoDate;
}

/** The London weeks a period touches, in order, each clipped to the period. */
export function weeksOfPeriod(period: AnalyticsPeriod): ImpactWeek[] {
  const weeks: ImpactWeek[] = [];
  for (let monday = weekStartOf(period.from); monday <= period.to; monday = addDaysToDate(monday, 7)) {
    const sunday = addDaysToDate(monday, 6);
    weeks.push({ weekStart: monday, from: monday < period.from ? period.from : monday, to: sunday > period.to ? period.to : sunday });
  }
  return weeks;
}

/**
 * An off-peak rule as the figures see it: the salon's own schedule (one window, its id and discount), or Lull's
 * standard hours (several windows, no id) which price a service the salon's rules do not cover (`offPeakWindowsFor`).
 */
export interface ImpactRule {
  /** The schedule's id, or 'standard-weekdays' / 'standard-weekends' for Lull's standard hours. */
  key: string;
  scheduleId: string | null;
  windows: readonly OffPeakWindow[];
  /** Percentage mode's discount; null for fixed prices and Lull's standard hours (each service's own price). */
  discountPercentage: number | null;
  label: string;
}

/** The key of the row for off-peak bookings outside every rule the salon has now (its rules changed since). */
export const OTHER_HOURS_KEY = 'other';
export const OTHER_HOURS_LABEL = 'Hours no longer in your rules';

/**
 * The rules a salon's figures are reported by, in the order a booking is attributed to them: its active schedules,
 * biggest discount first (a start in two windows got the bigger discount, `offPeakPriceAt`), then Lull's standard
 * hours. A booking in none of them goes to `OTHER_HOURS_KEY`.
 */
export function impactRules(
  schedules: readonly { id: string; dayOfWeek: number; startTime: string; endTime: string; discountPercentage: number; isActive: boolean }[],
  pricingMode: 'percentage' | 'fixed',
): ImpactRule[] {
  const own = schedules
    .filter((schedule) => schedule.isActive)
    .toSorted((a, b) => b.discountPercentage - a.discountPercentage || a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
    .map((schedule): ImpactRule => {
      const windows = [{ dayOfWeek: schedule.dayOfWeek as OffPeakWindow['dayOfWeek'], start: schedule.startTime, end: schedule.endTime }];
      return {
        key: schedule.id,
        scheduleId: schedule.id,
        windows,
        discountPercentage: pricingMode === 'percentage' ? schedule.discountPercentage : null,
        label: describeOffPeakWindows(windows),
      };
    });
  return [...own, ...STANDARD_RULES];
}

const standardRule = (key: string, windows: readonly OffPeakWindow[]): ImpactRule =>
  Object.freeze({ key, scheduleId: null, windows, discountPercentage: null, label: `Lull's standard hours: ${describeOffPeakWindows(windows)}` });

/** Lull's standard hours as two rules, weekdays and weekends, the same for every salon. */
const STANDARD_RULES: readonly ImpactRule[] = Object.freeze([
  standardRule('standard-weekdays', DEFAULT_OFF_PEAK_WINDOWS.filter((w) => w.dayOfWeek >= 1 && w.dayOfWeek <= 5)),
  standardRule('standard-weekends', DEFAULT_OFF_PEAK_WINDOWS.filter((w) => w.dayOfWeek === 0 || w.dayOfWeek === 6)),
]);

/** A stretch of real time, start included and end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
// A week without a clock change (2026-01-04 was a Sunday), by weekday: 0 = Sunday.
const ORDINARY_WEEK: readonly IsoDate[] = ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10'];

/** Minutes of a day as wall-clock stretches [from, to), merged and in order. */
function mergeMinutes(stretches: readonly { from: number; to: number }[]): { from: number; to: number }[] {
  const sorted = stretches.filter((s) => s.to > s.from).toSorted((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const s of sorted) {
    const last = merged.at(-1);
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else merged.push({ ...s });
  }
  return merged;
}

const endMinutes = (time: string) => (time === '24:00' ? 24 * 60 : minutesOf(time));

function wallTimeOf(minutes: number): WallTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The real instant a wall-clock minute of a date names; 24:00 is the next day's midnight; a minute the spring clock change skips moves forward. */
function instantAt(date: IsoDate, minutes: number, onDate: (time: WallTime) => Date | null): Date {
  if (minutes >= 24 * 60) return londonInstant(addDaysToDate(date, 1), '00:00');
  const time = wallTimeOf(minutes);
  return onDate(time) ?? londonInstant(date, time);
}

/** Real minutes of `intervals` not covered by `busy` (both lists of real instants). */
function minutesOutside(intervals: readonly Interval[], busy: readonly Interval[]): number {
  let total = 0;
  for (const interval of intervals) {
    let pieces = [{ start: interval.start.getTime(), end: interval.end.getTime() }];
    for (const block of busy) {
      const [bs, be] = [block.start.getTime(), block.end.getTime()];
      pieces = pieces.flatMap((p) => {
        if (be <= p.start || bs >= p.end) return [p];
        return [
          ...(bs > p.start ? [{ start: p.start, end: bs }] : []),
          ...(be < p.end ? [{ start: be, end: p.end }] : []),
        ];
      });
    }
    total += pieces.reduce((sum, p) => sum + (p.end - p.start), 0);
  }
  return Math.round(total / MINUTE_MS);
}

/**
 * A member's working minutes on one London date inside some off-peak windows: the windows of that weekday (merged, so
 * overlapping windows count once) meet the member's working ranges of that weekday, in real time (the spring clock
 * change's missing hour is no time, the autumn's extra hour is two), less the member's blocks: time blocked off (a
 * break, time off, a closure, a walk-in, another calendar's busy time) is not time Lull could sell.
 */
export function workingMinutesOn(date: IsoDate, windows: readonly OffPeakWindow[], hours: readonly WorkingRange[], blocks: readonly Interval[]): number {
  const day = londonWeekday(date);
  const open = mergeMinutes(windows.filter((w) => w.dayOfWeek === day).map((w) => ({ from: minutesOf(w.start), to: minutesOf(w.end) })));
  if (open.length === 0) return 0;
  const onDate = londonInstantsOn(date);
  const intervals: Interval[] = [];
  for (const range of hours.filter((r) => r.day_of_week === day)) {
    for (const window of open) {
      const from = Math.max(window.from, minutesOf(range.start_time));
      const to = Math.min(window.to, endMinutes(range.end_time));
      if (to > from) intervals.push({ start: instantAt(date, from, onDate), end: instantAt(date, to, onDate) });
    }
  }
  return minutesOutside(intervals, blocks);
}

/** A member as the working time sees them: their hours (null: whenever the business is open) and their blocks. */
export interface ImpactMember {
  workingHours: readonly WorkingRange[] | null;
  blocks: readonly Interval[];
}

interface PeriodDay {
  date: IsoDate;
  /** The place of its week among the period's weeks. */
  weekIndex: number;
  weekday: Weekday;
  /** The clocks change that day (23 or 25 hours long). */
  clockChanges: boolean;
}
let lastDays: { key: string; days: PeriodDay[]; weeks: IsoDate[]; dayIndex: Map<IsoDate, PeriodDay> } | null = null;

/** The period's days with their week and weekday, remembered for the next salon of the same period (the admin's figures ask once a salon). */
function daysOf(period: AnalyticsPeriod): { days: PeriodDay[]; weeks: IsoDate[]; dayIndex: Map<IsoDate, PeriodDay> } {
  const key = `${period.from}/${period.to}`;
  if (lastDays?.key !== key) {
    const weeks: IsoDate[] = [];
    const days = datesOfPeriod(period).map((date) => {
      const week = weekStartOf(date);
      if (weeks.at(-1) !== week) weeks.push(week);
      return {
        date,
        weekIndex: weeks.length - 1,
        weekday: londonWeekday(date),
        clockChanges: londonInstant(addDaysToDate(date, 1), '00:00').getTime() - londonInstant(date, '00:00').getTime() !== DAY_MS,
      };
    });
    lastDays = { key, days, weeks, dayIndex: new Map(days.map((day) => [day.date, day])) };
  }
  return lastDays;
}

// Salons share opening hours and rules (most follow Lull's standard hours): what is worked out for one is kept for the
// next, up to a bound, so the admin's figures across every salon do not work the same week out thousands of times.
const ordinaryWeeks = new Map<string, number[][]>();
const clockChangeDays = new Map<string, number[]>();
const periodWeeks = new Map<string, number[][]>();
const openingRanges = new Map<string, WorkingRange[]>();
function remembered<Value>(memo: Map<string, Value>, key: string, make: () => Value): Value {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= 2_000) memo.clear();
    value = make();
    memo.set(key, value);
  }
  return value;
}

const signatures = new WeakMap<ImpactRule, string>();
/** A rule's windows as a short text, worked out once per rule (Lull's standard rules are the same objects for every salon). */
function windowsSignature(rule: ImpactRule): string {
  let signature = signatures.get(rule);
  if (signature === undefined) {
    signature = rule.windows.map((w) => `${w.dayOfWeek}${w.start}${w.end}`).join(';');
    signatures.set(rule, signature);
  }
  return signature;
}

/**
 * The team's working minutes inside each rule's hours per week of the period, and inside any rule's hours (the
 * rules' windows merged, so an hour in two rules counts once) for the totals: `byRule.get(key).get(weekStart)`.
 */
export function teamWorkingMinutes(input: {
  period: AnalyticsPeriod;
  rules: readonly ImpactRule[];
  openingHours: string | null | undefined;
  members: readonly ImpactMember[];
}): { byRule: Map<string, Map<IsoDate, number>>; anyRule: Map<IsoDate, number> } {
  const { days, weeks, dayIndex } = daysOf(input.period);
  const periodKey = `${input.period.from}/${input.period.to}`;
  // Sums by week's place in the period, one row per rule and a last row for every rule together.
  const sums = Array.from({ length: input.rules.length + 1 }, () => new Array<number>(weeks.length).fill(0));
  const anyRow = input.rules.length;
  const allWindows = input.rules.flatMap((rule) => rule.windows);
  const opening = remembered(openingRanges, input.openingHours ?? '', () => openingHoursAsWorkingHours(input.openingHours));
  // A member's minutes on an ordinary day depend only on the weekday: worked out once per weekday (and kept for the
  // next member or salon with the same hours and rules), and exactly, with the clock and the blocks, only on a
  // clock-change day or a day with a block.
  // Hours that follow the opening hours are named by the opening hours' text.
  const rulesKey = input.rules.map(windowsSignature).join(',');
  const openingKey = `opening:${input.openingHours ?? ''}`;
  for (const member of input.members) {
    const hours = member.workingHours ?? opening;
    const hoursKey = `${rulesKey}|${member.workingHours === null ? openingKey : JSON.stringify(member.workingHours)}`;
    const unblocked = (date: IsoDate) => [...input.rules.map((rule) => workingMinutesOn(date, rule.windows, hours, [])), workingMinutesOn(date, allWindows, hours, [])];
    const ordinary = remembered(ordinaryWeeks, hoursKey, () => ORDINARY_WEEK.map(unblocked));
    const onDay = (day: PeriodDay) => (day.clockChanges ? remembered(clockChangeDays, `${day.date}|${hoursKey}`, () => unblocked(day.date)) : ordinary[day.weekday]!);
    // The member's weeks with no block, the same for every member with these hours and rules over this period.
    const base = remembered(periodWeeks, `${periodKey}|${hoursKey}`, () => {
      const perWeek = Array.from({ length: anyRow + 1 }, () => new Array<number>(weeks.length).fill(0));
      for (const day of days) {
        const known = onDay(day);
        for (let row = 0; row <= anyRow; row += 1) perWeek[row]![day.weekIndex]! += known[row]!;
      }
      return perWeek;
    });
    for (let row = 0; row <= anyRow; row += 1) for (let week = 0; week < weeks.length; week += 1) sums[row]![week]! += base[row]![week]!;
    // Then each day a block touches, worked out exactly in place of its unblocked minutes.
    const blocksByDate = new Map<IsoDate, Interval[]>();
    for (const block of member.blocks) {
      const last = londonDateOf(new Date(block.end.getTime() - 1));
      for (let date = londonDateOf(block.start); date <= last; date = addDaysToDate(date, 1)) {
        const list = blocksByDate.get(date);
        if (list) list.push(block);
        else blocksByDate.set(date, [block]);
      }
    }
    for (const [date, blocks] of blocksByDate) {
      const day = dayIndex.get(date);
      if (day === undefined) continue;
      const unblockedMinutes = onDay(day);
      for (const [row, rule] of input.rules.entries()) sums[row]![day.weekIndex]! += workingMinutesOn(date, rule.windows, hours, blocks) - unblockedMinutes[row]!;
      sums[anyRow]![day.weekIndex]! += workingMinutesOn(date, allWindows, hours, blocks) - unblockedMinutes[anyRow]!;
    }
  }
  const byWeek = (row: number) => new Map(weeks.map((week, index) => [week, sums[row]![index]!]));
  return { byRule: new Map(input.rules.map((rule, row) => [rule.key, byWeek(row)])), anyRule: byWeek(anyRow) };
}

/**
 * Utilisation as a percentage with one decimal: booked minutes over working minutes, at most 100 (a booking can
 * outlast hours the salon has since shortened), and 0 when there was no working time to fill.
 */
export function utilisationPercent(bookedMinutes: number, workingMinutes: number): number {
  if (workingMinutes <= 0 || bookedMinutes <= 0) return 0;
  return Math.min(100, Math.round((bookedMinutes / workingMinutes) * 1000) / 10);
}
