import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingStatus,
  HOLD_MINUTES,
  canTransition,
  customerCanCancel,
  fromApiStatus,
  holdExpiryFrom,
  isBookingStatus,
  isFinalStatus,
  isHoldLive,
  myBookingsSection,
  occupiesSlot,
  statusColour,
  toApiStatus,
} from './booking-status';
import { CANNOT_CANCEL_WITHIN_NOTICE } from './cancellation-notice';
import { londonInstant } from './london-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The fixed clock: a summer Wednesday, 12:00 London (11:00Z). */
const NOW = londonInstant('2026-06-10', '12:00');
const fromNow = (ms: number) => new Date(NOW.getTime() + ms);

describe('booking statuses', () => {
  it('are pending, confirmed, completed, no_show, cancelled and expired', () => {
    expect([...BOOKING_STATUSES]).toEqual(['pending', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired']);
  });

  it('every status has its list of next states', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  const allowed = new Set([
    'pending → confirmed',
    'pending → cancelled',
    'pending → expired',
    'confirmed → completed',
    'confirmed → no_show',
    'confirmed → cancelled',
  ]);
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to, allowed.has(`${from} → ${to}`)] as const));

  it.each(pairs)('%s → %s is allowed: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it.each([
    ['pending', false],
    ['confirmed', false],
    ['completed', true],
    ['no_show', true],
    ['cancelled', true],
    ['expired', true],
  ] as const)('%s is final: %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });
});

describe('API spelling', () => {
  it.each([
    ['pending', 'pending'],
    ['confirmed', 'confirmed'],
    ['completed', 'completed'],
    ['no_show', 'no-show'],
    ['cancelled', 'cancelled'],
    ['expired', 'expired'],
  ] as const)('%s is %s in the API, and back', (status, api) => {
    expect(toApiStatus(status)).toBe(api);
    expect(fromApiStatus(api)).toBe(status);
  });

  it.each(['no_show', 'Pending', 'canceled', '', 'refunded'])('refuses %j from the API', (value) => {
    expect(fromApiStatus(value)).toBeNull();
  });

  it('recognises the internal statuses only', () => {
    expect(isBookingStatus('no_show')).toBe(true);
    expect(isBookingStatus('no-show')).toBe(false);
    expect(isBookingStatus(3)).toBe(false);
  });
});

describe('the payment hold', () => {
  it('lasts 5 minutes from creation', () => {
    expect(HOLD_MINUTES).toBe(5);
    expect(holdExpiryFrom(NOW).toISOString()).toBe(fromNow(5 * MINUTE).toISOString());
  });

  it.each([
    ['a pending booking created just now', 'pending', 5 * MINUTE, true, true],
    ['a pending booking 1 second before its expiry', 'pending', 1000, true, true],
    ['a pending booking at its expiry', 'pending', 0, false, false],
    ['a pending booking after its expiry', 'pending', -MINUTE, false, false],
    ['a pending booking without a hold', 'pending', null, false, false],
    ['a confirmed booking', 'confirmed', null, false, true],
    ['an expired booking', 'expired', -MINUTE, false, false],
    ['a cancelled booking', 'cancelled', null, false, false],
    ['a completed booking', 'completed', null, false, false],
    ['a no-show', 'no_show', null, false, false],
  ] as const)('%s: hold live %s, occupies its slot %s', (_name, status, expiresIn, live, occupies) => {
    const booking = { status, holdExpiresAt: expiresIn === null ? null : fromNow(expiresIn) };
    expect(isHoldLive(booking, NOW)).toBe(live);
    expect(occupiesSlot(booking, NOW)).toBe(occupies);
  });
});

describe('customerCanCancel', () => {
  it('uses the spec message for a booking within 24 hours', () => {
    expect(CANNOT_CANCEL_WITHIN_NOTICE).toBe('Cannot cancel - less than 24 hours before appointment');
  });

  it.each([
    ['allows a confirmed booking a week away', 'confirmed', 7 * 24 * HOUR, null],
    ['allows a confirmed booking exactly 24 hours away', 'confirmed', 24 * HOUR, null],
    ['allows a pending booking two days away', 'pending', 48 * HOUR, null],
    ['refuses a confirmed booking 23 hours 59 minutes away', 'confirmed', 24 * HOUR - MINUTE, 'within_24_hours'],
    ['refuses a confirmed booking 1 minute away', 'confirmed', MINUTE, 'within_24_hours'],
    ['lets an unpaid hold 2 hours away go: no money is at stake', 'pending', 2 * HOUR, null],
    ['refuses a pending booking that has started as past', 'pending', -MINUTE, 'past'],
    ['refuses a booking starting now as past', 'confirmed', 0, 'past'],
    ['refuses a booking that started an hour ago as past', 'confirmed', -HOUR, 'past'],
    ['refuses a cancelled booking', 'cancelled', 7 * 24 * HOUR, 'final'],
    ['refuses a completed booking', 'completed', 7 * 24 * HOUR, 'final'],
    ['refuses a no-show', 'no_show', 7 * 24 * HOUR, 'final'],
    ['refuses an expired booking', 'expired', 7 * 24 * HOUR, 'final'],
    ['refuses a completed booking in the past as final, not past', 'completed', -HOUR, 'final'],
  ] as const)('%s', (_name, status, startsIn, reason) => {
    const decision = customerCanCancel({ status, startsAt: fromNow(startsIn) }, NOW);
    expect(decision).toEqual(reason === null ? { allowed: true } : { allowed: false, reason });
  });

  it.each([
    ['refuses 10:00 the day before the spring-forward Sunday (23 real hours)', '2026-03-29', '2026-03-28', '10:00', false],
    ['allows 09:00 the day before the spring-forward Sunday (24 real hours)', '2026-03-29', '2026-03-28', '09:00', true],
    ['allows 10:00 the day before the fall-back Sunday (25 real hours)', '2026-10-25', '2026-10-24', '10:00', true],
    ['refuses 11:30 the day before the fall-back Sunday (23.5 real hours)', '2026-10-25', '2026-10-24', '11:30', false],
  ])('counts real hours across a clock change: %s', (_name, startDate, nowDate, nowTime, allowed) => {
    const decision = customerCanCancel(
      { status: 'confirmed', startsAt: londonInstant(startDate, '10:00') },
      londonInstant(nowDate, nowTime),
    );
    expect(decision.allowed).toBe(allowed);
  });
});

describe('myBookingsSection', () => {
  const held = fromNow(3 * MINUTE);
  const lapsed = fromNow(-MINUTE);

  it.each<[string, BookingStatus, number, Date | null, 'upcoming' | 'past' | 'hidden']>([
    ['a confirmed booking tomorrow is upcoming', 'confirmed', 24 * HOUR, null, 'upcoming'],
    ['a confirmed booking a minute from now is upcoming', 'confirmed', MINUTE, null, 'upcoming'],
    ['a confirmed booking starting now is past', 'confirmed', 0, null, 'past'],
    ['a confirmed booking yesterday is past', 'confirmed', -24 * HOUR, null, 'past'],
    ['a pending booking inside its hold is upcoming', 'pending', 24 * HOUR, held, 'upcoming'],
    ['a pending booking whose hold ran out is hidden', 'pending', 24 * HOUR, lapsed, 'hidden'],
    ['a pending booking exactly 5 minutes old is hidden', 'pending', 24 * HOUR, NOW, 'hidden'],
    ['a pending booking without a hold is hidden', 'pending', 24 * HOUR, null, 'hidden'],
    ['an expired booking is hidden', 'expired', 24 * HOUR, null, 'hidden'],
    ['a cancelled booking tomorrow is past', 'cancelled', 24 * HOUR, null, 'past'],
    ['a cancelled booking yesterday is past', 'cancelled', -24 * HOUR, null, 'past'],
    ['a completed booking is past', 'completed', -2 * HOUR, null, 'past'],
    ['a completed booking still in the future is past', 'completed', 2 * HOUR, null, 'past'],
    ['a no-show is past', 'no_show', -2 * HOUR, null, 'past'],
    ['a no-show marked before its start is past', 'no_show', 2 * HOUR, null, 'past'],
  ])('%s', (_name, status, startsIn, holdExpiresAt, section) => {
    expect(myBookingsSection({ status, startsAt: fromNow(startsIn), holdExpiresAt }, NOW)).toBe(section);
  });
});

describe('statusColour', () => {
  it.each([
    ['pending', 'amber'],
    ['confirmed', 'green'],
    ['completed', 'blue'],
    ['cancelled', 'red'],
    ['no_show', 'neutral'],
    ['no-show', 'neutral'],
    ['expired', 'neutral'],
    ['something else', 'neutral'],
    ['toString', 'neutral'],
  ])('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });
});
