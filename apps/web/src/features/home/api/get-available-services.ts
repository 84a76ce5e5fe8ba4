import type { Service, serviceListSchema } from '@lull/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

/** The home page features 12 services. */
export const AVAILABLE_NOW_LIMIT = 12;

type ServiceList = z.infer<typeof serviceListSchema>;

export const availableServicesQueryKey = ['services', 'available-now'] as const;

/** GET /api/services?limit=12: bookable services with their next free start times. */
export async function getAvailableServices(signal?: AbortSignal): Promise<Service[]> {
  const list = await api.get<ServiceList>(`/api/services?limit=${AVAILABLE_NOW_LIMIT}`, signal);
  return list.services.slice(0, AVAILABLE_NOW_LIMIT);
}

/** Shared by the hook and the server's render of the home page, so the page hydrates from the same entry. */
export const availableServicesQuery = queryOptions({
  queryKey: availableServicesQueryKey,
  queryFn: ({ signal }) => getAvailableServices(signal),
  // Free times move as people book: a visit after a few minutes should not show stale ones.
  staleTime: 60_000,
});

export function useAvailableServices() {
  return useQuery(availableServicesQuery);
}
