import { BOOKING_WINDOW_DAYS } from '@lull/domain/booking-window';
import type { availabilitySchema } from '@lull/domain/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type BookingAvailability = z.infer<typeof availabilitySchema>;

export const bookingAvailabilityQueryKey = (serviceId: string) => ['services', serviceId, 'availability', BOOKING_WINDOW_DAYS] as const;

/** GET /api/services/{id}/availability?days=14: the real free start times, London time, for the whole window. */
export function getBookingAvailability(serviceId: string, signal?: AbortSignal): Promise<BookingAvailability> {
  return api.get<BookingAvailability>(`/api/services/${encodeURIComponent(serviceId)}/availability?days=${BOOKING_WINDOW_DAYS}`, signal);
}

export function useBookingAvailability(serviceId: string | undefined) {
  return useQuery({
    queryKey: bookingAvailabilityQueryKey(serviceId ?? ''),
    queryFn: ({ signal }) => getBookingAvailability(serviceId ?? '', signal),
    enabled: serviceId !== undefined,
    staleTime: 30_000,
  });
}
