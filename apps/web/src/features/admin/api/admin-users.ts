import type { AdminUser, AdminUserDetail, AdminUserFilter, AdminUsersPage, GrantCreditResult } from '@lull/domain/contracts/admin-users';
import type { GrantCreditInput } from '@lull/domain/validation/grant-credit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { AdminUser, AdminUserDetail, AdminUserFilter };

const adminUsersKey = ['admin-users'] as const;

export interface AdminUsersFilters {
  q: string;
  status: AdminUserFilter;
  page: number;
  pageSize?: number;
}

/** GET /api/admin/users: one page, searched (name, email, city) and filtered by the server; the last page stays while the next loads. */
export function useAdminUsers({ q, status, page, pageSize = 20 }: AdminUsersFilters) {
  const query = new URLSearchParams({ q, status, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...adminUsersKey, 'list', q, status, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminUsersPage>(`/api/admin/users?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id}: every field of the profile modal; off until a user is chosen. */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...adminUsersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });
}

/** POST /api/admin/users/{id}/disable or /enable; the list and the profile reload either way. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}/${active ? 'enable' : 'disable'}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

/** POST /api/admin/users/{id}/grant-credit with the amount in pounds and a reason. */
export function useGrantCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & GrantCreditInput) => api.post<GrantCreditResult>(`/api/admin/users/${encodeURIComponent(id)}/grant-credit`, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
