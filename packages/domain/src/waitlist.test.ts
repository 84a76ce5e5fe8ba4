import { describe, expect, it } from 'vitest';
import { isWaitlistEntryLive, noticeOrder, slotState, takenStartTimes, waitlistJoinRefusal, waitlistNoticeMessage } from './waitlist';
import { bookingInterval } from './slots';

const now = new Date('2026-11-24T12:00:00Z');
const base = { startsAt: new Date('2026-11-26T10:00:00Z'), now, slot: 'taken' as const, hasOwnBooking: false, alreadyWaiting: false };

describe('waitlistJoinRefusal', () => {
  it('lets a customer join a taken future time', () => {
    expect(waitlistJoinRefusal(base)).toBeNull();
  });
  it('refuses a past time, even one that is taken', () => {
    expect(waitlistJoinRefusal({ ...base, startsAt: now })).toBe('past');
  });
  it('refuses a free time (book it instead) and a time not offered', () => {
    expect(waitlistJoinRefusal({ ...base, slot: 'free' })).toBe('free');
    expect(waitlistJoinRefusal({ ...base, slot: 'not_offered' })).toBe('not_offered');
  });
  it('refuses the customer’s own booking and a second entry', () => {
    expect(waitlistJoinRefusal({ ...base, hasOwnBooking: true })).toBe('own_booking');
    expect(waitlistJoinRefusal({ ...base, alreadyWaiting: true })).toBe('already_waiting');
  });
});

describe('takenStartTimes and slotState', () => {
  const query = {
    date: '2026-11-26',
    durationMinutes: 60,
    availabilitySchedule: '10:00,11:00,12:00',
    openingHours: null,
    now,
    takenIntervals: [bookingInterval('2026-11-26', '11:00', 60)],
  };
  it('lists the offered times another booking has', () => {
    expect(takenStartTimes(query)).toEqual(['11:00']);
  });
  it('tells free, taken and not offered apart', () => {
    expect(slotState(query, '10:00')).toBe('free');
    expect(slotState(query, '11:00')).toBe('taken');
    expect(slotState(query, '11:30')).toBe('not_offered');
    expect(slotState({ ...query, date: '2026-11-23' }, '11:00')).toBe('not_offered');
  });
});

describe('isWaitlistEntryLive', () => {
  it('is live until its time passes or the customer leaves', () => {
    const startsAt = new Date('2026-11-24T13:00:00Z');
    expect(isWaitlistEntryLive({ startsAt, leftAt: null }, now)).toBe(true);
    expect(isWaitlistEntryLive({ startsAt, leftAt: now }, now)).toBe(false);
    expect(isWaitlistEntryLive({ startsAt, leftAt: null }, new Date('2026-11-24T13:00:00Z'))).toBe(false);
  });
});

describe('noticeOrder', () => {
  it('tells the first to join first', () => {
    const entries = [{ id: 'c', position: 7 }, { id: 'b', position: 2 }, { id: 'a', position: 5 }];
    expect(noticeOrder(entries, (entry) => entry.position).map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
  });
});

it('words the notice with the one London date format', () => {
  expect(waitlistNoticeMessage({ serviceName: 'Gel nails', businessName: 'Polish', date: '2026-11-26', time: '10:00', link: 'https://lull.test/x' })).toBe(
    'A time you wanted is free: Gel nails at Polish, Thu 26 Nov 2026 at 10:00. Book it now: https://lull.test/x',
  );
});
