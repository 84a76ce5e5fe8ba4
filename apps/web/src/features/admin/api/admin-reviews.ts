import type { ManagedReview, ManagedReviewsPage } from '@lull/domain/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The admin's Reviews tab (decision 025): every review a page at a time, and hiding one with a reason. */
export const adminReviewsKey = ['admin', 'reviews'] as const;

export function useAdminReviews(page: number) {
  return useQuery({
    queryKey: [...adminReviewsKey, page],
    queryFn: ({ signal }) => api.get<ManagedReviewsPage>(`/api/admin/reviews?page=${page}&page_size=10`, signal),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) => api.post<ManagedReview>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
