import type { Booking } from '@lull/domain/contracts/bookings';
import type { AppContext } from '../../shared/app-context';
import { ownBookingDto } from './booking-rows';

/** One of the customer's own bookings. */
export async function getMyBooking({ db, clock }: AppContext, userId: string, bookingId: string): Promise<Booking> {
  return ownBookingDto(db, clock(), userId, bookingId);
}
