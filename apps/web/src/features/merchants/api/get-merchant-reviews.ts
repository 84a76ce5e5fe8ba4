import type { MerchantReviewsPage } from '@lull/domain/contracts/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { MerchantReviewsPage, PublicReview as Review } from '@lull/domain/contracts/reviews';

export const REVIEWS_PAGE_SIZE = 5;

export const merchantReviewsQueryKey = (merchantId: string, page?: number) =>
  (page === undefined ? ['merchants', merchantId, 'reviews'] : ['merchants', merchantId, 'reviews', page]) as readonly unknown[];

/** GET /api/merchants/{id}/reviews: one page of visible reviews, newest first, with the rating summary. */
export function getMerchantReviews(merchantId: string, page: number, signal?: AbortSignal): Promise<MerchantReviewsPage> {
  return api.get<MerchantReviewsPage>(`/api/merchants/${encodeURIComponent(merchantId)}/reviews?page=${page}&page_size=${REVIEWS_PAGE_SIZE}`, signal);
}

export function merchantReviewsQuery(merchantId: string, page = 1) {
  return queryOptions({
    queryKey: merchantReviewsQueryKey(merchantId, page),
    queryFn: ({ signal }) => getMerchantReviews(merchantId, page, signal),
    staleTime: 60_000,
  });
}

export function useMerchantReviews(merchantId: string, page = 1) {
  return useQuery({ ...merchantReviewsQuery(merchantId, page), placeholderData: keepPreviousData });
}
