import { escapeHtml, mailLayout } from './layout';

/** To each administrator: a business applied (or applied again after a decline) and waits for review. */
export function applicationReceivedMail({ businessName, city, resubmitted, reviewUrl }: { businessName: string; city: string; resubmitted: boolean; reviewUrl: string }) {
  // A name is the applicant's text: on one line in the subject, escaped in the HTML.
  const name = businessName.replace(/\s+/g, ' ');
  const subject = resubmitted ? `Application resubmitted: ${name}` : `New business application: ${name}`;
  const lead = resubmitted
    ? `${businessName} (${city}) has updated its application after it was declined, and is waiting for review again.`
    : `${businessName} (${city}) has applied to list on Lull and is waiting for review.`;
  const text = [lead, '', 'We promise businesses a decision within 1–2 business days.', '', `Review it: ${reviewUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(lead)}</p>
<p>We promise businesses a decision within 1–2 business days.</p>
<p><a href="${escapeHtml(reviewUrl)}">Review the application</a></p>`,
  );
  return { subject, text, html };
}
