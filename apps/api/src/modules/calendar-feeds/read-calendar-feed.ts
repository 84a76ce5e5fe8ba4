import { calendarFeedWindow, feedBlockSummary, feedBookingStatus, feedBookingSummary, feedClientName, isBlockInFeed } from '@lull/domain/calendar-feeds';
import { ICalEventStatus } from 'ical-generator';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { LONDON_TIME_ZONE, calendarText, londonTime, newCalendar } from '../../shared/calendar-file';
import { findFeedByToken, listFeedBlocks, listFeedBookings } from './calendar-feeds.repository';
import { FEED_TOKEN } from './feed-addresses';

const NOT_FOUND = 'Calendar not found.';
/** How often a subscriber is asked to look again; Google and Outlook keep their own pace whatever it says. */
const REFRESH_SECONDS = 15 * 60;

/**
 * The iCalendar a feed address answers, for a calendar app with no session: the secret in the address is the only
 * key. Times are London wall clock with London's VTIMEZONE, so the subscriber applies summer time itself. A booking
 * is `<bookingId>@lull` as in the customer's invite, with its `calendar_sequence`; a block is `block-<id>@lull`.
 * Clients are named by first name and initial only: no email, no phone.
 */
export async function readCalendarFeed({ db, clock }: AppContext, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  const feed = FEED_TOKEN.test(token) ? await findFeedByToken(db, token) : undefined;
  if (!feed) throw new AppError('NOT_FOUND', NOT_FOUND);
  const now = clock();
  const { from, to } = calendarFeedWindow(now);
  const [bookingRows, blockRows] = await Promise.all([
    listFeedBookings(db, feed.merchantId, feed.teamMemberId, from, to),
    listFeedBlocks(db, feed.merchantId, feed.teamMemberId, from, to),
  ]);

  const name = feed.memberName === null ? `${feed.businessName} (Lull)` : `${feed.memberName} at ${feed.businessName} (Lull)`;
  const calendar = newCalendar({ name, ttl: REFRESH_SECONDS });
  for (const booking of bookingRows) {
    const status = feedBookingStatus(booking);
    if (status === null) continue;
    const clientName = feedClientName(booking.guestFirstName ?? booking.firstName, booking.guestFirstName === null ? booking.lastName : booking.guestLastName);
    const summary = feedBookingSummary({ serviceName: booking.serviceName, clientName, memberName: booking.memberName });
    calendar.createEvent({
      id: `${booking.id}@lull`,
      sequence: booking.calendarSequence,
      stamp: now,
      lastModified: booking.updatedAt,
      timezone: LONDON_TIME_ZONE,
      start: londonTime(booking.startsAt),
      end: londonTime(booking.endsAt),
      // A calendar that shows a cancelled event rather than dropping it still reads right.
      summary: status === 'cancelled' ? `Cancelled: ${summary}` : summary,
      status: status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: 'Booked through Lull.',
    });
  }
  for (const block of blockRows) {
    if (!isBlockInFeed(block.kind)) continue;
    calendar.createEvent({
      id: `block-${block.id}@lull`,
      stamp: now,
      lastModified: block.createdAt,
      timezone: LONDON_TIME_ZONE,
      start: londonTime(block.startsAt),
      end: londonTime(block.endsAt),
      summary: feedBlockSummary({ kind: block.kind, memberName: block.memberName, clientName: feedClientName(block.clientName) }),
      description: block.note || null,
    });
  }
  return calendarText(calendar);
}
