import type { MerchantBooking, SettledBooking } from '@lull/domain/contracts/merchant-bookings';
import type { Page } from '@lull/domain/contracts/paging';
import type { MerchantBookingView } from '@lull/domain/merchant-booking-views';
import type { MerchantBookingFilter } from '@lull/domain/merchant-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { myMerchantQueryKey } from './my-merchant';

export type { MerchantBooking };

export interface MerchantBookingsFilters {
  q: string;
  status: MerchantBookingFilter;
  /** Upcoming, today, past or all (the server's default), and one London day (decision 039). */
  when?: MerchantBookingView;
  date?: string;
  page: number;
  pageSize?: number;
}

const merchantBookingsKey = ['merchant-bookings'] as const;

/** One page of the salon's bookings, as the server searched, filtered and ordered them; the last page stays on screen while the next loads. */
export function useMerchantBookings({ q, status, when = 'all', date = '', page, pageSize = 20 }: MerchantBookingsFilters) {
  const query = new URLSearchParams({ q, status, when, page: String(page), page_size: String(pageSize) });
  if (date !== '') query.set('date', date);
  return useQuery({
    queryKey: [...merchantBookingsKey, 'list', q, status, when, date, page, pageSize],
    queryFn: ({ signal }) => api.get<Page<MerchantBooking>>(`/api/bookings/merchant?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** The bookings that take a chair between two London dates, for the calendar. */
export function useMerchantCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...merchantBookingsKey, 'calendar', from, to],
    queryFn: ({ signal }) => api.get<MerchantBooking[]>(`/api/bookings/merchant/calendar?from=${from}&to=${to}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** Completed or No-show: the booking, the list, the calendar's diary and the revenue balance all change. */
export function useSettleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'completed' | 'no-show' }) =>
      status === 'completed'
        ? api.post<SettledBooking>(`/api/bookings/${id}/complete`, {})
        : api.put<SettledBooking>(`/api/bookings/${id}/status`, { status }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: merchantBookingsKey });
      void queryClient.invalidateQueries({ queryKey: myMerchantQueryKey });
      // The calendar's diary shows the booking's new status.
      void queryClient.invalidateQueries({ queryKey: ['merchant-diary'] });
      // The payments section's figures (balance, entries, pending revenue).
      void queryClient.invalidateQueries({ queryKey: ['merchant-revenue'] });
    },
  });
}
