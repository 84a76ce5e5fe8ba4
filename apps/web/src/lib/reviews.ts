import type { ManagedReview, ManagedReviewsPage, MyReviewState, PublicReview } from '@lull/domain/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from './api-client';

/** Verified reviews' calls (decision 025), shared by My Bookings, the salon's dashboard and the admin's. */
export const myReviewsQueryKey = ['reviews', 'mine'] as const;
export const merchantReviewsListKey = ['merchant', 'reviews'] as const;
export const adminReviewsKey = ['admin', 'reviews'] as const;

export function useMyReviews(enabled = true) {
  return useQuery({ queryKey: myReviewsQueryKey, queryFn: ({ signal }) => api.get<MyReviewState[]>('/api/reviews/mine', signal), enabled, staleTime: 60_000 });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, rating, text }: { bookingId: string; rating: number; text: string }) =>
      api.post<PublicReview>(`/api/bookings/${encodeURIComponent(bookingId)}/review`, { rating, text }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: myReviewsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['merchants'] });
    },
  });
}

export function useManagedReviews(scope: 'merchant' | 'admin', page: number) {
  const path = scope === 'merchant' ? '/api/merchant/reviews' : '/api/admin/reviews';
  return useQuery({
    queryKey: [...(scope === 'merchant' ? merchantReviewsListKey : adminReviewsKey), page],
    queryFn: ({ signal }) => api.get<ManagedReviewsPage>(`${path}?page=${page}&page_size=10`, signal),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => api.post<ManagedReview>(`/api/merchant/reviews/${encodeURIComponent(reviewId)}/reply`, { text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantReviewsListKey }),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) => api.post<ManagedReview>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
