import { BLOCK_HORIZON_DAYS, DIARY_BLOCK_LABELS, type DiaryBlockKind } from './diary-blocks';
import { addDaysToDate, londonDateOf, londonInstant } from './london-time';

/**
 * The calendar feeds a salon's calendars subscribe to (decision 051): one secret address for the business and one
 * per team member, each an iCalendar of the diary. A subscriber shows what the feed holds and drops what it no
 * longer holds, so the feed keeps a month of the past (yesterday's clients stay in the calendar) and reaches as far
 * ahead as the diary does.
 */
export const FEED_PAST_DAYS = 30;
export const FEED_AHEAD_DAYS = BLOCK_HORIZON_DAYS;

/** From London midnight `FEED_PAST_DAYS` ago to the midnight after the diary's last day. */
export function calendarFeedWindow(now: Date): { from: Date; to: Date } {
  const today = londonDateOf(now);
  return { from: londonInstant(addDaysToDate(today, -FEED_PAST_DAYS), '00:00'), to: londonInstant(addDaysToDate(today, FEED_AHEAD_DAYS + 1), '00:00') };
}

type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'expired';

/**
 * How a booking shows in the feed: a paid booking as it is ('confirmed', also once it is completed or a no-show),
 * a cancelled one that had been paid as cancelled (so a subscriber takes it out rather than keeping a stale
 * appointment), and nothing for a hold, a lapsed hold or a cancelled hold that never held a paid time.
 */
export function feedBookingStatus(booking: { status: BookingStatus; confirmedAt: Date | null }): 'confirmed' | 'cancelled' | null {
  if (booking.status === 'confirmed' || booking.status === 'completed' || booking.status === 'no_show') return 'confirmed';
  if (booking.status === 'cancelled' && booking.confirmedAt !== null) return 'cancelled';
  return null;
}

/**
 * An external block came from the salon's own other calendar (the busy-calendar sync): echoing it back would show
 * the same event twice in that calendar, so the feed leaves it out. Every block the salon adds is in.
 */
export function isBlockInFeed(kind: DiaryBlockKind): boolean {
  return kind !== 'external';
}

/**
 * A client as the feed names them: first name and last initial ("Jane S."), never more, since a feed address can be
 * shared or leak; '' when there is no name. A name typed in one field ("Jane Smith") is split at the first space.
 */
export function feedClientName(firstName: string | null | undefined, lastName?: string | null): string {
  const parts = [firstName ?? '', lastName ?? ''].join(' ').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}

/** "Haircut – Jane S. (with Mina)"; the client's part is left out when there is no name. */
export function feedBookingSummary(booking: { serviceName: string; clientName: string; memberName: string }): string {
  const client = booking.clientName ? ` – ${booking.clientName}` : '';
  return `${booking.serviceName}${client} (with ${booking.memberName})`;
}

/** "Break (Mina)", "Closed (whole team)", "Walk-in – Jane S. (with Mina)". */
export function feedBlockSummary(block: { kind: DiaryBlockKind; memberName: string | null; clientName: string }): string {
  const label = DIARY_BLOCK_LABELS[block.kind];
  const client = block.clientName ? ` – ${block.clientName}` : '';
  if (block.memberName === null) return `${label}${client} (whole team)`;
  return block.clientName ? `${label}${client} (with ${block.memberName})` : `${label} (${block.memberName})`;
}
