import { formatLondonInstant } from '@lull/domain/london-format';
import { shouldRemind } from '@lull/domain/reminders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { enqueueMail } from '../mail/mail.service';
import { bookingCalendarEvent } from '../mail/templates/booking-confirmed';
import { bookingReminderMail } from '../mail/templates/booking-reminder';
import { notify } from '../notifications/notifications.service';
import { claimDueReminders, markReminderSent, type DueReminder } from './reminders.repository';

const BATCH_SIZE = 200;

/** The mail, its calendar file and the notification of one reminder, then the record of it, in the caller's transaction. */
async function remind(tx: Database, row: DueReminder, publicUrl: string, now: Date): Promise<void> {
  const { booking } = row;
  const address = [row.addressLine1, row.addressLine2, row.city, row.postcode].filter(Boolean).join(', ');
  const details = {
    bookingId: booking.id,
    firstName: booking.guestFirstName ?? row.userFirstName,
    serviceName: row.serviceName,
    teamMemberName: row.teamMemberName,
    businessName: row.businessName,
    address,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    manageUrl: `${publicUrl}/my-bookings`,
    salonPolicy: row.salonPolicy?.trim() || null,
    calendarUrl: `${publicUrl}/api/bookings/${booking.id}/calendar.ics`,
  };
  const to = booking.guestEmail ?? row.userEmail;
  const calendar = bookingCalendarEvent(details, now, booking.calendarSequence);
  const outboxId = to ? await enqueueMail(tx, { to, ...bookingReminderMail(details), attachments: [calendar] }) : null;
  await notify(tx, {
    userId: booking.userId,
    type: 'booking_reminder',
    title: 'Your appointment is tomorrow',
    message: `${row.serviceName} at ${row.businessName}, ${formatLondonInstant(booking.startsAt)}. ${address}.`,
  });
  await markReminderSent(tx, booking.id, booking.startsAt, outboxId);
}

/**
 * Sends every due reminder (decision 026): 24 hours ahead by the London clock, once per booking and start. Safe on
 * every API instance at once and across restarts: a batch is claimed with SKIP LOCKED and, in the same
 * transaction, its mail queued in the outbox, its notification written and reminder_sent_for set to the start it
 * was sent for, so a crash before the commit sends nothing and a run after it finds nothing. Answers how many.
 */
export async function sendDueReminders(db: Database, clock: Clock, publicUrl: string): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, sent } = await db.transaction(async (tx) => {
      const now = clock();
      const due = await claimDueReminders(tx, now, BATCH_SIZE);
      let sentNow = 0;
      // The SQL scan is the index's; the domain's rule decides (a start in the spring-forward hour, for one).
      for (const row of due.filter((candidate) => shouldRemind(candidate.booking, now))) {
        await remind(tx, row, publicUrl, now);
        sentNow += 1;
      }
      return { claimed: due.length, sent: sentNow };
    });
    total += sent;
    // A full batch that sent nothing would only be claimed again: stop until the next run.
    if (claimed < BATCH_SIZE || sent === 0) return total;
  }
}

/** Runs every `intervalMs`; the returned function stops it once the run in progress has finished. */
export function startReminderJob(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number; publicUrl: string }): () => Promise<void> {
  return startPeriodicJob({
    name: 'booking_reminders',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'booking reminders failed',
    task: () => sendDueReminders(options.db, options.clock, options.publicUrl),
  });
}
