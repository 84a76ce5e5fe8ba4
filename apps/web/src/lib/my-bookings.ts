import type { Booking } from '@lull/domain/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';

export const myBookingsQueryKey = ['bookings', 'me'] as const;

/** GET /api/bookings/me: every booking of the signed-in customer. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>('/api/bookings/me', signal);
}

export const myBookingsQuery = () => queryOptions({ queryKey: myBookingsQueryKey, queryFn: ({ signal }) => getMyBookings(signal) });

/** The signed-in customer's bookings; shared by My Bookings, the booking page, the hold banner and the taken times. */
export function useMyBookings(enabled = true) {
  return useQuery({ ...myBookingsQuery(), enabled });
}

/** A pending booking whose hold has not run out: the customer's time on hold. */
export function isLiveHold(booking: Pick<Booking, 'status' | 'hold_expires_at'>, now = Date.now()): boolean {
  return booking.status === 'pending' && booking.hold_expires_at !== null && new Date(booking.hold_expires_at).getTime() > now;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a start of `serviceId` on `date` is taken by the customer's own live hold or paid booking of that service
 * (the same start or an overlapping one): theirs, not a taken time to wait for (the server refuses that waitlist:
 * decision 027). Each booking of a service lasts the service's length.
 */
export function isOwnTime(bookings: readonly Booking[], serviceId: string, date: string, time: string, now = Date.now()): boolean {
  const start = minutesOf(time);
  return bookings.some((booking) => {
    if (booking.service_id !== serviceId || booking.booking_date !== date) return false;
    if (booking.status !== 'confirmed' && !isLiveHold(booking, now)) return false;
    const theirs = minutesOf(booking.booking_time);
    return start < theirs + booking.duration && theirs < start + booking.duration;
  });
}
