import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundForBusinessClosure, refundForCancellation } from './pricing';
import { settleRefund, splitCardRefund } from './refund-settlement';

describe('settleRefund', () => {
  it.each([
    // total, credits, card refund, charged → card back, credit back, kept
    [{ totalPaidPence: 3500, creditsUsedPence: 300, cardRefundPence: 2568 }, 3200, { cardBackPence: 2568, creditBackPence: 300, keptPence: 632 }],
    [{ totalPaidPence: 3500, creditsUsedPence: 0, cardRefundPence: 3500 }, 3500, { cardBackPence: 3500, creditBackPence: 0, keptPence: 0 }],
    [{ totalPaidPence: 500, creditsUsedPence: 500, cardRefundPence: 0 }, undefined, { cardBackPence: 0, creditBackPence: 500, keptPence: 0 }],
    [{ totalPaidPence: 900, creditsUsedPence: 0, cardRefundPence: 0 }, 900, { cardBackPence: 0, creditBackPence: 0, keptPence: 900 }],
  ])('settles %o (charged %s)', (amounts, charged, expected) => {
    expect(settleRefund(amounts, charged)).toEqual({ ok: true, settlement: expected });
  });

  it.each([
    [{ totalPaidPence: 3500, creditsUsedPence: 300, cardRefundPence: 3201 }, undefined, 'card_above_card_paid'],
    [{ totalPaidPence: 3500, creditsUsedPence: 300, cardRefundPence: 3200 }, 3000, 'card_above_charge'],
    [{ totalPaidPence: 300, creditsUsedPence: 500, cardRefundPence: 0 }, undefined, 'credit_above_total'],
    [{ totalPaidPence: 3500, creditsUsedPence: 0, cardRefundPence: -1 }, undefined, 'negative_amount'],
    [{ totalPaidPence: 3500, creditsUsedPence: 0, cardRefundPence: 10.5 }, undefined, 'negative_amount'],
  ])('refuses %o (charged %s): %s', (amounts, charged, problem) => {
    expect(settleRefund(amounts, charged)).toEqual({ ok: false, problem });
  });

  it('adds up for every cancellation the pricing rules can produce: back + kept = paid, nothing negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 5_000 }), fc.boolean(), (final, credits, fee, closure) => {
        const creditsUsedPence = Math.min(credits, final);
        const booking = { finalPricePence: final, platformFeePence: Math.min(500, final), processingFeePence: fee, creditsUsedPence, startsAt: new Date('2026-07-01T10:00:00Z') };
        const refund = closure ? refundForBusinessClosure(booking) : refundForCancellation({ booking, now: new Date('2026-06-01T10:00:00Z') });
        const settled = settleRefund({ totalPaidPence: final, creditsUsedPence, cardRefundPence: refund.cardRefundPence }, final - creditsUsedPence);
        expect(settled.ok).toBe(true);
        if (!settled.ok) return;
        const { cardBackPence, creditBackPence, keptPence } = settled.settlement;
        expect(cardBackPence + creditBackPence + keptPence).toBe(final);
        expect(Math.min(cardBackPence, creditBackPence, keptPence)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('splitCardRefund', () => {
  it('pays back from the oldest charge first, never more than a charge has left', () => {
    expect(splitCardRefund([3500], 0, 2839)).toEqual([2839]);
    expect(splitCardRefund([3500, 1000], 0, 4000)).toEqual([3500, 500]);
    // A cheaper move's £6 came back from the first charge before: the rest of it and the second charge remain.
    expect(splitCardRefund([3500, 1000], 600, 3900)).toEqual([2900, 1000]);
  });

  it('refuses more than the charges have left', () => {
    expect(splitCardRefund([3500, 1000], 600, 3901)).toBeNull();
    expect(splitCardRefund([], 0, 1)).toBeNull();
    expect(splitCardRefund([], 0, 0)).toEqual([]);
  });
});
