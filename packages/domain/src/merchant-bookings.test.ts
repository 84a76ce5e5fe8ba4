import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status';
import { ALREADY_SETTLED, NO_PAYOUT_REASONS, NOT_SETTLEABLE, NOT_STARTED_YET, salonPayout, salonProcessingFee, settleDecision, settlementAmount, statusesOfFilter } from './merchant-bookings';
import { priceBooking, processingFee } from './pricing';

const start = new Date('2026-10-25T10:00:00Z');
const before = new Date(start.getTime() - 1);
const after = new Date(start.getTime() + 60_000);

describe('settleDecision', () => {
  it.each(['completed', 'no_show'] as const)('lets a confirmed booking become %s from its start, not a moment before', (to) => {
    expect(settleDecision({ status: 'confirmed', startsAt: start }, to, before)).toEqual({ allowed: false, reason: 'not_started', message: NOT_STARTED_YET });
    expect(settleDecision({ status: 'confirmed', startsAt: start }, to, start)).toEqual({ allowed: true });
    expect(settleDecision({ status: 'confirmed', startsAt: start }, to, after)).toEqual({ allowed: true });
  });

  it('answers a repeat as already done and a change of mind as final', () => {
    expect(settleDecision({ status: 'completed', startsAt: start }, 'completed', after)).toMatchObject({ reason: 'already', message: ALREADY_SETTLED });
    expect(settleDecision({ status: 'completed', startsAt: start }, 'no_show', after)).toMatchObject({ reason: 'final' });
    expect(settleDecision({ status: 'no_show', startsAt: start }, 'completed', after)).toMatchObject({ reason: 'final' });
  });

  it.each(['pending', 'cancelled', 'expired'] satisfies BookingStatus[])('never settles a %s booking', (status) => {
    expect(settleDecision({ status, startsAt: start }, 'completed', after)).toEqual({ allowed: false, reason: 'not_confirmed', message: NOT_SETTLEABLE });
  });
});

describe('settlementAmount', () => {
  it('is the payout stored when the booking was priced (decision 038)', () => {
    // £40 service, £10 off-peak discount: the salon's processing is 2.9 % of £30 = 87p, + 30p = 117p; £28.83 is its payout.
    expect(settlementAmount({ originalPricePence: 4000, discountAmountPence: 1000, merchantPayoutPence: 2883 })).toBe(2883);
  });

  it('keeps the payout of a booking priced before decision 038, whose processing was on the whole £35', () => {
    expect(settlementAmount({ originalPricePence: 4000, discountAmountPence: 1000, merchantPayoutPence: 2868 })).toBe(2868);
  });

  it('equals the payout the booking was priced with, for any price and discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (pricePence, offPeakPercent) => {
        const offPeakPricePence = Math.floor((pricePence * offPeakPercent) / 100);
        const priced = priceBooking({ pricePence, offPeakPricePence, date: '2026-11-25', time: '11:00', availableCreditPence: 0 });
        expect(settlementAmount(priced)).toBe(priced.merchantPayoutPence);
      }),
    );
  });
});

describe('salonProcessingFee', () => {
  it('is the price after discount less the payout, so the two add up to the price', () => {
    expect(salonProcessingFee({ originalPricePence: 4000, discountAmountPence: 1000, merchantPayoutPence: 2883 })).toBe(117);
    // Priced before decision 038: the processing on the whole £35, as the booking's payout bore it.
    expect(salonProcessingFee({ originalPricePence: 4000, discountAmountPence: 1000, merchantPayoutPence: 2868 })).toBe(132);
  });

  it('is what the salon bore on any booking priced now: the processing on its price, never more than the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (pricePence, offPeakPercent) => {
        const priced = priceBooking({ pricePence, offPeakPricePence: Math.floor((pricePence * offPeakPercent) / 100), date: '2026-11-25', time: '11:00', availableCreditPence: 0 });
        const price = pricePence - priced.discountAmountPence;
        expect(salonProcessingFee(priced)).toBe(Math.min(price, processingFee(price)));
      }),
    );
  });
});

describe('salonPayout', () => {
  // £40 at 25% off: the salon's processing is 2.9 % of £30 + 30p = £1.17, so its settlement is £28.83.
  const priced = { originalPricePence: 4000, discountAmountPence: 1000, merchantPayoutPence: 2883 };
  const paidAt = new Date('2026-06-01T10:00:00Z');
  const of = (status: BookingStatus, confirmedAt: Date | null, refunded = false) => salonPayout({ ...priced, status, confirmedAt }, refunded);

  it('is the settlement for a booking that still pays the salon: confirmed, completed, no-show, cancelled late without a refund', () => {
    for (const status of ['confirmed', 'completed', 'no_show', 'cancelled'] as const) expect(of(status, paidAt)).toEqual({ pence: 2883, reason: null });
  });

  it('is nothing, with the reason, once the customer was refunded or never paid', () => {
    expect(of('cancelled', paidAt, true)).toEqual({ pence: 0, reason: 'refunded' });
    expect(of('cancelled', null)).toEqual({ pence: 0, reason: 'unpaid' });
    expect(of('expired', null)).toEqual({ pence: 0, reason: 'unpaid' });
    expect(NO_PAYOUT_REASONS.refunded).toBe('Cancelled in time: the customer was refunded, so nothing is paid for it.');
  });
});

describe('statusesOfFilter', () => {
  it('shows paid bookings and what became of them under all, never holds', () => {
    expect(statusesOfFilter('all')).toEqual(['confirmed', 'completed', 'no_show', 'cancelled']);
    expect(statusesOfFilter('no-show')).toEqual(['no_show']);
  });
});
