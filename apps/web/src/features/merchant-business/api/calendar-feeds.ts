import type { CalendarFeeds } from '@lull/domain/contracts/calendar-feeds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { CalendarFeeds };

const feedsKey = ['merchant-calendar-feeds'] as const;

/** The salon's secret calendar addresses (the business's and each active member's), asked for only when shown. */
export function useCalendarFeeds(enabled: boolean) {
  return useQuery({ queryKey: feedsKey, queryFn: ({ signal }) => api.get<CalendarFeeds>('/api/merchant/calendar-feed', signal), enabled });
}

/** New addresses for every feed of the business: the old ones stop working. */
export function useRotateCalendarFeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeeds>('/api/merchant/calendar-feed/rotate'),
    onSuccess: (feeds) => queryClient.setQueryData(feedsKey, feeds),
  });
}
