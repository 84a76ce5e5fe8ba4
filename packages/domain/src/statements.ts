import { type IsoDate, addDaysToDate, londonInstant } from './london-time';

/**
 * A salon's statement: its ledger entries over a run of London days, each with the balance after it, between an
 * opening and a closing balance. The ledger is the only source; these rules only add it up.
 */

/** A year and a day: a tax year's statement fits, and a statement stays a size a page can show. */
export const STATEMENT_MAX_DAYS = 366;

export const STATEMENT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  order: 'The statement must end on or after the day it starts.',
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days.`,
} as const;

/** The instants London days `from` to `to` (both included) cover: from the first's midnight to the midnight after the last. */
export function statementPeriod(from: IsoDate, to: IsoDate): { start: Date; end: Date } {
  return { start: londonInstant(from, '00:00'), end: londonInstant(addDaysToDate(to, 1), '00:00') };
}

/** The statement a salon sees first: its month so far, from the 1st to `today`. */
export function monthToDate(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** How many days `from` to `to` covers, both included (calendar days, whatever the clocks do). */
export function statementDays(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type LedgerEntryType = 'booking_settled' | 'payout' | 'adjustment';

/** Each entry, oldest first, with the balance after it; the closing balance is the last one's, or the opening. */
export function withRunningBalance<Entry extends { amountPence: number }>(
  openingPence: number,
  entries: readonly Entry[],
): { lines: (Entry & { balancePence: number })[]; closingPence: number } {
  let balance = openingPence;
  const lines = entries.map((entry) => {
    balance += entry.amountPence;
    return { ...entry, balancePence: balance };
  });
  return { lines, closingPence: balance };
}

/** What the period's entries add up to by kind: settled bookings in, payouts out, adjustments either way. */
export function statementTotals(entries: readonly { type: LedgerEntryType; amountPence: number }[]): { settledPence: number; paidOutPence: number; adjustedPence: number } {
  const totals = { settledPence: 0, paidOutPence: 0, adjustedPence: 0 };
  for (const entry of entries) {
    if (entry.type === 'booking_settled') totals.settledPence += entry.amountPence;
    else if (entry.type === 'payout') totals.paidOutPence += -entry.amountPence;
    else totals.adjustedPence += entry.amountPence;
  }
  return totals;
}
