import { describe, expect, it } from 'vitest';
import { merchantBookingsWindow } from './merchant-booking-views';

describe('merchantBookingsWindow', () => {
  // 23:30 on Saturday 24 October 2026 in London (BST), the night before the clocks go back.
  const now = new Date('2026-10-24T22:30:00Z');

  it('splits what is still to come (soonest first) from what is over (most recent first) at now', () => {
    expect(merchantBookingsWindow('upcoming', undefined, now)).toEqual({ endsAfter: now, order: 'soonest' });
    expect(merchantBookingsWindow('past', undefined, now)).toEqual({ endsBy: now, order: 'latest' });
    expect(merchantBookingsWindow('all', undefined, now)).toEqual({ order: 'latest' });
  });

  it("takes Today as London's day, not UTC's", () => {
    expect(merchantBookingsWindow('today', undefined, new Date('2026-10-24T23:30:00Z'))).toEqual({
      startsFrom: new Date('2026-10-24T23:00:00Z'),
      // Sunday 25 October lasts 25 hours.
      startsBefore: new Date('2026-10-26T00:00:00Z'),
      order: 'soonest',
    });
  });

  it('narrows any view to a chosen day, in the order the day happens unless looking back', () => {
    expect(merchantBookingsWindow('all', '2026-03-29', now)).toEqual({ startsFrom: new Date('2026-03-29T00:00:00Z'), startsBefore: new Date('2026-03-29T23:00:00Z'), order: 'soonest' });
    expect(merchantBookingsWindow('today', '2026-03-29', now)).toMatchObject({ startsFrom: new Date('2026-03-29T00:00:00Z'), order: 'soonest' });
    expect(merchantBookingsWindow('past', '2026-03-29', now)).toMatchObject({ endsBy: now, order: 'latest' });
    expect(merchantBookingsWindow('upcoming', '2026-10-25', now)).toMatchObject({ endsAfter: now, startsFrom: new Date('2026-10-24T23:00:00Z'), order: 'soonest' });
  });
});
