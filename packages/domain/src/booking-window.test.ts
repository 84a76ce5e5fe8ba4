import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, isInBookingWindow, lastBookableDate } from './booking-window';

describe('booking window', () => {
  it('is fourteen dates from today', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(14);
    expect(lastBookableDate('2026-11-24')).toBe('2026-12-07');
  });

  it.each([
    ['2026-11-23', false], // yesterday
    ['2026-11-24', true], // today
    ['2026-12-07', true], // the 14th date
    ['2026-12-08', false],
  ])('%s from 2026-11-24 → %s', (date, expected) => {
    expect(isInBookingWindow(date, '2026-11-24')).toBe(expected);
  });

  it('crosses the autumn clock change by dates, not hours', () => {
    expect(lastBookableDate('2026-10-20')).toBe('2026-11-02');
  });
});
