import { z } from 'zod';
import { type IsoDate, addDaysToDate, londonDateOf, londonInstant, londonTimeOf } from './london-time';

/**
 * Busy calendars (decision 051): the secret iCalendar address of a member's (or the business's) other diary, read
 * every few minutes; each event becomes an 'external' block Lull will not sell over. These are the pure rules: the
 * address a salon may give, the window read, an event's London blocks and what a sync writes and removes.
 */

// The runtime's WHATWG URL (Node and every browser have it): the domain's compile settings name no platform.
interface WebAddress {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  hash: string;
  toString(): string;
}
declare const URL: new (input: string) => WebAddress;

/** How far ahead a busy calendar is read: the weeks customers book in, with room to spare. */
export const BUSY_CALENDAR_HORIZON_DAYS = 90;
export const BUSY_CALENDAR_URL_MAX = 2000;
/** Past this many busy times in the window a calendar is read only up to it (a runaway daily rule). */
export const MAX_BUSY_TIMES = 1000;
/** An event's title as the diary keeps it (the salon reads it on the block). */
export const BUSY_TITLE_MAX = 200;

export const BUSY_CALENDAR_MESSAGES = {
  url: 'Paste the secret address of your calendar (it starts with https:// or webcal://).',
  tooLong: `That address is longer than ${BUSY_CALENDAR_URL_MAX} characters: check you copied only the address.`,
  https: 'Use the secure address (https:// or webcal://).',
  notFound: 'No busy calendar is set up here.',
  readOnly: "This busy time comes from another calendar: change or remove it there (or stop reading that calendar in the Team tab).",
} as const;

/** PUT /api/merchant/team/{id}/busy-calendar and PUT /api/merchant/busy-calendar. */
export const busyCalendarInputSchema = z.object({
  url: z.string(BUSY_CALENDAR_MESSAGES.url).trim().min(1, BUSY_CALENDAR_MESSAGES.url).max(BUSY_CALENDAR_URL_MAX, BUSY_CALENDAR_MESSAGES.tooLong),
});
export type BusyCalendarInput = z.infer<typeof busyCalendarInputSchema>;

export type BusyCalendarAddress = { ok: true; url: string; host: string } | { ok: false; message: string };

/**
 * The address to read: https, or webcal (the same address, as Apple and Google hand it out) read over https; plain
 * http only where the server allows private addresses (tests and development). No user name or password in it.
 */
export function parseBusyCalendarAddress(text: string, options: { allowHttp: boolean }): BusyCalendarAddress {
  const value = text.trim();
  if (value.length > BUSY_CALENDAR_URL_MAX) return { ok: false, message: BUSY_CALENDAR_MESSAGES.tooLong };
  let url: WebAddress;
  try {
    url = new URL(value.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return { ok: false, message: BUSY_CALENDAR_MESSAGES.url };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowHttp)) {
    return { ok: false, message: url.protocol === 'http:' ? BUSY_CALENDAR_MESSAGES.https : BUSY_CALENDAR_MESSAGES.url };
  }
  if (url.hostname === '' || url.username !== '' || url.password !== '') return { ok: false, message: BUSY_CALENDAR_MESSAGES.url };
  url.hash = '';
  return { ok: true, url: url.toString(), host: url.hostname };
}

/** The host of a saved address, all the salon is shown of it after saving (the path is the secret). */
export function busyCalendarHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The stretch a sync reads: from now to the horizon. */
export function busyCalendarWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: londonInstant(addDaysToDate(londonDateOf(now), BUSY_CALENDAR_HORIZON_DAYS + 1), '00:00') };
}

/** One occurrence of an event, as the calendar says it: timed (instants) or all-day (London dates, end exclusive). */
export type BusyOccurrence = {
  /** The event's UID and the occurrence's own start as first scheduled (RECURRENCE-ID), stable across edits. */
  key: string;
  title: string;
} & ({ allDay: false; start: Date; end: Date } | { allDay: true; startDate: IsoDate; endDate: IsoDate });

/** An external block a sync wants in the diary. */
export interface ExternalBlockSpec {
  externalUid: string;
  blockDate: IsoDate;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  note: string;
}

/**
 * An occurrence's blocks, one per London day it touches (a diary block lives on one day), up to the window's end. An
 * all-day event is the whole London day; a timed one keeps its instants, a piece that runs to midnight showing 23:59.
 */
export function occurrenceBlocks(occurrence: BusyOccurrence, window: { from: Date; to: Date }): ExternalBlockSpec[] {
  const start = occurrence.allDay ? londonInstant(occurrence.startDate, '00:00') : occurrence.start;
  const endRaw = occurrence.allDay ? londonInstant(occurrence.endDate > occurrence.startDate ? occurrence.endDate : addDaysToDate(occurrence.startDate, 1), '00:00') : occurrence.end;
  // The start is never cut to the window, so an event under way keeps the same block from one sync to the next.
  const from = start;
  const until = endRaw < window.to ? endRaw : window.to;
  if (!(until > from) || until <= window.from) return [];
  const blocks: ExternalBlockSpec[] = [];
  const note = occurrence.title.trim().slice(0, BUSY_TITLE_MAX);
  for (let date = londonDateOf(from); ; date = addDaysToDate(date, 1)) {
    const dayStart = londonInstant(date, '00:00');
    const dayEnd = londonInstant(addDaysToDate(date, 1), '00:00');
    if (dayStart >= until) break;
    const startsAt = from > dayStart ? from : dayStart;
    const endsAt = until < dayEnd ? until : dayEnd;
    if (endsAt > startsAt && endsAt > window.from) {
      const endTime = endsAt.getTime() === dayEnd.getTime() ? '23:59' : londonTimeOf(endsAt);
      blocks.push({ externalUid: `${occurrence.key}|${date}`, blockDate: date, startTime: londonTimeOf(startsAt), endTime, startsAt, endsAt, note });
    }
  }
  return blocks;
}

/** What a sync does to the blocks it wrote before: the new ones written, the gone or changed ones removed. */
export function reconcileExternalBlocks<T extends { id: string; externalUid: string | null; startsAt: Date; endsAt: Date; note: string }>(
  existing: readonly T[],
  wanted: readonly ExternalBlockSpec[],
): { insert: ExternalBlockSpec[]; remove: T[]; keep: T[] } {
  const byUid = new Map(existing.map((row) => [row.externalUid, row]));
  const wantedUids = new Set(wanted.map((spec) => spec.externalUid));
  const insert: ExternalBlockSpec[] = [];
  const remove: T[] = existing.filter((row) => row.externalUid === null || !wantedUids.has(row.externalUid));
  const keep: T[] = [];
  for (const spec of wanted) {
    const row = byUid.get(spec.externalUid);
    if (!row) insert.push(spec);
    else if (row.startsAt.getTime() !== spec.startsAt.getTime() || row.endsAt.getTime() !== spec.endsAt.getTime() || row.note !== spec.note) {
      // Changed there: written again, so the diary's occupancy follows the new time.
      remove.push(row);
      insert.push(spec);
    } else keep.push(row);
  }
  return { insert, remove, keep };
}

/** '12 busy times · 1 clash' */
export function busySyncSummary(eventCount: number, clashCount: number): string {
  const times = `${eventCount} busy ${eventCount === 1 ? 'time' : 'times'}`;
  return clashCount === 0 ? times : `${times} · ${clashCount} ${clashCount === 1 ? 'clash' : 'clashes'}`;
}

/** "Clash: your other calendar has 'Dentist' over Jane's Haircut at 14:00" */
export function busyClashMessage(clash: { title: string; customerName: string; serviceName: string; time: string }): string {
  const title = clash.title.trim() === '' ? 'a busy time' : `'${clash.title.trim()}'`;
  const whose = clash.customerName.trim() === '' ? clash.serviceName : `${clash.customerName.trim()}'s ${clash.serviceName}`;
  return `Clash: your other calendar has ${title} over ${whose} at ${clash.time}`;
}
