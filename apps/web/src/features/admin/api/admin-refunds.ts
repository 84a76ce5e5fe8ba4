import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every list a refund changes: the requests, the bookings (Refund Due) and one booking's detail. */
export const refundRequestsKey = ['admin-refund-requests'] as const;
export const adminBookingsKey = ['admin-bookings'] as const;

/**
 * POST /api/admin/refund-requests/{id}/complete: pays the card part back through the payment gateway and
 * closes the request; the Refunds sub-tab's Mark Complete and the booking dialog's Mark as Processed.
 */
export function useCompleteRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, admin_notes }: { id: string; admin_notes?: string }) =>
      api.post<unknown>(`/api/admin/refund-requests/${encodeURIComponent(id)}/complete`, { admin_notes: admin_notes ?? '' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundRequestsKey });
      void queryClient.invalidateQueries({ queryKey: adminBookingsKey });
    },
  });
}
