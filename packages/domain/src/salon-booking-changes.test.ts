import { describe, expect, it } from 'vitest';
import {
  cancellationReasonProblem,
  FULL_REFUND_REFUSALS,
  fullRefundCancellationRefusal,
  SALON_REASON_REQUIRED,
  SALON_REASON_TOO_LONG,
  SALON_REASON_TOO_SHORT,
  refundForSalonCancellation,
  salonCanChange,
  salonCancellationsText,
  salonRefundWords,
} from './salon-booking-changes';

const start = new Date('2026-07-14T09:00:00Z');

describe('salonCanChange', () => {
  it('lets the salon cancel or move a confirmed booking up to its start, whatever the notice', () => {
    expect(salonCanChange({ status: 'confirmed', startsAt: start }, new Date(start.getTime() - 60_000))).toBe(true);
    expect(salonCanChange({ status: 'confirmed', startsAt: start }, start)).toBe(false);
    for (const status of ['pending', 'cancelled', 'completed', 'no_show', 'expired'] as const) {
      expect(salonCanChange({ status, startsAt: start }, new Date(start.getTime() - 86_400_000))).toBe(false);
    }
  });
});

describe('fullRefundCancellationRefusal', () => {
  const before = new Date(start.getTime() - 60_000);
  it.each([
    ['confirmed', before, null],
    ['confirmed', start, FULL_REFUND_REFUSALS.started],
    ['confirmed', new Date(start.getTime() + 3_600_000), FULL_REFUND_REFUSALS.started],
    ['pending', before, FULL_REFUND_REFUSALS.pending],
    ['cancelled', before, FULL_REFUND_REFUSALS.cancelled],
    ['completed', before, FULL_REFUND_REFUSALS.completed],
    ['no_show', before, FULL_REFUND_REFUSALS.no_show],
    ['expired', before, FULL_REFUND_REFUSALS.expired],
  ] as const)('a %s booking at %s: %s', (status, now, refusal) => {
    expect(fullRefundCancellationRefusal({ status, startsAt: start }, now)).toBe(refusal);
  });

  it('refuses exactly what the salon may not change', () => {
    for (const status of ['pending', 'confirmed', 'cancelled', 'completed', 'no_show', 'expired'] as const) {
      for (const now of [before, start]) {
        expect(fullRefundCancellationRefusal({ status, startsAt: start }, now) === null).toBe(salonCanChange({ status, startsAt: start }, now));
      }
    }
  });
});

describe('cancellationReasonProblem', () => {
  it.each([
    ['', SALON_REASON_REQUIRED],
    ['   ', SALON_REASON_REQUIRED],
    [' ab ', SALON_REASON_TOO_SHORT],
    ['abc', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), SALON_REASON_TOO_LONG],
  ])('%j: %s', (reason, problem) => {
    expect(cancellationReasonProblem(reason)).toBe(problem);
  });
});

describe('refundForSalonCancellation', () => {
  it('gives back everything paid, the fee included: the credit part as credit, the rest to the card', () => {
    expect(refundForSalonCancellation({ finalPricePence: 3500, creditsUsedPence: 300 })).toEqual({ creditsRestoredPence: 300, cardRefundPence: 3200 });
    expect(refundForSalonCancellation({ finalPricePence: 3500, creditsUsedPence: 0 })).toEqual({ creditsRestoredPence: 0, cardRefundPence: 3500 });
  });

  it('says what comes back and how', () => {
    expect(salonRefundWords({ creditsRestoredPence: 300, cardRefundPence: 3200 })).toBe(
      "You get everything back, Lull's booking fee included: £3.00 of credit is back in your account now, and £32.00 will be refunded to your card by our team shortly.",
    );
    expect(salonRefundWords({ creditsRestoredPence: 0, cardRefundPence: 0 })).toBe('You paid nothing for it, so nothing is owed.');
  });
});

describe('salonCancellationsText', () => {
  it('says how many, and how many lately', () => {
    expect(salonCancellationsText(0, 0)).toBe('None');
    expect(salonCancellationsText(3, 1)).toBe('3 (last 90 days: 1)');
  });
});
