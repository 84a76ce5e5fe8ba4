import { escapeHtml, mailLayout } from './layout';

/** To a salon: a customer booked and paid, or cancelled. Plain data, so mail depends on no other module. */
export function salonBookingMail({ event, customerName, serviceName, date, time, dashboardUrl }: {
  event: 'booked' | 'cancelled';
  customerName: string;
  serviceName: string;
  date: string;
  time: string;
  dashboardUrl: string;
}) {
  const subject = event === 'booked' ? `New booking: ${serviceName}, ${date} at ${time}` : `Cancelled: ${serviceName}, ${date} at ${time}`;
  const lead =
    event === 'booked'
      ? `${customerName} has booked and paid for ${serviceName} on ${date} at ${time}.`
      : `${customerName} has cancelled ${serviceName} on ${date} at ${time}. The time is free for someone else to book.`;
  const text = [lead, '', `See your bookings: ${dashboardUrl}`].join('\n');
  const html = mailLayout(subject, `<p>${escapeHtml(lead)}</p>\n<p><a href="${escapeHtml(dashboardUrl)}">See your bookings</a></p>`);
  return { subject: subject.replace(/\s+/g, ' '), text, html };
}
