import { escapeHtml, mailLayout } from './layout';

/**
 * To a salon's owner: an admin approved or turned down one of its services, or an edit of one that is already
 * listed (decision 013). A rejection carries the admin's reason.
 */
export function serviceReviewedMail({
  serviceName,
  approved,
  wasEdit,
  rejectionReason,
  servicesUrl,
}: {
  serviceName: string;
  approved: boolean;
  wasEdit: boolean;
  rejectionReason: string | null;
  servicesUrl: string;
}) {
  // A name is the salon's text: on one line in the subject, escaped in the HTML.
  const name = serviceName.replace(/\s+/g, ' ');
  const subject = approved
    ? wasEdit
      ? `Changes approved: ${name}`
      : `Service approved: ${name}`
    : wasEdit
      ? `Changes not approved: ${name}`
      : `Service not approved: ${name}`;
  const lead = approved
    ? wasEdit
      ? `Your changes to ${serviceName} have been approved. Customers now see and book the new details.`
      : `${serviceName} has been approved. Customers can find and book it on Lull now, while it is active.`
    : wasEdit
      ? `Your changes to ${serviceName} were not approved. Customers still see and book its previous details.`
      : `${serviceName} was not approved, so customers cannot see it yet.`;
  const reason = rejectionReason ? `Reason: ${rejectionReason}` : null;
  const next = approved ? 'See your services' : 'Edit the service and save it to send it for review again.';
  const text = [lead, ...(reason ? ['', reason] : []), '', `${next}: ${servicesUrl}`].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(lead)}</p>
${reason ? `<p>${escapeHtml(reason)}</p>\n` : ''}<p><a href="${escapeHtml(servicesUrl)}">${escapeHtml(approved ? 'See your services' : 'Edit the service')}</a></p>`,
  );
  return { subject, text, html };
}
