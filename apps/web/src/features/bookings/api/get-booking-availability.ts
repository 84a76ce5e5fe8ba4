import { BOOKING_WINDOW_DAYS } from '@lull/domain/booking-window';
import type { availabilitySchema } from '@lull/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type BookingAvailability = z.infer<typeof availabilitySchema>;

/** One cache entry per professional; null is Any professional. */
export const bookingAvailabilityQueryKey = (serviceId: string, teamMemberId: string | null = null) =>
  ['services', serviceId, 'availability', BOOKING_WINDOW_DAYS, teamMemberId ?? 'any'] as const;

/**
 * GET /api/services/{id}/availability?days=14: the real free start times, London time, for the whole window, and who
 * performs the service; with `team_member_id`, only that member's free times (decision 050).
 */
export function getBookingAvailability(serviceId: string, teamMemberId: string | null, signal?: AbortSignal): Promise<BookingAvailability> {
  const member = teamMemberId === null ? '' : `&team_member_id=${encodeURIComponent(teamMemberId)}`;
  return api.get<BookingAvailability>(`/api/services/${encodeURIComponent(serviceId)}/availability?days=${BOOKING_WINDOW_DAYS}${member}`, signal);
}

export function bookingAvailabilityQuery(serviceId: string, teamMemberId: string | null = null) {
  return queryOptions({
    queryKey: bookingAvailabilityQueryKey(serviceId, teamMemberId),
    queryFn: ({ signal }) => getBookingAvailability(serviceId, teamMemberId, signal),
    staleTime: 30_000,
  });
}

export function useBookingAvailability(serviceId: string | undefined, teamMemberId: string | null = null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookingAvailabilityQuery(serviceId ?? '', teamMemberId), enabled: enabled && serviceId !== undefined });
}
