import type {
  AdminMerchant,
  AdminMerchantDetail,
  AdminMerchantFilter,
  AdminMerchantsPage,
  CreatedMerchant,
  DeletedMerchant,
  MerchantDeletionPreview,
} from '@lull/domain/contracts/admin-merchants';
import type { MerchantOwnerLookup } from '@lull/domain/contracts/admin-merchant-owner';
import type { CreateMerchantInput, EditMerchantInput } from '@lull/domain/validation/admin-merchant';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminStatsKey } from './admin-overview';
import { adminServicesKey } from './admin-services';

export type { AdminMerchant, AdminMerchantDetail, AdminMerchantFilter, CreatedMerchant, MerchantOwnerLookup };

/** Every query about businesses starts with this (the Create Service dialog's list of approved ones too). */
export const adminMerchantsKey = ['admin-merchants'] as const;

export interface AdminMerchantsFilters {
  q: string;
  status: AdminMerchantFilter;
  page: number;
  pageSize?: number;
}

/** GET /api/admin/merchants: one page, searched and filtered by the server; the last page stays while the next loads. */
export function useAdminMerchants({ q, status, page, pageSize = 20 }: AdminMerchantsFilters) {
  const query = new URLSearchParams({ q, status, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...adminMerchantsKey, 'list', q, status, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminMerchantsPage>(`/api/admin/merchants?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/merchants/{id}: the profile modal; off until a business is chosen. */
export function useAdminMerchant(id: string | null) {
  return useQuery({
    queryKey: [...adminMerchantsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminMerchantDetail>(`/api/admin/merchants/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * Every change of a business refreshes the Merchants tab, the overview's figures and the Services tab (a paused
 * or deleted business's services change with it).
 */
function useMerchantChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminMerchantsKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      void queryClient.invalidateQueries({ queryKey: adminServicesKey });
    },
  });
}

const path = (id: string, action = '') => `/api/admin/merchants/${encodeURIComponent(id)}${action}`;

/** POST /api/admin/merchants/{id}/approve: approved true, or false with the reason and notes. */
export function useReviewMerchant() {
  return useMerchantChange(
    ({ id, decision }: { id: string; decision: { approved: true } | { approved: false; rejection_reason: string; admin_notes: string } }) =>
      api.post<AdminMerchantDetail>(path(id, '/approve'), decision),
  );
}

/** POST /api/admin/merchants/{id}/pause with the reason the owner is told (decision 042), and /unpause. */
export function useSetMerchantPaused() {
  return useMerchantChange(({ id, paused, reason }: { id: string; paused: boolean; reason?: string }) =>
    paused ? api.post<AdminMerchantDetail>(path(id, '/pause'), { reason }) : api.post<AdminMerchantDetail>(path(id, '/unpause')),
  );
}

/**
 * GET /api/admin/merchants/{id}/deletion-preview: what Delete would cancel, for its confirmation to say first
 * (decision 042). Always fetched afresh: a booking made a minute ago counts.
 */
export function useMerchantDeletionPreview(id: string | null) {
  return useQuery({
    queryKey: [...adminMerchantsKey, 'deletion-preview', id],
    queryFn: ({ signal }) => api.get<MerchantDeletionPreview>(path(id ?? '', '/deletion-preview'), signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useEditMerchant() {
  return useMerchantChange(({ id, payload }: { id: string; payload: EditMerchantInput }) => api.put<AdminMerchantDetail>(path(id), payload));
}

export function useDeleteMerchant() {
  return useMerchantChange((id: string) => api.delete<DeletedMerchant>(path(id)));
}

/** POST /api/admin/businesses/create (admin spec §7). */
/**
 * GET /api/admin/merchants/owner-lookup: whose account the owner's email already is, if anyone's, and whether it may
 * own a business; Create Merchant asks it before creating (decision 041).
 */
export function lookUpMerchantOwner(email: string): Promise<MerchantOwnerLookup> {
  return api.get<MerchantOwnerLookup>(`/api/admin/merchants/owner-lookup?${new URLSearchParams({ email })}`);
}

export function useCreateMerchant() {
  return useMerchantChange((payload: CreateMerchantInput) => api.post<CreatedMerchant>('/api/admin/businesses/create', payload));
}
