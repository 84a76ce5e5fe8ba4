import { FIGURES } from '@lull/domain/figures';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney } from '@lull/domain/money';
import { ICalCalendarMethod } from 'ical-generator';
import { calendarText, newCalendar } from '../../../shared/calendar-file';
import type { OutgoingMail } from '../outbox.repository';
import { escapeHtml, mailLayout } from './layout';

type MailAttachment = NonNullable<OutgoingMail['attachments']>[number];

/** A confirmed booking as its mail and calendar file tell it: plain data, so mail depends on no other module. */
export interface ConfirmedBookingDetails {
  bookingId: string;
  firstName: string;
  serviceName: string;
  /** Who does the treatment: the booking's team member (decision 050). */
  teamMemberName: string;
  businessName: string;
  address: string;
  /** London date and wall-clock time of the appointment. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  finalPricePence: number;
  creditsUsedPence: number;
  manageUrl: string;
}

/**
 * An iCalendar event (RFC 5545) so the appointment lands in the customer's calendar. The UID is the booking's for
 * good; `sequence` (the booking's `calendar_sequence`) rises with each move, so a later invite replaces the earlier.
 * Written by ical-generator (it escapes the salon's text and folds long lines); the times are UTC instants, which a
 * one-event invite needs no time zone for.
 */
export function bookingCalendarEvent(
  details: Pick<ConfirmedBookingDetails, 'bookingId' | 'serviceName' | 'teamMemberName' | 'businessName' | 'address' | 'startsAt' | 'endsAt' | 'manageUrl'>,
  now: Date,
  sequence = 0,
): MailAttachment {
  const calendar = newCalendar({ method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${details.bookingId}@lull`,
    stamp: now,
    sequence,
    start: details.startsAt,
    end: details.endsAt,
    summary: `${details.serviceName} with ${details.teamMemberName} at ${details.businessName}`,
    location: details.address,
    description: `${details.serviceName} with ${details.teamMemberName}. Booked with Lull. Manage your booking: ${details.manageUrl}`,
  });
  return { filename: 'lull-booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarText(calendar) };
}

/**
 * How the total was paid, naming only what was used: no "credit £0.00" line for a card-only payment (decision 037).
 */
export function paidWithLine(finalPricePence: number, creditsUsedPence: number): string {
  const total = `Total ${formatPenceAsMoney(finalPricePence)}`;
  const byCard = finalPricePence - creditsUsedPence;
  if (creditsUsedPence <= 0) return `${total}, paid by card.`;
  if (byCard <= 0) return `${total}, paid with your Lull credit.`;
  return `${total}: ${formatPenceAsMoney(creditsUsedPence)} of Lull credit and ${formatPenceAsMoney(byCard)} by card.`;
}

export function bookingConfirmedMail(details: ConfirmedBookingDetails) {
  const when = formatLondonDateTime(details.date, details.time);
  // The service name is the salon's text: on one line in the subject (a line break there would start a header).
  const subject = `Booking confirmed: ${details.serviceName} on ${when}`.replace(/\s+/g, ' ');
  const lines = [
    `Hi ${details.firstName || 'there'},`,
    '',
    `Your booking is confirmed: ${details.serviceName} with ${details.teamMemberName} at ${details.businessName}, ${when}.`,
    `Address: ${details.address}`,
    paidWithLine(details.finalPricePence, details.creditsUsedPence),
    '',
    `You can cancel for a refund (less the ${FIGURES.bookingFee} booking fee and card processing fee) up to ${FIGURES.cancellationNotice} before your appointment.`,
    `Manage your booking: ${details.manageUrl}`,
  ];
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(lines[0]!)}</p><p>Your booking is confirmed: <strong>${escapeHtml(details.serviceName)}</strong> with ${escapeHtml(details.teamMemberName)} at ${escapeHtml(details.businessName)},
${escapeHtml(when)}.</p><p>${escapeHtml(details.address)}</p><p>${escapeHtml(lines[4]!)}</p>
<p style="font-size:14px;color:#57534e">${escapeHtml(lines[6]!)}</p><p><a href="${escapeHtml(details.manageUrl)}">Manage your booking</a></p>`,
  );
  return { subject, text: lines.join('\n'), html };
}
