import { describe, expect, it } from 'vitest';
import { analyticsMessages } from './analytics';
import { londonInstant } from './london-time';
import {
  OTHER_HOURS_KEY,
  impactPeriod,
  impactRules,
  teamWorkingMinutes,
  utilisationPercent,
  weekStartOf,
  weeksOfPeriod,
  workingMinutesOn,
} from './off-peak-impact';
import type { WorkingRange } from './team';

const allDay = (day: WorkingRange['day_of_week']): WorkingRange => ({ day_of_week: day, start_time: '00:00', end_time: '24:00' });

describe('London weeks', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday is its own week's start
    ['2026-11-29', '2026-11-23'], // Sunday ends the week
    ['2026-11-24', '2026-11-23'],
    ['2026-03-29', '2026-03-23'], // the spring clock change's Sunday
    ['2026-10-25', '2026-10-19'], // the autumn one's
    ['2027-01-01', '2026-12-28'], // across a year
  ])('%s is in the week of Monday %s', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });

  it('clips the first and last week to the period', () => {
    expect(weeksOfPeriod({ from: '2026-03-25', to: '2026-04-07' })).toEqual([
      { weekStart: '2026-03-23', from: '2026-03-25', to: '2026-03-29' },
      { weekStart: '2026-03-30', from: '2026-03-30', to: '2026-04-05' },
      { weekStart: '2026-04-06', from: '2026-04-06', to: '2026-04-07' },
    ]);
    expect(weeksOfPeriod({ from: '2026-11-25', to: '2026-11-25' })).toEqual([{ weekStart: '2026-11-23', from: '2026-11-25', to: '2026-11-25' }]);
  });
});

describe('impactPeriod', () => {
  const today = '2026-11-26'; // a Thursday

  it('defaults to the 12 weeks ending with this week, from a Monday, up to today', () => {
    expect(impactPeriod({}, today)).toEqual({ ok: true, period: { from: '2026-09-07', to: today } });
    expect(weeksOfPeriod({ from: '2026-09-07', to: today })).toHaveLength(12);
  });

  it('takes the 12 weeks ending with the week of a given end', () => {
    expect(impactPeriod({ to: '2026-03-29' }, today)).toEqual({ ok: true, period: { from: '2026-01-05', to: '2026-03-29' } });
  });

  it('refuses what the analytics period refuses, on the field', () => {
    expect(impactPeriod({ from: '2026-02-30' }, today)).toEqual({ ok: false, error: analyticsMessages.fromDate, fields: { from: analyticsMessages.fromDate } });
    expect(impactPeriod({ to: 'soon' }, today)).toEqual({ ok: false, error: analyticsMessages.toDate, fields: { to: analyticsMessages.toDate } });
    expect(impactPeriod({ from: '2026-11-02', to: '2026-11-01' }, today)).toMatchObject({ ok: false, fields: { from: analyticsMessages.order } });
    expect(impactPeriod({ from: '2025-01-01', to: '2026-01-02' }, today)).toMatchObject({ ok: false, fields: { from: analyticsMessages.tooLong } });
  });
});

describe('impactRules', () => {
  const schedule = (id: string, dayOfWeek: number, startTime: string, endTime: string, discountPercentage: number, isActive = true) => ({
    id,
    dayOfWeek,
    startTime,
    endTime,
    discountPercentage,
    isActive,
  });

  it('lists active rules biggest discount first, then Lull standard hours', () => {
    const rules = impactRules([schedule('a', 1, '09:00', '11:00', 20), schedule('b', 2, '12:00', '14:00', 40), schedule('c', 3, '12:00', '14:00', 50, false)], 'percentage');
    expect(rules.map((r) => [r.key, r.label, r.discountPercentage])).toEqual([
      ['b', 'Tuesday 12:00–14:00', 40],
      ['a', 'Monday 09:00–11:00', 20],
      ['standard-weekdays', "Lull's standard hours: Monday to Friday 10:00–15:00", null],
      ['standard-weekends', "Lull's standard hours: Saturday and Sunday 18:00–22:00", null],
    ]);
    expect(rules.some((r) => r.key === OTHER_HOURS_KEY)).toBe(false);
  });

  it('gives no percentage in fixed mode: each service has its own price', () => {
    expect(impactRules([schedule('a', 1, '09:00', '11:00', 20)], 'fixed')[0]!.discountPercentage).toBeNull();
  });
});

describe('workingMinutesOn', () => {
  const monday = { dayOfWeek: 1 as const, start: '10:00', end: '15:00' };

  it.each([
    ['works the whole window', [{ day_of_week: 1, start_time: '09:00', end_time: '17:00' }], 300],
    ['starts in it', [{ day_of_week: 1, start_time: '12:30', end_time: '17:00' }], 150],
    ['a split shift', [{ day_of_week: 1, start_time: '09:00', end_time: '11:00' }, { day_of_week: 1, start_time: '14:00', end_time: '18:00' }], 120],
    ['works another day only', [{ day_of_week: 2, start_time: '09:00', end_time: '17:00' }], 0],
  ] as [string, WorkingRange[], number][])('a member who %s: %i minutes', (_name, hours, minutes) => {
    expect(workingMinutesOn('2026-11-23', [monday], hours, [])).toBe(minutes);
  });

  it('counts overlapping windows once', () => {
    expect(workingMinutesOn('2026-11-23', [monday, { dayOfWeek: 1, start: '14:00', end: '16:00' }], [allDay(1)], [])).toBe(360);
  });

  it('leaves out time blocked off, whatever the block', () => {
    const lunch = { start: londonInstant('2026-11-23', '12:00'), end: londonInstant('2026-11-23', '13:00') };
    const spillingIn = { start: londonInstant('2026-11-23', '08:00'), end: londonInstant('2026-11-23', '10:30') };
    expect(workingMinutesOn('2026-11-23', [monday], [allDay(1)], [lunch, spillingIn])).toBe(300 - 60 - 30);
  });

  it('counts real minutes across the clock changes', () => {
    const earlySunday = { dayOfWeek: 0 as const, start: '00:00', end: '03:00' };
    // 29 March 2026: 01:00 GMT becomes 02:00 BST, so 00:00–03:00 lasts two hours.
    expect(workingMinutesOn('2026-03-29', [earlySunday], [allDay(0)], [])).toBe(120);
    // 25 October 2026: 02:00 BST becomes 01:00 GMT, so it lasts four.
    expect(workingMinutesOn('2026-10-25', [earlySunday], [allDay(0)], [])).toBe(240);
    // A day's ordinary hours are the same length either side of a change.
    expect(workingMinutesOn('2026-03-29', [{ dayOfWeek: 0, start: '18:00', end: '22:00' }], [allDay(0)], [])).toBe(240);
  });
});

describe('teamWorkingMinutes', () => {
  const rules = impactRules(
    [
      { id: 'sun-night', dayOfWeek: 0, startTime: '00:00', endTime: '03:00', discountPercentage: 30, isActive: true },
      { id: 'mon-late', dayOfWeek: 1, startTime: '13:00', endTime: '16:00', discountPercentage: 20, isActive: true },
    ],
    'percentage',
  );
  const period = { from: '2026-03-23', to: '2026-04-05' }; // the spring clock change's week and the next

  it('sums each rule per London week over the team, the DST week included, and the union for the totals', () => {
    const { byRule, anyRule } = teamWorkingMinutes({
      period,
      rules,
      openingHours: 'Monday: 09:00-17:00, Tuesday: Closed, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed',
      members: [
        { workingHours: [allDay(0), allDay(1)], blocks: [] },
        // Follows the opening hours (Monday 09:00–17:00), and took the second Monday afternoon off.
        { workingHours: null, blocks: [{ start: londonInstant('2026-03-30', '12:00'), end: londonInstant('2026-03-30', '17:00') }] },
      ],
    });
    expect(byRule.get('sun-night')).toEqual(new Map([['2026-03-23', 120], ['2026-03-30', 180]]));
    expect(byRule.get('mon-late')).toEqual(new Map([['2026-03-23', 180 + 180], ['2026-03-30', 180 + 0]]));
    // Mondays 13:00–15:00 are in both the salon's rule and Lull's standard hours: counted once in the union.
    expect(byRule.get('standard-weekdays')!.get('2026-03-23')).toBe(300 + 300);
    // First member: Sunday 00:00–03:00 (two real hours) and 18:00–22:00, Monday 10:00–16:00; second: Monday 10:00–16:00.
    expect(anyRule.get('2026-03-23')).toBe(120 + 240 + 360 + 360);
  });
});

describe('utilisationPercent', () => {
  it.each([
    [90, 300, 30],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [300, 300, 100],
    [400, 300, 100], // never above 100
    [60, 0, 0], // no working time: nothing to fill
    [0, 300, 0],
  ])('%i booked of %i working is %d %%', (booked, working, percent) => {
    expect(utilisationPercent(booked, working)).toBe(percent);
  });
});
