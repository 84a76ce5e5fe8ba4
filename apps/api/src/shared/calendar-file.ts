import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar, type ICalCalendarData } from 'ical-generator';

/** Lull's one time zone: every diary time is London's wall clock. */
export const LONDON_TIME_ZONE = 'Europe/London';

/**
 * A new iCalendar (RFC 5545) written by ical-generator, the one library behind the mail invites and the calendar
 * feeds. Events given `timezone: LONDON_TIME_ZONE` bring London's VTIMEZONE (from `@touch4it/ical-timezones`, the
 * generator ical-generator documents) so a subscriber applies the summer-time change itself; the calendar itself
 * names no zone, which keeps DTSTAMP in UTC as the RFC asks.
 */
export function newCalendar(data: Partial<ICalCalendarData> = {}): ICalCalendar {
  return ical({ prodId: '//Lull//Bookings//EN', ...data, timezone: { name: null, generator: getVtimezoneComponent } });
}

/**
 * An instant as London's wall clock, for an event's DTSTART;TZID=Europe/London. ical-generator reads a plain Date's
 * local fields, which are the server's zone: a TZDate answers London's whatever the server's zone is.
 */
export function londonTime(instant: Date): Date {
  return new TZDate(instant.getTime(), LONDON_TIME_ZONE);
}

/** The calendar's text, each line (the last one too) ended by CRLF as RFC 5545 asks. */
export function calendarText(calendar: ICalCalendar): string {
  return `${calendar.toString()}\r\n`;
}
