import { escapeHtml, mailLayout } from './layout';

/** To the customer after a completed visit: an invitation to review it, once. */
export function reviewInvitationMail({ firstName, serviceName, businessName, closesOn, reviewUrl }: {
  firstName: string;
  serviceName: string;
  businessName: string;
  closesOn: string;
  reviewUrl: string;
}) {
  const subject = `How was your visit to ${businessName.replace(/\s+/g, ' ')}?`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lead = `Tell other customers how your ${serviceName} at ${businessName} went. It takes a minute, and you can leave a review until ${closesOn}.`;
  const text = [greeting, '', lead, '', `Leave a review: ${reviewUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(reviewUrl)}">Leave a review</a></p>`,
  );
  return { subject, text, html };
}

/** To the customer when an admin hides their review, with the reason. */
export function reviewHiddenMail({ firstName, businessName, reason, helpUrl }: { firstName: string; businessName: string; reason: string; helpUrl: string }) {
  const subject = `Your review of ${businessName.replace(/\s+/g, ' ')} has been hidden`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lead = `Our team has hidden your review of ${businessName} because it breaks our review rules.`;
  const text = [greeting, '', lead, `Reason: ${reason}`, '', `If you think this is a mistake, contact us: ${helpUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>Reason: ${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(helpUrl)}">Contact us</a> if you think this is a mistake.</p>`,
  );
  return { subject, text, html };
}
