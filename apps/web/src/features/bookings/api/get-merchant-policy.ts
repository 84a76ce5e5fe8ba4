import type { merchantPolicySchema } from '@lull/domain/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ApiError, api } from '@/lib/api-client';

/** GET /api/merchants/{id}/policy: the business's own booking policy, or null when it has none (or is not listed). */
export async function getMerchantPolicy(merchantId: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const { policy_content } = await api.get<z.infer<typeof merchantPolicySchema>>(`/api/merchants/${encodeURIComponent(merchantId)}/policy`, signal);
    return policy_content?.trim() ? policy_content : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function merchantPolicyQuery(merchantId: string) {
  return queryOptions({
    queryKey: ['merchants', merchantId, 'policy'],
    queryFn: ({ signal }) => getMerchantPolicy(merchantId, signal),
    staleTime: 10 * 60_000,
  });
}

export function useMerchantPolicy(merchantId: string | undefined) {
  return useQuery({ ...merchantPolicyQuery(merchantId ?? ''), enabled: merchantId !== undefined });
}
