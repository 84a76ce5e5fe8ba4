import { formatLondonDateTime } from '@lull/domain/london-format';
import { escapeHtml, mailLayout } from './layout';

export interface SalonMoveNews {
  /** 'rescheduled': the customer moved it; 'move_accepted' / 'move_declined': their answer to the salon's new time. */
  event: 'rescheduled' | 'move_accepted' | 'move_declined';
  customerName: string;
  serviceName: string;
  fromDate: string;
  fromTime: string;
  fromTeamMemberName: string;
  toDate: string;
  toTime: string;
  toTeamMemberName: string;
  dashboardUrl: string;
}

/** The salon's bell title and mail when a customer moved a booking, or answered the salon's request to move it. */
export function salonBookingMovedMail(news: SalonMoveNews) {
  const from = `${formatLondonDateTime(news.fromDate, news.fromTime)} with ${news.fromTeamMemberName}`;
  const to = `${formatLondonDateTime(news.toDate, news.toTime)} with ${news.toTeamMemberName}`;
  const { title, lead } = {
    rescheduled: { title: 'Booking moved', lead: `${news.customerName} moved ${news.serviceName} from ${from} to ${to}. The old time is free for someone else to book.` },
    move_accepted: { title: 'New time accepted', lead: `${news.customerName} accepted your new time for ${news.serviceName}: it moved from ${from} to ${to}.` },
    move_declined: {
      title: 'New time declined',
      lead: `${news.customerName} declined your new time (${to}) for ${news.serviceName}. The booking stays at ${from}; they may cancel it free of charge.`,
    },
  }[news.event];
  const subject = `${title}: ${news.serviceName}`.replace(/\s+/g, ' ');
  const text = [lead, '', `See your bookings: ${news.dashboardUrl}`].join('\n');
  const html = mailLayout(subject, `<p>${escapeHtml(lead)}</p>\n<p><a href="${escapeHtml(news.dashboardUrl)}">See your bookings</a></p>`);
  return { title, lead, subject, text, html };
}
