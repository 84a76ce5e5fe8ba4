import { escapeHtml, mailLayout } from './layout';

/** How much of the message the acknowledgement quotes back; the rest is kept, just not repeated. */
const QUOTE_LIMIT = 1000;

function quoted(message: string): string {
  const normalised = message.replace(/\r\n?/g, '\n');
  return normalised.length > QUOTE_LIMIT ? `${normalised.slice(0, QUOTE_LIMIT)}…` : normalised;
}

/**
 * "We received your message", to the address the sender gave. What they wrote is quoted back as plain text:
 * escaped in the HTML part (never markup or a live link), and never in the subject or any header.
 */
export function contactReceivedMail({ name, message }: { name: string; message: string }) {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const subject = 'We received your message';
  const quote = quoted(message);
  const text = [
    greeting,
    '',
    "Thank you for contacting Lull. We'll get back to you within 24 hours.",
    '',
    'Your message:',
    ...quote.split('\n').map((line) => `> ${line}`),
    '',
    "If you didn't write to us, you can ignore this email.",
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>Thank you for contacting Lull. We'll get back to you within 24 hours.</p>
<p style="font-size:14px;color:#57534e;margin-bottom:4px">Your message:</p>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid #e9d5ec;background:#faf5fb;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>
<p style="font-size:14px;color:#57534e">If you didn't write to us, you can ignore this email.</p>`,
  );
  return { subject, text, html };
}
