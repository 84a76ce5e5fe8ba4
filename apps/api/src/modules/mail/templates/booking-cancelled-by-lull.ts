import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney } from '@lull/domain/money';
import { escapeHtml, mailLayout } from './layout';

/**
 * To a customer whose paid booking Lull cancelled because the business left Lull (decision 016): the credit is
 * back at once, the card payment is refunded in full.
 */
export function bookingCancelledByLullMail({ firstName, serviceName, businessName, date, time, creditsRestoredPence, cardRefundPence, bookingsUrl }: {
  firstName: string;
  serviceName: string;
  businessName: string;
  /** London date and wall-clock time of the appointment. */
  date: string;
  time: string;
  creditsRestoredPence: number;
  cardRefundPence: number;
  bookingsUrl: string;
}) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const when = formatLondonDateTime(date, time);
  const subject = `Cancelled: ${serviceName}, ${when}`.replace(/\s+/g, ' ');
  const lead = `We're sorry: ${businessName} is no longer on Lull, so we have cancelled your booking for ${serviceName} on ${when}.`;
  const back = [
    creditsRestoredPence > 0 ? `${formatPenceAsMoney(creditsRestoredPence)} of credit is back in your account now` : null,
    cardRefundPence > 0 ? `${formatPenceAsMoney(cardRefundPence)} will be refunded to your card` : null,
  ].filter(Boolean);
  const refund = `You get everything back, booking fee included: ${back.join(', and ')}.`;
  const text = [greeting, '', lead, refund, '', `Find another time: ${bookingsUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(refund)}</p>
<p><a href="${escapeHtml(bookingsUrl)}">Find another time</a></p>`,
  );
  return { subject, text, html };
}
