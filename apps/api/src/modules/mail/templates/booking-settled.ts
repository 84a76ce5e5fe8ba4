import { formatLondonDateTime } from '@lull/domain/london-format';
import { escapeHtml, mailLayout } from './layout';

/** To the customer, once the salon marks their appointment completed: thanks, and where to book again. */
export function bookingCompletedMail({ firstName, serviceName, businessName, date, time, bookAgainUrl }: {
  firstName: string;
  serviceName: string;
  businessName: string;
  /** London date and wall-clock time of the appointment. */
  date: string;
  time: string;
  bookAgainUrl: string;
}) {
  const subject = `Thanks for visiting ${businessName.replace(/\s+/g, ' ')}`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lead = `${businessName} has marked your ${serviceName} on ${formatLondonDateTime(date, time)} as completed. We hope you enjoyed it.`;
  const text = [greeting, '', lead, '', `Book your next off-peak treatment: ${bookAgainUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(bookAgainUrl)}">Book your next off-peak treatment</a></p>`,
  );
  return { subject, text, html };
}
