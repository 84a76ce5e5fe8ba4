import { BOOKING_WINDOW_DAYS } from '@lull/domain/booking-window';
import type { availabilitySchema } from '@lull/domain/contracts/catalogue';
import type { MerchantBooking, SalonCancelled, SalonMoveAnswer, SalonMovePayload, SettledBooking } from '@lull/domain/contracts/merchant-bookings';
import type { Page } from '@lull/domain/contracts/paging';
import type { MerchantBookingView } from '@lull/domain/merchant-booking-views';
import type { MerchantBookingFilter } from '@lull/domain/merchant-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

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

/** What changes when the salon cancels or offers another time: its lists, the calendar and the diary. */
function invalidateBookings(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: merchantBookingsKey });
  void queryClient.invalidateQueries({ queryKey: ['merchant-diary'] });
}

/** Cancel booking: the salon's reason goes to the customer, who gets everything back (decision 051). */
export function useCancelBookingBySalon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<SalonCancelled>(`/api/merchant/bookings/${id}/cancel`, { reason }),
    onSettled: () => invalidateBookings(queryClient),
  });
}

/** Offer another time: the booking keeps its time until the customer accepts. */
export function useOfferAnotherTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SalonMovePayload & { id: string }) => api.post<SalonMoveAnswer>(`/api/merchant/bookings/${id}/move`, body),
    onSettled: () => invalidateBookings(queryClient),
  });
}

/** Withdraw an offer the customer has not answered yet. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<SalonMoveAnswer>(`/api/merchant/bookings/${id}/move`),
    onSettled: () => invalidateBookings(queryClient),
  });
}

type ServiceAvailability = z.infer<typeof availabilitySchema>;

/**
 * The free start times of a booking's treatment over the booking window, as customers see them (GET
 * /api/services/{id}/availability), for anyone or one person: the times the salon can offer a customer instead.
 */
export function useFreeTimesToOffer(serviceId: string, teamMemberId: string | null) {
  const member = teamMemberId === null ? '' : `&team_member_id=${encodeURIComponent(teamMemberId)}`;
  return useQuery({
    queryKey: ['services', serviceId, 'availability-to-offer', teamMemberId ?? 'any'],
    queryFn: ({ signal }) => api.get<ServiceAvailability>(`/api/services/${encodeURIComponent(serviceId)}/availability?days=${BOOKING_WINDOW_DAYS}${member}`, signal),
    staleTime: 30_000,
  });
}
