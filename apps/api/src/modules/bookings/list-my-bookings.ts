import type { Booking } from '@lull/domain/contracts/bookings';
import type { AppContext } from '../../shared/app-context';
import { toBookingDto } from './booking-rows';
import { listUserBookings } from './bookings.repository';

/** My Bookings: every booking of the customer's. */
export async function listMyBookings({ db }: AppContext, userId: string): Promise<Booking[]> {
  return (await listUserBookings(db, userId)).map(toBookingDto);
}
