import { describe, expect, it } from 'vitest';
import { refundForCancellation } from './pricing';
import { platformFeeEarned, wasPaid } from './platform-earnings';

const paid = { status: 'confirmed' as const, confirmedAt: new Date('2026-03-01T10:00:00Z'), platformFeePence: 500, finalPricePence: 3500, refundedPence: 0 };

describe('wasPaid', () => {
  it.each([
    ['confirmed', null, true],
    ['completed', null, true],
    ['no_show', null, true],
    ['cancelled', new Date(), true],
    ['cancelled', null, false],
    ['pending', null, false],
    ['expired', null, false],
  ] as const)('%s (confirmed at %s) is paid: %s', (status, confirmedAt, expected) => {
    expect(wasPaid({ status, confirmedAt })).toBe(expected);
  });
});

describe('platformFeeEarned (decision 017)', () => {
  it('is the platform fee of a paid booking, completed or a no-show alike', () => {
    expect(platformFeeEarned(paid)).toBe(500);
    expect(platformFeeEarned({ ...paid, status: 'completed' })).toBe(500);
    expect(platformFeeEarned({ ...paid, status: 'no_show' })).toBe(500);
  });

  it('is nothing for a hold never paid', () => {
    expect(platformFeeEarned({ ...paid, status: 'pending', confirmedAt: null })).toBe(0);
    expect(platformFeeEarned({ ...paid, status: 'expired', confirmedAt: null })).toBe(0);
    expect(platformFeeEarned({ ...paid, status: 'cancelled', confirmedAt: null })).toBe(0);
  });

  it("keeps the fee of a customer's cancellation, whose refund never includes it", () => {
    const booking = { ...paid, startsAt: new Date('2026-03-10T10:00:00Z'), creditsUsedPence: 300, processingFeePence: 132 };
    const refund = refundForCancellation({ booking, now: new Date('2026-03-05T10:00:00Z') });
    expect(refund.eligible).toBe(true);
    expect(platformFeeEarned({ ...paid, status: 'cancelled', refundedPence: refund.cardRefundPence + refund.creditsRestoredPence })).toBe(500);
  });

  it('gives the fee back with a refund in full, and part of it with a refund reaching into it', () => {
    expect(platformFeeEarned({ ...paid, status: 'cancelled', refundedPence: 3500 })).toBe(0);
    expect(platformFeeEarned({ ...paid, status: 'cancelled', refundedPence: 3200 })).toBe(300);
  });
});
