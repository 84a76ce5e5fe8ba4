import { formatLondonDayShort } from './london-format';
import type { IsoDate } from './london-time';
import { formatPenceAsMoney } from './money';

/*
 * A booking's timeline as the admin reads it (decision 051): each move, offer, answer and salon cancellation in one
 * line that says what happened, from when to when and with whom, who did it, and what it did to the price.
 */

export const BOOKING_EVENT_KINDS = ['rescheduled', 'move_proposed', 'move_accepted', 'move_declined', 'cancelled_by_salon', 'cancelled_by_admin'] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];
export type BookingEventActor = 'customer' | 'merchant' | 'admin' | 'system';

export interface TimelineBookingEvent {
  kind: BookingEventKind;
  actor: BookingEventActor;
  /** The name of whoever acted, when the event names a person (a customer's move, an admin's). */
  actorName: string | null;
  from: { date: string | null; time: string | null; memberName: string | null };
  to: { date: string | null; time: string | null; memberName: string | null };
  /** Signed pence: positive when the customer paid more, negative when the difference went back. */
  priceChangePence: number;
  /** The salon's reason for cancelling, or its note with an offer. */
  reason: string | null;
}

/** 'Tue 14 Jul 10:00 with Mina': a time on the booking's timeline. */
export function timelineSlot({ date, time, memberName }: TimelineBookingEvent['from']): string {
  const when = [date ? formatLondonDayShort(date as IsoDate) : null, time].filter(Boolean).join(' ') || 'an unknown time';
  return memberName ? `${when} with ${memberName}` : when;
}

function who(actor: BookingEventActor, name: string | null): string {
  const named = name && name.trim() !== '' ? name.trim() : null;
  switch (actor) {
    case 'customer':
      return named ? `the customer (${named})` : 'the customer';
    case 'merchant':
      return 'the salon';
    case 'admin':
      return named ? `Lull (${named})` : 'Lull';
    case 'system':
      return 'Lull';
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** ' · £6.00 back', ' · £4.00 more paid', or nothing when the price stayed. */
export function priceChangeWords(pence: number): string {
  if (pence < 0) return ` · ${formatPenceAsMoney(-pence)} back`;
  if (pence > 0) return ` · ${formatPenceAsMoney(pence)} more paid`;
  return '';
}

/** One line of the timeline: "Moved by the customer (Jane Doe) from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie · £6.00 back". */
export function bookingEventLine(event: TimelineBookingEvent): string {
  const by = who(event.actor, event.actorName);
  const from = timelineSlot(event.from);
  const to = timelineSlot(event.to);
  const note = event.reason && event.reason.trim() !== '' ? `: “${event.reason.trim()}”` : '';
  switch (event.kind) {
    case 'rescheduled':
      return `Moved by ${by} from ${from} to ${to}${priceChangeWords(event.priceChangePence)}`;
    case 'move_proposed':
      return `${capitalised(by)} offered to move it from ${from} to ${to}${note}`;
    case 'move_accepted':
      return `Moved by ${by}, accepting the salon's offer, from ${from} to ${to}${priceChangeWords(event.priceChangePence)}`;
    case 'move_declined':
      return `${capitalised(by)} declined the salon's offer of ${to}`;
    case 'cancelled_by_salon':
    case 'cancelled_by_admin':
      return `Cancelled by ${by}${note}`;
  }
}
