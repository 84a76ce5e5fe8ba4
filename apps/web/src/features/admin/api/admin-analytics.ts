import type { AdminAnalytics, AnalyticsDay, AnalyticsTopSalon, AnalyticsTopService } from '@lull/domain/contracts/admin-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { AdminAnalytics, AnalyticsDay, AnalyticsTopSalon, AnalyticsTopService };

/** GET /api/admin/analytics for London dates, inclusive; the last period's figures stay on screen while the next load. */
export function useAdminAnalytics({ from, to }: { from: string; to: string }) {
  const query = new URLSearchParams({ from, to });
  return useQuery({
    queryKey: ['admin-analytics', from, to],
    queryFn: ({ signal }) => api.get<AdminAnalytics>(`/api/admin/analytics?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}
