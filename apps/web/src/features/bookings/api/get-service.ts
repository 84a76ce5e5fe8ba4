import type { Service } from '@lull/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const serviceQueryKey = (serviceId: string) => ['services', serviceId] as const;

/** GET /api/services/{id}: one listed service; 404 when it is unknown or not listed. */
export function getService(serviceId: string, signal?: AbortSignal): Promise<Service> {
  return api.get<Service>(`/api/services/${encodeURIComponent(serviceId)}`, signal);
}

export function serviceQuery(serviceId: string) {
  return queryOptions({
    queryKey: serviceQueryKey(serviceId),
    queryFn: ({ signal }) => getService(serviceId, signal),
    staleTime: 60_000,
  });
}

export function useService(serviceId: string) {
  return useQuery(serviceQuery(serviceId));
}
