import { z } from 'zod';
import { bookingContactSchema } from '../validation/booking-contact';

/** Pounds of credit the customer wants to use; the server caps it (at most £5, the balance, the amount due). */
const creditsWanted = z.number().min(0).max(1000).optional();

export const createIntentSchema = z.object({
  booking_id: z.uuid('Booking not found'),
  /** What the page believes is due by card, in pence; informational only, the server recomputes it. */
  amount: z.number().int().min(0).optional(),
  credits_used: creditsWanted,
  ...bookingContactSchema.shape,
});

export const paymentIntentSchema = z.object({
  payment_intent_id: z.string(),
  /** Due by card, in pence. */
  amount: z.number().int(),
  credits_used: z.number(),
  hold_expires_at: z.string().nullable(),
  /** Stripe's client secret, for confirming the card with Stripe.js in the browser; null on the sandbox gateway. */
  client_secret: z.string().nullable(),
});

/**
 * Sandbox: the card travels in `payment_method` and the server charges it. Stripe: the browser has already
 * confirmed the card with Stripe.js (card data never reaches Lull), so `payment_method` is absent and the
 * server asks Stripe for the intent's outcome.
 */
export const confirmPaymentSchema = z.object({
  payment_intent_id: z.string().min(1).max(100),
  payment_method: z
    .object({
      card: z.object({
        number: z.string().min(1, 'Enter your card number.').max(30),
        exp_month: z.coerce.number().int().min(1, 'Check the expiry date.').max(12, 'Check the expiry date.'),
        exp_year: z.coerce.number().int().min(0).max(2100),
        cvc: z.string().min(3, 'Check the security code.').max(4, 'Check the security code.'),
      }),
    })
    .optional(),
  billing_details: z.object({ name: z.string().max(200).optional(), email: z.string().max(254).optional(), phone: z.string().max(30).optional() }).optional(),
});

export const creditsOnlyConfirmSchema = z.object({ credits_used: creditsWanted, ...bookingContactSchema.shape });

/** POST /api/payments/confirm and POST /api/bookings/{id}/confirm: the booking is paid for and confirmed. */
export const paymentResultSchema = z.object({ status: z.literal('succeeded'), booking_id: z.uuid() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;
