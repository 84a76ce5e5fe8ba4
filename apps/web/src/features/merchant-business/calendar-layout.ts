import type { DiaryBlock, DiaryBooking, DiaryResponse } from '@lull/domain/contracts/team';
import { type IsoDate, addDaysToDate, londonWeekday, minutesOf } from '@lull/domain/london-time';

/**
 * Where everything in the salon's diary sits on its time grid. Pure, so the calendar's screen only draws what this
 * decides: which columns a day has, which lane an entry takes beside another, where a booking's clean-up ends, and
 * which times are free to add to.
 */

export type CalendarView = 'day' | 'week';

/** The grid's rows: a quarter of an hour each. */
export const SLOT_MINUTES = 15;

/** The Monday of the week `date` falls in (weeks start on Monday in the UK). */
export function mondayOf(date: IsoDate): IsoDate {
  const weekday = londonWeekday(date);
  return addDaysToDate(date, weekday === 0 ? -6 : 1 - weekday);
}

/** The dates a view shows around `date`: that day, or its Monday-to-Sunday week. */
export function datesOfView(view: CalendarView, date: IsoDate): IsoDate[] {
  if (view === 'day') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, index) => addDaysToDate(monday, index));
}

/** Where Previous and Next go: a day or a week away. */
export function stepDate(view: CalendarView, date: IsoDate, direction: 1 | -1): IsoDate {
  return addDaysToDate(date, direction * (view === 'day' ? 1 : 7));
}

type DiaryMember = DiaryResponse['members'][number];

/**
 * The day view's columns: every active member, and an inactive one only on a day they still have bookings (so no
 * booking is ever off the grid), in the salon's order.
 */
export function dayColumns(diary: Pick<DiaryResponse, 'members' | 'bookings'>, date: IsoDate): DiaryMember[] {
  const booked = new Set(diary.bookings.filter((booking) => booking.booking_date === date).map((booking) => booking.team_member_id));
  return diary.members.filter((member) => member.is_active || booked.has(member.id));
}

/** The week view's member: the one asked for when they are in the team, else the first active one. */
export function chosenMember(members: readonly DiaryMember[], requested: string | null): DiaryMember | undefined {
  return members.find((member) => member.id === requested) ?? members.find((member) => member.is_active) ?? members[0];
}

/** Minutes after midnight. */
interface Span {
  start: number;
  end: number;
}

export type ColumnEntry =
  | { type: 'booking'; id: string; start: number; end: number; booking: DiaryBooking; /** The end of its clean-up: `end` when it has none. */ bufferEnd: number }
  | { type: 'block'; id: string; start: number; end: number; block: DiaryBlock; /** A block on the whole business, shown in every column. */ wholeBusiness: boolean };

/** A booking's or block's place: minutes from the grid's top, minutes tall, and its lane among overlapping entries. */
export type Placed<Entry> = Entry & { top: number; height: number; lane: number; lanes: number };

/** Where an entry stops taking the member: a booking's clean-up included. */
export function occupiedUntil(entry: ColumnEntry): number {
  return entry.type === 'booking' ? entry.bufferEnd : entry.end;
}

/** One member's day: their bookings (with clean-up) and blocks, and the whole business's blocks, by start. */
export function columnEntries(diary: Pick<DiaryResponse, 'bookings' | 'blocks'>, memberId: string, date: IsoDate): ColumnEntry[] {
  const bookings: ColumnEntry[] = diary.bookings
    .filter((booking) => booking.team_member_id === memberId && booking.booking_date === date)
    .map((booking) => {
      const start = minutesOf(booking.booking_time);
      const end = start + booking.duration_minutes;
      return { type: 'booking', id: booking.id, start, end, booking, bufferEnd: end + booking.buffer_minutes };
    });
  const blocks: ColumnEntry[] = diary.blocks
    .filter((block) => block.date === date && (block.team_member_id === memberId || block.team_member_id === null))
    .map((block) => ({ type: 'block', id: block.id, start: minutesOf(block.start_time), end: endMinute(block.start_time, block.end_time), block, wholeBusiness: block.team_member_id === null }));
  return [...bookings, ...blocks].sort((a, b) => a.start - b.start || occupiedUntil(b) - occupiedUntil(a));
}

/** A block's end in minutes; '00:00' after a later start is midnight, the day's end. */
function endMinute(start: string, end: string): number {
  const minutes = minutesOf(end);
  return minutes <= minutesOf(start) ? 24 * 60 : minutes;
}

/**
 * Places a column's entries on a grid starting at `gridStart` (minutes). Entries that overlap (a lunch break inside
 * a day off, a booking made before the team existed) share the width in lanes, each group of overlaps as wide as it
 * needs and no wider. A booking takes its lane until its clean-up ends.
 */
export function placeInLanes(entries: readonly ColumnEntry[], gridStart: number): Placed<ColumnEntry>[] {
  const sorted = [...entries].sort((a, b) => a.start - b.start || occupiedUntil(b) - occupiedUntil(a));
  const placed: Placed<ColumnEntry>[] = [];
  let group: Placed<ColumnEntry>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const entry of sorted) {
    const end = occupiedUntil(entry);
    if (entry.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= entry.start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const positioned = { ...entry, top: entry.start - gridStart, height: end - entry.start, lane, lanes: 1 };
    group.push(positioned);
    placed.push(positioned);
    groupEnd = Math.max(groupEnd, end);
  }
  closeGroup();
  return placed;
}

/**
 * The grid's span in minutes, on whole hours: the business's day (`diarySpan`: its opening hours and its services'
 * scheduled starts and ends), stretched to fit anything outside it (booked before the hours changed, a late walk-in).
 */
export function gridSpan(entries: readonly ColumnEntry[], day: { startMinute: number; endMinute: number }): Span {
  let start = day.startMinute;
  let end = day.endMinute;
  for (const entry of entries) {
    start = Math.min(start, entry.start);
    end = Math.max(end, occupiedUntil(entry));
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** The rows' start times (minutes) where nothing in the column takes any part of the row: where the salon can add. */
export function freeSlots(entries: readonly ColumnEntry[], span: Span, step = SLOT_MINUTES): number[] {
  const slots: number[] = [];
  for (let time = span.start; time + step <= span.end; time += step) {
    if (!entries.some((entry) => entry.start < time + step && occupiedUntil(entry) > time)) slots.push(time);
  }
  return slots;
}

/** A new block's suggested end: half an hour on, or sooner where the next entry or the grid's day begins. */
export function suggestedEnd(entries: readonly ColumnEntry[], start: number, span: Span, length = 30): number {
  const next = entries.filter((entry) => entry.start > start).reduce((soonest, entry) => Math.min(soonest, entry.start), Infinity);
  return Math.min(start + length, next, span.end);
}

/** 'HH:MM' for minutes after midnight. */
export function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * How much of a booking its block can show at the grid's scale (a quarter of an hour is 24px, a line 16px): a
 * 15-minute booking has one line (time and customer's name), a 30-minute one adds the service, from 45 minutes the
 * end time too. Everything is in its accessible name and tooltip whatever its size.
 */
export function blockDetail(durationMinutes: number): 'one-line' | 'two-lines' | 'full' {
  if (durationMinutes < 30) return 'one-line';
  if (durationMinutes < 45) return 'two-lines';
  return 'full';
}
