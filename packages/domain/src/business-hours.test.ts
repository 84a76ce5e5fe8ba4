import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOUR_STEPS,
  DEFAULT_BUSINESS_WEEK,
  HOURS_INVALID,
  HOURS_REQUIRED,
  checkBusinessHoursText,
  checkBusinessWeek,
  formatBusinessWeek,
  parseBusinessWeek,
} from './business-hours';
import { parseOpeningHours } from './merchant-hours';

describe('business hours', () => {
  it('offers half-hour steps from 06:00 to 23:30', () => {
    expect(BUSINESS_HOUR_STEPS[0]).toBe('06:00');
    expect(BUSINESS_HOUR_STEPS[1]).toBe('06:30');
    expect(BUSINESS_HOUR_STEPS.at(-1)).toBe('23:30');
    expect(BUSINESS_HOUR_STEPS).toHaveLength(36);
  });

  it('starts onboarding Monday to Saturday 09:00–17:00 with Sunday closed, in the stored text', () => {
    const text = formatBusinessWeek(DEFAULT_BUSINESS_WEEK);
    expect(text).toBe(
      'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 09:00-17:00, Sunday: Closed',
    );
    expect(checkBusinessWeek(DEFAULT_BUSINESS_WEEK)).toBeNull();
    // The catalogue reads the same text back into the same week.
    const read = parseOpeningHours(text);
    expect(read[1]).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(read[0]).toBe('closed');
    expect(parseBusinessWeek(text)).toEqual(DEFAULT_BUSINESS_WEEK);
  });

  it('needs at least one day open', () => {
    const closed = Object.fromEntries(Object.keys(DEFAULT_BUSINESS_WEEK).map((day) => [day, { closed: true }]));
    expect(checkBusinessWeek(closed as typeof DEFAULT_BUSINESS_WEEK)).toBe(HOURS_REQUIRED);
    expect(checkBusinessHoursText('')).toBe(HOURS_REQUIRED);
  });

  it('refuses a day that closes before it opens, or off the half hour, or outside 06:00–23:30, naming the day', () => {
    for (const wednesday of [
      { closed: false, open: '17:00', close: '09:00' },
      { closed: false, open: '09:00', close: '09:00' },
    ] as const) {
      expect(checkBusinessWeek({ ...DEFAULT_BUSINESS_WEEK, Wednesday: wednesday })).toBe('Wednesday closes before it opens: choose a closing time after the opening time.');
    }
    for (const monday of [
      { closed: false, open: '09:15', close: '17:00' },
      { closed: false, open: '05:30', close: '17:00' },
      { closed: false, open: '09:00', close: '24:00' },
    ] as const) {
      expect(checkBusinessWeek({ ...DEFAULT_BUSINESS_WEEK, Monday: monday })).toBe('Monday must open and close on the half hour between 06:00 and 23:30.');
    }
  });

  it('reads only a full week, each day once', () => {
    expect(checkBusinessHoursText('Monday: 09:00-17:00')).toBe(HOURS_INVALID);
    expect(checkBusinessHoursText(`${formatBusinessWeek(DEFAULT_BUSINESS_WEEK)}, Monday: Closed`)).toBe(HOURS_INVALID);
    expect(checkBusinessHoursText('Mon-Fri 9-5')).toBe(HOURS_INVALID);
    expect(checkBusinessHoursText(formatBusinessWeek({ ...DEFAULT_BUSINESS_WEEK, Sunday: { closed: false, open: '10:00', close: '16:00' } }))).toBeNull();
  });
});
