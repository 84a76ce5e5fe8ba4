import type { Service, serviceListSchema } from '@lull/domain/contracts/catalogue';
import { MAX_PAGE_SIZE } from '@lull/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type ServiceList = z.infer<typeof serviceListSchema>;

export const merchantServicesQueryKey = (merchantId: string) => ['services', 'merchant', merchantId] as const;

/** GET /api/services?merchant_id={id}: every bookable service of one business (one page of up to 50). */
export async function getMerchantServices(merchantId: string, signal?: AbortSignal): Promise<Service[]> {
  const params = new URLSearchParams({ merchant_id: merchantId, limit: String(MAX_PAGE_SIZE) });
  const list = await api.get<ServiceList>(`/api/services?${params.toString()}`, signal);
  return list.services;
}

export function merchantServicesQuery(merchantId: string) {
  return queryOptions({
    queryKey: merchantServicesQueryKey(merchantId),
    queryFn: ({ signal }) => getMerchantServices(merchantId, signal),
  });
}

export function useMerchantServices(merchantId: string) {
  return useQuery(merchantServicesQuery(merchantId));
}
