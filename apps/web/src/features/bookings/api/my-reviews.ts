import type { MyReviewState, PublicReview } from '@lull/domain/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The customer's side of verified reviews (decision 025): which past bookings they may review, and writing one. */
export const myReviewsQueryKey = ['reviews', 'mine'] as const;

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
      // A salon's page shows its rating and reviews.
      await queryClient.invalidateQueries({ queryKey: ['merchants'] });
    },
  });
}
