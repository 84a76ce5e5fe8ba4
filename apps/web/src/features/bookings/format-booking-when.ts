import type { Booking } from '@lull/domain/contracts/bookings';

import { bookingStartsAt } from './booking-rules';

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** 'Mon 24 Nov 2026, 14:30', London time. */
export function formatBookingWhen(booking: Pick<Booking, 'booking_date' | 'booking_time'>): string {
  return whenFormat.format(bookingStartsAt(booking)).replace(/^(\w{3}),/, '$1');
}
