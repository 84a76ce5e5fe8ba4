import type { AdminBooking, AdminBookingCancelled, AdminBookingDetail, AdminBookingFilter, AdminBookingReminderFilter, AdminBookingsPage } from '@lull/domain/contracts/admin-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminBookingsKey, refundRequestsKey } from './admin-refunds';

export type { AdminBooking, AdminBookingDetail, AdminBookingFilter };

export interface AdminBookingsFilters {
  q: string;
  status: AdminBookingFilter;
  /** One London date (YYYY-MM-DD), '' for any. */
  date: string;
  /** The 24-hour reminder's delivery state (decision 026). */
  reminder?: AdminBookingReminderFilter;
  page: number;
  pageSize?: number;
}

/**
 * GET /api/admin/bookings: one page, searched and filtered by the server; the last page stays while the next loads.
 * Keyed under `adminBookingsKey`, so completing a refund (useCompleteRefund) refreshes it.
 */
export function useAdminBookings({ q, status, date, reminder = 'all', page, pageSize = 20 }: AdminBookingsFilters) {
  const query = new URLSearchParams({ q, status, date, reminder, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...adminBookingsKey, 'list', q, status, date, reminder, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminBookingsPage>(`/api/admin/bookings?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/bookings/{id}: the booking dialog's figures, payment, refund and timeline; off until a booking is chosen. */
export function useAdminBooking(id: string | null) {
  return useQuery({
    queryKey: [...adminBookingsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });
}

/**
 * POST /api/admin/bookings/{id}/cancel with the reason the customer reads: everything goes back to them (decision 056).
 * The bookings, the refunds waiting and the person's own history reload.
 */
export function useCancelBookingByAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<AdminBookingCancelled>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, { reason }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminBookingsKey });
      void queryClient.invalidateQueries({ queryKey: refundRequestsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
  });
}
