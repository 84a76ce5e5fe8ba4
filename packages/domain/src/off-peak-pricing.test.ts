import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonInstant } from './london-time';
import {
  type MerchantOffPeakPricing,
  type OffPeakSchedule,
  lowestOffPeakPrice,
  merchantOffPeakPricing,
  offPeakPriceAt,
  percentOff,
  percentageDiscount,
} from './off-peak';
import { priceBooking } from './pricing';

// Wednesday 2026-06-10; the clocks go forward on Sunday 2026-03-29 and back on Sunday 2026-10-25.
const WEDNESDAY = '2026-06-10';
const THURSDAY = '2026-06-11';
const SPRING_FORWARD = '2026-03-29';
const FALL_BACK = '2026-10-25';

const schedule = (dayOfWeek: OffPeakSchedule['dayOfWeek'], start: string, end: string, discountPercentage = 20, isActive = true) => ({
  dayOfWeek,
  start,
  end,
  discountPercentage,
  isActive,
});

const percentage = (schedules: ReturnType<typeof schedule>[], affected = true) =>
  merchantOffPeakPricing({ affected, schedules, mode: 'percentage', fixedPricePence: null });

/** A £45 treatment whose own off-peak price is £30 (the default rule's). */
const facial = { pricePence: 4500, offPeakPricePence: 3000 };

describe('merchantOffPeakPricing: which services the schedules price', () => {
  it('is null for a service that is not affected: the default windows with its own off-peak price stay', () => {
    const pricing = percentage([schedule(3, '09:00', '10:00')], false);
    expect(pricing).toBeNull();
    expect(offPeakPriceAt({ ...facial, merchantPricing: pricing }, WEDNESDAY, '11:00')).toEqual({ pricePence: 3000, offPeak: true });
    expect(offPeakPriceAt({ ...facial, merchantPricing: pricing }, WEDNESDAY, '09:00')).toEqual({ pricePence: 4500, offPeak: false });
  });

  it('ignores inactive schedules, and is null when none is active', () => {
    expect(percentage([schedule(3, '09:00', '10:00', 20, false)])).toBeNull();
    const pricing = percentage([schedule(3, '09:00', '10:00', 20), schedule(3, '16:00', '17:00', 50, false)]);
    expect(pricing?.schedules).toEqual([{ dayOfWeek: 3, start: '09:00', end: '10:00', discountPercentage: 20 }]);
    expect(offPeakPriceAt({ ...facial, merchantPricing: pricing }, WEDNESDAY, '16:00')).toEqual({ pricePence: 4500, offPeak: false });
  });
});

describe('offPeakPriceAt: percentage mode', () => {
  const pricing = percentage([schedule(3, '09:00', '11:00', 20)]);

  it.each([
    ['before the window', '08:59', 4500, false],
    ['at its start (inclusive)', '09:00', 3600, true],
    ['inside it', '10:30', 3600, true],
    ['one minute before its end', '10:59', 3600, true],
    ['at its end (exclusive)', '11:00', 4500, false],
    // 12:00 on a Wednesday is in Lull's default hours, but the merchant's windows replace them.
    ['in a default window only', '12:00', 4500, false],
  ])('%s: %s', (_name, time, pricePence, offPeak) => {
    expect(offPeakPriceAt({ ...facial, merchantPricing: pricing }, WEDNESDAY, time)).toEqual({ pricePence, offPeak });
  });

  it('only on the window’s own day', () => {
    expect(offPeakPriceAt({ ...facial, merchantPricing: pricing }, THURSDAY, '09:30')).toEqual({ pricePence: 4500, offPeak: false });
  });

  it('applies to a service without an off-peak price of its own', () => {
    expect(offPeakPriceAt({ pricePence: 4500, offPeakPricePence: null, merchantPricing: pricing }, WEDNESDAY, '09:30').pricePence).toBe(3600);
  });

  it.each([
    [1999, 5, 100], // 99.95p → £1.00
    [1990, 5, 100], // 99.5p → £1.00, half up
    [1989, 5, 99], // 99.45p → 99p
    [2500, 15, 375],
    [2550, 15, 383], // 382.5p → 383p
    [1, 50, 1], // 0.5p → 1p
    [1, 5, 0],
    [0, 50, 0],
  ])('rounds %ip × %i %% half up to the penny: %ip off', (pricePence, percent, discount) => {
    expect(percentageDiscount(pricePence, percent)).toBe(discount);
  });

  it('is always whole pence, never below half the price, and the same as rounding the exact discount half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 5, max: 50 }), (pricePence, percent) => {
        const discount = percentageDiscount(pricePence, percent);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBe(Math.floor((pricePence * percent) / 100 + 0.5 + 1e-9));
        expect(pricePence - discount).toBeGreaterThanOrEqual(Math.floor(pricePence / 2));
      }),
    );
  });

  it('a discount that rounds to nothing is no off-peak price', () => {
    const tiny = percentage([schedule(3, '09:00', '11:00', 5)]);
    expect(offPeakPriceAt({ pricePence: 5, offPeakPricePence: null, merchantPricing: tiny }, WEDNESDAY, '09:00')).toEqual({ pricePence: 5, offPeak: false });
  });
});

describe('offPeakPriceAt: overlapping windows', () => {
  it('take the bigger discount where they overlap', () => {
    const pricing = percentage([schedule(3, '09:00', '12:00', 10), schedule(3, '10:00', '11:00', 30), schedule(3, '10:30', '13:00', 25)]);
    const at = (time: string) => offPeakPriceAt({ ...facial, merchantPricing: pricing }, WEDNESDAY, time).pricePence;
    expect(at('09:30')).toBe(4050); // 10 %
    expect(at('10:00')).toBe(3150); // 30 % beats 10 %
    expect(at('10:45')).toBe(3150); // 30 % beats 25 % and 10 %
    expect(at('11:00')).toBe(3375); // 25 % (the 30 % window has ended)
    expect(at('12:30')).toBe(3375);
    expect(at('13:00')).toBe(4500);
  });
});

describe('offPeakPriceAt: fixed mode', () => {
  const fixed = (fixedPricePence: number | null) =>
    merchantOffPeakPricing({ affected: true, schedules: [schedule(3, '09:00', '11:00', 20)], mode: 'fixed', fixedPricePence });

  it("charges the service's fixed price inside a window, whatever the schedule's percentage, and the price outside", () => {
    expect(offPeakPriceAt({ ...facial, merchantPricing: fixed(2500) }, WEDNESDAY, '09:00')).toEqual({ pricePence: 2500, offPeak: true });
    expect(offPeakPriceAt({ ...facial, merchantPricing: fixed(2500) }, WEDNESDAY, '11:00')).toEqual({ pricePence: 4500, offPeak: false });
    expect(offPeakPriceAt({ ...facial, merchantPricing: fixed(2500) }, WEDNESDAY, '12:00')).toEqual({ pricePence: 4500, offPeak: false });
  });

  it.each([
    ['1p, the least allowed', 1, 1],
    ['just under the price', 4499, 4499],
    ['the price itself: no discount', 4500, 4500],
    ['above the price: no discount', 5000, 4500],
    ['0: no discount', 0, 4500],
    ['none set: no discount', null, 4500],
  ])('a fixed price of %s', (_name, fixedPricePence, pricePence) => {
    expect(offPeakPriceAt({ ...facial, merchantPricing: fixed(fixedPricePence) }, WEDNESDAY, '10:00').pricePence).toBe(pricePence);
  });
});

describe('offPeakPriceAt: clock changes (London wall clock, whatever the machine’s zone)', () => {
  const sundays = percentage([schedule(0, '00:00', '01:00', 10), schedule(0, '09:00', '12:00', 30)]);

  it.each([
    [SPRING_FORWARD, '00:30', 4050],
    [SPRING_FORWARD, '09:00', 3150],
    [SPRING_FORWARD, '11:59', 3150],
    [SPRING_FORWARD, '12:00', 4500],
    [FALL_BACK, '00:30', 4050],
    [FALL_BACK, '09:00', 3150],
    [FALL_BACK, '11:59', 3150],
    [FALL_BACK, '12:00', 4500],
  ])('%s at %s costs %ip', (date, time, pricePence) => {
    expect(offPeakPriceAt({ ...facial, merchantPricing: sundays }, date, time).pricePence).toBe(pricePence);
  });

  it('the wall clock decides, not UTC: 09:00 London is 08:00 UTC in summer, 09:00 UTC in winter', () => {
    expect(londonInstant(SPRING_FORWARD, '09:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(londonInstant(FALL_BACK, '09:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });
});

describe('lowestOffPeakPrice: the "from" price, the badge and the filters', () => {
  it('is the biggest discount of the active windows, the fixed price, or the own off-peak price', () => {
    expect(lowestOffPeakPrice({ ...facial, merchantPricing: percentage([schedule(1, '09:00', '10:00', 10), schedule(2, '09:00', '10:00', 40)]) })).toBe(2700);
    const fixed: MerchantOffPeakPricing = { mode: 'fixed', schedules: [{ dayOfWeek: 1, start: '09:00', end: '10:00', discountPercentage: 20 }], fixedPricePence: 3900 };
    expect(lowestOffPeakPrice({ ...facial, merchantPricing: fixed })).toBe(3900);
    expect(lowestOffPeakPrice({ ...facial, merchantPricing: { ...fixed, fixedPricePence: null } })).toBeNull();
    expect(lowestOffPeakPrice(facial)).toBe(3000);
    expect(lowestOffPeakPrice({ pricePence: 4500, offPeakPricePence: null })).toBeNull();
    expect(percentOff(4500, lowestOffPeakPrice({ ...facial, merchantPricing: percentage([schedule(1, '09:00', '10:00', 40)]) }))).toBe(40);
  });
});

describe('priceBooking with merchant schedules', () => {
  it('charges the window’s discount and the fee on top', () => {
    const merchantPricing = percentage([schedule(3, '09:00', '11:00', 25)]);
    expect(priceBooking({ ...facial, merchantPricing, date: WEDNESDAY, time: '09:00', availableCreditPence: 0 })).toMatchObject({
      originalPricePence: 4500,
      offPeakApplied: true,
      discountAmountPence: 1125,
      finalPricePence: 3875,
    });
    expect(priceBooking({ ...facial, merchantPricing, date: WEDNESDAY, time: '12:00', availableCreditPence: 0 })).toMatchObject({
      offPeakApplied: false,
      discountAmountPence: 0,
      finalPricePence: 5000,
    });
  });

  it('agrees with offPeakPriceAt for every start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 5, max: 50 }),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 0, max: 6 }),
        (pricePence, percent, halfHour, dayOffset) => {
          const merchantPricing = percentage([schedule(3, '09:00', '17:00', percent), schedule(0, '10:00', '12:00', 50)]);
          const time = `${String(Math.floor(halfHour / 2)).padStart(2, '0')}:${halfHour % 2 ? '30' : '00'}`;
          const date = `2026-06-${String(10 + dayOffset).padStart(2, '0')}`;
          const price = priceBooking({ pricePence, offPeakPricePence: null, merchantPricing, date, time, availableCreditPence: 0 });
          const atStart = offPeakPriceAt({ pricePence, offPeakPricePence: null, merchantPricing }, date, time);
          expect(price.originalPricePence - price.discountAmountPence).toBe(atStart.pricePence);
          expect(price.offPeakApplied).toBe(atStart.offPeak);
        },
      ),
    );
  });
});
