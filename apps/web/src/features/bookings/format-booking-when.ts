import type { Booking } from '@lull/domain/contracts/bookings';

import { formatLondonWhen } from '../../lib/format';
import { bookingStartsAt } from './booking-rules';

/** 'Mon 24 Nov 2026, 14:30', London time. */
export function formatBookingWhen(booking: Pick<Booking, 'booking_date' | 'booking_time'>): string {
  return formatLondonWhen(bookingStartsAt(booking));
}
