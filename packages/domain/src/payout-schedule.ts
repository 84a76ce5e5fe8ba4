import { addDaysToDate, type IsoDate, londonDateOf, londonWeekday } from './london-time';
import { formatLondonDate } from './london-format';
import { formatPenceAsMoney, type Pence } from './money';

/**
 * When a salon is paid (merchant spec §2, §9): daily, weekly or monthly (weekly unless it chose), once at least
 * its minimum (£5 or more, £10 unless it chose) is owed. Payouts go out on business days, Monday to Friday,
 * London dates. Bank holidays are not skipped: a transfer that lands on one goes out the next working day at
 * the bank's end, still within the provider agreement's 7 business days.
 */
export const PAYOUT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
export const PAYOUT_FREQUENCY_LABELS: Record<PayoutFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

export const DEFAULT_PAYOUT_FREQUENCY: PayoutFrequency = 'weekly';
export const MINIMUM_PAYOUT_FLOOR_PENCE: Pence = 500;
export const DEFAULT_MINIMUM_PAYOUT_PENCE: Pence = 1000;
/** A sanity cap on the threshold, so a typo cannot stop payouts for good. */
export const MAXIMUM_MINIMUM_PAYOUT_PENCE: Pence = 1_000_000;

/** What the page shows instead of a date while the salon has no bank account to pay into. */
export const PAYOUT_SETUP_REQUIRED = 'Setup required';

export function isBusinessDay(date: IsoDate): boolean {
  const weekday = londonWeekday(date);
  return weekday !== 0 && weekday !== 6;
}

function firstBusinessDayFrom(date: IsoDate): IsoDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDaysToDate(day, 1);
  return day;
}

/**
 * The next payout date after `now`'s London date (never today: today's run may already have gone):
 * daily, the next business day; weekly, the next Monday; monthly, the first business day of next month.
 * The admins' screens show the same date, from this function.
 */
export function nextPayoutDate(now: Date, frequency: PayoutFrequency): IsoDate {
  const today = londonDateOf(now);
  switch (frequency) {
    case 'daily':
      return firstBusinessDayFrom(addDaysToDate(today, 1));
    case 'weekly': {
      const weekday = londonWeekday(today);
      return addDaysToDate(today, weekday === 1 ? 7 : (8 - weekday) % 7);
    }
    case 'monthly': {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      return firstBusinessDayFrom(next);
    }
  }
}

/** The next payout date, or null while there is no bank account to pay into (the page then says 'Setup required'). */
export function scheduledPayout(now: Date, frequency: PayoutFrequency, hasBankAccount: boolean): IsoDate | null {
  return hasBankAccount ? nextPayoutDate(now, frequency) : null;
}

/** What the Payments page shows as the next payout while less than the salon's minimum is owed. */
export const NO_PAYOUT_DUE = 'None due yet';

/**
 * The Payments page's "Next payout" (decision 037): a date only when a payout is in sight. Without a bank account,
 * 'Setup required'; while the balance is under the salon's minimum (a £0.00 balance included) no date is shown, since
 * nothing goes out on it, and the note says what it takes; otherwise the next payout day, in Lull's date format.
 */
export function nextPayoutWording(input: { nextDate: IsoDate | null; frequency: PayoutFrequency; balancePence: Pence; minimumPence: Pence }): { value: string; note: string } {
  const rule = `${PAYOUT_FREQUENCY_LABELS[input.frequency]}, once at least ${formatPenceAsMoney(input.minimumPence)} is owed`;
  if (input.nextDate === null) return { value: PAYOUT_SETUP_REQUIRED, note: 'Add a bank account to be paid' };
  if (input.balancePence <= 0 || input.balancePence < input.minimumPence) return { value: NO_PAYOUT_DUE, note: `${rule}: your balance is ${formatPenceAsMoney(input.balancePence)}` };
  return { value: formatLondonDate(input.nextDate), note: rule };
}

/** What a payout into a bank account needs: the account verified by Lull's team (decision 022). */
export type PayoutAccount = { isVerified: boolean } | undefined;

/** Why no payout can be recorded into a salon's account now, or null when one can: no account, or one nobody checked. */
export function payoutAccountProblem(account: PayoutAccount): 'no_bank_account' | 'unverified' | null {
  if (!account) return 'no_bank_account';
  return account.isVerified ? null : 'unverified';
}

/**
 * Whether a salon is due a payout today (the admins' Payouts tab, decision 022): it has a verified bank account to
 * pay into, it is owed at least its own minimum, and its schedule's next date after its last payout has come (the
 * date `nextPayoutDate` gives the salon itself, from the day of that payout). A salon never paid out is due as soon
 * as the first two hold. A salon not due can still be paid (a closing business, a goodwill early payout) into a
 * verified account: this only says who is waiting under the rules they chose.
 */
export function payoutDue(
  now: Date,
  salon: { balancePence: Pence; minimumPence: Pence; frequency: PayoutFrequency; account: PayoutAccount; lastPayoutAt: Date | null },
): boolean {
  if (payoutAccountProblem(salon.account) !== null || salon.balancePence <= 0 || salon.balancePence < salon.minimumPence) return false;
  if (salon.lastPayoutAt === null) return true;
  return nextPayoutDate(salon.lastPayoutAt, salon.frequency) <= londonDateOf(now);
}
