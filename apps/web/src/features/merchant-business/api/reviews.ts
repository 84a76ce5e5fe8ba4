import type { ManagedReview, ManagedReviewsPage } from '@lull/domain/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The salon's Reviews section (decision 025): its reviews a page at a time, and its one reply to each. */
export const merchantReviewsListKey = ['merchant', 'reviews'] as const;

export function useMerchantReviews(page: number) {
  return useQuery({
    queryKey: [...merchantReviewsListKey, page],
    queryFn: ({ signal }) => api.get<ManagedReviewsPage>(`/api/merchant/reviews?page=${page}&page_size=10`, signal),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => api.post<ManagedReview>(`/api/merchant/reviews/${encodeURIComponent(reviewId)}/reply`, { text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantReviewsListKey }),
  });
}
