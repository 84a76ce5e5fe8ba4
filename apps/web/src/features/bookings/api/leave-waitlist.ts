import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myWaitlistsQueryKey } from '@/components/waitlist/waitlist-api';
import { api } from '@/lib/api-client';

/** DELETE /api/waitlist/{id}: My Bookings' Leave waitlist; the entries are read again after. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.delete<null>(`/api/waitlist/${encodeURIComponent(entryId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistsQueryKey }),
  });
}
