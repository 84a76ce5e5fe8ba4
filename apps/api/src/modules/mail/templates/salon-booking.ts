import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney } from '@lull/domain/money';
import { escapeHtml, mailLayout } from './layout';

/** What a new booking brings the salon, as its dashboard shows it (decision 037). */
export interface SalonBookingMoney {
  /** The salon's price for the treatment at that time (after any off-peak discount), without Lull's fee. */
  pricePence: number;
  /** What the salon is paid for it (`salonPayout`): the price less its part of the card processing fee. */
  payoutPence: number;
}

/** To a salon: a customer booked and paid, or cancelled. Plain data, so mail depends on no other module. */
export function salonBookingMail({ event, customerName, customerPhone, serviceName, teamMemberName, date, time, money, dashboardUrl }: {
  event: 'booked' | 'cancelled';
  customerName: string;
  /** The number the customer gave, as stored; null or '' when none was given. */
  customerPhone?: string | null;
  serviceName: string;
  /** Whose diary the booking is in (decision 050). */
  teamMemberName: string;
  /** London date and wall-clock time of the appointment. */
  date: string;
  time: string;
  /** A new booking's figures; a cancellation says no figures (its payout depends on the refund). */
  money?: SalonBookingMoney;
  dashboardUrl: string;
}) {
  const when = formatLondonDateTime(date, time);
  const subject = event === 'booked' ? `New booking: ${serviceName}, ${when}` : `Cancelled: ${serviceName}, ${when}`;
  const lead =
    event === 'booked'
      ? `${customerName} has booked and paid for ${serviceName} with ${teamMemberName} on ${when}.`
      : `${customerName} has cancelled ${serviceName} with ${teamMemberName} on ${when}. The time is free for someone else to book.`;
  const phone = customerPhone?.trim();
  const details =
    event === 'booked'
      ? [
          ...(money
            ? [
                `Your price: ${formatPenceAsMoney(money.pricePence)}`,
                // The processing on the salon's price only; Lull pays it on its fee (decision 038).
                `Your payout: ${formatPenceAsMoney(money.payoutPence)} (your price less ${formatPenceAsMoney(money.pricePence - money.payoutPence)} card processing on it), added to your balance when you mark the appointment completed or a no-show`,
              ]
            : []),
          ...(phone ? [`Customer's phone: ${phone}`] : []),
        ]
      : [];
  const text = [lead, ...(details.length > 0 ? ['', ...details] : []), '', `See your bookings: ${dashboardUrl}`].join('\n');
  const detailsHtml = details.length > 0 ? `<p>${details.map(escapeHtml).join('<br>')}</p>\n` : '';
  const html = mailLayout(subject, `<p>${escapeHtml(lead)}</p>\n${detailsHtml}<p><a href="${escapeHtml(dashboardUrl)}">See your bookings</a></p>`);
  return { subject: subject.replace(/\s+/g, ' '), text, html };
}
