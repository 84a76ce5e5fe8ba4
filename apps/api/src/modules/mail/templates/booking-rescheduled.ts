import { formatLondonDateTime } from '@lull/domain/london-format';
import { type ConfirmedBookingDetails, paidWithLine } from './booking-confirmed';
import { escapeHtml, mailLayout } from './layout';

/** Where a booking was before a move, and what the move did to the money, as the customer is told it. */
export interface BookingMoveNews {
  fromDate: string;
  fromTime: string;
  fromTeamMemberName: string;
  /** Why it moved, in a sentence: "You moved it." or "You accepted Glow Salon's new time." */
  cause: string;
  /** What happened to the money: "£6.00 of credit is back in your account now." and the like; '' when nothing. */
  money: string;
}

/**
 * The customer's mail after their booking moved (their own reschedule or a salon's time they accepted): the new time
 * and who does it, the old one, the money, and an invite that replaces the earlier one in their calendar (same UID,
 * higher SEQUENCE; the caller attaches it).
 */
export function bookingRescheduledMail(details: ConfirmedBookingDetails, news: BookingMoveNews) {
  const when = formatLondonDateTime(details.date, details.time);
  const before = formatLondonDateTime(news.fromDate, news.fromTime);
  const subject = `Booking moved: ${details.serviceName} on ${when}`.replace(/\s+/g, ' ');
  const lines = [
    `Hi ${details.firstName || 'there'},`,
    '',
    `${news.cause} Your booking is now: ${details.serviceName} with ${details.teamMemberName} at ${details.businessName}, ${when}.`,
    `It was ${before} with ${news.fromTeamMemberName}.`,
    `Address: ${details.address}`,
    paidWithLine(details.finalPricePence, details.creditsUsedPence),
    ...(news.money ? [news.money] : []),
    '',
    'The calendar invite attached replaces the one we sent before.',
    `Manage your booking: ${details.manageUrl}`,
  ];
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(news.cause)} Your booking is now: <strong>${escapeHtml(details.serviceName)}</strong> with ${escapeHtml(details.teamMemberName)} at ${escapeHtml(details.businessName)}, ${escapeHtml(when)}.</p>
<p>It was ${escapeHtml(before)} with ${escapeHtml(news.fromTeamMemberName)}.</p><p>${escapeHtml(details.address)}</p>
<p>${escapeHtml(paidWithLine(details.finalPricePence, details.creditsUsedPence))}${news.money ? `<br>${escapeHtml(news.money)}` : ''}</p>
<p style="font-size:14px;color:#57534e">The calendar invite attached replaces the one we sent before.</p><p><a href="${escapeHtml(details.manageUrl)}">Manage your booking</a></p>`,
  );
  return { subject, text: lines.join('\n'), html };
}
