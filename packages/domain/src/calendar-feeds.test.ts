import { describe, expect, it } from 'vitest';
import { calendarFeedWindow, feedBlockSummary, feedBookingStatus, feedBookingSummary, feedClientName, isBlockInFeed } from './calendar-feeds';

describe('the calendar feed', () => {
  it('reaches from London midnight thirty days ago to the midnight after the diary horizon', () => {
    // 20 Nov 2026 is winter time, but 21 Oct, thirty days before, was summer time (London midnight 23:00 UTC).
    const window = calendarFeedWindow(new Date('2026-11-20T10:00:00Z'));
    expect(window.from.toISOString()).toBe('2026-10-20T23:00:00.000Z');
    expect(window.to.toISOString()).toBe('2027-11-21T00:00:00.000Z');
  });

  it('shows paid bookings, marks paid ones that were cancelled, and leaves out holds', () => {
    const paid = new Date('2026-03-01T10:00:00Z');
    expect(feedBookingStatus({ status: 'confirmed', confirmedAt: paid })).toBe('confirmed');
    expect(feedBookingStatus({ status: 'completed', confirmedAt: paid })).toBe('confirmed');
    expect(feedBookingStatus({ status: 'no_show', confirmedAt: paid })).toBe('confirmed');
    expect(feedBookingStatus({ status: 'cancelled', confirmedAt: paid })).toBe('cancelled');
    expect(feedBookingStatus({ status: 'cancelled', confirmedAt: null })).toBeNull();
    expect(feedBookingStatus({ status: 'pending', confirmedAt: null })).toBeNull();
    expect(feedBookingStatus({ status: 'expired', confirmedAt: null })).toBeNull();
  });

  it("leaves out the busy times read from the salon's other calendar, and keeps every block the salon adds", () => {
    expect(isBlockInFeed('external')).toBe(false);
    for (const kind of ['break', 'time_off', 'closure', 'walk_in', 'phone_booking'] as const) expect(isBlockInFeed(kind)).toBe(true);
  });

  it('names a client by first name and last initial at most', () => {
    expect(feedClientName('Jane', 'Smith')).toBe('Jane S.');
    expect(feedClientName('Jane', '')).toBe('Jane');
    expect(feedClientName('  ', null)).toBe('');
    expect(feedClientName('Mary Ann', 'de la Cruz')).toBe('Mary C.');
    expect(feedClientName('jane smith')).toBe('jane S.');
    expect(feedClientName('Zoë', 'Łukasz')).toBe('Zoë Ł.');
  });

  it('sums a booking up as service, client and who does it', () => {
    expect(feedBookingSummary({ serviceName: 'Haircut', clientName: 'Jane S.', memberName: 'Mina' })).toBe('Haircut – Jane S. (with Mina)');
    expect(feedBookingSummary({ serviceName: 'Haircut', clientName: '', memberName: 'Mina' })).toBe('Haircut (with Mina)');
  });

  it("sums a block up by its kind and whose time it is", () => {
    expect(feedBlockSummary({ kind: 'break', memberName: 'Mina', clientName: '' })).toBe('Break (Mina)');
    expect(feedBlockSummary({ kind: 'closure', memberName: null, clientName: '' })).toBe('Closed (whole team)');
    expect(feedBlockSummary({ kind: 'walk_in', memberName: 'Mina', clientName: 'Jane S.' })).toBe('Walk-in – Jane S. (with Mina)');
    expect(feedBlockSummary({ kind: 'phone_booking', memberName: null, clientName: 'Jane S.' })).toBe('Phone booking – Jane S. (whole team)');
  });
});
