import type { AdminRefundFilter, AdminRefundRequest, AdminRefundsPage } from '@lull/domain/contracts/admin-refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { AdminRefundFilter, AdminRefundRequest, AdminRefundsPage };

/** Every list a refund changes: the requests, the bookings (Refund Due) and one booking's detail. */
export const refundRequestsKey = ['admin-refund-requests'] as const;
export const adminBookingsKey = ['admin-bookings'] as const;

export interface RefundRequestsFilters {
  q: string;
  status: AdminRefundFilter;
  page: number;
  pageSize?: number;
}

/**
 * GET /api/admin/refund-requests: one page, searched (customer, email, service, booking id) and filtered by the
 * server, with `pending_count` for the sub-tab's badge; the last page stays while the next loads.
 */
export function useRefundRequests({ q, status, page, pageSize = 20 }: RefundRequestsFilters) {
  const query = new URLSearchParams({ q, status, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...refundRequestsKey, 'list', q, status, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminRefundsPage>(`/api/admin/refund-requests?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/refund-requests/{id}/complete: pays the card part back through the payment gateway and
 * closes the request; the Refunds sub-tab's Mark Complete and the booking dialog's, through one confirmation (complete-refund-dialog.tsx).
 */
export function useCompleteRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, admin_notes }: { id: string; admin_notes?: string }) =>
      api.post<AdminRefundRequest>(`/api/admin/refund-requests/${encodeURIComponent(id)}/complete`, { admin_notes: admin_notes ?? '' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundRequestsKey });
      void queryClient.invalidateQueries({ queryKey: adminBookingsKey });
    },
  });
}
