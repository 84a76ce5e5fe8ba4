import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Weekday, timeOf } from './london-time';
import { type DayHours, type OpeningRange, type WeeklyHours, formatOpeningHours, hoursForDate, parseOpeningHours } from './merchant-hours';

const r = (open: string, close: string): OpeningRange => ({ open, close });
const nineToFive = [r('09:00', '17:00')];

/** The days of a parsed week, without firstRange, for compact expectations. */
function days(week: WeeklyHours): DayHours[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => week[day]);
}

// A week in 2026: Sunday 2026-06-07 to Saturday 2026-06-13.
const DATE_OF: Record<Weekday, string> = {
  0: '2026-06-07',
  1: '2026-06-08',
  2: '2026-06-09',
  3: '2026-06-10',
  4: '2026-06-11',
  5: '2026-06-12',
  6: '2026-06-13',
};

describe('parseOpeningHours', () => {
  const u = undefined;
  it.each<[string, string, DayHours[]]>([
    [
      'the merchant/admin spec form',
      'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Sunday: Closed',
      ['closed', nineToFive, nineToFive, u, u, u, u],
    ],
    ['the customer spec form, spaces round the dash', 'Monday: 09:00 - 17:00', [u, nineToFive, u, u, u, u, u]],
    ['3-letter names and single-digit hours', 'Mon: 9:00-17:30', [u, [r('09:00', '17:30')], u, u, u, u, u]],
    ['an en dash', 'Wednesday: 10:00–18:00', [u, u, u, [r('10:00', '18:00')], u, u, u]],
    ['an em dash and "to"', 'Thu: 10:00—18:00, fri: 9:00 to 17:00', [u, u, u, u, [r('10:00', '18:00')], nineToFive, u]],
    ['any case', 'MONDAY: 09:00-17:00, sunday: closed, SAT: CLOSED', ['closed', nineToFive, u, u, u, u, 'closed']],
    ['partial names', 'Tues: 09:00-17:00, Thurs: 09:00-17:00', [u, u, nineToFive, u, nineToFive, u, u]],
    [
      'several ranges for one day',
      'Saturday: 09:00-12:00, 13:00-17:00, Sunday: Closed',
      ['closed', u, u, u, u, u, [r('09:00', '12:00'), r('13:00', '17:00')]],
    ],
    ['ranges that touch or overlap are one', 'Monday: 09:00-12:00, 12:00-17:00, 16:00-16:30', [u, nineToFive, u, u, u, u, u]],
    ['ranges sorted earliest first', 'Monday: 13:00-17:00, 09:00-12:00', [u, [r('09:00', '12:00'), r('13:00', '17:00')], u, u, u, u, u]],
    ['a day without a colon', 'Monday 09:00-17:00', [u, nineToFive, u, u, u, u, u]],
    ['a day range', 'Mon-Fri: 09:00-17:00', [u, nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, u]],
    ['a day range in words', 'Monday to Wednesday: 09:00-17:00', [u, nineToFive, nineToFive, nineToFive, u, u, u]],
    ['a day range round the weekend', 'Fri - Mon: 09:00-17:00', [nineToFive, nineToFive, u, u, u, nineToFive, nineToFive]],
    [
      'weekdays and weekends',
      'Weekdays: 09:00-17:00, Weekends: closed',
      ['closed', nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, 'closed'],
    ],
    ['12-hour times', 'Mon: 9am-5pm, Tue: 9.30am - 12pm', [u, nineToFive, [r('09:30', '12:00')], u, u, u, u]],
    ['semicolons and new lines', 'Mon: 09:00-17:00;Tue: 09:00-17:00\nSun: Closed', ['closed', nineToFive, nineToFive, u, u, u, u]],
    ['"Sunday - Closed"', 'Sunday - Closed', ['closed', u, u, u, u, u, u]],
    [
      'a later mention of a day adds a range',
      'Mon: 09:00-12:00, Mon: 13:00-17:00',
      [u, [r('09:00', '12:00'), r('13:00', '17:00')], u, u, u, u, u],
    ],
    [
      'the later of closed and open wins',
      'Mon: 09:00-17:00, Mon: Closed, Tue: Closed, Tue: 10:00-11:00',
      [u, 'closed', [r('10:00', '11:00')], u, u, u, u],
    ],
    [
      'garbage entries are skipped',
      'Monday: 09:00-17:00, call us!, Funday: 09:00-17:00, Tuesday: 17:00-09:00, Wed: 25:00-26:00, Thu: soon, Fri: 09:00-17:00',
      [u, nineToFive, u, u, u, nineToFive, u],
    ],
    ['garbage ends a continuation', 'Saturday: 09:00-12:00, ???, 13:00-17:00', [u, u, u, u, u, u, [r('09:00', '12:00')]]],
    ['a bare range after a closed day belongs to no day', 'Sunday: Closed, 10:00-12:00', ['closed', u, u, u, u, u, u]],
    ['24:00 is not a time', 'Monday: 09:00-24:00', [u, u, u, u, u, u, u]],
    ['an empty text', '', [u, u, u, u, u, u, u]],
    ['a day with no body', 'Monday:', [u, u, u, u, u, u, u]],
    ['object property names are not days', 'constructor: 09:00-17:00, toString: closed', [u, u, u, u, u, u, u]],
  ])('reads %s', (_name, text, expected) => {
    expect(days(parseOpeningHours(text))).toEqual(expected);
  });

  it('reads null and undefined as no hours', () => {
    expect(days(parseOpeningHours(null))).toEqual(Array(7).fill(undefined));
    expect(days(parseOpeningHours(undefined))).toEqual(Array(7).fill(undefined));
  });

  it.each([
    ['the first range in text order, not weekday order', 'Tuesday: 10:00-16:00, Monday: 09:00-17:00', r('10:00', '16:00')],
    ['a range without a day', '08:00-20:00', r('08:00', '20:00')],
    ['skipping closed days', 'Sunday: Closed, Saturday: 09:00-12:00, 13:00-17:00', r('09:00', '12:00')],
    ['none when every day is closed', 'Sunday: Closed', undefined],
  ])('remembers the first range in the text: %s', (_name, text, first) => {
    expect(parseOpeningHours(text).firstRange).toEqual(first);
  });
});

describe('formatOpeningHours', () => {
  it('writes the canonical spec text, Monday first, skipping days not mentioned', () => {
    const week = parseOpeningHours('sun: closed, sat: 9:00-12:00, 13:00-17:00, mon: 9:00-17:00, wed: 10:00 – 18:00');
    expect(formatOpeningHours(week)).toBe(
      'Monday: 09:00-17:00, Wednesday: 10:00-18:00, Saturday: 09:00-12:00, 13:00-17:00, Sunday: Closed',
    );
  });

  it('writes an empty list of ranges as Closed', () => {
    expect(formatOpeningHours(toWeek([[], nineToFive]))).toBe('Monday: 09:00-17:00, Sunday: Closed');
  });

  it('reads the canonical text back to itself', () => {
    const text =
      'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-20:00, ' +
      'Friday: 09:00-17:00, Saturday: 09:00-12:00, 13:00-17:00, Sunday: Closed';
    expect(formatOpeningHours(parseOpeningHours(text))).toBe(text);
  });

  it('reads back what it writes, for any week', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => r(timeOf(Math.min(a, b)), timeOf(Math.max(a, b))));
    const day = fc.oneof(fc.constant(undefined), fc.constant('closed' as const), fc.array(range, { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), (list) => {
        // One pass sorts and joins overlapping ranges; from then on format and parse are inverses.
        const once = parseOpeningHours(formatOpeningHours(toWeek(list)));
        expect(days(parseOpeningHours(formatOpeningHours(once)))).toEqual(days(once));
        list.forEach((hours, day) => expect(once[day as Weekday] === undefined).toBe(hours === undefined));
      }),
    );
  });
});

/** A hand-built week from Sunday-first days; missing days are not mentioned. */
function toWeek(list: DayHours[]): WeeklyHours {
  return { 0: list[0], 1: list[1], 2: list[2], 3: list[3], 4: list[4], 5: list[5], 6: list[6] };
}

describe('hoursForDate', () => {
  const week = parseOpeningHours('Tuesday: 10:00-16:00, Monday: 09:00-17:00, Saturday: 09:00-12:00, 13:00-17:00, Sunday: Closed');

  it.each<[string, Weekday, OpeningRange[] | undefined]>([
    ["a mentioned weekday's ranges", 1, nineToFive],
    ['several ranges', 6, [r('09:00', '12:00'), r('13:00', '17:00')]],
    ['no ranges on a closed day', 0, []],
    ['the first range in the text for a day not mentioned', 3, [r('10:00', '16:00')]],
  ])('gives %s', (_name, weekday, expected) => {
    expect(hoursForDate(week, DATE_OF[weekday])).toEqual(expected);
  });

  it('gives undefined when the text has no range at all', () => {
    expect(hoursForDate(parseOpeningHours('Sunday: Closed'), DATE_OF[1])).toBeUndefined();
    expect(hoursForDate(parseOpeningHours(null), DATE_OF[1])).toBeUndefined();
  });

  it('falls back to the first range of the canonical text for a week built by hand', () => {
    const byHand = toWeek(['closed', undefined, [r('11:00', '15:00')], undefined, undefined, undefined, [r('08:00', '12:00')]]);
    expect(hoursForDate(byHand, DATE_OF[4])).toEqual([r('11:00', '15:00')]);
  });

  it('uses the date in London: the spring-forward Sunday is a Sunday', () => {
    expect(hoursForDate(week, '2026-03-29')).toEqual([]);
  });
});
