import { describe, expect, it } from 'vitest';
import { SEARCH_WHEN_MESSAGES, isInTimeOfDay, searchDateProblem, searchDates } from './search-when';

describe('searching by when', () => {
  it('splits the day at 12:00 and 17:00, each start in exactly one part', () => {
    expect(['00:00', '11:59'].every((time) => isInTimeOfDay(time, 'morning'))).toBe(true);
    expect(['12:00', '16:59'].every((time) => isInTimeOfDay(time, 'afternoon'))).toBe(true);
    expect(['17:00', '23:59'].every((time) => isInTimeOfDay(time, 'evening'))).toBe(true);
    expect(isInTimeOfDay('12:00', 'morning')).toBe(false);
    expect(isInTimeOfDay('17:00', 'afternoon')).toBe(false);
    expect(isInTimeOfDay('03:00', undefined)).toBe(true);
  });

  it('takes today to 13 days ahead, across the clocks going back', () => {
    expect(searchDates('2026-10-20')).toHaveLength(14);
    expect(searchDates('2026-10-20').at(-1)).toBe('2026-11-02');
    expect(searchDateProblem('2026-10-20', '2026-10-20')).toBeNull();
    expect(searchDateProblem('2026-11-02', '2026-10-20')).toBeNull();
    for (const date of ['2026-10-19', '2026-11-03', '2026-02-30', 'soon', '']) expect(searchDateProblem(date, '2026-10-20')).toBe(SEARCH_WHEN_MESSAGES.date);
  });
});
