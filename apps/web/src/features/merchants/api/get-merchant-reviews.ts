import type { reviewSchema } from '@lull/domain/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type Review = z.infer<typeof reviewSchema>;

export const merchantReviewsQueryKey = (merchantId: string) => ['merchants', merchantId, 'reviews'] as const;

/** GET /api/merchants/{id}/reviews. */
export function getMerchantReviews(merchantId: string, signal?: AbortSignal): Promise<Review[]> {
  return api.get<Review[]>(`/api/merchants/${encodeURIComponent(merchantId)}/reviews`, signal);
}

export function useMerchantReviews(merchantId: string) {
  return useQuery({
    queryKey: merchantReviewsQueryKey(merchantId),
    queryFn: ({ signal }) => getMerchantReviews(merchantId, signal),
    staleTime: 5 * 60_000,
  });
}
