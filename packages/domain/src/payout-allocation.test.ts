import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debitsThatPaid, paidByDebit, paidOutOf } from './payout-allocation';

describe('which money a payout paid', () => {
  // £30 then £20 came in; £35 went out as £25 and then £10.
  const first = { amountPence: 3000, creditsBeforePence: 0 };
  const second = { amountPence: 2000, creditsBeforePence: 3000 };

  it('pays the oldest money first, and part of the next', () => {
    expect(paidOutOf(first, 3500)).toBe(3000);
    expect(paidOutOf(second, 3500)).toBe(500);
    expect(paidOutOf(second, 2999)).toBe(0);
  });

  it('splits each payout over the money it took', () => {
    const payout = { amountPence: 2500, debitsBeforePence: 0 };
    const next = { amountPence: 1000, debitsBeforePence: 2500 };
    expect([paidByDebit(first, payout), paidByDebit(second, payout)]).toEqual([2500, 0]);
    expect([paidByDebit(first, next), paidByDebit(second, next)]).toEqual([500, 500]);
    expect(debitsThatPaid(first, [payout, next])).toEqual([payout, next]);
    expect(debitsThatPaid(second, [payout, next])).toEqual([next]);
  });

  it('each payout is paid by exactly its amount, and no credit more than it brought', () => {
    const amounts = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(amounts, amounts, (ins, outs) => {
        const credits = ins.map((amountPence, i) => ({ amountPence, creditsBeforePence: ins.slice(0, i).reduce((a, b) => a + b, 0) }));
        const totalIn = ins.reduce((a, b) => a + b, 0);
        let before = 0;
        for (const amount of outs) {
          // A payout never exceeds the balance: the ledger's check.
          const debit = { amountPence: Math.min(amount, totalIn - before), debitsBeforePence: before };
          if (debit.amountPence === 0) break;
          expect(credits.reduce((sum, credit) => sum + paidByDebit(credit, debit), 0)).toBe(debit.amountPence);
          before += debit.amountPence;
        }
        for (const credit of credits) {
          expect(paidOutOf(credit, before)).toBeLessThanOrEqual(credit.amountPence);
        }
        expect(credits.reduce((sum, credit) => sum + paidOutOf(credit, before), 0)).toBe(before);
      }),
    );
  });
});
