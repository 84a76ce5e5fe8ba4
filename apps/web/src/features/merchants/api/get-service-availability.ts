import type { availabilitySchema } from '@lull/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

/** The business page looks 7 days ahead and shows up to 3 days of up to 4 times. */
export const AVAILABILITY_WINDOW = { days: 7, maxDays: 3, maxPerDay: 4 } as const;

type ServiceAvailability = z.infer<typeof availabilitySchema>;

export const serviceAvailabilityQueryKey = (serviceId: string) => ['services', serviceId, 'availability'] as const;

/** GET /api/services/{id}/availability?days=7&max_days=3&max_per_day=4: real free start times, London time. */
export function getServiceAvailability(serviceId: string, signal?: AbortSignal): Promise<ServiceAvailability> {
  const { days, maxDays, maxPerDay } = AVAILABILITY_WINDOW;
  const params = new URLSearchParams({ days: String(days), max_days: String(maxDays), max_per_day: String(maxPerDay) });
  return api.get<ServiceAvailability>(`/api/services/${encodeURIComponent(serviceId)}/availability?${params.toString()}`, signal);
}

export function serviceAvailabilityQuery(serviceId: string) {
  return queryOptions({
    queryKey: serviceAvailabilityQueryKey(serviceId),
    queryFn: ({ signal }) => getServiceAvailability(serviceId, signal),
    staleTime: 60_000,
  });
}

export function useServiceAvailability(serviceId: string | undefined) {
  return useQuery({ ...serviceAvailabilityQuery(serviceId ?? ''), enabled: serviceId !== undefined });
}
