import { type IsoDate, addDaysToDate } from './london-time';

/** Customers book today and the next 13 days (London dates): fourteen dates in all. */
export const BOOKING_WINDOW_DAYS = 14;

/** The last London date a customer may book on, counting from `today`. */
export function lastBookableDate(today: IsoDate): IsoDate {
  return addDaysToDate(today, BOOKING_WINDOW_DAYS - 1);
}

/** Whether `date` is inside the booking window that starts `today`. */
export function isInBookingWindow(date: IsoDate, today: IsoDate): boolean {
  return date >= today && date <= lastBookableDate(today);
}
