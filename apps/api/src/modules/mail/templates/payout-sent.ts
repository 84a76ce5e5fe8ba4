import { escapeHtml, mailLayout } from './layout';

/** To a salon's owner, once an admin records the bank transfer of its revenue: how much, where, and the reference. */
export function payoutSentMail({ firstName, businessName, amount, reference, sortCode, last4, balance, paymentsUrl }: {
  firstName: string;
  businessName: string;
  /** '£57.36' */
  amount: string;
  reference: string;
  sortCode: string | null;
  last4: string | null;
  /** The balance left after it. */
  balance: string;
  paymentsUrl: string;
}) {
  const subject = `Payout of ${amount} sent to your bank`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const account = last4 ? `the account ending ${last4}${sortCode ? ` (sort code ${sortCode})` : ''}` : 'your bank account';
  const lead = `We have paid ${amount} of ${businessName.replace(/\s+/g, ' ')}'s revenue to ${account}, with the reference ${reference}. Bank transfers usually arrive within a working day.`;
  const after = `Your revenue balance is now ${balance}.`;
  const text = [greeting, '', lead, after, '', `See your payments: ${paymentsUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(after)}</p>
<p><a href="${escapeHtml(paymentsUrl)}">See your payments</a></p>`,
  );
  return { subject, text, html };
}
