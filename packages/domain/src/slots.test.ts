import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, londonInstant, minutesOf, timeOf } from './london-time';
import { hoursForDate, parseOpeningHours } from './merchant-hours';
import {
  type SlotQuery,
  availableStartTimes,
  bookingInterval,
  diarySpan,
  parseAvailabilitySchedule,
  upcomingAvailability,
} from './slots';

// Wednesday 2026-06-10 (BST); `now` is long before it unless a test says otherwise.
const WEDNESDAY = '2026-06-10';
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    date: WEDNESDAY,
    durationMinutes: 30,
    availabilitySchedule: null,
    openingHours: null,
    now: LONG_AGO,
    ...overrides,
  };
}

/** 'HH:MM' every `step` minutes from `from` up to and including `to`. */
function every(from: string, to: string, step = 30): string[] {
  const times: string[] = [];
  for (let m = minutesOf(from); m <= minutesOf(to); m += step) times.push(timeOf(m));
  return times;
}

describe('parseAvailabilitySchedule', () => {
  it.each([
    ['14:00, 10:00,10:00, bad, 9:30, 25:00, ', ['09:30', '10:00', '14:00']],
    ['', []],
    [null, []],
  ])('reads %j as %j', (schedule, times) => {
    expect(parseAvailabilitySchedule(schedule)).toEqual(times);
  });
});

describe('availableStartTimes: where the candidates come from', () => {
  it.each<[string, Partial<SlotQuery>, string[]]>([
    [
      "the service's schedule, sorted, de-duplicated, invalid times dropped",
      { availabilitySchedule: '14:00, 10:00,10:00, bad, 9:30', openingHours: 'Wednesday: 12:00-13:00' },
      ['09:30', '10:00', '14:00'],
    ],
    [
      'a schedule with no valid time counts as none',
      { availabilitySchedule: 'soon, ', openingHours: 'Wed: 09:00-11:00' },
      every('09:00', '10:30'),
    ],
    ['no schedule and no hours: the default day, 30-minute service', {}, every('09:00', '17:30')],
    ['no schedule and no hours: the default day, 60-minute service', { durationMinutes: 60 }, every('09:00', '17:00')],
    ["the weekday's opening hours in 30-minute steps", { openingHours: 'Wednesday: 09:00-17:00' }, every('09:00', '16:30')],
    [
      'a 60-minute service starts at the latest an hour before close',
      { openingHours: 'Wed: 09:00-17:00', durationMinutes: 60 },
      every('09:00', '16:00'),
    ],
    ['a 45-minute service ends by close', { openingHours: 'Wed: 09:00-17:00', durationMinutes: 45 }, every('09:00', '16:00')],
    ['steps count from opening', { openingHours: 'Wed: 09:15-11:00' }, ['09:15', '09:45', '10:15']],
    ['another step', { openingHours: 'Wed: 09:00-10:00', stepMinutes: 15 }, ['09:00', '09:15', '09:30']],
    [
      'several ranges in a day, each ending by its own close',
      { openingHours: 'Wed: 09:00-12:00, 13:00-15:00', durationMinutes: 60 },
      [...every('09:00', '11:00'), ...every('13:00', '14:00')],
    ],
    [
      'a weekday not mentioned uses the first range in the text',
      { openingHours: 'Monday: 10:00-12:00, Tuesday: 09:00-17:00' },
      every('10:00', '11:30'),
    ],
    ['a treatment longer than the opening', { openingHours: 'Wed: 09:00-10:00', durationMinutes: 90 }, []],
    ['a closed day', { openingHours: 'Wednesday: Closed, Thursday: 09:00-17:00' }, []],
    ['a closed day, even for a service with its own schedule', { openingHours: 'Wed: closed', availabilitySchedule: '10:00' }, []],
    ['a schedule is not clipped by opening hours', { openingHours: 'Wed: 09:00-12:00', availabilitySchedule: '18:00' }, ['18:00']],
  ])('%s', (_name, overrides, expected) => {
    expect(availableStartTimes(query(overrides))).toEqual(expected);
  });

  it('refuses a duration or step that is not a positive whole number', () => {
    expect(() => availableStartTimes(query({ durationMinutes: 0 }))).toThrow(RangeError);
    expect(() => availableStartTimes(query({ stepMinutes: 0 }))).toThrow(RangeError);
    expect(() => availableStartTimes(query({ durationMinutes: 30.5 }))).toThrow(RangeError);
  });
});

describe('availableStartTimes: today in London', () => {
  const hours = 'Wednesday: 09:00-17:00';
  it.each([
    // 09:15Z in June is 10:15 in London (BST): 10:00 has gone, 10:30 is next.
    ['mid-morning', '2026-06-10T09:15:00Z', every('10:30', '16:30')],
    ['exactly 10:00: a time at the current London time is gone', '2026-06-10T09:00:00Z', every('10:30', '16:30')],
    ['a second before 10:00', '2026-06-10T08:59:59Z', every('10:00', '16:30')],
    ['after closing', '2026-06-10T16:00:00Z', []],
    ['a day in the past', '2026-06-11T08:00:00Z', []],
    // 23:30Z on the 9th is already 00:30 on the 10th in London: the whole day is still ahead.
    ['just after midnight in London, still the day before in UTC', '2026-06-09T23:30:00Z', every('09:00', '16:30')],
  ])('%s (now %s)', (_name, now, expected) => {
    expect(availableStartTimes(query({ openingHours: hours, now: new Date(now) }))).toEqual(expected);
  });

  it("removes a schedule's past times too", () => {
    const now = new Date('2026-06-10T09:15:00Z');
    expect(availableStartTimes(query({ availabilitySchedule: '10:00,10:30,16:00', now }))).toEqual(['10:30', '16:00']);
  });

  it('uses GMT in winter: 09:15Z in January is 09:15 in London', () => {
    const now = new Date('2026-01-14T09:15:00Z');
    expect(availableStartTimes(query({ date: '2026-01-14', now })).slice(0, 2)).toEqual(['09:30', '10:00']);
  });
});

describe('availableStartTimes: taken intervals', () => {
  const base = { openingHours: 'Wed: 09:00-17:00', durationMinutes: 60 };

  it('removes every start whose treatment would overlap an active booking', () => {
    const taken = [bookingInterval(WEDNESDAY, '10:00', 60)];
    expect(availableStartTimes(query({ ...base, takenIntervals: taken }))).toEqual(['09:00', ...every('11:00', '16:00')]);
  });

  it('lets treatments touch a booking at either end', () => {
    const taken = [bookingInterval(WEDNESDAY, '12:00', 30)];
    const times = availableStartTimes(query({ ...base, takenIntervals: taken }));
    expect(times).toContain('11:00');
    expect(times).toContain('12:30');
    expect(times).not.toContain('11:30');
    expect(times).not.toContain('12:00');
  });

  it('compares real instants, given in UTC', () => {
    // 13:00Z–14:00Z is 14:00–15:00 in London.
    const taken = [{ start: new Date('2026-06-10T13:00:00Z'), end: new Date('2026-06-10T14:00:00Z') }];
    const times = availableStartTimes(query({ ...base, takenIntervals: taken }));
    expect(times).toEqual([...every('09:00', '13:00'), ...every('15:00', '16:00')]);
  });

  it('ignores bookings on other days', () => {
    const taken = [bookingInterval('2026-06-11', '10:00', 60)];
    expect(availableStartTimes(query({ ...base, takenIntervals: taken }))).toEqual(every('09:00', '16:00'));
  });
});

describe('availableStartTimes across the 2026 clock changes', () => {
  const hours = 'Sunday: 09:00-17:00';
  const ordinarySunday = availableStartTimes(query({ date: '2026-03-22', openingHours: hours }));

  it.each(['2026-03-29', '2026-10-25'])('a salon open 09:00-17:00 offers the usual wall-clock times on %s', (date) => {
    expect(ordinarySunday).toEqual(every('09:00', '16:30'));
    expect(availableStartTimes(query({ date, openingHours: hours }))).toEqual(ordinarySunday);
  });

  it('drops a scheduled time that does not exist on the spring-forward day, keeps it on the fall-back day', () => {
    const schedule = '01:30, 10:00';
    expect(availableStartTimes(query({ date: '2026-03-29', availabilitySchedule: schedule }))).toEqual(['10:00']);
    expect(availableStartTimes(query({ date: '2026-10-25', availabilitySchedule: schedule }))).toEqual(['01:30', '10:00']);
  });

  it('removes past times with the right offset on the change days', () => {
    // 09:15Z is 10:15 BST on 2026-03-29 but 09:15 GMT on 2026-10-25.
    expect(availableStartTimes(query({ date: '2026-03-29', openingHours: hours, now: new Date('2026-03-29T09:15:00Z') }))[0]).toBe('10:30');
    expect(availableStartTimes(query({ date: '2026-10-25', openingHours: hours, now: new Date('2026-10-25T09:15:00Z') }))[0]).toBe('09:30');
  });
});

describe('bookingInterval', () => {
  it('lasts the real duration, even across a clock change', () => {
    const { start, end } = bookingInterval('2026-03-29', '00:30', 90);
    expect(start.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(bookingInterval('2026-06-10', '10:00', 45)).toEqual({
      start: new Date('2026-06-10T09:00:00Z'),
      end: new Date('2026-06-10T09:45:00Z'),
    });
  });
});

describe('upcomingAvailability', () => {
  const base = {
    openingHours: 'Mon-Fri: 09:00-17:00, Saturday: Closed, Sunday: Closed',
    availabilitySchedule: null,
    durationMinutes: 60,
    fromDate: WEDNESDAY,
    // 16:30 in London on Wednesday: no 60-minute start is left today.
    now: new Date('2026-06-10T15:30:00Z'),
  };

  it('gives the first days with times, each with its earliest times (business page: 3 days × 4 slots in 7 days)', () => {
    const morning = ['09:00', '09:30', '10:00', '10:30'];
    expect(upcomingAvailability({ ...base, days: 7, maxDays: 3, maxPerDay: 4 })).toEqual([
      { date: '2026-06-11', times: morning },
      { date: '2026-06-12', times: morning },
      { date: '2026-06-15', times: morning },
    ]);
  });

  it('looks only within the given number of days, today included', () => {
    expect(upcomingAvailability({ ...base, days: 4, maxDays: 3, maxPerDay: 1 })).toEqual([
      { date: '2026-06-11', times: ['09:00'] },
      { date: '2026-06-12', times: ['09:00'] },
    ]);
  });

  it('includes today when it still has times', () => {
    const now = new Date('2026-06-10T14:45:00Z'); // 15:45 London
    expect(upcomingAvailability({ ...base, now, days: 1, maxDays: 3, maxPerDay: 4 })).toEqual([{ date: WEDNESDAY, times: ['16:00'] }]);
  });

  it('leaves out taken times', () => {
    const takenIntervals = [bookingInterval('2026-06-11', '09:00', 60)];
    expect(upcomingAvailability({ ...base, takenIntervals, days: 2, maxDays: 1, maxPerDay: 2 })).toEqual([
      { date: '2026-06-11', times: ['10:00', '10:30'] },
    ]);
  });
});

describe('availableStartTimes: properties', () => {
  const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const minuteOfDay = fc.integer({ min: 0, max: 1439 });
  const range = fc.tuple(minuteOfDay, minuteOfDay).filter(([a, b]) => a < b);

  it('every start ends by closing time, is after now, and the list is strictly ascending', () => {
    fc.assert(
      fc.property(
        fc.array(range, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 240 }),
        fc.constantFrom(5, 10, 15, 30, 60),
        fc.integer({ min: 0, max: 364 }),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }),
        (ranges, durationMinutes, stepMinutes, dayOffset, now) => {
          const date = addDaysToDate('2026-01-01', dayOffset);
          const text = ranges.map(([open, close]) => `${timeOf(open)}-${timeOf(close)}`).join(', ');
          const openingHours = WEEK.map((day) => `${day}: ${text}`).join(', ');
          const times = availableStartTimes({ date, durationMinutes, stepMinutes, openingHours, availabilitySchedule: null, now });
          // The parsed day: ranges that touch or overlap are one.
          const day = hoursForDate(parseOpeningHours(openingHours), date) ?? [];
          times.forEach((time, i) => {
            const start = minutesOf(time);
            expect(day.some(({ open, close }) => minutesOf(open) <= start && start + durationMinutes <= minutesOf(close))).toBe(true);
            expect(londonInstant(date, time).getTime()).toBeGreaterThan(now.getTime());
            if (i > 0) expect(minutesOf(times[i - 1] ?? '')).toBeLessThan(start);
          });
        },
      ),
    );
  });

  it('offers exactly the default-day starts that overlap no taken interval', () => {
    const bookings = fc.array(fc.tuple(minuteOfDay, fc.integer({ min: 1, max: 180 })), { maxLength: 4 });
    fc.assert(
      fc.property(bookings, fc.integer({ min: 1, max: 120 }), (booked, durationMinutes) => {
        const takenIntervals = booked.map(([start, length]) => bookingInterval(WEDNESDAY, timeOf(start), length));
        const free = (time: string) => {
          const { start, end } = bookingInterval(WEDNESDAY, time, durationMinutes);
          return takenIntervals.every((t) => end <= t.start || start >= t.end);
        };
        const candidates = availableStartTimes(query({ durationMinutes }));
        expect(availableStartTimes(query({ durationMinutes, takenIntervals }))).toEqual(candidates.filter(free));
      }),
    );
  });
});

describe('diarySpan (decision 039)', () => {
  const hours = 'Monday: Closed, Tuesday: 10:00-19:00, Thursday: 10:00-20:00, Saturday: 09:00-18:00';
  it('runs from the earliest opening to the latest closing of any day', () => {
    expect(diarySpan(hours, [])).toEqual({ startMinute: 9 * 60, endMinute: 20 * 60 });
  });

  it("stretches to a service's own schedule: a 21:30 start of 45 minutes ends the day at 22:15", () => {
    expect(diarySpan(hours, [{ availabilitySchedule: '08:30,21:30', durationMinutes: 45 }, { availabilitySchedule: '', durationMinutes: 240 }])).toEqual({
      startMinute: 8 * 60 + 30,
      endMinute: 22 * 60 + 15,
    });
  });

  it("uses Lull's default day without hours, and never runs past midnight", () => {
    expect(diarySpan(null, [])).toEqual({ startMinute: 9 * 60, endMinute: 18 * 60 });
    expect(diarySpan('', [{ availabilitySchedule: '23:30', durationMinutes: 90 }])).toEqual({ startMinute: 9 * 60, endMinute: 24 * 60 });
  });
});
