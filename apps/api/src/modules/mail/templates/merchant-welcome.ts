import { escapeHtml, mailLayout } from './layout';

/**
 * To the owner of a business our team listed for them (admin Create Merchant, decision 016). A new account gets
 * a single-use link to choose a password; an account that existed already is told to sign in as usual.
 */
export function merchantWelcomeMail({ firstName, businessName, setPasswordLink, validDays, signInUrl }: {
  firstName: string;
  businessName: string;
  /** Null for an existing account, which already signs in its own way. */
  setPasswordLink: string | null;
  validDays: number;
  signInUrl: string;
}) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const name = businessName.replace(/\s+/g, ' ');
  const subject = `Welcome to Lull: ${name} is live`;
  const lead = `The Lull team has listed ${businessName} on Lull and approved it, so customers can book its services as soon as you add them.`;
  const action = setPasswordLink
    ? `We have made an account for you with this email address. Choose a password to sign in and manage your business. The link works once and expires in ${validDays} days.`
    : 'Sign in with your usual Lull account to find it in your merchant dashboard.';
  const [label, url] = setPasswordLink ? ['Choose your password', setPasswordLink] : ['Sign in to Lull', signInUrl];
  const text = [greeting, '', lead, '', action, `${label}: ${url}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#6b3474;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`,
  );
  return { subject, text, html };
}
