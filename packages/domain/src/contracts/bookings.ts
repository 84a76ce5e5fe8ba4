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
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingTermsSchema = z.object({ version: z.number().int(), content: z.string() });
export const merchantPolicySchema = z.object({ policy_content: z.string() });

export const cancellationSchema = z.object({
  booking: bookingSchema,
  credits_restored: z.number(),
  card_refund: z.number(),
  message: z.string(),
});
