import type { Booking } from '@lull/domain/contracts/bookings';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const myBookingsQueryKey = ['bookings', 'me'] as const;

/** GET /api/bookings/me: every booking of the signed-in customer. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>('/api/bookings/me', signal);
}

export function useMyBookings() {
  return useQuery({ queryKey: myBookingsQueryKey, queryFn: ({ signal }) => getMyBookings(signal) });
}
