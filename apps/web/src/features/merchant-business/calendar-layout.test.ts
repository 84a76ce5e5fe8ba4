import { describe, expect, it } from 'vitest';

import { blockDetail, datesOfView, gridHours, mondayOf, placeOnGrid, stepDate } from './calendar-layout';

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

describe('placeOnGrid', () => {
  it('puts overlapping appointments side by side, and the rest full width', () => {
    const placed = placeOnGrid(
      [
        { id: 'a', time: '10:00', duration: 60 },
        { id: 'b', time: '10:30', duration: 30 },
        { id: 'c', time: '11:00', duration: 30 },
        { id: 'd', time: '14:00', duration: 45 },
      ],
      8,
    );
    const byId = Object.fromEntries(placed.map((entry) => [entry.item.id, entry]));
    expect(byId.a).toMatchObject({ top: 120, height: 60, lane: 0, lanes: 2 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    // c starts as a and b end: nothing overlaps it, so it has the full width.
    expect(byId.c).toMatchObject({ top: 180, lane: 0, lanes: 1 });
    expect(byId.d).toMatchObject({ top: 360, lane: 0, lanes: 1 });
  });

  it("shows the business's day in whole hours, stretched to fit an early or late appointment", () => {
    // 09:00 to 21:30 + 45 minutes: the grid runs 09:00 to 23:00, not a fixed 08:00–21:00.
    const span = { startMinute: 9 * 60, endMinute: 22 * 60 + 15 };
    expect(gridHours([], span)).toEqual({ start: 9, end: 23 });
    expect(gridHours([{ id: 'x', time: '07:30', duration: 30 }, { id: 'y', time: '23:30', duration: 60 }], span)).toEqual({ start: 7, end: 24 });
  });

  it('gives short appointments the lines they can show: time and name first', () => {
    expect([15, 20, 30, 40, 45, 60, 90].map(blockDetail)).toEqual(['one-line', 'one-line', 'two-lines', 'two-lines', 'full', 'full', 'full']);
  });
});
