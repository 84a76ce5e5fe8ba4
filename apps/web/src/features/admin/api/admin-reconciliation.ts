import type { Reconciliation } from '@lull/domain/contracts/reconciliation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { Reconciliation };

/** GET /api/admin/reconciliation for London dates, inclusive; the last period's figures stay on screen while the next load. */
export function useReconciliation({ from, to }: { from: string; to: string }) {
  const query = new URLSearchParams({ from, to });
  return useQuery({
    queryKey: ['admin-reconciliation', from, to],
    queryFn: ({ signal }) => api.get<Reconciliation>(`/api/admin/reconciliation?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}
