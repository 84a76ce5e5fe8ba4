import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, londonInstant, timeOf } from './london-time';
import { type OffPeakWindow, merchantOffPeakPricing } from './off-peak';
import { CANCELLATION_NOTICE_HOURS } from './cancellation-notice';
import { MAX_CREDIT_PER_BOOKING_PENCE, creditsToApply } from './credits';
import {
  PLATFORM_FEE_PENCE,
  cancellationOutcome,
  priceBooking,
  processingFee,
  processingShares,
  refundForBusinessClosure,
  refundForCancellation,
} from './pricing';

// Wednesday 2026-06-10, Saturday 2026-06-13, Sunday 2026-06-14.
const WEDNESDAY = '2026-06-10';
const SATURDAY = '2026-06-13';
const SUNDAY = '2026-06-14';

/** A £45 treatment with a £30 off-peak price. */
const facial = { pricePence: 4500, offPeakPricePence: 3000, availableCreditPence: 0 };

describe('constants', () => {
  it('are a £5 platform fee, at most £5 of credit per booking and 24 hours of notice', () => {
    expect(PLATFORM_FEE_PENCE).toBe(500);
    expect(MAX_CREDIT_PER_BOOKING_PENCE).toBe(500);
    expect(CANCELLATION_NOTICE_HOURS).toBe(24);
  });
});

describe('priceBooking: when off-peak applies', () => {
  it.each([
    ['a weekday at 09:59 is peak', WEDNESDAY, '09:59', false],
    ['a weekday at 10:00 is off-peak', WEDNESDAY, '10:00', true],
    ['a weekday at 14:59 is off-peak', WEDNESDAY, '14:59', true],
    ['a weekday at 15:00 is peak', WEDNESDAY, '15:00', false],
    ['a Saturday at 10:00 is peak', SATURDAY, '10:00', false],
    ['a Saturday at 17:59 is peak', SATURDAY, '17:59', false],
    ['a Saturday at 18:00 is off-peak', SATURDAY, '18:00', true],
    ['a Saturday at 21:59 is off-peak', SATURDAY, '21:59', true],
    ['a Saturday at 22:00 is peak', SATURDAY, '22:00', false],
    ['a Sunday at 17:59 is peak', SUNDAY, '17:59', false],
    ['a Sunday at 18:00 is off-peak', SUNDAY, '18:00', true],
    ['a Sunday at 21:59 is off-peak', SUNDAY, '21:59', true],
    ['a Sunday at 22:00 is peak', SUNDAY, '22:00', false],
  ])('%s', (_name, date, time, offPeak) => {
    const price = priceBooking({ ...facial, date, time });
    expect(price.offPeakApplied).toBe(offPeak);
    expect(price.discountAmountPence).toBe(offPeak ? 1500 : 0);
    expect(price.finalPricePence).toBe(offPeak ? 3500 : 5000);
  });

  it.each([
    ['no off-peak price', null, false],
    ['an undefined off-peak price', undefined, false],
    ['an off-peak price equal to the price', 4500, false],
    ['an off-peak price above the price', 5000, false],
    ['a free off-peak price', 0, true],
  ])('in a window with %s: off-peak %s', (_name, offPeakPricePence, offPeak) => {
    const price = priceBooking({ ...facial, offPeakPricePence, date: WEDNESDAY, time: '10:00' });
    expect(price.offPeakApplied).toBe(offPeak);
    expect(price.discountAmountPence).toBe(offPeak ? 4500 - (offPeakPricePence ?? 0) : 0);
  });

  const earlyWednesdays: OffPeakWindow[] = [{ dayOfWeek: 3, start: '08:00', end: '09:00' }];

  it.each([
    ["inside the merchant's window", earlyWednesdays, '08:30', true],
    ["at the merchant's window's end (exclusive)", earlyWednesdays, '09:00', false],
    ["in a default window but outside the merchant's", earlyWednesdays, '10:00', false],
    ['with no merchant windows, a default window', [], '10:00', true],
    ['with no merchant windows, outside the default ones', [], '08:30', false],
  ])('uses the merchant windows instead of the default ones: %s', (_name, windows, time, offPeak) => {
    const schedules = windows.map((w) => ({ ...w, discountPercentage: 20, isActive: true }));
    const merchantPricing = merchantOffPeakPricing({ affected: true, schedules, mode: 'percentage', fixedPricePence: null });
    const price = priceBooking({ ...facial, date: WEDNESDAY, time, merchantPricing });
    expect(price.offPeakApplied).toBe(offPeak);
    // The merchant's 20 % off £45, or the service's own £30 under the default windows.
    if (offPeak) expect(price.discountAmountPence).toBe(windows.length ? 900 : 1500);
  });
});

describe('priceBooking: line items', () => {
  it('prices a £45 treatment at peak: £50 in all, £1.75 processing fee, £43.39 to the salon', () => {
    expect(priceBooking({ ...facial, date: WEDNESDAY, time: '09:00' })).toEqual({
      originalPricePence: 4500,
      offPeakApplied: false,
      discountAmountPence: 0,
      platformFeePence: 500,
      finalPricePence: 5000,
      creditsUsedPence: 0,
      cardAmountPence: 5000,
      processingFeePence: 175, // 2.9 % of 5000 = 145, + 30
      merchantPayoutPence: 4339, // the salon bears 2.9 % of 4500 = 130.5 → 131, + 30 = 161; Lull the other 14p
    });
  });

  it('prices it off-peak at £30: £35 in all, £1.32 processing fee, £28.83 to the salon', () => {
    expect(priceBooking({ ...facial, date: WEDNESDAY, time: '11:00' })).toEqual({
      originalPricePence: 4500,
      offPeakApplied: true,
      discountAmountPence: 1500,
      platformFeePence: 500,
      finalPricePence: 3500,
      creditsUsedPence: 0,
      cardAmountPence: 3500,
      processingFeePence: 132, // 2.9 % of 3500 = 101.5, rounded up to 102, + 30
      merchantPayoutPence: 2883, // the salon bears 2.9 % of 3000 = 87, + 30 = 117; Lull the other 15p
    });
  });

  it.each([
    ['no credit', 0, 0, 5000],
    ['partial credit (£2)', 200, 200, 4800],
    ['exactly £5 of credit', 500, 500, 4500],
    ['more than £5 available, capped at £5', 1200, 500, 4500],
    ['a negative balance, counted as none', -300, 0, 5000],
  ])('uses %s', (_name, availableCreditPence, credits, card) => {
    const price = priceBooking({ ...facial, availableCreditPence, date: WEDNESDAY, time: '09:00' });
    expect(price.creditsUsedPence).toBe(credits);
    expect(price.cardAmountPence).toBe(card);
    // The processing fee is on the whole amount, however much credits pay.
    expect(price.processingFeePence).toBe(175);
  });

  it('lets credits cover all of a booking whose total is £5 (a free off-peak price)', () => {
    const price = priceBooking({ ...facial, offPeakPricePence: 0, availableCreditPence: 800, date: WEDNESDAY, time: '10:00' });
    expect(price).toMatchObject({ finalPricePence: 500, creditsUsedPence: 500, cardAmountPence: 0, processingFeePence: 45 });
  });

  it.each([
    ['a service of 30p: clamped at 0 (its own processing is 31p)', 30, 0],
    ['a service of 31p: exactly 0', 31, 0],
    ['a service of 32p: 1p', 32, 1],
    ['a free service: clamped at 0', 0, 0],
  ])('pays the merchant never less than nothing: %s', (_name, pricePence, payout) => {
    const price = priceBooking({ ...facial, pricePence, offPeakPricePence: null, date: WEDNESDAY, time: '09:00' });
    expect(price.processingFeePence).toBe(45); // 2.9 % of £5.30 or less rounds to 15p, + 30p
    expect(price.merchantPayoutPence).toBe(payout);
  });

  it.each([
    ['a fractional price', { pricePence: 45.5 }],
    ['a negative price', { pricePence: -100 }],
    ['a fractional credit balance', { availableCreditPence: 1.5 }],
    ['a price that is not a number', { pricePence: Number.NaN }],
  ])('refuses %s', (_name, override) => {
    expect(() => priceBooking({ ...facial, date: WEDNESDAY, time: '09:00', ...override })).toThrow(RangeError);
  });
});

describe('creditsToApply', () => {
  it.each([
    ['no credit', 0, 3500, 0],
    ['partial credit (£2)', 200, 3500, 200],
    ['more than £5 available, capped at £5', 2000, 3500, 500],
    ['credit covering all of a £3 total', 500, 300, 300],
    ['a negative balance', -100, 3500, 0],
  ])('%s', (_name, available, due, used) => {
    expect(creditsToApply(available, due)).toBe(used);
  });
});

describe('processingFee', () => {
  it.each([
    [4500, 161], // 130.5 rounds up to 131, + 30
    [1234, 66], // 35.786 rounds to 36, + 30
    [3500, 132], // 101.5 rounds up to 102, + 30
    [5000, 175], // 145 exactly, + 30
    [500, 45], // 14.5 rounds up to 15, + 30
    [1017, 59], // 29.493 rounds down to 29, + 30
    [1018, 60], // 29.522 rounds up to 30, + 30
    [17, 30], // 0.493 rounds down to 0, + 30
    [0, 30],
  ])('on %ip is %ip', (base, fee) => {
    expect(processingFee(base)).toBe(fee);
  });

  it('refuses a negative or fractional base', () => {
    expect(() => processingFee(-1)).toThrow(RangeError);
    expect(() => processingFee(10.5)).toThrow(RangeError);
  });

  it('is 2.9 % rounded half up plus 30p for every base up to £10,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (base) => {
        const percent = processingFee(base) - 30;
        const exact = (base * 29) / 1000;
        return percent - 0.5 <= exact + 1e-9 && exact < percent + 0.5 - 1e-9;
      }),
    );
  });
});

describe('processingShares (decision 038)', () => {
  it('an £18 treatment: the processor takes 97p on £23; the salon bears 2.9 % of £18 + 30p = 82p, Lull the other 15p', () => {
    expect(processingShares(1800)).toEqual({ totalPence: 97, salonPence: 82, lullPence: 15 });
    expect(priceBooking({ pricePence: 1800, offPeakPricePence: null, date: WEDNESDAY, time: '09:00', availableCreditPence: 0 })).toMatchObject({
      finalPricePence: 2300,
      processingFeePence: 97,
      merchantPayoutPence: 1718,
    });
  });

  it('a £0 service: the salon bears nothing of the 45p, Lull all of it', () => {
    expect(processingShares(0)).toEqual({ totalPence: 45, salonPence: 0, lullPence: 45 });
  });

  it('salon and Lull share what the processor takes; the salon bears the processing on its price, Lull on its £5 (14½p, so 14p or 15p)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (price) => {
        const shares = processingShares(price);
        expect(shares.totalPence).toBe(processingFee(price + PLATFORM_FEE_PENCE));
        expect(shares.salonPence + shares.lullPence).toBe(shares.totalPence);
        // The salon's payout and its processing add up to its price.
        const payout = priceBooking({ pricePence: price, offPeakPricePence: null, date: WEDNESDAY, time: '09:00', availableCreditPence: 0 }).merchantPayoutPence;
        expect(payout + shares.salonPence).toBe(price);
        if (price >= processingFee(price)) {
          expect(shares.salonPence).toBe(processingFee(price));
          expect([14, 15]).toContain(shares.lullPence);
          // Lull's fee, net of the processing on it, is the £5 less 2.9 % of £5 give or take the half penny.
          expect([485, 486]).toContain(PLATFORM_FEE_PENCE - shares.lullPence);
        } else {
          expect(shares.salonPence).toBe(price);
          expect(payout).toBe(0);
        }
      }),
    );
  });
});

describe('cancellationOutcome', () => {
  it('says what came back now (credit) and what our team refunds (card), and nothing it did not do', () => {
    expect(cancellationOutcome({ paid: true, creditsRestoredPence: 300, cardRefundPence: 0 })).toBe('£3.00 of credit is back in your account now.');
    expect(cancellationOutcome({ paid: true, creditsRestoredPence: 0, cardRefundPence: 3839 })).toBe('£38.39 will be refunded to your card by our team shortly.');
    expect(cancellationOutcome({ paid: true, creditsRestoredPence: 300, cardRefundPence: 2539 })).toBe(
      '£3.00 of credit is back in your account now; £25.39 will be refunded to your card by our team shortly.',
    );
    expect(cancellationOutcome({ paid: true, creditsRestoredPence: 0, cardRefundPence: 0 })).toBe('The booking and processing fees are not refundable.');
    expect(cancellationOutcome({ paid: false, creditsRestoredPence: 0, cardRefundPence: 0 })).toBe('Nothing was charged, and the time is free again.');
  });
});

describe('refundForCancellation', () => {
  // £45 at peak paid with £2 credit: £50 in all, £48 by card, £1.75 processing fee.
  const paid = { finalPricePence: 5000, platformFeePence: 500, processingFeePence: 175, creditsUsedPence: 200 };
  const london = (date: string, time: string) => londonInstant(date, time);

  it.each([
    ['a week before', '2026-06-03', '10:00', true],
    ['exactly 24 hours before', '2026-06-09', '10:00', true],
    ['23 hours 59 minutes before', '2026-06-09', '10:01', false],
    ['an hour before', WEDNESDAY, '09:00', false],
    ['at the start', WEDNESDAY, '10:00', false],
    ['after the start', WEDNESDAY, '11:00', false],
  ])('for a booking on a summer Wednesday at 10:00, cancelled %s: eligible %s', (_name, date, time, eligible) => {
    const refund = refundForCancellation({ booking: { ...paid, startsAt: london(WEDNESDAY, '10:00') }, now: london(date, time) });
    expect(refund).toEqual(
      eligible
        ? { eligible: true, creditsRestoredPence: 200, cardRefundPence: 4125 } // 5000 − 500 − 175 − 200
        : { eligible: false, creditsRestoredPence: 0, cardRefundPence: 0 },
    );
  });

  it.each([
    ['refuses 10:00 the day before spring-forward (only 23 real hours)', '2026-03-29', '2026-03-28', '10:00', false],
    ['allows 09:00 the day before spring-forward (24 real hours)', '2026-03-29', '2026-03-28', '09:00', true],
    ['allows 10:00 the day before fall-back (25 real hours)', '2026-10-25', '2026-10-24', '10:00', true],
    ['allows 11:00 the day before fall-back (24 real hours)', '2026-10-25', '2026-10-24', '11:00', true],
    ['refuses 11:01 the day before fall-back (23 h 59 min)', '2026-10-25', '2026-10-24', '11:01', false],
  ])('counts real hours across a clock change: %s', (_name, startDate, nowDate, nowTime, eligible) => {
    const refund = refundForCancellation({
      booking: { ...paid, startsAt: london(startDate, '10:00') },
      now: london(nowDate, nowTime),
    });
    expect(refund.eligible).toBe(eligible);
  });

  it.each([
    ['paid all by card', { creditsUsedPence: 0 }, 0, 4325],
    ['paid with £5 of credit', { creditsUsedPence: 500 }, 500, 3825],
    [
      'a £5 total paid all by credit: the credit comes back, nothing to the card',
      { finalPricePence: 500, processingFeePence: 45, creditsUsedPence: 500 },
      500,
      0,
    ],
    ['a £5 total paid by card: the fees take it all, never below 0', { finalPricePence: 500, processingFeePence: 45, creditsUsedPence: 0 }, 0, 0],
  ])('refunds a booking %s', (_name, override, credits, card) => {
    const booking = { ...paid, ...override, startsAt: london(WEDNESDAY, '10:00') };
    expect(refundForCancellation({ booking, now: london('2026-06-01', '10:00') })).toEqual({
      eligible: true,
      creditsRestoredPence: credits,
      cardRefundPence: card,
    });
  });
});

describe('pricing properties', () => {
  const dates = fc.integer({ min: 0, max: 400 }).map((offset) => addDaysToDate('2026-01-01', offset));
  const times = fc.integer({ min: 0, max: 1439 }).map(timeOf);
  const offPeakPrice = fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null });

  it('balances for every price up to £500, off-peak or not, and every credit balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        offPeakPrice,
        dates,
        times,
        fc.integer({ min: -1000, max: 100_000 }),
        (pricePence, offPeakPricePence, date, time, availableCreditPence) => {
          const p = priceBooking({ pricePence, offPeakPricePence, date, time, availableCreditPence });
          // The customer pays the final price, split between credits and card.
          expect(p.creditsUsedPence + p.cardAmountPence).toBe(p.finalPricePence);
          expect(p.creditsUsedPence).toBeGreaterThanOrEqual(0);
          expect(p.creditsUsedPence).toBeLessThanOrEqual(Math.min(500, Math.max(0, availableCreditPence)));
          expect(p.cardAmountPence).toBeGreaterThanOrEqual(0);
          expect(p.finalPricePence).toBe(p.originalPricePence - p.discountAmountPence + p.platformFeePence);
          expect(p.merchantPayoutPence).toBeGreaterThanOrEqual(0);
          // Every penny of it goes to the salon, the platform or the card processor.
          const shares = processingShares(p.originalPricePence - p.discountAmountPence);
          expect(p.processingFeePence).toBe(shares.totalPence);
          expect(p.merchantPayoutPence + shares.salonPence).toBe(p.originalPricePence - p.discountAmountPence);
          expect(p.merchantPayoutPence + (p.platformFeePence - shares.lullPence) + p.processingFeePence).toBe(p.finalPricePence);
        },
      ),
    );
  });

  it('never refunds more than was paid by card, nor restores more credit than was used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        offPeakPrice,
        dates,
        times,
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: -72 * 60, max: 72 * 60 }),
        (pricePence, offPeakPricePence, date, time, availableCreditPence, minutesBefore) => {
          const p = priceBooking({ pricePence, offPeakPricePence, date, time, availableCreditPence });
          const startsAt = londonInstant(date, time);
          const now = new Date(startsAt.getTime() - minutesBefore * 60_000);
          const refund = refundForCancellation({ booking: { ...p, startsAt }, now });
          expect(refund.eligible).toBe(minutesBefore >= 24 * 60);
          expect(refund.cardRefundPence).toBeGreaterThanOrEqual(0);
          expect(refund.cardRefundPence).toBeLessThanOrEqual(p.cardAmountPence);
          expect(refund.creditsRestoredPence).toBe(refund.eligible ? p.creditsUsedPence : 0);
        },
      ),
    );
  });
});

describe('refundForBusinessClosure', () => {
  it.each([
    { case: 'paid by card alone', finalPricePence: 5000, creditsUsedPence: 0, card: 5000 },
    { case: 'paid with £2 credit and the rest by card', finalPricePence: 5000, creditsUsedPence: 200, card: 4800 },
    { case: 'paid with credit alone', finalPricePence: 500, creditsUsedPence: 500, card: 0 },
  ])('gives everything back, booking and processing fees too, when $case', ({ finalPricePence, creditsUsedPence, card }) => {
    expect(refundForBusinessClosure({ finalPricePence, creditsUsedPence })).toEqual({ eligible: true, creditsRestoredPence: creditsUsedPence, cardRefundPence: card });
  });
});
