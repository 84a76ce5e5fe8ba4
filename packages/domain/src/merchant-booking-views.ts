import { type IsoDate, addDaysToDate, londonDateOf, londonInstant } from './london-time';

/**
 * The Bookings tab's views (decision 039): what is still to come (soonest first), today's (in order) and what is
 * over (most recent first). 'all' is every booking, latest first, as the list always answered without a view.
 */
export const MERCHANT_BOOKING_VIEWS = ['all', 'upcoming', 'today', 'past'] as const;
export type MerchantBookingView = (typeof MERCHANT_BOOKING_VIEWS)[number];

/** Which bookings a view holds, as bounds on their real start and end, and their order. */
export interface MerchantBookingsWindow {
  /** Starts at or after this instant… */
  startsFrom?: Date;
  /** …and before this one (a London day). */
  startsBefore?: Date;
  /** Still to come or under way: ends after this instant. */
  endsAfter?: Date;
  /** Over: ended at or before this instant. */
  endsBy?: Date;
  order: 'soonest' | 'latest';
}

/**
 * The bounds of a view at `now`, narrowed to one London `date` when one is chosen (which replaces Today's day).
 * An appointment under way is still upcoming until it ends, so the salon finds it there to mark completed; once
 * it has ended it is past. A day's bookings read in the order they happen, unless the view is Past.
 */
export function merchantBookingsWindow(view: MerchantBookingView, date: IsoDate | undefined, now: Date): MerchantBookingsWindow {
  const window: MerchantBookingsWindow = { order: view === 'upcoming' || view === 'today' ? 'soonest' : 'latest' };
  const day = date ?? (view === 'today' ? londonDateOf(now) : undefined);
  if (day !== undefined) {
    window.startsFrom = londonInstant(day, '00:00');
    window.startsBefore = londonInstant(addDaysToDate(day, 1), '00:00');
    if (view !== 'past') window.order = 'soonest';
  }
  if (view === 'upcoming') window.endsAfter = now;
  if (view === 'past') window.endsBy = now;
  return window;
}
