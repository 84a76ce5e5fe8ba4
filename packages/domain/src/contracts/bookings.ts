import { z } from 'zod';
import { isIsoDate, isWallTime } from '../london-time';

export const MAX_NOTES_LENGTH = 1000;
export const CHOOSE_TEAM_MEMBER = 'Choose someone who does this treatment, or Any professional.';

/** POST /api/bookings: the customer's chosen slot and agreements. Prices are never taken from the client. */
export const createBookingSchema = z.object({
  service_id: z.uuid('Service not found'),
  booking_date: z.string().refine(isIsoDate, 'Choose a date.'),
  booking_time: z.string().refine(isWallTime, 'Please select a time.'),
  notes: z
    .string()
    .max(MAX_NOTES_LENGTH, `Special requests can be at most ${MAX_NOTES_LENGTH} characters.`)
    .transform((notes) => notes.trim())
    .optional(),
  agreed_to_terms: z.literal(true, { error: 'Please agree to the booking terms to continue.' }),
  agreed_to_merchant_policy: z.boolean().optional(),
  /** Who the customer chose; absent or null is "Any professional" (the server picks by the rule of decision 050). */
  team_member_id: z.uuid(CHOOSE_TEAM_MEMBER).nullish(),
});
export type CreateBookingPayload = z.infer<typeof createBookingSchema>;

/** A booking as the customer sees it, money in pounds. */
export const bookingSchema = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  booking_date: z.string(),
  booking_time: z.string(),
  notes: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  hold_expires_at: z.string().nullable(),
  duration: z.number().int(),
  original_price: z.number(),
  discount_amount: z.number(),
  platform_fee: z.number(),
  final_price: z.number(),
  credits_used: z.number(),
  /** What the card pays: final price less credits. */
  card_amount: z.number(),
  /** Card processing (2.9 % + 30p), paid out of the merchant's share; shown in the refund preview. */
  processing_fee: z.number(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Who attends, when the customer gave other contact details at the Details step. */
  guest_first_name: z.string().nullable(),
  guest_last_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  guest_phone: z.string().nullable(),
  merchant_id: z.uuid(),
  merchant_business_name: z.string(),
  merchant_address: z.string(),
  merchant_phone: z.string(),
  service_name: z.string(),
  service_description: z.string(),
  service_category: z.string(),
  service_image_url: z.string().nullable(),
  /** Who does the treatment (decision 050). */
  team_member_id: z.uuid(),
  team_member_name: z.string(),
  /** Whether the customer may move it now (confirmed, at least 24 hours away; decision 051). */
  can_reschedule: z.boolean(),
  /** The salon's pending request to move it, for the customer to accept or decline; null when there is none. */
  move_proposal: z
    .object({ booking_date: z.string(), booking_time: z.string(), team_member_name: z.string(), message: z.string(), proposed_at: z.string() })
    .nullable(),
  /** A salon asked to move it and the customer declined or has not answered: cancelling is free in full. */
  free_cancellation: z.boolean(),
  /** Who cancelled it ('lull' for an admin or Lull itself); null while it is not cancelled. */
  cancelled_by: z.enum(['customer', 'salon', 'lull']).nullable(),
  /** The salon's (or Lull's) reason, as the customer was told it; null for the customer's own cancellation. */
  cancellation_reason: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST /api/bookings/{id}/reschedule: the new time of the same service; no member is "Any professional". */
export const rescheduleSchema = z.object({
  booking_date: z.string().refine(isIsoDate, 'Choose a date.'),
  booking_time: z.string().refine(isWallTime, 'Please select a time.'),
  team_member_id: z.uuid(CHOOSE_TEAM_MEMBER).nullish(),
});
export type ReschedulePayload = z.infer<typeof rescheduleSchema>;

/** What a move to another time costs or gives back, in pounds: negative is money back. */
export const rescheduleQuoteSchema = z.object({
  new_final_price: z.number(),
  price_change: z.number(),
  credit_back: z.number(),
  card_back: z.number(),
  card_due: z.number(),
  /** "£6.00 back to you", "£4.00 more, paid by card", "Same price". */
  summary: z.string(),
});
export type RescheduleQuote = z.infer<typeof rescheduleQuoteSchema>;

/**
 * The answer to a reschedule: 'moved' with the booking at its new time, or, for a dearer time, 'payment_required'
 * with a card payment for the difference (the booking keeps its time until that payment succeeds).
 */
export const rescheduleResultSchema = z.object({
  status: z.enum(['moved', 'payment_required']),
  booking: bookingSchema,
  quote: rescheduleQuoteSchema,
  message: z.string(),
  payment: z.object({ payment_intent_id: z.string(), amount: z.number().int(), client_secret: z.string().nullable() }).nullable(),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;

/** The customer's answer to a salon's request to move a booking. */
export const moveAnswerSchema = z.object({ booking: bookingSchema, message: z.string() });

export const bookingTermsSchema = z.object({ version: z.number().int(), content: z.string() });
/** null: the business has no policy of its own. */
export const merchantPolicySchema = z.object({ policy_content: z.string().nullable() });

export const cancellationSchema = z.object({
  booking: bookingSchema,
  credits_restored: z.number(),
  card_refund: z.number(),
  message: z.string(),
});
