import { FIGURES } from '@lull/domain/figures';
import { formatLondonInstant } from '@lull/domain/london-format';
import { londonTimeOf } from '@lull/domain/london-time';
import type { ConfirmedBookingDetails } from './booking-confirmed';
import { escapeHtml, mailLayout } from './layout';

/** A booking as its reminder tells it: the confirmation's details plus the salon's policy and the links. */
export interface BookingReminderDetails extends Pick<ConfirmedBookingDetails, 'bookingId' | 'firstName' | 'serviceName' | 'teamMemberName' | 'businessName' | 'address' | 'startsAt' | 'manageUrl'> {
  /** The salon's own booking policy, as the customer agreed to it; null when it has none. */
  salonPolicy: string | null;
  /** The signed-in download of the appointment's calendar file (/api/bookings/{id}/calendar.ics). */
  calendarUrl: string;
}

/** Directions by map search on the salon's address (every address has its postcode, which a map finds reliably). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

// Lull's rule: a cancellation within the notice gets no refund (the figure from its constant, decision 044).
const LULL_POLICY = `A booking cancelled within ${FIGURES.cancellationNotice} of the appointment is not refunded. If you cannot come, please let the salon know.`;

export function bookingReminderMail(details: BookingReminderDetails) {
  // The current start, as London's clock reads it, whatever the clocks do.
  const when = formatLondonInstant(details.startsAt);
  // The service name is the salon's text: on one line in the subject (a line break there would start a header).
  const subject = `Reminder: ${details.serviceName} tomorrow at ${londonTimeOf(details.startsAt)}`.replace(/\s+/g, ' ');
  const directions = directionsUrl(details.address);
  const lines = [
    `Hi ${details.firstName || 'there'},`,
    '',
    `A reminder of your appointment tomorrow: ${details.serviceName} with ${details.teamMemberName} at ${details.businessName}, ${when} (London time).`,
    `Address: ${details.address}`,
    `Directions: ${directions}`,
    `Add to your calendar: ${details.calendarUrl}`,
    `Manage your booking: ${details.manageUrl}`,
    '',
    ...(details.salonPolicy ? [`${details.businessName}'s policy: ${details.salonPolicy}`] : []),
    LULL_POLICY,
  ];
  const policyHtml = details.salonPolicy
    ? `<p><strong>${escapeHtml(details.businessName)}'s policy:</strong> ${escapeHtml(details.salonPolicy)}</p>`
    : '';
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(lines[0]!)}</p><p>A reminder of your appointment tomorrow: <strong>${escapeHtml(details.serviceName)}</strong> with
${escapeHtml(details.teamMemberName)} at ${escapeHtml(details.businessName)}, <strong>${escapeHtml(when)}</strong> (London time).</p><p>${escapeHtml(details.address)}</p>
<p><a href="${escapeHtml(directions)}">Get directions</a> · <a href="${escapeHtml(details.calendarUrl)}">Add to calendar</a> ·
<a href="${escapeHtml(details.manageUrl)}">Manage your booking</a></p>${policyHtml}
<p style="font-size:14px;color:#57534e">${escapeHtml(LULL_POLICY)}</p>`,
  );
  return { subject, text: lines.join('\n'), html };
}
