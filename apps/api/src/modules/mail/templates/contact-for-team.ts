import { escapeHtml, mailLayout } from './layout';

/** How much of the message the team's mail quotes; the Contact tab has all of it. */
const QUOTE_LIMIT = 1000;

/**
 * To each administrator: someone wrote through the contact form (decision 041). It quotes the message, escaped,
 * but names nobody: the sender's name and address stay in the Contact tab, which forgets them when the sender's
 * account is deleted (decision 009), while mail to the team is kept.
 */
export function contactForTeamMail({ message, contactUrl }: { message: string; contactUrl: string }) {
  const subject = 'New contact message';
  const normalised = message.replace(/\r\n?/g, '\n');
  const quote = normalised.length > QUOTE_LIMIT ? `${normalised.slice(0, QUOTE_LIMIT)}…` : normalised;
  const text = ['A message came through the contact form:', '', ...quote.split('\n').map((line) => `> ${line}`), '', `Reply and mark it handled: ${contactUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>A message came through the contact form:</p>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid #e9d5ec;background:#faf5fb;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>
<p><a href="${escapeHtml(contactUrl)}">Open the Contact tab</a></p>`,
  );
  return { subject, text, html };
}
