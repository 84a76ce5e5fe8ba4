import type { Booking } from '@lull/domain/contracts/bookings';
import type { BookingContact } from '@lull/domain/validation/booking-contact';

/**
 * Where the booking flow is, in the address (decision 034):
 * - step 1, choosing a time: /booking/{serviceId}, optionally ?date=2026-11-27&time=10:00;
 * - a time on hold: /booking/{serviceId}?booking={bookingId}&step=details (Contact Details) or step=payment.
 * `from=merchant` (the customer came from the business page) and `member={id}` (the professional chosen, absent for
 * Any professional) are kept through every step.
 */
export type HeldStep = 'details' | 'payment';

export function heldStepOf(params: URLSearchParams): HeldStep {
  return params.get('step') === 'payment' ? 'payment' : 'details';
}

const KEPT = ['member', 'from'] as const;

/** Dates, times, ids and step names need no escaping: the address stays readable (time=10:00, not 10%3A00). */
function keepingFrom(current: URLSearchParams, entries: [string, string][]): string {
  const kept = KEPT.flatMap((name): [string, string][] => {
    const value = current.get(name);
    return value === null ? [] : [[name, encodeURIComponent(value)]];
  });
  return [...entries, ...kept].map(([name, value]) => `${name}=${value}`).join('&');
}

/** The query of a step of the held booking: booking={id}&step=details|payment (and from=, kept). */
export function heldStepParams(current: URLSearchParams, bookingId: string, step: HeldStep): string {
  return keepingFrom(current, [
    ['booking', encodeURIComponent(bookingId)],
    ['step', step],
  ]);
}

/** Back to step 1 with the held time chosen again: date=…&time=… (and from=, kept). */
export function chooseTimeParams(current: URLSearchParams, held: Pick<Booking, 'booking_date' | 'booking_time'>): string {
  return keepingFrom(current, [
    ['date', held.booking_date],
    ['time', held.booking_time],
  ]);
}

/**
 * What the flow remembers of a hold in this tab (sessionStorage, gone with the tab): the last step shown, for the
 * banner's link, and the contact details typed at step 2, so a reload on Payment still pays with them.
 */
interface HoldMemory {
  step?: HeldStep;
  contact?: Partial<BookingContact>;
}

const memoryKey = (bookingId: string) => `lull.hold.${bookingId}`;

export function recalledHold(bookingId: string): HoldMemory {
  try {
    const saved = window.sessionStorage.getItem(memoryKey(bookingId));
    return saved === null ? {} : (JSON.parse(saved) as HoldMemory);
  } catch {
    return {};
  }
}

export function rememberHold(bookingId: string, memory: HoldMemory): void {
  try {
    window.sessionStorage.setItem(memoryKey(bookingId), JSON.stringify({ ...recalledHold(bookingId), ...memory }));
  } catch {
    // Storage full or refused: the flow still works, a reload just starts Payment without the typed details.
  }
}

export function forgetHold(bookingId: string): void {
  try {
    window.sessionStorage.removeItem(memoryKey(bookingId));
  } catch {
    // Nothing to forget.
  }
}

/** Where the customer was with a hold: its step of the booking flow (Contact Details unless they reached Payment). */
export function whereYouWere(booking: Pick<Booking, 'id' | 'service_id'>): string {
  const step = recalledHold(booking.id).step ?? 'details';
  return `/booking/${encodeURIComponent(booking.service_id)}?${heldStepParams(new URLSearchParams(), booking.id, step)}`;
}

export { isLiveHold } from '@/lib/my-bookings';
