import type { PlatformStats } from '@lull/domain/contracts/admin-overview';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { PlatformStats };

export const adminStatsKey = ['admin-stats'] as const;

/** GET /api/admin/stats: the overview's seven figures and the first 3 merchants and services waiting. */
export function useAdminStats() {
  return useQuery({ queryKey: adminStatsKey, queryFn: ({ signal }) => api.get<PlatformStats>('/api/admin/stats', signal) });
}
