import type { Booking } from '@lull/domain/contracts/bookings';
import type { Service } from '@lull/domain/contracts/catalogue';

import { isLiveHold, useMyBookings } from '@/lib/my-bookings';

/** The customer's own live holds of this service (GET /api/bookings/me): each is theirs to continue with. */
export function useYourTimes(service: Pick<Service, 'id'>) {
  const bookings = useMyBookings();
  const now = Date.now();
  const held = (bookings.data ?? []).filter((booking) => booking.service_id === service.id && isLiveHold(booking, now));
  return {
    /** The customer's live hold on `date`, if any. */
    heldOn(date: string): Booking | undefined {
      return held.find((booking) => booking.booking_date === date);
    },
  };
}

export type YourTimes = ReturnType<typeof useYourTimes>;
