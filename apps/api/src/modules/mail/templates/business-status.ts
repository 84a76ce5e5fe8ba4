import { escapeHtml, mailLayout } from './layout';

export type BusinessStatusEvent = 'approved' | 'declined' | 'paused' | 'unpaused' | 'deleted';

/**
 * To a business's owner: our team approved or declined its application, paused or unpaused it, or removed it
 * (decision 016). A decline carries the reason; the owner updates the application from the dashboard.
 */
export function businessStatusMail({ businessName, event, reason, dashboardUrl, contactUrl }: {
  businessName: string;
  event: BusinessStatusEvent;
  reason: string | null;
  dashboardUrl: string;
  contactUrl: string;
}) {
  // A name is the owner's text: on one line in the subject, escaped in the HTML.
  const name = businessName.replace(/\s+/g, ' ');
  const subjects: Record<BusinessStatusEvent, string> = {
    approved: `Approved: ${name} is live on Lull`,
    declined: `Your application for ${name} needs changes`,
    paused: `${name} is paused on Lull`,
    unpaused: `${name} is live on Lull again`,
    deleted: `${name} has been removed from Lull`,
  };
  const leads: Record<BusinessStatusEvent, string> = {
    approved: `Good news: ${businessName} has been approved. Your approved, active services can be found and booked by customers now, and you can add more from your dashboard.`,
    declined: `We could not approve ${businessName} yet.`,
    paused: `Our team has paused ${businessName}. While it is paused, customers cannot find or book it, and its services and off-peak hours cannot be changed. Bookings already made stay as they are.`,
    unpaused: `${businessName} is live again: customers can find and book its approved, active services.`,
    deleted: `Our team has removed ${businessName} from Lull. Its upcoming bookings have been cancelled and the customers refunded in full. Your account stays open for booking as a customer, and your records of past bookings and payouts are kept.`,
  };
  const next: Record<BusinessStatusEvent, [label: string, url: string]> = {
    approved: ['Open your dashboard', dashboardUrl],
    declined: ['Update your application', dashboardUrl],
    paused: ['Contact us', contactUrl],
    unpaused: ['Open your dashboard', dashboardUrl],
    deleted: ['Contact us', contactUrl],
  };
  const reasonLine = reason ? `Reason: ${reason}` : null;
  const after = event === 'declined' ? 'Update your application from your dashboard and it comes back to us for review.' : null;
  const [label, url] = next[event];
  const subject = subjects[event];
  const text = [leads[event], ...(reasonLine ? ['', reasonLine] : []), ...(after ? ['', after] : []), '', `${label}: ${url}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(leads[event])}</p>
${reasonLine ? `<p><strong>${escapeHtml(reasonLine)}</strong></p>\n` : ''}${after ? `<p>${escapeHtml(after)}</p>\n` : ''}<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  );
  return { subject, text, html };
}
