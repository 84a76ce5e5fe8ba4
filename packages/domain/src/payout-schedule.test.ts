import { describe, expect, it } from 'vitest';
import { nextPayoutDate, nextPayoutWording, payoutAccountProblem, payoutDue, scheduledPayout, type PayoutFrequency } from './payout-schedule';

// Instants are UTC; the rule reads London's date, so the DST rows check the zone is applied.
describe('nextPayoutDate (London dates)', () => {
  it.each<[string, string, PayoutFrequency, string]>([
    // An ordinary week: Wednesday 2026-06-10.
    ['a Wednesday, daily', '2026-06-10T12:00:00Z', 'daily', '2026-06-11'],
    ['a Wednesday, weekly', '2026-06-10T12:00:00Z', 'weekly', '2026-06-15'],
    ['a Wednesday, monthly', '2026-06-10T12:00:00Z', 'monthly', '2026-07-01'],
    ['a Friday, daily skips the weekend', '2026-06-12T09:00:00Z', 'daily', '2026-06-15'],
    ['a Saturday, daily', '2026-06-13T09:00:00Z', 'daily', '2026-06-15'],
    ['a Sunday, daily', '2026-06-14T09:00:00Z', 'daily', '2026-06-15'],
    ['a Monday, weekly is next Monday, not today', '2026-06-15T08:00:00Z', 'weekly', '2026-06-22'],
    ['a Sunday, weekly is tomorrow', '2026-06-14T08:00:00Z', 'weekly', '2026-06-15'],
    // Clocks go forward on Sunday 2026-03-29: 23:30 UTC that night is already Monday 00:30 in London.
    ['DST spring: Saturday night', '2026-03-28T23:30:00Z', 'weekly', '2026-03-30'],
    ['DST spring: 23:30 UTC Sunday is Monday in London, daily', '2026-03-29T23:30:00Z', 'daily', '2026-03-31'],
    ['DST spring: 23:30 UTC Sunday is Monday in London, weekly', '2026-03-29T23:30:00Z', 'weekly', '2026-04-06'],
    ['DST spring: 22:59 UTC Sunday is still Sunday', '2026-03-29T22:59:00Z', 'weekly', '2026-03-30'],
    ['DST spring: monthly', '2026-03-29T12:00:00Z', 'monthly', '2026-04-01'],
    // Clocks go back on Sunday 2026-10-25: 23:30 UTC on Saturday is Sunday 00:30 in London (BST).
    ['DST autumn: Saturday 23:30 UTC is Sunday in London, daily', '2026-10-24T23:30:00Z', 'daily', '2026-10-26'],
    ['DST autumn: Sunday 23:30 UTC (GMT) is still Sunday', '2026-10-25T23:30:00Z', 'weekly', '2026-10-26'],
    ['DST autumn: Sunday midnight UTC is Monday', '2026-10-26T00:00:00Z', 'weekly', '2026-11-02'],
    // Month ends: the 1st on a weekend moves to Monday; December rolls into January.
    ['31 January, daily (Saturday 31 Jan 2026 → Monday 2 Feb)', '2026-01-31T12:00:00Z', 'daily', '2026-02-02'],
    ['month end to a Monday the 1st... (Aug 2026: 1st is a Saturday)', '2026-07-31T12:00:00Z', 'monthly', '2026-08-03'],
    ['February (2026-03-01 is a Sunday)', '2026-02-28T12:00:00Z', 'monthly', '2026-03-02'],
    ['December rolls over the year', '2026-12-31T23:00:00Z', 'monthly', '2027-01-01'],
    ['New Year in London already', '2026-12-31T23:59:59Z', 'daily', '2027-01-01'],
    ['the 1st itself waits for next month', '2026-07-01T09:00:00Z', 'monthly', '2026-08-03'],
    ['leap year February', '2028-02-29T12:00:00Z', 'daily', '2028-03-01'],
  ])('%s', (_name, now, frequency, expected) => {
    expect(nextPayoutDate(new Date(now), frequency)).toBe(expected);
  });

  it('is always after today and on a weekday', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const now = new Date(start + hour * 3_600_000);
      for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
        const date = nextPayoutDate(now, frequency);
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect(weekday === 0 || weekday === 6).toBe(false);
        expect(date > now.toISOString().slice(0, 10) || date > new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10)).toBe(true);
      }
    }
  });
});

describe('scheduledPayout', () => {
  it('is null (Setup required) without a bank account', () => {
    expect(scheduledPayout(new Date('2026-06-10T12:00:00Z'), 'weekly', false)).toBeNull();
    expect(scheduledPayout(new Date('2026-06-10T12:00:00Z'), 'weekly', true)).toBe('2026-06-15');
  });
});

describe('nextPayoutWording (the Payments page)', () => {
  const weekly = { nextDate: '2026-11-30', frequency: 'weekly' as const, minimumPence: 1000 };

  it('shows no date while nothing is owed: a £0.00 balance has no payout on Monday', () => {
    expect(nextPayoutWording({ ...weekly, balancePence: 0 })).toEqual({ value: 'None due yet', note: 'Weekly, once at least £10.00 is owed: your balance is £0.00' });
  });

  it('shows no date under the minimum either, and the date in Lull’s format once the minimum is owed', () => {
    expect(nextPayoutWording({ ...weekly, balancePence: 999 }).value).toBe('None due yet');
    expect(nextPayoutWording({ ...weekly, balancePence: 1000 })).toEqual({ value: 'Mon 30 Nov 2026', note: 'Weekly, once at least £10.00 is owed' });
  });

  it('asks for a bank account before anything else', () => {
    expect(nextPayoutWording({ ...weekly, nextDate: null, balancePence: 5000 })).toEqual({ value: 'Setup required', note: 'Add a bank account to be paid' });
  });
});

describe('payoutDue (who the admins owe a transfer today)', () => {
  // Wednesday 10 June 2026, 12:00 in London.
  const NOW = new Date('2026-06-10T11:00:00Z');
  const salon = (overrides: Partial<Parameters<typeof payoutDue>[1]> = {}) => ({
    balancePence: 2000,
    minimumPence: 1000,
    frequency: 'weekly' as PayoutFrequency,
    account: { isVerified: true } as { isVerified: boolean } | undefined,
    lastPayoutAt: null as Date | null,
    ...overrides,
  });

  it('is due with a verified bank account, at least the minimum owed and no payout yet', () => {
    expect(payoutDue(NOW, salon())).toBe(true);
    expect(payoutDue(NOW, salon({ balancePence: 1000 }))).toBe(true);
  });

  it('is not due without a bank account, with one nobody verified, below the minimum, or with nothing owed', () => {
    expect(payoutDue(NOW, salon({ account: undefined }))).toBe(false);
    expect(payoutDue(NOW, salon({ account: { isVerified: false } }))).toBe(false);
    expect(payoutAccountProblem(undefined)).toBe('no_bank_account');
    expect(payoutAccountProblem({ isVerified: false })).toBe('unverified');
    expect(payoutAccountProblem({ isVerified: true })).toBeNull();
    expect(payoutDue(NOW, salon({ balancePence: 999 }))).toBe(false);
    expect(payoutDue(NOW, salon({ balancePence: 0, minimumPence: 0 }))).toBe(false);
    expect(payoutDue(NOW, salon({ balancePence: -5, minimumPence: 0 }))).toBe(false);
  });

  it.each<[string, PayoutFrequency, string, boolean]>([
    // Weekly: paid on Monday 8 June, next on Monday 15 June.
    ['weekly, paid this Monday', 'weekly', '2026-06-08T09:00:00Z', false],
    ['weekly, paid last Wednesday (next was this Monday)', 'weekly', '2026-06-03T09:00:00Z', true],
    ['weekly, paid last Monday: due again this Monday', 'weekly', '2026-06-01T09:00:00Z', true],
    // Daily: paid yesterday, next is today.
    ['daily, paid yesterday', 'daily', '2026-06-09T15:00:00Z', true],
    ['daily, paid this morning', 'daily', '2026-06-10T08:00:00Z', false],
    // Monthly: paid on 1 June, next on 1 July.
    ['monthly, paid on the 1st', 'monthly', '2026-06-01T09:00:00Z', false],
    ['monthly, paid in May', 'monthly', '2026-05-29T09:00:00Z', true],
    // London's date, not UTC's: 23:30 UTC on Sunday 7 June is 00:30 on Monday 8 June in London (BST).
    ['weekly, paid 00:30 Monday London (Sunday in UTC)', 'weekly', '2026-06-07T23:30:00Z', false],
    ['weekly, paid 23:30 Saturday London', 'weekly', '2026-06-06T22:30:00Z', true],
  ])('%s: %s', (_label, frequency, lastPayout, expected) => {
    expect(payoutDue(NOW, salon({ frequency, lastPayoutAt: new Date(lastPayout) }))).toBe(expected);
  });

  it('on a weekend a daily salon paid on Friday waits for Monday', () => {
    const saturday = new Date('2026-06-13T10:00:00Z');
    expect(payoutDue(saturday, salon({ frequency: 'daily', lastPayoutAt: new Date('2026-06-12T10:00:00Z') }))).toBe(false);
    expect(payoutDue(new Date('2026-06-15T08:00:00Z'), salon({ frequency: 'daily', lastPayoutAt: new Date('2026-06-12T10:00:00Z') }))).toBe(true);
  });
});
