import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from './get-my-bookings';

/** DELETE /api/bookings/{id}: lets the customer's own time on hold go at once, for anyone to book. */
export function releaseHold(bookingId: string): Promise<void> {
  return api.delete<void>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
