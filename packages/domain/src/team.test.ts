import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonInstant } from './london-time';
import { type SlotQuery, type TeamMemberDiary, availableStartTimes, membersFreeAt, withEmptyDiary } from './slots';
import {
  TEAM_MESSAGES,
  checkWorkingHours,
  chooseMember,
  memberHasBookings,
  rankFreeMembers,
  openingHoursAsWorkingHours,
  teamMemberInputSchema,
  worksThrough,
  workingEndTimes,
  workingHoursSummary,
  workingStartTimes,
} from './team';
import { validate } from './validation/form-errors';

// Wednesday 2026-06-10 (BST).
const WEDNESDAY = '2026-06-10';
const SERVICE = 'cut';
const HOURS = 'Mon-Sat 09:00-18:00, Sun closed';

function member(overrides: Partial<TeamMemberDiary> = {}): TeamMemberDiary {
  return { id: 'amy', isActive: true, serviceIds: [SERVICE], workingHours: null, busy: [], ...overrides };
}

function query(members: TeamMemberDiary[], overrides: Partial<SlotQuery> = {}) {
  return {
    date: WEDNESDAY,
    durationMinutes: 60,
    availabilitySchedule: null,
    openingHours: HOURS,
    now: new Date('2026-01-01T00:00:00Z'),
    team: { serviceId: SERVICE, members },
    ...overrides,
  };
}

const busy = (from: string, to: string) => ({ start: londonInstant(WEDNESDAY, from), end: londonInstant(WEDNESDAY, to) });

describe('availability with a team', () => {
  it('offers a time while any member who performs the service is free, and not once every one is taken', () => {
    const amy = member({ busy: [busy('10:00', '11:00')] });
    const ben = member({ id: 'ben', busy: [busy('10:00', '11:00')] });
    expect(availableStartTimes(query([amy]))).not.toContain('10:00');
    expect(availableStartTimes(query([amy, member({ id: 'ben' })]))).toContain('10:00');
    expect(availableStartTimes(query([amy, ben]))).not.toContain('10:00');
    expect(availableStartTimes(query([amy, ben]))).toContain('11:00');
  });

  it('needs a member who performs the service, is active and works through the whole treatment', () => {
    expect(availableStartTimes(query([member({ serviceIds: ['colour'] })]))).toEqual([]);
    expect(availableStartTimes(query([member({ isActive: false })]))).toEqual([]);
    const afternoons = member({ workingHours: [{ day_of_week: 3, start_time: '13:00', end_time: '16:00' }] });
    expect(availableStartTimes(query([afternoons]))).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00']);
  });

  it("keeps the buffer after a treatment free too, though the treatment may end at the member's last hour", () => {
    const amy = member({ busy: [busy('12:00', '13:00')] });
    const times = availableStartTimes({ ...query([amy]), team: { serviceId: SERVICE, bufferMinutes: 30, members: [amy] } });
    expect(times).toContain('10:30'); // 10:30–11:30, then clean-up to 12:00: fits
    expect(times).toContain('10:00');
    expect(times).not.toContain('11:00'); // its clean-up would run into 12:00
    expect(times).toContain('17:00'); // ends at closing; the clean-up runs after
  });

  it('names who is free at a time in the salon order, and nobody for a time not offered', () => {
    const team = [member({ busy: [busy('10:00', '11:00')] }), member({ id: 'ben' }), member({ id: 'cat' })];
    expect(membersFreeAt(query(team), '10:00')).toEqual(['ben', 'cat']);
    expect(membersFreeAt(query(team), '10:15')).toEqual([]);
    expect(membersFreeAt(query(team, { now: londonInstant(WEDNESDAY, '12:00') }), '10:00')).toEqual([]);
  });

  it('a time never offered to a team is never offered by a bigger one, and withEmptyDiary offers at least as much', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 9 * 2, max: 17 * 2 }), { maxLength: 6 }), (starts) => {
        const taken = starts.map((half) => busy(`${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`, '18:00'));
        const one = [member({ busy: taken })];
        const two = [...one, member({ id: 'ben', busy: taken.slice(1) })];
        const small = availableStartTimes(query(one));
        const big = availableStartTimes(query(two));
        expect(small.every((time) => big.includes(time))).toBe(true);
        const empty = availableStartTimes({ ...query(one), team: withEmptyDiary({ serviceId: SERVICE, members: one }) });
        expect(small.every((time) => empty.includes(time))).toBe(true);
      }),
    );
  });
});

describe('chooseMember ("Any professional")', () => {
  it('picks the free member with the least booked time that day, then the first in the salon order', () => {
    expect(chooseMember(['amy', 'ben'], new Map([['amy', 120], ['ben', 60]]))).toBe('ben');
    expect(chooseMember(['amy', 'ben'], new Map())).toBe('amy');
    expect(chooseMember(['amy', 'ben'], new Map([['amy', 30], ['ben', 30]]))).toBe('amy');
    expect(chooseMember([], new Map())).toBeNull();
    expect(rankFreeMembers(['amy', 'ben', 'cat'], new Map([['amy', 90], ['cat', 30]]))).toEqual(['ben', 'cat', 'amy']);
  });
});

describe('working hours', () => {
  it('are read on the London weekday of the date, and null means whenever the business is open', () => {
    const tuesdays = [{ day_of_week: 2 as const, start_time: '09:00', end_time: '12:00' }];
    expect(worksThrough(tuesdays, '2026-06-09', '11:00', 60)).toBe(true);
    expect(worksThrough(tuesdays, '2026-06-09', '11:30', 60)).toBe(false);
    expect(worksThrough(tuesdays, WEDNESDAY, '09:00', 30)).toBe(false);
    expect(worksThrough(null, WEDNESDAY, '23:00', 30)).toBe(true);
  });

  it('must sit inside the opening hours, named by day', () => {
    expect(checkWorkingHours([{ day_of_week: 1, start_time: '09:00', end_time: '18:00' }], HOURS)).toBeNull();
    expect(checkWorkingHours([{ day_of_week: 1, start_time: '08:30', end_time: '12:00' }], HOURS)).toEqual({
      index: 0,
      message: "Monday's working hours must be inside your opening hours: change them or your opening hours first.",
    });
    expect(checkWorkingHours([{ day_of_week: 0, start_time: '10:00', end_time: '12:00' }], HOURS)?.message).toMatch(/^Sunday/);
  });

  it('written from the opening hours, Monday first, closed days left out', () => {
    expect(openingHoursAsWorkingHours('Mon-Fri 09:00-17:00, Sat 10:00-14:00, Sun closed')).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00' })),
      { day_of_week: 6, start_time: '10:00', end_time: '14:00' },
    ]);
  });
});

describe('teamMemberInputSchema', () => {
  const valid = { display_name: ' Amy ', service_ids: [], working_hours: [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }] };

  it('takes a trimmed name, services, half-hour ranges and defaults to active', () => {
    const result = validate(teamMemberInputSchema, valid);
    expect(result).toEqual({ ok: true, data: { ...valid, display_name: 'Amy', is_active: true } });
    expect(validate(teamMemberInputSchema, { display_name: 'Amy', service_ids: [] })).toMatchObject({ ok: true, data: { working_hours: null } });
  });

  it.each([
    [{ display_name: '  ' }, 'display_name', TEAM_MESSAGES.name],
    [{ service_ids: ['not-an-id'] }, 'service_ids.0', TEAM_MESSAGES.services],
    [{ working_hours: [{ day_of_week: 7, start_time: '09:00', end_time: '10:00' }] }, 'working_hours.0.day_of_week', TEAM_MESSAGES.day],
    [{ working_hours: [{ day_of_week: 1, start_time: '09:15', end_time: '10:00' }] }, 'working_hours.0.start_time', TEAM_MESSAGES.time],
    [{ working_hours: [{ day_of_week: 1, start_time: '10:00', end_time: '09:00' }] }, 'working_hours.0.end_time', TEAM_MESSAGES.endAfterStart],
    [
      { working_hours: [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }, { day_of_week: 1, start_time: '11:00', end_time: '13:00' }] },
      'working_hours.1',
      TEAM_MESSAGES.overlap,
    ],
  ])('refuses %j on %s', (change, field, message) => {
    expect(validate(teamMemberInputSchema, { ...valid, ...change })).toMatchObject({ ok: false, fields: { [field]: message } });
  });
});

describe('a change that would strand bookings', () => {
  it.each([
    ['delete', 1, 'This team member cannot be deleted while they have 1 upcoming booking, the first on Wed 10 Jun 2026 at 14:00. Move or cancel it first.'],
    ['deactivate', 2, 'This team member cannot be deactivated while they have 2 upcoming bookings, the first on Wed 10 Jun 2026 at 14:00. Move or cancel them first.'],
    ['hours', 3, 'This team member cannot have these working hours: they would leave out 3 upcoming bookings, the first on Wed 10 Jun 2026 at 14:00. Move or cancel them first.'],
  ] as const)('%s, %i booking(s)', (change, count, message) => {
    expect(memberHasBookings(change, count, 'Wed 10 Jun 2026 at 14:00')).toBe(message);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The Team tab's form and list.
// ---------------------------------------------------------------------------------------------------------------

describe('the times a member may work', () => {
  const HOURS = 'Monday: 09:00-17:00, Tuesday: 09:15-12:45, 14:00-18:00, Friday: 20:00-23:59, Sunday: Closed';

  it.each([
    ['a plain day', 1, '09:00', '16:30', 16],
    ['a day shrunk to whole half hours, with a gap', 2, '09:30', '17:30', 6 + 8],
    ['a closed day', 0, undefined, undefined, 0],
  ] as const)('starts on %s', (_, day, first, last, count) => {
    const starts = workingStartTimes(HOURS, day);
    expect(starts).toHaveLength(count);
    expect(starts[0]).toBe(first);
    expect(starts.at(-1)).toBe(last);
  });

  it.each([
    ['to the end of the opening', 1, '16:00', ['16:30', '17:00']],
    ['within the range the start falls in, never across the gap', 2, '11:30', ['12:00', '12:30']],
    ['nothing outside opening hours', 2, '13:00', []],
    ['up to the last whole half hour', 5, '22:30', ['23:00', '23:30']],
  ] as const)('ends %s', (_, day, start, ends) => {
    expect(workingEndTimes(HOURS, day, start)).toEqual(ends);
  });

  it('uses the default day when the business gives no hours', () => {
    expect(workingStartTimes(null, 3)[0]).toBe('09:00');
    expect(workingEndTimes(null, 3, '17:00')).toEqual(['17:30', '18:00']);
  });

  it('offers only times checkWorkingHours accepts', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6] as const) {
      for (const start of workingStartTimes(HOURS, day)) {
        for (const end of workingEndTimes(HOURS, day, start)) {
          expect(checkWorkingHours([{ day_of_week: day, start_time: start, end_time: end }], HOURS)).toBeNull();
        }
      }
    }
  });
});

describe('workingHoursSummary', () => {
  const range = (day_of_week: number, start_time: string, end_time: string) => ({ day_of_week, start_time, end_time });
  it.each([
    ['weekdays alike and a short Saturday', [1, 2, 3, 4, 5].map((d) => range(d, '09:00', '17:00')).concat(range(6, '10:00', '14:00')), 'Mon–Fri 09:00–17:00, Sat 10:00–14:00'],
    ['Sunday last, days apart not joined', [range(0, '10:00', '12:00'), range(1, '09:00', '12:00'), range(3, '09:00', '12:00')], 'Mon 09:00–12:00, Wed 09:00–12:00, Sun 10:00–12:00'],
    ['a split shift, in time order', [range(2, '14:00', '18:00'), range(2, '09:00', '12:00')], 'Tue 09:00–12:00 and 14:00–18:00'],
    ['Saturday and Sunday alike', [range(6, '10:00', '16:00'), range(0, '10:00', '16:00')], 'Sat–Sun 10:00–16:00'],
    ['no hours', [], ''],
  ])('%s', (_, ranges, text) => {
    expect(workingHoursSummary(ranges)).toBe(text);
  });
});
