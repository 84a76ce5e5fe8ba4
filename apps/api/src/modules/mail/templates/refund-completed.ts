import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney } from '@lull/domain/money';
import { escapeHtml, mailLayout } from './layout';

/**
 * To a customer whose refund an admin has completed: what went back to their card and what credit is in their
 * account (returned when they cancelled, or now), with where to see it.
 */
export function refundCompletedMail({ firstName, serviceName, businessName, date, time, cardRefundPence, creditsRestoredPence, creditHistoryUrl }: {
  firstName: string;
  serviceName: string;
  businessName: string;
  /** London date and wall-clock time of the appointment. */
  date: string;
  time: string;
  cardRefundPence: number;
  creditsRestoredPence: number;
  creditHistoryUrl: string;
}) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const subject = `Your refund for ${serviceName} is on its way`.replace(/\s+/g, ' ');
  const lead = `We have processed the refund for your cancelled booking: ${serviceName} at ${businessName} on ${formatLondonDateTime(date, time)}.`;
  const parts = [
    cardRefundPence > 0 ? `${formatPenceAsMoney(cardRefundPence)} has been refunded to your card; banks usually show it within 5 to 10 working days` : null,
    creditsRestoredPence > 0 ? `${formatPenceAsMoney(creditsRestoredPence)} of credit is back in your Lull account` : null,
  ].filter(Boolean);
  const detail = parts.length > 0 ? `${parts.join(', and ')}.` : 'There was nothing left to pay back: the booking and processing fees are not refundable.';
  const text = [greeting, '', lead, detail, '', `Your credit history: ${creditHistoryUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(detail)}</p>
<p><a href="${escapeHtml(creditHistoryUrl)}">See your credit history</a></p>`,
  );
  return { subject, text, html };
}
