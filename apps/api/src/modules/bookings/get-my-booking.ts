import type { Booking } from '@lull/domain/contracts/bookings';
import type { AppContext } from '../../shared/app-context';
import { ownBooking, toBookingDto } from './booking-rows';

/** One of the customer's own bookings. */
export async function getMyBooking({ db }: AppContext, userId: string, bookingId: string): Promise<Booking> {
  return toBookingDto(await ownBooking(db, userId, bookingId));
}
