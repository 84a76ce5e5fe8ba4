import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** One customer review (packages/domain/src/contracts/catalogue.ts reviewSchema). */
export interface Review {
  id: string;
  rating: number;
  comment: string;
  author: string;
  created_at: string;
}

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
