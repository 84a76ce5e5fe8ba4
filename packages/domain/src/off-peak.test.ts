import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFF_PEAK_HOURS,
  DEFAULT_OFF_PEAK_WINDOWS,
  describeOffPeakWindows,
  hasOffPeakPrice,
  isInOffPeakWindow,
  maxPercentOff,
  offPeakApplies,
  offPeakOverlaps,
  offPeakPriceAt,
  offPeakWindowsFor,
  percentOff,
} from './off-peak';
import { type Weekday, minutesOf, timeOf } from './london-time';

// Wednesday 2026-06-10, Saturday 2026-06-13, Sunday 2026-06-14.
const WEDNESDAY = '2026-06-10';
const SATURDAY = '2026-06-13';
const SUNDAY = '2026-06-14';

describe('off-peak windows in words', () => {
  it("say what Lull's standard off-peak hours are, from the default windows", () => {
    expect(DEFAULT_OFF_PEAK_HOURS).toBe('Monday to Friday 10:00–15:00; Saturday and Sunday 18:00–22:00');
  });

  it('group days with the same hours, Monday first, and name a gap in a run', () => {
    const at = (dayOfWeek: Weekday, start: string, end: string) => ({ dayOfWeek, start, end });
    expect(describeOffPeakWindows([at(0, '09:00', '11:00'), at(1, '09:00', '11:00'), at(3, '09:00', '11:00'), at(3, '14:00', '16:00')])).toBe(
      'Monday, Wednesday and Sunday 09:00–11:00; Wednesday 14:00–16:00',
    );
    expect(describeOffPeakWindows([])).toBe('');
  });
});

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

describe('offPeakOverlaps (decision 039)', () => {
  const slot = (dayOfWeek: Weekday, start: string, end: string, discountPercentage: number, isActive = true) => ({ dayOfWeek, start, end, discountPercentage, isActive });

  it('finds Tuesday 09–11 at 20% and 10–12 at 50% overlapping 10–11, where the bigger discount applies', () => {
    expect(offPeakOverlaps([slot(2, '09:00', '11:00', 20), slot(2, '10:00', '12:00', 50)], 'percentage')).toEqual([
      {
        dayOfWeek: 2,
        start: '10:00',
        end: '11:00',
        windows: [0, 1],
        percentages: [20, 50],
        appliedPercentage: 50,
        message: 'Tuesday 10:00–11:00 is in two of your slots (20% and 50% off): a booking starting then gets 50% off, the biggest discount.',
      },
    ]);
  });

  it('splits where a third window joins, ignores inactive windows, windows that only touch and other days', () => {
    const overlaps = offPeakOverlaps(
      [slot(1, '09:00', '17:00', 10), slot(1, '12:00', '14:00', 30), slot(1, '13:00', '15:00', 20), slot(1, '17:00', '18:00', 50), slot(1, '09:00', '10:00', 40, false), slot(3, '12:00', '13:00', 30)],
      'percentage',
    );
    expect(overlaps.map(({ start, end, windows, appliedPercentage }) => [start, end, windows, appliedPercentage])).toEqual([
      ['12:00', '13:00', [0, 1], 30],
      ['13:00', '14:00', [0, 1, 2], 30],
      ['14:00', '15:00', [0, 2], 20],
    ]);
    expect(overlaps[1]!.message).toBe('Monday 13:00–14:00 is in three of your slots (10%, 20% and 30% off): a booking starting then gets 30% off, the biggest discount.');
  });

  it('says an overlap of equal discounts, or in fixed mode, changes nothing', () => {
    expect(offPeakOverlaps([slot(6, '09:00', '18:00', 20), slot(6, '12:00', '14:00', 20)], 'percentage')[0]!.message).toBe(
      'Saturday 12:00–14:00 is in two of your slots, all at 20% off: a booking starting then gets 20% off, once.',
    );
    expect(offPeakOverlaps([slot(0, '09:00', '11:00', 20), slot(0, '10:00', '12:00', 50)], 'fixed')[0]!.message).toBe(
      'Sunday 10:00–11:00 is in two of your slots: with fixed prices each service has one off-peak price, so a booking starting then pays it once.',
    );
  });

  it('states the discount the price actually gets at every half-hour start in an overlap', () => {
    const window = fc.record({
      dayOfWeek: fc.constantFrom<Weekday>(1, 2),
      from: fc.integer({ min: 0, max: 46 }),
      length: fc.integer({ min: 1, max: 8 }),
      discountPercentage: fc.integer({ min: 5, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(window, { minLength: 2, maxLength: 5 }), (drawn) => {
        const schedules = drawn.map(({ dayOfWeek, from, length, discountPercentage }) => ({
          dayOfWeek,
          start: timeOf(from * 30),
          end: timeOf(Math.min(47, from + length) * 30),
          discountPercentage,
        }));
        const pricing = { mode: 'percentage' as const, schedules, fixedPricePence: null };
        for (const overlap of offPeakOverlaps(schedules, 'percentage')) {
          // 2026-11-30 is a Monday, 2026-12-01 a Tuesday.
          const date = overlap.dayOfWeek === 1 ? '2026-11-30' : '2026-12-01';
          for (let minute = minutesOf(overlap.start); minute < minutesOf(overlap.end); minute += 30) {
            const { pricePence } = offPeakPriceAt({ pricePence: 10_000, offPeakPricePence: null, merchantPricing: pricing }, date, timeOf(minute));
            expect(pricePence).toBe(10_000 - overlap.appliedPercentage * 100);
          }
        }
      }),
    );
  });
});
