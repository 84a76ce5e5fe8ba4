import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  isAtLeastHoursBefore,
  isIsoDate,
  isWallTime,
  londonDateOf,
  londonInstant,
  londonTimeOf,
  londonWeekday,
  minutesOf,
  nextDates,
  timeOf,
  toWallTime,
} from './london-time';

const at = (iso: string) => new Date(iso);

describe('londonInstant', () => {
  it.each([
    ['a Saturday in GMT', '2026-03-28', '10:00', '2026-03-28T10:00:00.000Z'],
    ['the spring-forward Sunday, after the change', '2026-03-29', '10:00', '2026-03-29T09:00:00.000Z'],
    ['the last minute before the spring-forward gap', '2026-03-29', '00:59', '2026-03-29T00:59:00.000Z'],
    ['a time in the gap, moved to the first minute that exists (02:00 BST)', '2026-03-29', '01:30', '2026-03-29T01:00:00.000Z'],
    ['the first minute of the gap', '2026-03-29', '01:00', '2026-03-29T01:00:00.000Z'],
    ['the first minute after the gap', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['a summer day in BST', '2026-06-10', '10:15', '2026-06-10T09:15:00.000Z'],
    ['the fall-back Sunday, after the change', '2026-10-25', '10:00', '2026-10-25T10:00:00.000Z'],
    ['an ambiguous time: its first (BST) occurrence', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
    ['the first ambiguous minute', '2026-10-25', '01:00', '2026-10-25T00:00:00.000Z'],
    ['the minute after the repeated hour', '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
    ['the day before the fall-back, still BST', '2026-10-24', '10:00', '2026-10-24T09:00:00.000Z'],
    ['midnight in BST is the previous UTC day', '2026-07-01', '00:00', '2026-06-30T23:00:00.000Z'],
  ])('%s: %s %s is %s', (_name, date, time, iso) => {
    expect(londonInstant(date, time).toISOString()).toBe(iso);
  });

  it('refuses what is not a date or a time', () => {
    expect(() => londonInstant('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => londonInstant('2026-03-01', '24:00')).toThrow(RangeError);
  });

  it('reads back as the same London date and time for every minute that exists', () => {
    const minute = fc.integer({ min: 0, max: 1439 });
    const day = fc.integer({ min: 0, max: 3 * 366 });
    fc.assert(
      fc.property(day, minute, (offset, m) => {
        const date = addDaysToDate('2025-01-01', offset);
        const time = timeOf(m);
        const instant = londonInstant(date, time);
        const inGap = londonTimeOf(instant) !== time;
        // Only the spring-forward hour may read differently, and then it reads the first minute after it.
        return inGap ? time.startsWith('01:') && londonTimeOf(instant) === '02:00' : londonDateOf(instant) === date;
      }),
    );
  });
});

describe('londonDateOf and londonTimeOf', () => {
  it.each([
    ['2026-06-10T09:15:00Z', '2026-06-10', '10:15'],
    ['2026-06-10T23:30:00Z', '2026-06-11', '00:30'],
    ['2026-01-10T23:30:00Z', '2026-01-10', '23:30'],
    ['2026-03-29T00:59:59Z', '2026-03-29', '00:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '02:00'],
    ['2026-10-25T00:30:00Z', '2026-10-25', '01:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25', '01:30'],
  ])('%s is %s %s in London', (iso, date, time) => {
    expect(londonDateOf(at(iso))).toBe(date);
    expect(londonTimeOf(at(iso))).toBe(time);
  });

  it('refuses an invalid Date', () => {
    expect(() => londonDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-03-29', 0],
    ['2026-03-30', 1],
    ['2026-10-24', 6],
    ['2026-10-25', 0],
    ['2024-02-29', 4],
  ])('%s is weekday %i (0 = Sunday)', (date, weekday) => {
    expect(londonWeekday(date)).toBe(weekday);
  });

  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-06-10', 0, '2026-06-10'],
  ])('%s plus %i days is %s', (date, days, result) => {
    expect(addDaysToDate(date, days)).toBe(result);
  });

  it('lists consecutive dates starting with the first', () => {
    expect(nextDates('2026-03-27', 4)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(nextDates('2026-03-27', 14)).toHaveLength(14);
    expect(nextDates('2026-03-27', 0)).toEqual([]);
  });

  it.each([
    ['2026-06-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-6-10', false],
    ['0099-01-01', true],
    ['10/06/2026', false],
    ['', false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('isIsoDate refuses what is not a string', () => {
    expect(isIsoDate(20260610)).toBe(false);
  });
});

describe('wall times', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['09:60', false],
    ['0930', false],
    [' 09:30', false],
  ])('isWallTime(%j) is %s', (value, expected) => {
    expect(isWallTime(value)).toBe(expected);
  });

  it.each([
    ['9:30', '09:30'],
    [' 09:30 ', '09:30'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['9.30', null],
    ['', null],
  ])('toWallTime(%j) is %j', (value, expected) => {
    expect(toWallTime(value)).toBe(expected);
  });

  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['17:00', 1020],
    ['23:59', 1439],
  ])('%s is minute %i of the day', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
    expect(timeOf(minutes)).toBe(time);
  });

  it('refuses what is not a time of day', () => {
    expect(() => minutesOf('9:30')).toThrow(RangeError);
    expect(() => timeOf(1440)).toThrow(RangeError);
    expect(() => timeOf(-1)).toThrow(RangeError);
    expect(() => timeOf(10.5)).toThrow(RangeError);
  });

  it('timeOf and minutesOf are inverses', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1439 }), (m) => minutesOf(timeOf(m)) === m));
  });
});

describe('isAtLeastHoursBefore (the 24-hour cancellation rule)', () => {
  it.each([
    ['exactly 24 hours before', '2026-06-10T10:00:00Z', '2026-06-11T10:00:00Z', true],
    ['a minute less than 24 hours before', '2026-06-10T10:01:00Z', '2026-06-11T10:00:00Z', false],
    ['after the start', '2026-06-11T11:00:00Z', '2026-06-11T10:00:00Z', false],
    // Saturday 10:00 GMT to Sunday 10:00 BST is only 23 real hours.
    ['the same wall time a day earlier, across spring-forward', '2026-03-28T10:00:00Z', '2026-03-29T09:00:00Z', false],
    // Saturday 10:00 BST to Sunday 10:00 GMT is 25 real hours.
    ['the same wall time a day earlier, across fall-back', '2026-10-24T09:00:00Z', '2026-10-25T10:00:00Z', true],
  ])('%s: %s to %s is %s', (_name, now, start, expected) => {
    expect(isAtLeastHoursBefore(at(now), at(start), 24)).toBe(expected);
  });

  it('uses real instants for London wall times across a clock change', () => {
    const start = londonInstant('2026-03-29', '10:00');
    expect(isAtLeastHoursBefore(londonInstant('2026-03-28', '10:00'), start, 24)).toBe(false);
    expect(isAtLeastHoursBefore(londonInstant('2026-03-28', '09:00'), start, 24)).toBe(true);
  });
});
