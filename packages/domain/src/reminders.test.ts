import { describe, expect, it } from 'vitest';
import { londonInstant } from './london-time';
import { bookedInTimeForReminder, reminderDueAt, reminderStatus, shouldRemind, type RemindableBooking } from './reminders';

const HOUR = 3_600_000;

function booking(startsAt: Date, changes: Partial<RemindableBooking> = {}): RemindableBooking {
  return { status: 'confirmed', startsAt, confirmedAt: new Date(startsAt.getTime() - 72 * HOUR), reminderSentFor: null, ...changes };
}

describe('reminderDueAt', () => {
  it('is the same London time the day before on an ordinary day: 24 hours', () => {
    const start = londonInstant('2026-06-10', '14:30');
    expect(reminderDueAt(start).toISOString()).toBe('2026-06-09T13:30:00.000Z');
  });

  it('reminds a 10:00 appointment on the Monday after the spring change at 10:00 BST the day before: 23 hours', () => {
    const start = londonInstant('2026-03-30', '10:00');
    expect(start.toISOString()).toBe('2026-03-30T09:00:00.000Z');
    const due = reminderDueAt(start);
    expect(due.toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(start.getTime() - due.getTime()).toBe(24 * HOUR);
  });

  it('reminds a 10:00 appointment on the Sunday of the spring change at 10:00 GMT on the Saturday: 23 real hours', () => {
    const start = londonInstant('2026-03-29', '10:00');
    const due = reminderDueAt(start);
    expect(due.toISOString()).toBe('2026-03-28T10:00:00.000Z');
    expect(start.getTime() - due.getTime()).toBe(23 * HOUR);
  });

  it('reminds a 10:00 appointment on the Monday after the autumn change at 10:00 GMT the day before: 24 hours', () => {
    const start = londonInstant('2026-10-26', '10:00');
    expect(start.toISOString()).toBe('2026-10-26T10:00:00.000Z');
    expect(reminderDueAt(start).toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('reminds a 10:00 appointment on the Sunday of the autumn change at 10:00 BST on the Saturday: 25 real hours', () => {
    const start = londonInstant('2026-10-25', '10:00');
    const due = reminderDueAt(start);
    expect(due.toISOString()).toBe('2026-10-24T09:00:00.000Z');
    expect(start.getTime() - due.getTime()).toBe(25 * HOUR);
  });

  it('moves a day-before time in the spring gap to the first minute that exists', () => {
    const start = londonInstant('2026-03-30', '01:30');
    expect(reminderDueAt(start).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });
});

describe('shouldRemind', () => {
  const start = londonInstant('2026-03-30', '10:00');
  const due = reminderDueAt(start);
  const justBefore = new Date(due.getTime() - 60_000);

  it('is true from the due time until the appointment starts', () => {
    expect(shouldRemind(booking(start), justBefore)).toBe(false);
    expect(shouldRemind(booking(start), due)).toBe(true);
    expect(shouldRemind(booking(start), new Date(start.getTime() - 1))).toBe(true);
    expect(shouldRemind(booking(start), start)).toBe(false);
  });

  it('is false for a booking that is not confirmed', () => {
    for (const status of ['pending', 'cancelled', 'completed', 'no_show', 'expired']) {
      expect(shouldRemind(booking(start, { status }), due)).toBe(false);
    }
  });

  it('is false for a booking made less than 24 real hours ahead, true for one made exactly 24 hours ahead', () => {
    const late = booking(start, { confirmedAt: new Date(start.getTime() - 24 * HOUR + 1) });
    expect(bookedInTimeForReminder(late)).toBe(false);
    expect(shouldRemind(late, due)).toBe(false);
    const inTime = booking(start, { confirmedAt: new Date(start.getTime() - 24 * HOUR) });
    expect(shouldRemind(inTime, due)).toBe(true);
    expect(shouldRemind(booking(start, { confirmedAt: null }), due)).toBe(false);
  });

  it('is false once reminded for this start, and true again when the start changes', () => {
    expect(shouldRemind(booking(start, { reminderSentFor: start }), due)).toBe(false);
    const moved = new Date(start.getTime() + 2 * HOUR);
    expect(shouldRemind(booking(moved, { reminderSentFor: start }), reminderDueAt(moved))).toBe(true);
  });
});

describe('reminderStatus', () => {
  const start = londonInstant('2026-06-10', '10:00');
  const before = new Date(start.getTime() - 48 * HOUR);

  it('follows the mail once sent for the current start', () => {
    const sent = booking(start, { reminderSentFor: start });
    expect(reminderStatus(sent, 'pending', before)).toBe('queued');
    expect(reminderStatus(sent, 'sent', before)).toBe('sent');
    expect(reminderStatus(sent, 'failed', before)).toBe('failed');
    expect(reminderStatus(sent, null, before)).toBe('sent');
  });

  it('is not due while waiting, none when the booking gets none', () => {
    expect(reminderStatus(booking(start), null, before)).toBe('not_due');
    expect(reminderStatus(booking(start, { confirmedAt: new Date(start.getTime() - 2 * HOUR) }), null, before)).toBe('none');
    expect(reminderStatus(booking(start, { status: 'cancelled' }), null, before)).toBe('none');
    expect(reminderStatus(booking(start, { reminderSentFor: new Date(start.getTime() - HOUR) }), 'sent', before)).toBe('not_due');
  });
});
