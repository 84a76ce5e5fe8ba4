import type { DiaryBlock, DiaryBooking, DiaryResponse } from '@lull/domain/contracts/team';
import { describe, expect, it } from 'vitest';

import {
  blockDetail,
  chosenMember,
  columnEntries,
  datesOfView,
  dayColumns,
  freeSlots,
  gridSpan,
  mondayOf,
  placeInLanes,
  stepDate,
  suggestedEnd,
  wallTime,
} from './calendar-layout';

const AMY = 'a0000000-0000-4000-8000-000000000001';
const BEN = 'a0000000-0000-4000-8000-000000000002';
const OLD = 'a0000000-0000-4000-8000-000000000003';
const DAY = '2026-12-02';

function booking(id: string, member: string, time: string, duration: number, buffer = 0, date = DAY): DiaryBooking {
  return {
    id,
    team_member_id: member,
    team_member_name: 'Amy',
    booking_date: date,
    booking_time: time,
    end_time: wallTime(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + duration),
    starts_at: `${date}T${time}:00.000Z`,
    ends_at: `${date}T${time}:00.000Z`,
    duration_minutes: duration,
    buffer_minutes: buffer,
    status: 'confirmed',
    service_id: 'b0000000-0000-4000-8000-000000000001',
    service_name: 'Cut',
    customer_name: 'Priya Shah',
  };
}

function block(id: string, member: string | null, start: string, end: string, kind: DiaryBlock['kind'] = 'break', date = DAY): DiaryBlock {
  return { id, team_member_id: member, date, start_time: start, end_time: end, kind, note: '', client_name: null, client_phone: null, series_id: null, repeat_weekly: false, source_host: null, clash: null };
}

const members: DiaryResponse['members'] = [
  { id: AMY, display_name: 'Amy', is_active: true },
  { id: OLD, display_name: 'Extra chair 1', is_active: false },
  { id: BEN, display_name: 'Ben', is_active: true },
];

describe('calendar weeks', () => {
  it('start on Monday, across the clocks going back', () => {
    expect(mondayOf('2026-10-25')).toBe('2026-10-19'); // a Sunday
    expect(mondayOf('2026-10-26')).toBe('2026-10-26');
    expect(datesOfView('week', '2026-10-28')).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(datesOfView('day', '2026-03-29')).toEqual(['2026-03-29']);
  });

  it('step a day or a week', () => {
    expect(stepDate('day', '2026-03-28', 1)).toBe('2026-03-29');
    expect(stepDate('week', '2026-03-30', -1)).toBe('2026-03-23');
  });
});

describe('columns', () => {
  it('are the active members, and an inactive one only on a day they have bookings', () => {
    const diary = { members, bookings: [booking('x', OLD, '10:00', 30, 0, '2026-12-03')] };
    expect(dayColumns(diary, DAY).map((member) => member.display_name)).toEqual(['Amy', 'Ben']);
    expect(dayColumns(diary, '2026-12-03').map((member) => member.display_name)).toEqual(['Amy', 'Extra chair 1', 'Ben']);
  });

  it("the week's member is the one asked for, else the first active one", () => {
    expect(chosenMember(members, BEN)?.display_name).toBe('Ben');
    expect(chosenMember(members, 'someone-else')?.display_name).toBe('Amy');
    expect(chosenMember([members[1]!, members[2]!], null)?.display_name).toBe('Ben');
  });

  it("hold a member's bookings and blocks and the whole business's blocks, not another member's", () => {
    const diary = {
      bookings: [booking('b1', AMY, '10:00', 45, 15), booking('b2', BEN, '10:00', 30)],
      blocks: [block('k1', AMY, '13:00', '14:00'), block('k2', null, '17:00', '00:00', 'closure'), block('k3', BEN, '12:00', '13:00')],
    };
    const amy = columnEntries(diary, AMY, DAY);
    expect(amy.map((entry) => entry.id)).toEqual(['b1', 'k1', 'k2']);
    expect(amy[0]).toMatchObject({ type: 'booking', start: 600, end: 645, bufferEnd: 660 });
    // A block to midnight ends at the day's end, not at its start.
    expect(amy[2]).toMatchObject({ type: 'block', start: 1020, end: 1440, wholeBusiness: true });
    expect(columnEntries(diary, BEN, DAY).map((entry) => entry.id)).toEqual(['b2', 'k3', 'k2']);
  });
});

describe('placeInLanes', () => {
  it('puts overlapping entries side by side, a booking taking its lane until its clean-up ends, and the rest full width', () => {
    const entries = columnEntries(
      {
        bookings: [booking('a', AMY, '10:00', 45, 15), booking('c', AMY, '11:00', 30)],
        blocks: [block('off', AMY, '09:00', '12:00', 'time_off'), block('lunch', AMY, '13:00', '14:00'), block('shut', null, '13:30', '14:30', 'closure')],
      },
      AMY,
      DAY,
    );
    const byId = Object.fromEntries(placeInLanes(entries, 9 * 60).map((entry) => [entry.id, entry]));
    expect(byId.off).toMatchObject({ top: 0, height: 180, lane: 0, lanes: 2 });
    // The 10:00 booking is 45 minutes and 15 of clean-up: one hour tall, and the 11:00 one starts as it ends.
    expect(byId.a).toMatchObject({ top: 60, height: 60, lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ top: 120, lane: 1, lanes: 2 });
    expect(byId.lunch).toMatchObject({ top: 240, lane: 0, lanes: 2 });
    expect(byId.shut).toMatchObject({ top: 270, lane: 1, lanes: 2 });
  });

  it('gives an entry alone the full width', () => {
    const placed = placeInLanes(columnEntries({ bookings: [booking('a', AMY, '10:00', 30)], blocks: [block('k', AMY, '10:30', '11:00')] }, AMY, DAY), 600);
    expect(placed.map(({ id, lane, lanes }) => ({ id, lane, lanes }))).toEqual([
      { id: 'a', lane: 0, lanes: 1 },
      { id: 'k', lane: 0, lanes: 1 },
    ]);
  });
});

describe('the grid', () => {
  it("covers the business's day in whole hours, stretched to fit an early booking or a late clean-up", () => {
    // 09:00 to 21:30 + 45 minutes: the grid runs 09:00 to 23:00, not a fixed 08:00–21:00.
    const day = { startMinute: 9 * 60, endMinute: 22 * 60 + 15 };
    expect(gridSpan([], day)).toEqual({ start: 540, end: 1380 });
    const entries = columnEntries({ bookings: [booking('x', AMY, '07:30', 30), booking('y', AMY, '22:30', 60, 30)], blocks: [] }, AMY, DAY);
    expect(gridSpan(entries, day)).toEqual({ start: 420, end: 1440 });
  });

  it('offers the quarter hours nothing takes, a booking taking its clean-up too', () => {
    const entries = columnEntries({ bookings: [booking('a', AMY, '10:00', 30, 10)], blocks: [block('k', null, '11:00', '11:20')] }, AMY, DAY);
    // 10:00–10:40 is the booking and its clean-up, 11:00–11:20 the block: 10:30 and 11:15 are partly taken.
    expect(freeSlots(entries, { start: 600, end: 720 }).map(wallTime)).toEqual(['10:45', '11:30', '11:45']);
  });

  it("suggests half an hour for a new block, shortened to the next entry or the day's end", () => {
    const entries = columnEntries({ bookings: [booking('a', AMY, '10:15', 30)], blocks: [] }, AMY, DAY);
    const span = { start: 540, end: 1020 };
    expect(wallTime(suggestedEnd(entries, 540, span))).toBe('09:30');
    expect(wallTime(suggestedEnd(entries, 600, span))).toBe('10:15');
    expect(wallTime(suggestedEnd(entries, 1005, span))).toBe('17:00');
  });

  it('gives short bookings the lines they can show: time and name first', () => {
    expect([15, 20, 30, 40, 45, 60, 90].map(blockDetail)).toEqual(['one-line', 'one-line', 'two-lines', 'two-lines', 'full', 'full', 'full']);
  });
});
