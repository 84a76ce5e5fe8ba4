import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementCsv, statementFileName } from './statement-csv';
import { monthToDate, statementDays, statementPeriod, statementTotals, withRunningBalance } from './statements';

describe('statementPeriod', () => {
  it('runs from the first London midnight to the one after the last day, in winter and summer time', () => {
    expect(statementPeriod('2026-01-01', '2026-01-31')).toEqual({ start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') });
    expect(statementPeriod('2026-06-01', '2026-06-30')).toEqual({ start: new Date('2026-05-31T23:00:00Z'), end: new Date('2026-06-30T23:00:00Z') });
    // The clocks go forward on 29 March 2026: that day has 23 hours.
    expect(statementPeriod('2026-03-29', '2026-03-29')).toEqual({ start: new Date('2026-03-29T00:00:00Z'), end: new Date('2026-03-29T23:00:00Z') });
  });
});

describe('monthToDate', () => {
  it('runs from the 1st of the month to the day', () => {
    expect(monthToDate('2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(monthToDate('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });
});

describe('statementDays', () => {
  it.each([
    ['2026-01-01', '2026-01-01', 1],
    ['2026-01-01', '2026-12-31', 365],
    ['2028-01-01', '2028-12-31', 366],
    ['2026-03-28', '2026-03-30', 3],
    ['2026-10-24', '2026-10-26', 3],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(statementDays(from, to)).toBe(days);
  });
});

describe('withRunningBalance', () => {
  it('gives each entry the balance after it, from the opening balance', () => {
    const { lines, closingPence } = withRunningBalance(1_000, [{ amountPence: 2_500 }, { amountPence: -3_000 }, { amountPence: 400 }]);
    expect(lines.map((line) => line.balancePence)).toEqual([3_500, 500, 900]);
    expect(closingPence).toBe(900);
  });

  it('closes at the opening balance when nothing happened', () => {
    expect(withRunningBalance(1_234, [])).toEqual({ lines: [], closingPence: 1_234 });
  });

  it('always closes at the opening plus the entries, each line the one before plus its amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: -500_000, max: 500_000 }).filter((pence) => pence !== 0)), (opening, amounts) => {
        const { lines, closingPence } = withRunningBalance(opening, amounts.map((amountPence) => ({ amountPence })));
        expect(closingPence).toBe(opening + amounts.reduce((sum, pence) => sum + pence, 0));
        lines.forEach((line, index) => expect(line.balancePence).toBe((index === 0 ? opening : lines[index - 1]!.balancePence) + line.amountPence));
      }),
    );
  });
});

describe('statementTotals', () => {
  it('adds settled bookings, payouts (as money out) and adjustments apart', () => {
    expect(
      statementTotals([
        { type: 'booking_settled', amountPence: 2_000 },
        { type: 'booking_settled', amountPence: 1_500 },
        { type: 'payout', amountPence: -3_000 },
        { type: 'adjustment', amountPence: -200 },
      ]),
    ).toEqual({ settledPence: 3_500, paidOutPence: 3_000, adjustedPence: -200 });
  });
});

describe('statementCsv', () => {
  it('writes the opening balance, each entry dated in London with the balance after it, and the closing balance', () => {
    const csv = statementCsv({
      business_name: 'Fern Nail Studio',
      from: '2026-06-01',
      to: '2026-06-30',
      opening_balance: 10,
      closing_balance: 8.83,
      totals: { settled: 28.83, paid_out: 30, adjusted: 0 },
      lines: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          type: 'booking_settled',
          amount: 28.83,
          description: 'Brow Lift, "deluxe"',
          created_at: '2026-06-03T23:30:00.000Z',
          booking_id: '00000000-0000-4000-8000-000000000002',
          service_name: 'Brow Lift, "deluxe"',
          booking_date: '2026-06-03',
          booking_time: '11:00',
          booking_status: 'completed',
          price: 40,
          discount: 10,
          processing_fee: 1.17,
          payout_id: null,
          payout_reference: null,
          balance: 38.83,
        },
        {
          id: '00000000-0000-4000-8000-000000000003',
          type: 'payout',
          amount: -30,
          description: 'Payout to •••• 6819',
          created_at: '2026-06-05T09:00:00.000Z',
          booking_id: null,
          service_name: null,
          booking_date: null,
          booking_time: null,
          booking_status: null,
          price: null,
          discount: null,
          processing_fee: null,
          payout_id: '00000000-0000-4000-8000-000000000004',
          payout_reference: '=LULL-1',
          balance: 8.83,
        },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFDate,Time,Type,Description,Treatment,Appointment,Price,Discount,Processing fee,Amount,Payout reference,Balance',
      '2026-06-01,,Opening balance,,,,,,,,,10',
      // 23:30 UTC on 3 June is 00:30 on 4 June in London (BST).
      '2026-06-04,00:30,Booking,"Brow Lift, ""deluxe""","Brow Lift, ""deluxe""",2026-06-03 11:00,40,10,1.17,28.83,,38.83',
      "2026-06-05,10:00,Payout,Payout to •••• 6819,,,,,,-30,'=LULL-1,8.83",
      '2026-06-30,,Closing balance,,,,,,,,,8.83',
      '',
    ]);
    expect(statementFileName('2026-06-01', '2026-06-30')).toBe('statement-2026-06-01-to-2026-06-30.csv');
  });
});
