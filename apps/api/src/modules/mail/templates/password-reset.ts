import { escapeHtml, mailLayout } from './layout';

export function passwordResetMail({ firstName, link, validMinutes }: { firstName: string; link: string; validMinutes: number }) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const subject = 'Reset your Lull password';
  const text = [
    greeting,
    '',
    'We received a request to reset the password for your Lull account. Open this link to choose a new one:',
    link,
    '',
    `The link works once and expires in ${validMinutes} minutes. If you didn't ask for this, you can ignore this email: your password stays the same.`,
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password for your Lull account.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#6b3474;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:14px;color:#57534e">The link works once and expires in ${validMinutes} minutes. If you didn't ask for this, you can ignore this email.</p>`,
  );
  return { subject, text, html };
}
