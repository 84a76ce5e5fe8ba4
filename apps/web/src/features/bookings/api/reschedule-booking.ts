import type { Booking, ReschedulePayload, RescheduleQuote, RescheduleResult, moveAnswerSchema } from '@lull/domain/contracts/bookings';
import type { confirmPaymentSchema } from '@lull/domain/contracts/payments';
import { cardDigits, parseExpiry, type CardForm } from '@lull/domain/validation/card';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api, ApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import type { StripeCardHandle } from '../components/stripe-card-field';
import { bookingQueryKey } from './get-booking';
import { myBookingsQueryKey } from './get-my-bookings';

const path = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}`;

/** What moving to a time would cost or give back (POST /api/bookings/{id}/reschedule/quote); nothing is held. */
export function useRescheduleQuote(bookingId: string, target: ReschedulePayload | null) {
  return useQuery({
    queryKey: ['reschedule-quote', bookingId, target],
    queryFn: () => api.post<RescheduleQuote>(`${path(bookingId)}/reschedule/quote`, target),
    enabled: target !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useRefreshBookings() {
  const queryClient = useQueryClient();
  return (bookingId: string) => {
    void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
    void queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) });
    // Credit comes back at once from a cheaper time.
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}

/** POST /api/bookings/{id}/reschedule: moved at once, or a card payment asked for a dearer time. */
export function useRescheduleBooking(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (target: ReschedulePayload) => api.post<RescheduleResult>(`${path(bookingId)}/reschedule`, target),
    onSettled: () => refresh(bookingId),
  });
}

export type DifferenceCard = { kind: 'sandbox'; form: CardForm } | { kind: 'stripe'; element: StripeCardHandle };

/** Pays a dearer time's difference on the intent the reschedule answered with; the server moves the booking on success. */
export function usePayDifference(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: async ({ payment, card }: { payment: NonNullable<RescheduleResult['payment']>; card: DifferenceCard }) => {
      if (card.kind === 'stripe') {
        if (payment.client_secret === null) throw new ApiError(400, 'Payment failed. Please try again.');
        await card.element.confirm(payment.client_secret);
        return api.post(`/api/payments/confirm`, { payment_intent_id: payment.payment_intent_id } satisfies z.input<typeof confirmPaymentSchema>);
      }
      const expiry = parseExpiry(card.form.expiry);
      const charge: z.input<typeof confirmPaymentSchema> = {
        payment_intent_id: payment.payment_intent_id,
        payment_method: { card: { number: cardDigits(card.form.number), exp_month: expiry?.month ?? 0, exp_year: expiry?.year ?? 0, cvc: card.form.cvc.trim() } },
        billing_details: { name: card.form.name.trim() },
      };
      return api.post('/api/payments/confirm', charge);
    },
    onSettled: () => refresh(bookingId),
  });
}

export type MoveAnswer = z.infer<typeof moveAnswerSchema>;

/** The customer's answer to the salon's request to move a booking. */
export function useAnswerMoveProposal() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ booking, answer }: { booking: Booking; answer: 'accept' | 'decline' }) => api.post<MoveAnswer>(`${path(booking.id)}/move-proposal/${answer}`),
    onSettled: (_result, _error, { booking }) => refresh(booking.id),
  });
}
