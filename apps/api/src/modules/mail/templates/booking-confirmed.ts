import { formatPenceAsMoney } from '@lull/domain/money';
import type { OutgoingMail } from '../outbox.repository';
import { escapeHtml, mailLayout } from './layout';

type MailAttachment = NonNullable<OutgoingMail['attachments']>[number];

/** A confirmed booking as its mail and calendar file tell it: plain data, so mail depends on no other module. */
export interface ConfirmedBookingDetails {
  bookingId: string;
  firstName: string;
  serviceName: string;
  businessName: string;
  address: string;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  finalPricePence: number;
  creditsUsedPence: number;
  manageUrl: string;
}

function icsTimestamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function icsText(value: string): string {
  // Every line break (CRLF, a bare CR or LF) becomes the escaped \n: a raw one in a salon's name would end the
  // property and start one of the salon's choosing.
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n?|\n/g, '\\n');
}

/** An iCalendar event (RFC 5545) so the appointment lands in the customer's calendar. */
export function bookingCalendarEvent(
  details: Pick<ConfirmedBookingDetails, 'bookingId' | 'serviceName' | 'businessName' | 'address' | 'startsAt' | 'endsAt' | 'manageUrl'>,
  now: Date,
): MailAttachment {
  const content = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lull//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${details.bookingId}@lull`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART:${icsTimestamp(details.startsAt)}`,
    `DTEND:${icsTimestamp(details.endsAt)}`,
    `SUMMARY:${icsText(`${details.serviceName} at ${details.businessName}`)}`,
    `LOCATION:${icsText(details.address)}`,
    `DESCRIPTION:${icsText(`Booked with Lull. Manage your booking: ${details.manageUrl}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  return { filename: 'lull-booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}

export function bookingConfirmedMail(details: ConfirmedBookingDetails) {
  // The service name is the salon's text: on one line in the subject (a line break there would start a header).
  const subject = `Booking confirmed: ${details.serviceName} on ${details.date} at ${details.time}`.replace(/\s+/g, ' ');
  const paidByCard = details.finalPricePence - details.creditsUsedPence;
  const lines = [
    `Hi ${details.firstName || 'there'},`,
    '',
    `Your booking is confirmed: ${details.serviceName} at ${details.businessName}, ${details.date} at ${details.time}.`,
    `Address: ${details.address}`,
    `Total ${formatPenceAsMoney(details.finalPricePence)} (credit ${formatPenceAsMoney(details.creditsUsedPence)}, card ${formatPenceAsMoney(paidByCard)}).`,
    '',
    'You can cancel for a refund (less the £5 booking fee and card processing fee) up to 24 hours before your appointment.',
    `Manage your booking: ${details.manageUrl}`,
  ];
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(lines[0]!)}</p><p>Your booking is confirmed: <strong>${escapeHtml(details.serviceName)}</strong> at ${escapeHtml(details.businessName)},
${escapeHtml(details.date)} at ${escapeHtml(details.time)}.</p><p>${escapeHtml(details.address)}</p><p>${escapeHtml(lines[4]!)}</p>
<p style="font-size:14px;color:#57534e">${escapeHtml(lines[6]!)}</p><p><a href="${escapeHtml(details.manageUrl)}">Manage your booking</a></p>`,
  );
  return { subject, text: lines.join('\n'), html };
}
