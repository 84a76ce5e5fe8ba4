import type { Page } from '@lull/domain/contracts/paging';
import type { DeletedService, MerchantService, SERVICE_ACTIVE_FILTERS, SERVICE_APPROVAL_FILTERS } from '@lull/domain/contracts/services';
import type { ServiceFormPayload } from '@lull/domain/validation/service-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { MerchantService };
export type ApprovalFilter = (typeof SERVICE_APPROVAL_FILTERS)[number];
export type ActiveFilter = (typeof SERVICE_ACTIVE_FILTERS)[number];

export interface MyServicesFilters {
  q: string;
  approval: ApprovalFilter;
  active: ActiveFilter;
  page: number;
  pageSize?: number;
}

/** Every query about the salon's services starts with this (the overview's counts too), so a change refreshes them all. */
export const myServicesQueryKey = ['merchant-services'] as const;

/** One page of the salon's services as the server searched and filtered them; the last page stays while the next loads. */
export function useMyServices({ q, approval, active, page, pageSize = 20 }: MyServicesFilters) {
  const query = new URLSearchParams({ q, approval, active, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...myServicesQueryKey, 'list', q, approval, active, page, pageSize],
    queryFn: ({ signal }) => api.get<Page<MerchantService>>(`/api/services/me?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

function useServiceChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myServicesQueryKey }),
  });
}

/** Add (no id) or edit a service with the form's checked values. */
export function useSaveService() {
  return useServiceChange(({ id, payload }: { id: string | null; payload: ServiceFormPayload }) =>
    id === null ? api.post<MerchantService>('/api/services', payload) : api.put<MerchantService>(`/api/services/${id}`, payload),
  );
}

export function useToggleService() {
  return useServiceChange((id: string) => api.post<MerchantService>(`/api/services/${id}/toggle`));
}

export function useDeleteService() {
  return useServiceChange((id: string) => api.delete<DeletedService>(`/api/services/${id}`));
}
