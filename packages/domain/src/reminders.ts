import { addDaysToDate, isAtLeastHoursBefore, londonDateOf, londonInstant, londonTimeOf } from './london-time';

/** A booking made less than this many real hours before its start gets no reminder (the issue: "made less than 24 hours ahead"). */
export const REMINDER_MIN_LEAD_HOURS = 24;

/**
 * When the reminder of an appointment is due: the same London wall time the day before. Across a clock change
 * that is 23 or 25 real hours before: a 10:00 appointment on Monday 2026-03-30 is reminded at 10:00 BST on the
 * Sunday (09:00Z), 23 hours before; one on Monday 2026-10-26 at 10:00 BST on the Sunday (09:00Z), 25 hours before.
 * A start whose day-before wall time does not exist (the spring-forward gap) is reminded at the first minute
 * that does (london-time's rule).
 */
export function reminderDueAt(startsAt: Date): Date {
  return londonInstant(addDaysToDate(londonDateOf(startsAt), -1), londonTimeOf(startsAt));
}

export interface RemindableBooking {
  status: string;
  startsAt: Date;
  /** When the booking was paid for and became a booking (a pending hold is not one yet). */
  confirmedAt: Date | null;
  /** The start the reminder was last sent for; null when none was. */
  reminderSentFor: Date | null;
}

/**
 * Whether the booking gets a reminder at all for its current start: it was confirmed at least 24 real hours
 * before that start. A booking made later than that gets none, even on a 25-hour day when its due time may
 * already have passed at the moment it was made.
 */
export function bookedInTimeForReminder(booking: Pick<RemindableBooking, 'startsAt' | 'confirmedAt'>): boolean {
  return booking.confirmedAt !== null && isAtLeastHoursBefore(booking.confirmedAt, booking.startsAt, REMINDER_MIN_LEAD_HOURS);
}

/** Whether the reminder already went out for the booking's current start (a changed time needs a new one). */
export function remindedForCurrentStart(booking: Pick<RemindableBooking, 'startsAt' | 'reminderSentFor'>): boolean {
  return booking.reminderSentFor !== null && booking.reminderSentFor.getTime() === booking.startsAt.getTime();
}

/**
 * Whether the reminder is to be sent now: a confirmed booking, booked in time, not yet reminded for its current
 * start, whose due time has come and whose appointment has not begun (a reminder after the start is no use).
 */
export function shouldRemind(booking: RemindableBooking, now: Date): boolean {
  return (
    booking.status === 'confirmed' &&
    bookedInTimeForReminder(booking) &&
    !remindedForCurrentStart(booking) &&
    reminderDueAt(booking.startsAt).getTime() <= now.getTime() &&
    now.getTime() < booking.startsAt.getTime()
  );
}

/** The reminder as the admin sees it (the mail's delivery state comes from the outbox). */
export const REMINDER_STATUSES = ['sent', 'failed', 'queued', 'not_due', 'none'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/**
 * The reminder's state for the admin's booking detail: 'none' when the booking gets none (not confirmed, booked
 * less than 24 hours ahead, or started without one); 'not_due' while it waits; once sent for the current start,
 * the mail's delivery state ('queued' while the outbox still holds it; 'sent' also when there was no address to
 * mail and only the notification went).
 */
export function reminderStatus(
  booking: RemindableBooking,
  mailState: 'pending' | 'sent' | 'failed' | null,
  now: Date,
): ReminderStatus {
  if (remindedForCurrentStart(booking)) {
    if (mailState === 'failed') return 'failed';
    if (mailState === 'pending') return 'queued';
    return 'sent';
  }
  if (booking.status === 'confirmed' && bookedInTimeForReminder(booking) && now.getTime() < booking.startsAt.getTime()) return 'not_due';
  return 'none';
}
