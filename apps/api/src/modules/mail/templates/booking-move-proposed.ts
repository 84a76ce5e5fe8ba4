import { formatLondonDateTime } from '@lull/domain/london-format';
import { escapeHtml, mailLayout } from './layout';

/**
 * To a customer whose salon asks to move their booking (decision 051): from when to when and with whom, the salon's
 * note if it wrote one, and where to accept or decline. Until they accept, the booking keeps its time; the offered
 * time is not held for them. Every name and the note are the salon's text: escaped in the HTML.
 */
export function bookingMoveProposedMail({ firstName, serviceName, businessName, from, to, message, answerUrl }: {
  firstName: string;
  serviceName: string;
  businessName: string;
  from: { date: string; time: string; teamMemberName: string };
  to: { date: string; time: string; teamMemberName: string };
  message: string;
  answerUrl: string;
}) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const subject = `${businessName} asks to move your ${serviceName}`.replace(/\s+/g, ' ');
  const lead = `${businessName} asks to move your ${serviceName} from ${formatLondonDateTime(from.date, from.time)} with ${from.teamMemberName} to ${formatLondonDateTime(to.date, to.time)} with ${to.teamMemberName}.`;
  const note = message ? `Their message: "${message}"` : null;
  const keep = 'Your booking stays as it is until you accept. The new time is not held for you, so answer soon; if you decline, you keep your time or may cancel free of charge.';
  const text = [greeting, '', lead, ...(note ? [note] : []), '', keep, '', `Accept or decline: ${answerUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
${note ? `<p><strong>${escapeHtml(note)}</strong></p>\n` : ''}<p>${escapeHtml(keep)}</p>
<p><a href="${escapeHtml(answerUrl)}">Accept or decline</a></p>`,
  );
  return { subject, text, html };
}
