import type { PaymentResult } from '@lull/domain/contracts/payments';
import type { confirmPaymentSchema, createIntentSchema, creditsOnlyConfirmSchema, paymentIntentSchema } from '@lull/domain/contracts/payments';
import type { BookingContact } from '@lull/domain/validation/booking-contact';
import { parseExpiry, cardDigits, type CardForm } from '@lull/domain/validation/card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api, ApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { bookingQueryKey } from './get-booking';
import { myBookingsQueryKey } from './get-my-bookings';
import type { StripeCardHandle } from '../components/stripe-card-field';

type PaymentIntent = z.infer<typeof paymentIntentSchema>;
type ConfirmPayment = z.input<typeof confirmPaymentSchema>;

export interface PayForBookingInput {
  bookingId: string;
  /** Pounds of credit the customer chose to use; the server caps it again. */
  creditsUsed: number;
  contact: Partial<BookingContact>;
  /** What is left for the card, in pence; 0 confirms with credit alone. */
  cardAmountPence: number;
  /** Sandbox: the typed card. Stripe: the mounted Elements card, which talks to Stripe directly. */
  card: { kind: 'sandbox'; form: CardForm } | { kind: 'stripe'; element: StripeCardHandle } | null;
}

/** The message a failed payment shows when there is no reason the customer can act on (a decline shows its reason). */
export const PAYMENT_FAILED = 'Payment failed. Please try again.';

/**
 * Pays for a held booking: credit alone confirms at once (POST /api/bookings/{id}/confirm); otherwise a new
 * payment intent per attempt, the card confirmed by the sandbox through Lull or by Stripe.js in the
 * browser, then POST /api/payments/confirm so the server checks the outcome and confirms the booking.
 */
export async function payForBooking({ bookingId, creditsUsed, contact, cardAmountPence, card }: PayForBookingInput): Promise<PaymentResult> {
  if (cardAmountPence === 0) {
    const withCredit: z.input<typeof creditsOnlyConfirmSchema> = { credits_used: creditsUsed, ...contact };
    return api.post<PaymentResult>(`/api/bookings/${encodeURIComponent(bookingId)}/confirm`, withCredit);
  }
  if (card === null) throw new ApiError(400, 'Enter your card details.', { fromServer: true });
  const intentRequest: z.input<typeof createIntentSchema> = { booking_id: bookingId, amount: cardAmountPence, credits_used: creditsUsed, ...contact };
  const intent = await api.post<PaymentIntent>('/api/payments/create-intent', intentRequest);

  if (card.kind === 'stripe') {
    if (intent.client_secret === null) throw new ApiError(400, PAYMENT_FAILED);
    await card.element.confirm(intent.client_secret);
    const confirmed: ConfirmPayment = { payment_intent_id: intent.payment_intent_id };
    return api.post<PaymentResult>('/api/payments/confirm', confirmed);
  }

  const expiry = parseExpiry(card.form.expiry);
  const charge: ConfirmPayment = {
    payment_intent_id: intent.payment_intent_id,
    payment_method: {
      card: { number: cardDigits(card.form.number), exp_month: expiry?.month ?? 0, exp_year: expiry?.year ?? 0, cvc: card.form.cvc.trim() },
    },
    billing_details: { name: card.form.name.trim(), email: contact.guest_email, phone: contact.guest_phone },
  };
  return api.post<PaymentResult>('/api/payments/confirm', charge);
}

export function usePayForBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payForBooking,
    // Not awaited: the page must hear of the outcome before the refetched booking (now confirmed) re-renders it.
    onSettled: (_result, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: bookingQueryKey(input.bookingId) });
      void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
      // The credit balance changes when credit is spent.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
