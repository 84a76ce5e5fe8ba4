import type { Booking } from '@lull/domain/contracts/bookings';
import type { AppContext } from '../../shared/app-context';
import { toBookingDtos } from './booking-rows';
import { listUserBookings } from './bookings.repository';

/** My Bookings: every booking of the customer's. */
export async function listMyBookings({ db, clock }: AppContext, userId: string): Promise<Booking[]> {
  return toBookingDtos(db, clock(), await listUserBookings(db, userId));
}
