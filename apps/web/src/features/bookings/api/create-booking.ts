import type { Booking, CreateBookingPayload } from '@lull/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from './get-my-bookings';

/** POST /api/bookings: holds the time for HOLD_MINUTES as a pending booking. 409 when it was just taken. */
export function createBooking(payload: CreateBookingPayload): Promise<Booking> {
  return api.post<Booking>('/api/bookings', payload);
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
