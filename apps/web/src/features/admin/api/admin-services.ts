import type { AdminService, AdminServiceBooking, AdminServiceDetail, AdminServiceFilter, AdminServicesPage } from '@lull/domain/contracts/admin-services';
import type { AdminMerchantsPage } from '@lull/domain/contracts/admin-merchants';
import type { DeletedService, MerchantService } from '@lull/domain/contracts/services';
import type { AdminServiceCreatePayload, AdminServiceEditPayload } from '@lull/domain/validation/admin-service-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminStatsKey } from './admin-overview';

export type { AdminService, AdminServiceBooking, AdminServiceDetail, AdminServiceFilter };

export const adminServicesKey = ['admin-services'] as const;

export interface AdminServicesFilters {
  q: string;
  status: AdminServiceFilter;
  page: number;
  pageSize?: number;
}

/** GET /api/admin/services: one page, searched and filtered by the server; the last page stays while the next loads. */
export function useAdminServices({ q, status, page, pageSize = 20 }: AdminServicesFilters) {
  const query = new URLSearchParams({ q, status, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...adminServicesKey, 'list', q, status, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminServicesPage>(`/api/admin/services?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/services/{id}: the details modal; off until a service is chosen. */
export function useAdminService(id: string | null) {
  return useQuery({
    queryKey: [...adminServicesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminServiceDetail>(`/api/admin/services/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });
}

/** GET /api/admin/services/{id}/bookings: its 5 most recent bookings. */
export function useAdminServiceBookings(id: string | null) {
  return useQuery({
    queryKey: [...adminServicesKey, 'bookings', id],
    queryFn: ({ signal }) => api.get<AdminServiceBooking[]>(`/api/admin/services/${encodeURIComponent(id ?? '')}/bookings`, signal),
    enabled: id !== null,
  });
}

/** The approved businesses a service can be created for (the Merchants tab's Verified filter), searched by the server. */
export function useApprovedMerchants(q: string) {
  const query = new URLSearchParams({ q, status: 'verified', page: '1', page_size: '100' });
  return useQuery({
    queryKey: ['admin-merchants', 'options', q],
    queryFn: ({ signal }) => api.get<AdminMerchantsPage>(`/api/admin/merchants?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every change of a service refreshes the Services tab and the overview's figures. */
function useServiceChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminServicesKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
    },
  });
}

export function useCreateService() {
  return useServiceChange((payload: AdminServiceCreatePayload) => api.post<AdminService>('/api/admin/services', payload));
}

export function useEditService() {
  return useServiceChange(({ id, payload }: { id: string; payload: AdminServiceEditPayload }) => api.put<AdminService>(`/api/admin/services/${encodeURIComponent(id)}`, payload));
}

export function useDeleteService() {
  return useServiceChange((id: string) => api.delete<DeletedService>(`/api/admin/services/${encodeURIComponent(id)}`));
}

/** POST /api/admin/services/{id}/activate or /deactivate: the salon's own switch's rule, audited (decision 042). */
export function useSetServiceActive() {
  return useServiceChange(({ id, active }: { id: string; active: boolean }) =>
    api.post<MerchantService>(`/api/admin/services/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`),
  );
}

/** POST /api/admin/services/{id}/approve: approved true, or approved false with the reason and notes. */
export function useReviewService() {
  return useServiceChange(({ id, ...decision }: { id: string; approved: true } | { id: string; approved: false; rejection_reason: string; admin_notes: string }) =>
    api.post<MerchantService>(`/api/admin/services/${encodeURIComponent(id)}/approve`, decision),
  );
}
