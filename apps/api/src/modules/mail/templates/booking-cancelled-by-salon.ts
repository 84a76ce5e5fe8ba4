import { formatLondonDateTime } from '@lull/domain/london-format';
import { salonRefundWords } from '@lull/domain/salon-booking-changes';
import { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { calendarText, newCalendar } from '../../../shared/calendar-file';
import type { OutgoingMail } from '../outbox.repository';
import { escapeHtml, mailLayout } from './layout';

type MailAttachment = NonNullable<OutgoingMail['attachments']>[number];

/**
 * The cancellation of the invite the customer's calendar holds (RFC 5546 CANCEL): the booking's UID and a sequence
 * above the last invite's, so the calendar takes the event out rather than keep a time that is gone.
 */
export function bookingCancellationEvent(details: { bookingId: string; serviceName: string; businessName: string; startsAt: Date; endsAt: Date }, now: Date, sequence: number): MailAttachment {
  const calendar = newCalendar({ method: ICalCalendarMethod.CANCEL });
  calendar.createEvent({
    id: `${details.bookingId}@lull`,
    stamp: now,
    sequence,
    start: details.startsAt,
    end: details.endsAt,
    status: ICalEventStatus.CANCELLED,
    summary: `Cancelled: ${details.serviceName} at ${details.businessName}`,
  });
  return { filename: 'lull-booking.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: calendarText(calendar) };
}

/**
 * To a customer whose paid booking the salon (or an admin, decision 056) cancelled (decision 051): the salon's reason in its own words, what
 * comes back and how (everything, Lull's fee included: credit at once, the card part by our team), and a way to
 * book again. The reason and every name are the salon's text: escaped in the HTML, on one line in the subject.
 */
export function bookingCancelledBySalonMail({ cancelledBy = 'salon', firstName, serviceName, businessName, teamMemberName, date, time, reason, creditsRestoredPence, cardRefundPence, bookAgainUrl, bookingsUrl }: {
  /** The salon, in its own name, or an admin, in Lull's (decision 056): the same mail, told by whoever cancelled. */
  cancelledBy?: 'salon' | 'admin';
  firstName: string;
  serviceName: string;
  businessName: string;
  teamMemberName: string;
  /** London date and wall-clock time of the appointment. */
  date: string;
  time: string;
  reason: string;
  creditsRestoredPence: number;
  cardRefundPence: number;
  bookAgainUrl: string;
  bookingsUrl: string;
}) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const when = formatLondonDateTime(date, time);
  const bySalon = cancelledBy === 'salon';
  const subject = `Cancelled by ${bySalon ? businessName : 'Lull'}: ${serviceName}, ${when}`.replace(/\s+/g, ' ');
  const lead = bySalon
    ? `We're sorry: ${businessName} has cancelled your ${serviceName} with ${teamMemberName} on ${when}.`
    : `We're sorry: we have had to cancel your ${serviceName} with ${teamMemberName} at ${businessName} on ${when}.`;
  const why = bySalon ? `Their reason: "${reason}"` : `Our reason: "${reason}"`;
  const refund = salonRefundWords({ creditsRestoredPence, cardRefundPence });
  const text = [greeting, '', lead, why, '', refund, '', `Book again: ${bookAgainUrl}`, `Your bookings: ${bookingsUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><strong>${escapeHtml(why)}</strong></p>
<p>${escapeHtml(refund)}</p>
<p><a href="${escapeHtml(bookAgainUrl)}">Book again</a> · <a href="${escapeHtml(bookingsUrl)}">Your bookings</a></p>`,
  );
  return { subject, text, html };
}
