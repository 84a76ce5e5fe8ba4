import type { PublicMerchant } from '@lull/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const merchantQueryKey = (merchantId: string) => ['merchants', merchantId] as const;

/** GET /api/merchants/{id}: the public view of a business; 404 when it is not public. */
export function getMerchant(merchantId: string, signal?: AbortSignal): Promise<PublicMerchant> {
  return api.get<PublicMerchant>(`/api/merchants/${encodeURIComponent(merchantId)}`, signal);
}

export function merchantQuery(merchantId: string) {
  return queryOptions({
    queryKey: merchantQueryKey(merchantId),
    queryFn: ({ signal }) => getMerchant(merchantId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMerchant(merchantId: string) {
  return useQuery(merchantQuery(merchantId));
}
