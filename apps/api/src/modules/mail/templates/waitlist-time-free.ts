import { formatLondonDateTime } from '@lull/domain/london-format';
import { escapeHtml, mailLayout } from './layout';

/** To a customer on a waitlist: the time freed; nothing is held for them, so the first to book gets it (decision 027). */
export function waitlistTimeFreeMail({ firstName, message, serviceName, date, time, bookUrl }: {
  firstName: string;
  message: string;
  serviceName: string;
  /** London date and wall-clock time of the time that freed. */
  date: string;
  time: string;
  bookUrl: string;
}) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const subject = `A time you wanted is free: ${serviceName}, ${formatLondonDateTime(date, time)}`.replace(/\s+/g, ' ');
  const fairness = 'Everyone on the waitlist hears at the same time, and the first to book gets it.';
  const text = [greeting, '', message, '', fairness].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(message.replace(/ Book it now: .*$/, ''))}</p>
<p><a href="${escapeHtml(bookUrl)}">Book it now</a></p>
<p>${escapeHtml(fairness)}</p>`,
  );
  return { subject, text, html };
}
