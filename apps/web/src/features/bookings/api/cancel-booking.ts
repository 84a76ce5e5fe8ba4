import type { cancellationSchema } from '@lull/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from './get-my-bookings';

export type Cancellation = z.infer<typeof cancellationSchema>;

/** POST /api/bookings/{id}/cancel: 409 within 24 hours of the start. */
export function cancelBooking(bookingId: string): Promise<Cancellation> {
  return api.post<Cancellation>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The list reloads after a cancellation, whether or not it went through.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
