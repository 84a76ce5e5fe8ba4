import type { OffPeakImpact } from '@lull/domain/contracts/off-peak-impact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { OffPeakImpact };

/** The figures' cache key; a save of the rules refreshes them (`useSaveOffPeakSettings`). */
export const offPeakImpactKey = ['merchant-off-peak-impact'] as const;

/**
 * GET /api/merchant/off-peak-impact: the salon's off-peak figures for London dates, both included; without them the
 * last 12 weeks. The last period's figures stay on screen while the next load.
 */
export function useOffPeakImpact(period: { from: string; to: string } | null) {
  const query = period ? `?${new URLSearchParams(period)}` : '';
  return useQuery({
    queryKey: [...offPeakImpactKey, period?.from ?? null, period?.to ?? null],
    queryFn: ({ signal }) => api.get<OffPeakImpact>(`/api/merchant/off-peak-impact${query}`, signal),
    placeholderData: keepPreviousData,
  });
}
