import type { Booking } from '@lull/domain/contracts/bookings';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const bookingQueryKey = (bookingId: string) => ['bookings', bookingId] as const;

/** GET /api/bookings/{id}: one of the signed-in customer's bookings; 404 for anyone else's. */
export function getBooking(bookingId: string, signal?: AbortSignal): Promise<Booking> {
  return api.get<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`, signal);
}

export function useBooking(bookingId: string) {
  return useQuery({ queryKey: bookingQueryKey(bookingId), queryFn: ({ signal }) => getBooking(bookingId, signal), retry: false });
}
