import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFF_PEAK_WINDOWS,
  hasOffPeakPrice,
  isInOffPeakWindow,
  maxPercentOff,
  offPeakApplies,
  offPeakWindowsFor,
  percentOff,
} from './off-peak';

// Wednesday 2026-06-10, Saturday 2026-06-13, Sunday 2026-06-14.
const WEDNESDAY = '2026-06-10';
const SATURDAY = '2026-06-13';
const SUNDAY = '2026-06-14';

describe('default off-peak windows', () => {
  it('are Monday to Friday 10:00-15:00 and Saturday and Sunday 18:00-22:00', () => {
    expect(DEFAULT_OFF_PEAK_WINDOWS.map((w) => `${w.dayOfWeek} ${w.start}-${w.end}`).sort()).toEqual([
      '0 18:00-22:00',
      '1 10:00-15:00',
      '2 10:00-15:00',
      '3 10:00-15:00',
      '4 10:00-15:00',
      '5 10:00-15:00',
      '6 18:00-22:00',
    ]);
  });

  it.each([
    [WEDNESDAY, '09:59', false],
    [WEDNESDAY, '10:00', true],
    [WEDNESDAY, '14:59', true],
    [WEDNESDAY, '15:00', false],
    [WEDNESDAY, '19:00', false],
    ['2026-06-08', '10:00', true], // Monday
    ['2026-06-12', '14:30', true], // Friday
    [SATURDAY, '10:00', false],
    [SATURDAY, '17:59', false],
    [SATURDAY, '18:00', true],
    [SATURDAY, '21:59', true],
    [SATURDAY, '22:00', false],
    [SUNDAY, '17:59', false],
    [SUNDAY, '18:00', true],
    [SUNDAY, '21:59', true],
    [SUNDAY, '22:00', false],
    [SUNDAY, '12:00', false],
    ['2026-03-29', '18:00', true], // the spring-forward Sunday is still a Sunday
    ['2026-10-25', '21:59', true], // and so is the fall-back one
  ])('%s %s is off-peak: %s', (date, time, expected) => {
    expect(isInOffPeakWindow(DEFAULT_OFF_PEAK_WINDOWS, date, time)).toBe(expected);
  });

  it('checks any list of windows, end exclusive', () => {
    const windows = [{ dayOfWeek: 3 as const, start: '08:00', end: '09:00' }];
    expect(isInOffPeakWindow(windows, WEDNESDAY, '08:00')).toBe(true);
    expect(isInOffPeakWindow(windows, WEDNESDAY, '09:00')).toBe(false);
    expect(isInOffPeakWindow(windows, '2026-06-11', '08:00')).toBe(false);
    expect(isInOffPeakWindow([], WEDNESDAY, '08:00')).toBe(false);
  });
});

describe('offPeakApplies', () => {
  it.each([
    ['an off-peak price below the price, in a window', 4500, 3000, WEDNESDAY, '10:00', true],
    ['outside a window', 4500, 3000, WEDNESDAY, '15:00', false],
    ['a Saturday morning', 4500, 3000, SATURDAY, '10:00', false],
    ['a Saturday evening', 4500, 3000, SATURDAY, '18:00', true],
    ['no off-peak price', 4500, null, WEDNESDAY, '10:00', false],
    ['an undefined off-peak price', 4500, undefined, WEDNESDAY, '10:00', false],
    ['an off-peak price equal to the price', 4500, 4500, WEDNESDAY, '10:00', false],
    ['an off-peak price above the price', 4500, 5000, WEDNESDAY, '10:00', false],
    ['a free off-peak price', 4500, 0, WEDNESDAY, '10:00', true],
    ['a negative off-peak price', 4500, -100, WEDNESDAY, '10:00', false],
  ])('%s: %s', (_name, pricePence, offPeakPricePence, date, time, expected) => {
    expect(offPeakApplies({ pricePence, offPeakPricePence, date, time })).toBe(expected);
  });

  it("uses the merchant's windows instead of the default ones when it has any", () => {
    const earlyWednesdays = [{ dayOfWeek: 3 as const, start: '08:00', end: '09:00' }];
    const merchantPricing = { mode: 'percentage' as const, schedules: earlyWednesdays.map((w) => ({ ...w, discountPercentage: 20 })), fixedPricePence: null };
    expect(offPeakWindowsFor(null)).toBe(DEFAULT_OFF_PEAK_WINDOWS);
    expect(offPeakWindowsFor(merchantPricing)).toEqual(earlyWednesdays);
    const facial = { pricePence: 4500, offPeakPricePence: 3000, merchantPricing };
    expect(offPeakApplies({ ...facial, date: WEDNESDAY, time: '08:30' })).toBe(true);
    expect(offPeakApplies({ ...facial, date: WEDNESDAY, time: '10:00' })).toBe(false);
  });

  it('hasOffPeakPrice needs a price set and below the price', () => {
    expect(hasOffPeakPrice({ pricePence: 4500, offPeakPricePence: 3000 })).toBe(true);
    expect(hasOffPeakPrice({ pricePence: 4500, offPeakPricePence: 4500 })).toBe(false);
    expect(hasOffPeakPrice({ pricePence: 4500, offPeakPricePence: null })).toBe(false);
  });
});

describe('percentOff', () => {
  it.each([
    [4500, 3000, 33],
    [4000, 3000, 25],
    [3000, 2000, 33],
    [6000, 3000, 50],
    [3000, 1000, 67],
    [4000, 3900, 3], // 2.5 % rounds half up
    [8000, 7800, 3], // 2.5 %
    [8000, 7000, 13], // 12.5 %
    [1000, 975, 3], // 2.5 %
    [1000, 985, 2], // 1.5 % rounds up too
    [1000, 995, 1], // 0.5 %
    [1000, 996, 0], // 0.4 %
    [2000, 0, 100],
    [4500, 4500, 0],
    [4500, 5000, 0],
    [4500, null, 0],
    [0, 0, 0], // a free service: no division by zero
  ])('%ip down to %sp is %i%% off', (price, offPeak, percent) => {
    expect(percentOff(price, offPeak)).toBe(percent);
  });

  it('is the rounded-half-up percentage for every pair of prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (price, offPeak) => {
        fc.pre(offPeak < price);
        const exact = ((price - offPeak) * 100) / price;
        const percent = percentOff(price, offPeak);
        // Within half a percent, and a tie (x.5) always goes up.
        return percent - 0.5 <= exact + 1e-9 && exact < percent + 0.5 + 1e-9 && percent >= 0 && percent <= 100;
      }),
    );
  });
});

describe('maxPercentOff', () => {
  it('is the biggest badge among the services', () => {
    expect(
      maxPercentOff([
        { pricePence: 4000, offPeakPricePence: 3000 },
        { pricePence: 4500, offPeakPricePence: 3000 },
        { pricePence: 5000, offPeakPricePence: null },
      ]),
    ).toBe(33);
  });

  it('is 0 without services or discounts', () => {
    expect(maxPercentOff([])).toBe(0);
    expect(maxPercentOff([{ pricePence: 5000, offPeakPricePence: null }])).toBe(0);
  });
});
