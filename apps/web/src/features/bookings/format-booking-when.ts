import type { Booking } from '@lull/domain/contracts/bookings';
import { formatLondonDateTime } from '@lull/domain/london-format';

/** 'Mon 24 Nov 2026 at 14:30', London time, as every mail and page writes it (decision 037). */
export function formatBookingWhen(booking: Pick<Booking, 'booking_date' | 'booking_time'>): string {
  return formatLondonDateTime(booking.booking_date, booking.booking_time);
}
