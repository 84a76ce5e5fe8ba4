import type { AdminOffPeakImpact, ImpactSalon } from '@lull/domain/contracts/off-peak-impact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { AdminOffPeakImpact, ImpactSalon };

/** GET /api/admin/off-peak-impact for London dates, both included: every salon per week, and one page of salons. */
export function useAdminOffPeakImpact({ from, to, page, pageSize }: { from: string; to: string; page: number; pageSize: number }) {
  const query = new URLSearchParams({ from, to, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: ['admin-off-peak-impact', from, to, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminOffPeakImpact>(`/api/admin/off-peak-impact?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}
