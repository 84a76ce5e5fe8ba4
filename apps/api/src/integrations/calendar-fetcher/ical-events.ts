import type { BusyOccurrence } from '@lull/domain/busy-calendars';
import ical, { type VEvent } from 'node-ical';

/**
 * The busy times of an iCalendar text between two instants, read with node-ical (decision 051): each VEVENT, a
 * repeating one expanded by its RRULE less its EXDATEs and with its RECURRENCE-ID overrides applied; a free
 * (TRANSP:TRANSPARENT) or cancelled event, or occurrence, leaves no busy time. Answers null when the text is not a
 * calendar node-ical can read (the caller says so, without the text).
 */
export function readBusyOccurrences(text: string, window: { from: Date; to: Date }, limit: number): { occurrences: BusyOccurrence[]; truncated: boolean } | null {
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    return null;
  }
  const occurrences: BusyOccurrence[] = [];
  // A day either side: an all-day event's instants are the server's local midnights, whatever its zone.
  const from = new Date(window.from.getTime() - 86_400_000 * 2);
  const to = new Date(window.to.getTime() + 86_400_000);
  for (const component of Object.values(parsed)) {
    if (!component || (component as { type?: string }).type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (!event.start || !event.uid) continue;
    let instances: ReturnType<typeof ical.expandRecurringEvent>;
    try {
      instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    } catch {
      continue; // one event node-ical cannot expand does not cost the salon the rest
    }
    for (const instance of instances) {
      const source = instance.event;
      if (source.transparency === 'TRANSPARENT' || source.status === 'CANCELLED' || event.status === 'CANCELLED') continue;
      // The occurrence as first scheduled (RECURRENCE-ID), so moving it there rewrites the same block here.
      const original = (source.recurrenceid ?? instance.start) as Date;
      const key = `${event.uid}|${instance.isFullDay ? localDate(original) : original.toISOString()}`;
      const title = summaryText(instance.summary);
      if (instance.isFullDay) {
        occurrences.push({ key, title, allDay: true, startDate: localDate(instance.start), endDate: localDate(instance.end ?? instance.start) });
      } else {
        occurrences.push({ key, title, allDay: false, start: instance.start, end: instance.end ?? instance.start });
      }
      if (occurrences.length >= limit) return { occurrences, truncated: true };
    }
  }
  return { occurrences, truncated: false };
}

/** node-ical writes a date-only value as the server's local midnight of that date: its calendar date back. */
function localDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function summaryText(summary: unknown): string {
  if (typeof summary === 'string') return summary;
  if (summary && typeof (summary as { val?: unknown }).val === 'string') return (summary as { val: string }).val;
  return '';
}
