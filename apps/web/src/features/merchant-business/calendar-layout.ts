import { type IsoDate, type WallTime, addDaysToDate, londonWeekday, minutesOf } from '@lull/domain/london-time';

export type CalendarView = 'day' | 'week';

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

export interface TimedItem {
  id: string;
  time: WallTime;
  duration: number;
}

export interface PlacedItem<Item> {
  item: Item;
  /** Minutes from the top of the grid, and how many minutes tall. */
  top: number;
  height: number;
  /** Side-by-side columns for appointments that overlap (several chairs): which one, out of how many. */
  lane: number;
  lanes: number;
}

/**
 * Places a day's appointments on a time grid starting at `gridStartHour`. Overlapping appointments (two
 * therapists at once) share the width in lanes, each group of overlaps as wide as it needs and no wider.
 */
export function placeOnGrid<Item extends TimedItem>(items: readonly Item[], gridStartHour: number): PlacedItem<Item>[] {
  const sorted = [...items].sort((a, b) => minutesOf(a.time) - minutesOf(b.time) || b.duration - a.duration);
  const placed: PlacedItem<Item>[] = [];
  let group: PlacedItem<Item>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = minutesOf(item.time);
    const end = start + item.duration;
    if (start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const entry = { item, top: start - gridStartHour * 60, height: item.duration, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, end);
  }
  closeGroup();
  return placed;
}

/**
 * The hours the grid shows: the business's diary (`diarySpan`: its opening hours and its services' scheduled
 * starts and ends) in whole hours, stretched to fit any appointment outside it (booked before the hours changed).
 */
export function gridHours(items: readonly TimedItem[], span: { startMinute: number; endMinute: number }): { start: number; end: number } {
  let startMinute = span.startMinute;
  let endMinute = span.endMinute;
  for (const item of items) {
    const from = minutesOf(item.time);
    startMinute = Math.min(startMinute, from);
    endMinute = Math.max(endMinute, from + item.duration);
  }
  return { start: Math.floor(startMinute / 60), end: Math.min(24, Math.ceil(endMinute / 60)) };
}

/**
 * How much of an appointment its block can show at the grid's scale (80px an hour, 16px a line): a 15-minute
 * block has one line (time and customer's name), a 30-minute one adds the service, from 45 minutes the end time
 * too. Everything is in the block's accessible name and tooltip whatever its size.
 */
export function blockDetail(durationMinutes: number): 'one-line' | 'two-lines' | 'full' {
  if (durationMinutes < 30) return 'one-line';
  if (durationMinutes < 45) return 'two-lines';
  return 'full';
}
