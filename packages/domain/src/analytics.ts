import { type IsoDate, addDaysToDate, isIsoDate, londonDateOf, londonInstant } from './london-time';
import type { Pence } from './money';

/**
 * The admin's analytics (decision 023): the pure half. Every figure counts bookings by the London day
 * they were MADE (created_at), never by appointment date, so a period's figures are final once it is over (apart
 * from later status changes of those same bookings) and "bookings made" and "paid bookings" share one axis.
 */

/** The default period: the last 30 London days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The longest period one request may ask for, in days (a leap year and its day). */
export const ANALYTICS_MAX_DAYS = 366;
/** How many services and salons the top lists show. */
export const ANALYTICS_TOP_SHOWN = 5;

export const analyticsMessages = {
  fromDate: 'Choose a real start date (YYYY-MM-DD).',
  toDate: 'Choose a real end date (YYYY-MM-DD).',
  order: 'The start date must be on or before the end date.',
  tooLong: `Choose a period of at most ${ANALYTICS_MAX_DAYS} days.`,
};

export interface AnalyticsPeriod {
  from: IsoDate;
  to: IsoDate;
}

/** Days in an inclusive period of London dates ('2026-03-29' to itself is 1, although that day is 23 hours long). */
export function daysInPeriod({ from, to }: AnalyticsPeriod): number {
  // Calendar arithmetic at UTC midnight: no zone, so a clock change never makes a day 23/25 hours here.
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type PeriodResult = { ok: true; period: AnalyticsPeriod } | { ok: false; error: string; fields: Record<string, string> };

/**
 * The period a request asks for: both dates optional. Neither → the last 30 days ending `today`; only `to` → the 30
 * days ending then; only `from` → from then to today. Refused when a date is not a real one, from is after to, or
 * the period is longer than 366 days.
 */
export function resolvePeriod(query: { from?: string | undefined; to?: string | undefined }, today: IsoDate): PeriodResult {
  const fields: Record<string, string> = {};
  if (query.from !== undefined && !isIsoDate(query.from)) fields.from = analyticsMessages.fromDate;
  if (query.to !== undefined && !isIsoDate(query.to)) fields.to = analyticsMessages.toDate;
  if (Object.keys(fields).length > 0) return { ok: false, error: Object.values(fields)[0]!, fields };
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const from = query.from ?? addDaysToDate(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, error: analyticsMessages.order, fields: { from: analyticsMessages.order } };
  if (daysInPeriod({ from, to }) > ANALYTICS_MAX_DAYS) return { ok: false, error: analyticsMessages.tooLong, fields: { from: analyticsMessages.tooLong } };
  return { ok: true, period: { from, to } };
}

/**
 * The instants a period covers: from London midnight at the start of `from` up to (excluding) London midnight after
 * `to`. Across a clock change the days are 23 or 25 hours long; these are real instants, for `created_at >= start
 * and created_at < end` (an index range, unlike a condition on the London date expression).
 */
export function periodInstants({ from, to }: AnalyticsPeriod): { start: Date; end: Date } {
  return { start: londonInstant(from, '00:00'), end: londonInstant(addDaysToDate(to, 1), '00:00') };
}

/** The London day an instant belongs to: the SQL `(created_at at time zone 'Europe/London')::date`. */
export const londonDayOf = londonDateOf;

/** Every London date of the period, in order. */
export function datesOfPeriod(period: AnalyticsPeriod): IsoDate[] {
  return Array.from({ length: daysInPeriod(period) }, (_, i) => addDaysToDate(period.from, i));
}

export interface DayFigures {
  /** Holds started that day: every booking row created, whatever became of it. */
  bookingsMade: number;
  /** Of those, the ones that were paid (`wasPaid`). */
  paidBookings: number;
  /** What the platform earned on that day's paid bookings (`platformFeeEarned`), pence. */
  revenuePence: Pence;
}

const NO_FIGURES: DayFigures = { bookingsMade: 0, paidBookings: 0, revenuePence: 0 };

/** One entry per date of the period, in order; a day the query had no row for is all zeros. */
export function fillDays(period: AnalyticsPeriod, rows: ReadonlyMap<IsoDate, DayFigures>): (DayFigures & { date: IsoDate })[] {
  return datesOfPeriod(period).map((date) => ({ date, ...(rows.get(date) ?? NO_FIGURES) }));
}

/**
 * A share as a percentage with one decimal (2 of 3 is 66.7), half away from zero; null when there is nothing to
 * divide by, so "no bookings" never reads as 0 %.
 */
export function percentOf(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return Math.round((numerator / denominator) * 1000) / 10;
}

/** An average in whole pence (half up); null without anything to average. */
export function averagePence(totalPence: Pence, count: number): Pence | null {
  if (count <= 0) return null;
  return Math.round(totalPence / count);
}
