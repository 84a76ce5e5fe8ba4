import { BOOKING_WINDOW_DAYS } from '@lull/domain/booking-window';
import type { JoinWaitlistPayload, TakenTimes, WaitlistEntry } from '@lull/domain/contracts/waitlist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * The waitlist's calls that `WaitlistTimes` makes. They sit beside it, not in a feature, because the booking flow
 * and a salon's page both show it, and My Bookings lists the same entries (decision 047).
 */
export const myWaitlistsQueryKey = ['waitlist', 'mine'] as const;
export const takenTimesQueryKey = (serviceId: string) => ['services', serviceId, 'taken-times', BOOKING_WINDOW_DAYS] as const;

/** GET /api/services/{id}/taken-times: offered times someone else has, the ones worth waiting for. */
export function takenTimesQuery(serviceId: string) {
  return queryOptions({
    queryKey: takenTimesQueryKey(serviceId),
    queryFn: ({ signal }) => api.get<TakenTimes>(`/api/services/${encodeURIComponent(serviceId)}/taken-times?days=${BOOKING_WINDOW_DAYS}`, signal),
    staleTime: 30_000,
  });
}

export function useTakenTimes(serviceId: string | undefined) {
  return useQuery({ ...takenTimesQuery(serviceId ?? ''), enabled: serviceId !== undefined });
}

/** GET /api/waitlist/mine: the signed-in customer's entries for times still ahead. */
export const myWaitlistsQuery = () =>
  queryOptions({ queryKey: myWaitlistsQueryKey, queryFn: ({ signal }) => api.get<WaitlistEntry[]>('/api/waitlist/mine', signal) });

export function useMyWaitlists(enabled = true) {
  return useQuery({ ...myWaitlistsQuery(), enabled });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: JoinWaitlistPayload) => api.post<WaitlistEntry>('/api/waitlist', payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistsQueryKey }),
  });
}
