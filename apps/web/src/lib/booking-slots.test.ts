import { describe, expect, it } from 'vitest';

import { DEFAULT_WINDOWS_DTO } from '@/test/catalogue-fixtures';
import { bookingHref, isOffPeakSlot, slotDayHeading, slotLabel, slotPrice, todayInLondon } from './booking-slots';

// 2026-11-23 is a Monday.
const today = '2026-11-23';

describe('next-time chip labels', () => {
  it.each([
    ['2026-11-23', '14:30', 'Today 14:30'],
    ['2026-11-24', '10:00', 'Tomorrow 10:00'],
    ['2026-11-25', '09:30', 'Wed 09:30'],
    ['2026-11-29', '18:00', 'Sun 18:00'],
    ['2026-11-30', '10:00', 'Mon 30 Nov 10:00'],
    ['2026-12-08', '10:00', 'Tue 8 Dec 10:00'],
  ])('names %s %s as %s', (date, time, label) => {
    expect(slotLabel({ date, time }, today)).toBe(label);
  });

  it('adds the date once the weekday alone would be ambiguous (a week or more away)', () => {
    expect(slotLabel({ date: '2026-11-29', time: '10:00' }, today)).toBe('Sun 10:00');
    expect(slotLabel({ date: '2026-11-30', time: '10:00' }, today)).toBe('Mon 30 Nov 10:00');
  });

  it('heads a day of the business page with the full weekday', () => {
    expect(slotDayHeading('2026-11-23', today)).toBe('Today');
    expect(slotDayHeading('2026-11-24', today)).toBe('Tomorrow');
    expect(slotDayHeading('2026-11-25', today)).toBe('Wednesday 25 Nov');
  });

  it('reads today in London, not in the machine’s zone', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('booking links', () => {
  it('opens the booking page, with the chosen start when there is one', () => {
    expect(bookingHref('abc')).toBe('/booking/abc');
    expect(bookingHref('abc', { date: '2026-11-24', time: '14:30' })).toBe('/booking/abc?date=2026-11-24&time=14:30');
    expect(bookingHref('abc', undefined, { from: 'merchant' })).toBe('/booking/abc?from=merchant');
    expect(bookingHref('abc', { date: '2026-11-24', time: '14:30' }, { from: 'merchant' })).toBe('/booking/abc?date=2026-11-24&time=14:30&from=merchant');
  });
});

describe('which times get the off-peak price', () => {
  const prices = { price: 32, off_peak_price: 22, off_peak_windows: DEFAULT_WINDOWS_DTO, off_peak_pricing: null };
  it.each([
    ['Monday 10:00', '2026-11-23', '10:00', true],
    ['Monday 14:30', '2026-11-23', '14:30', true],
    ['Monday 15:00', '2026-11-23', '15:00', false],
    ['Monday 09:30', '2026-11-23', '09:30', false],
    ['Sunday 11:00', '2026-11-22', '11:00', false],
    ['Sunday 18:00', '2026-11-22', '18:00', true],
  ])('%s: %s', (_, date, time, expected) => {
    expect(isOffPeakSlot(prices, { date, time })).toBe(expected);
  });

  it('never for a service without an off-peak price below its price', () => {
    expect(isOffPeakSlot({ ...prices, off_peak_price: null }, { date: '2026-11-23', time: '10:00' })).toBe(false);
    expect(isOffPeakSlot({ ...prices, off_peak_price: 32 }, { date: '2026-11-23', time: '10:00' })).toBe(false);
  });

  it("follows the merchant's own schedules and discount the API sends", () => {
    const earlyMondays = {
      ...prices,
      off_peak_windows: [{ day_of_week: 1, start_time: '08:00', end_time: '09:00' }],
      off_peak_pricing: { mode: 'percentage' as const, schedules: [{ day_of_week: 1, start_time: '08:00', end_time: '09:00', discount_percentage: 25 }], fixed_price: null },
    };
    expect(isOffPeakSlot(earlyMondays, { date: '2026-11-23', time: '08:30' })).toBe(true);
    expect(slotPrice(earlyMondays, { date: '2026-11-23', time: '08:30' })).toEqual({ pricePence: 2400, offPeak: true });
    expect(isOffPeakSlot(earlyMondays, { date: '2026-11-23', time: '10:00' })).toBe(false);
    expect(slotPrice(earlyMondays, { date: '2026-11-23', time: '10:00' })).toEqual({ pricePence: 3200, offPeak: false });
  });
});
