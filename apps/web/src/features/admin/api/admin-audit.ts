import type { AdminAuditEntry, AdminAuditPage } from '@lull/domain/contracts/admin-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { AdminAuditEntry };

export interface AdminAuditFilters {
  q: string;
  /** 'all', a target type ('merchant') or one action ('merchant.approve'). */
  action: string;
  page: number;
  pageSize?: number;
}

/**
 * GET /api/admin/audit: one page of the trail, newest first, searched and filtered by the server. Fetched afresh
 * whenever the tab opens (no stale time), so an action just taken on another tab is there.
 */
export function useAdminAudit({ q, action, page, pageSize = 20 }: AdminAuditFilters) {
  const query = new URLSearchParams({ q, action, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: ['admin-audit', q, action, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminAuditPage>(`/api/admin/audit?${query}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
