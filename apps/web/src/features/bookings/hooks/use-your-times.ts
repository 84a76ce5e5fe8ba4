import type { Booking } from '@lull/domain/contracts/bookings';
import type { Service } from '@lull/domain/contracts/catalogue';

import { useMyBookings } from '../api/get-my-bookings';
import { isLiveHold } from '../booking-address';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The customer's own times of this service (GET /api/bookings/me): a time they hold is theirs to continue with,
 * never a taken time to wait for, and neither is a start that overlaps their own hold or booking (the server
 * would refuse that waitlist: decision 027).
 */
export function useYourTimes(service: Pick<Service, 'id' | 'duration'>) {
  const bookings = useMyBookings();
  const now = Date.now();
  const mine = (bookings.data ?? []).filter((booking) => booking.service_id === service.id && (booking.status === 'confirmed' || isLiveHold(booking, now)));
  return {
    /** The customer's live hold on `date`, if any. */
    heldOn(date: string): Booking | undefined {
      return mine.find((booking) => booking.booking_date === date && booking.status === 'pending');
    },
    /** Whether a start on `date` is taken by (overlaps) one of the customer's own holds or bookings. */
    isYours(date: string, time: string): boolean {
      const start = minutesOf(time);
      return mine.some((booking) => {
        if (booking.booking_date !== date) return false;
        const theirs = minutesOf(booking.booking_time);
        return start < theirs + booking.duration && theirs < start + service.duration;
      });
    },
  };
}

export type YourTimes = ReturnType<typeof useYourTimes>;
