import type { CreatedBlock, DiaryBlock, DiaryBooking, DiaryResponse } from '@lull/domain/contracts/team';
import type { DiaryBlockInput } from '@lull/domain/diary-blocks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { DiaryBlock, DiaryBooking, DiaryResponse };

const diaryKey = ['merchant-diary'] as const;

/** The team, its bookings and its blocks between two London dates (inclusive); the last range stays on screen while the next loads. */
export function useDiary(from: string, to: string) {
  return useQuery({
    queryKey: [...diaryKey, from, to],
    queryFn: ({ signal }) => api.get<DiaryResponse>(`/api/merchant/diary?${new URLSearchParams({ from, to })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** Blocks time (a break, time off, a closure, a walk-in or a phone booking); a 409 names the booking it would overlap. */
export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiaryBlockInput) => api.post<CreatedBlock>('/api/merchant/diary/blocks', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKey }),
  });
}

/** Removes a block; `series` removes it and the later repeats of its weekly series. */
export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, series }: { id: string; series: boolean }) => api.delete<void>(`/api/merchant/diary/blocks/${id}${series ? '?series=true' : ''}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKey }),
  });
}
