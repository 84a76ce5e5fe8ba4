import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_DAYS,
  analyticsMessages,
  averagePence,
  datesOfPeriod,
  daysInPeriod,
  fillDays,
  londonDayOf,
  percentOf,
  periodInstants,
  resolvePeriod,
} from './analytics';

describe('resolvePeriod', () => {
  const today = '2026-11-24';

  it('defaults to the last 30 London days, today included', () => {
    expect(resolvePeriod({}, today)).toEqual({ ok: true, period: { from: '2026-10-26', to: '2026-11-24' } });
  });

  it('fills in a missing end with today and a missing start with the 30 days before the end', () => {
    expect(resolvePeriod({ from: '2026-11-01' }, today)).toEqual({ ok: true, period: { from: '2026-11-01', to: today } });
    expect(resolvePeriod({ to: '2026-03-31' }, today)).toEqual({ ok: true, period: { from: '2026-03-02', to: '2026-03-31' } });
    // A start after today alone is a one-day period, not a refusal of something the caller did not send.
    expect(resolvePeriod({ from: '2026-12-01' }, today)).toEqual({ ok: true, period: { from: '2026-12-01', to: '2026-12-01' } });
  });

  it('accepts one day and exactly the longest period', () => {
    expect(resolvePeriod({ from: today, to: today }, today)).toEqual({ ok: true, period: { from: today, to: today } });
    expect(resolvePeriod({ from: '2024-01-01', to: '2024-12-31' }, today)).toEqual({ ok: true, period: { from: '2024-01-01', to: '2024-12-31' } });
  });

  it('refuses dates that are not real, a start after the end and a period over the cap, on the field', () => {
    expect(resolvePeriod({ from: '2026-02-30' }, today)).toEqual({ ok: false, error: analyticsMessages.fromDate, fields: { from: analyticsMessages.fromDate } });
    expect(resolvePeriod({ from: '2026-01-01', to: 'tomorrow' }, today)).toEqual({ ok: false, error: analyticsMessages.toDate, fields: { to: analyticsMessages.toDate } });
    expect(resolvePeriod({ from: '2026-11-02', to: '2026-11-01' }, today)).toEqual({ ok: false, error: analyticsMessages.order, fields: { from: analyticsMessages.order } });
    expect(resolvePeriod({ from: '2024-01-01', to: '2025-01-01' }, today)).toEqual({ ok: false, error: analyticsMessages.tooLong, fields: { from: analyticsMessages.tooLong } });
  });
});

describe('London days across the clock changes', () => {
  it('counts calendar days, whatever their length', () => {
    // 29 March 2026 has 23 hours, 25 October 2026 has 25: each is still one day.
    expect(daysInPeriod({ from: '2026-03-29', to: '2026-03-29' })).toBe(1);
    expect(daysInPeriod({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(daysInPeriod({ from: '2026-10-24', to: '2026-10-26' })).toBe(3);
    expect(daysInPeriod({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(ANALYTICS_MAX_DAYS).toBe(366);
  });

  it('lists every date of the period in order', () => {
    expect(datesOfPeriod({ from: '2026-10-24', to: '2026-10-27' })).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
  });

  it('covers London midnight to London midnight: 23 hours on the spring day, 25 on the autumn one', () => {
    const spring = periodInstants({ from: '2026-03-29', to: '2026-03-29' });
    expect(spring.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const autumn = periodInstants({ from: '2026-10-25', to: '2026-10-25' });
    expect(autumn.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('puts an instant on its London day, not its UTC day', () => {
    // 23:30 UTC in summer is 00:30 the next day in London; in winter it is the same day.
    expect(londonDayOf(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonDayOf(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
    // The second 01:30 of 25 October (01:30Z, GMT) is still 25 October.
    expect(londonDayOf(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(londonDayOf(new Date('2026-10-25T23:59:00Z'))).toBe('2026-10-25');
    expect(londonDayOf(new Date('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
  });
});

describe('fillDays', () => {
  it('gives every day of the period, with zeros where nothing happened', () => {
    const rows = new Map([['2026-03-29', { bookingsMade: 3, paidBookings: 2, revenuePence: 1000 }]]);
    expect(fillDays({ from: '2026-03-28', to: '2026-03-30' }, rows)).toEqual([
      { date: '2026-03-28', bookingsMade: 0, paidBookings: 0, revenuePence: 0 },
      { date: '2026-03-29', bookingsMade: 3, paidBookings: 2, revenuePence: 1000 },
      { date: '2026-03-30', bookingsMade: 0, paidBookings: 0, revenuePence: 0 },
    ]);
  });

  it('leaves out rows outside the period', () => {
    const rows = new Map([['2026-03-27', { bookingsMade: 1, paidBookings: 1, revenuePence: 500 }]]);
    expect(fillDays({ from: '2026-03-28', to: '2026-03-28' }, rows)).toEqual([{ date: '2026-03-28', bookingsMade: 0, paidBookings: 0, revenuePence: 0 }]);
  });
});

describe('percentOf and averagePence', () => {
  it('is a percentage with one decimal, rounded half up', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 2000)).toBe(0.1);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });

  it('is null, not 0 %, when there is nothing to divide by', () => {
    expect(percentOf(0, 0)).toBeNull();
  });

  it('averages in whole pence, half up, and is null without bookings', () => {
    expect(averagePence(3500 + 4500, 2)).toBe(4000);
    expect(averagePence(1000, 3)).toBe(333);
    expect(averagePence(1001, 2)).toBe(501);
    expect(averagePence(0, 0)).toBeNull();
  });
});
