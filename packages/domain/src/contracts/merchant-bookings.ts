import { z } from 'zod';
import { isIsoDate, isWallTime } from '../london-time';
import { MERCHANT_BOOKING_VIEWS } from '../merchant-booking-views';
import { MERCHANT_BOOKING_FILTERS } from '../merchant-bookings';
import {
  SALON_MESSAGE_MAX,
  SALON_MESSAGE_TOO_LONG,
  SALON_REASON_MAX,
  SALON_REASON_MIN,
  SALON_REASON_REQUIRED,
  SALON_REASON_TOO_LONG,
  SALON_REASON_TOO_SHORT,
} from '../salon-booking-changes';
import { pageOf, pageQuerySchema } from './paging';

/** A booking as its salon sees it (merchant spec §3), money in pounds. */
export const merchantBookingSchema = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  service_name: z.string(),
  /** Who does the treatment: the team member whose diary the booking is in (decision 050). */
  team_member_id: z.uuid(),
  team_member_name: z.string(),
  /** Who attends: the contact details given at checkout, else the account's. */
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_email: z.string(),
  user_phone: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration: z.number().int(),
  original_price: z.number(),
  discount_amount: z.number(),
  /** The salon's price for it: the service's price less any off-peak discount, before Lull's booking fee. */
  salon_price: z.number(),
  off_peak_applied: z.boolean(),
  final_price: z.number(),
  /** The card processing the salon bears: salon_price less the payout it was priced with (`salonProcessingFee`, decision 038). */
  processing_fee: z.number(),
  /** What the salon gets for it as it stands: 0 once the customer was refunded (`salonPayout`). */
  merchant_payout: z.number(),
  /** Why the payout is nothing (a refunded cancellation), else null. */
  payout_note: z.string().nullable(),
  /** confirmed, completed, no-show or cancelled: a salon never sees an unpaid hold. */
  status: z.string(),
  notes: z.string().nullable(),
  completion_confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether Completed and No-show are offered now: confirmed, and its appointment has started. */
  can_settle: z.boolean(),
  /** Whether Cancel booking and Offer another time are offered now: confirmed, and its appointment still to come. */
  can_change: z.boolean(),
  /** Who cancelled it ('customer', 'merchant', 'admin', 'system'), and the salon's reason when it was the salon. */
  cancelled_by: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  /**
   * The salon's last offer of another time (decision 051): 'pending' while the customer has not answered (the booking
   * keeps its time until they accept), else how they answered and when; null when none was made.
   */
  move_proposal: z
    .object({
      status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
      booking_date: z.string(),
      booking_time: z.string(),
      team_member_name: z.string(),
      message: z.string(),
      proposed_at: z.string(),
      responded_at: z.string().nullable(),
    })
    .nullable(),
});
export type MerchantBooking = z.infer<typeof merchantBookingSchema>;

/**
 * GET /api/bookings/merchant: searched by service, customer or email, filtered by status, paged. `when` is the
 * view (upcoming, today, past; all by default, latest first) and `date` one London day (decision 039).
 */
export const merchantBookingsQuerySchema = pageQuerySchema.extend({
  status: z.enum(MERCHANT_BOOKING_FILTERS).optional().default('all'),
  when: z.enum(MERCHANT_BOOKING_VIEWS, { error: "Choose 'all', 'upcoming', 'today' or 'past'." }).optional().default('all'),
  date: z.string().refine(isIsoDate, 'Choose a valid date.').optional(),
  merchant_id: z.uuid('Business not found.').optional(),
});
export type MerchantBookingsQuery = z.infer<typeof merchantBookingsQuerySchema>;
export const merchantBookingsPageSchema = pageOf(merchantBookingSchema);

/** GET /api/bookings/merchant/calendar: the bookings that take a chair between two London dates, inclusive. */
export const merchantCalendarQuerySchema = z.object({
  from: z.string().refine(isIsoDate, 'Choose a start date.'),
  to: z.string().refine(isIsoDate, 'Choose an end date.'),
  merchant_id: z.uuid('Business not found.').optional(),
});

/** PUT /api/bookings/{id}/status (spec §7): completed or no-show; everything else is the customer's or the system's. */
export const merchantBookingStatusSchema = z.object({
  status: z.enum(['completed', 'no-show'], { error: "Choose 'completed' or 'no-show'." }),
});

/** The answer to marking a booking: the booking as it now is, what was added to the balance, and what to tell the salon. */
export const settledBookingSchema = z.object({
  booking: merchantBookingSchema,
  revenue_added: z.number(),
  revenue_balance: z.number(),
  message: z.string(),
});
export type SettledBooking = z.infer<typeof settledBookingSchema>;

/** Why a booking is cancelled with everything back, by the salon or an admin: the customer reads it. */
export function cancellationReasonSchema() {
  return z
    .string({ error: SALON_REASON_REQUIRED })
    .trim()
    .min(1, SALON_REASON_REQUIRED)
    .min(SALON_REASON_MIN, SALON_REASON_TOO_SHORT)
    .max(SALON_REASON_MAX, SALON_REASON_TOO_LONG);
}

/** POST /api/merchant/bookings/{id}/cancel: the salon cancels, and says why; the customer reads the reason. */
export const salonCancelSchema = z.object({ reason: cancellationReasonSchema() });
export type SalonCancelPayload = z.infer<typeof salonCancelSchema>;

/** What cancelling answers: the booking as it now is, what the customer gets back (pounds), and what to tell the salon. */
export const salonCancelledSchema = z.object({
  booking: merchantBookingSchema,
  credits_restored: z.number(),
  card_refund: z.number(),
  message: z.string(),
});
export type SalonCancelled = z.infer<typeof salonCancelledSchema>;

/**
 * POST /api/merchant/bookings/{id}/move: another time of the same treatment offered to the customer, with the person
 * chosen or (absent) whoever is free, best first, and an optional note the customer reads.
 */
export const salonMoveSchema = z.object({
  booking_date: z.string().refine(isIsoDate, 'Choose a date.'),
  booking_time: z.string().refine(isWallTime, 'Choose a time.'),
  team_member_id: z.uuid('Choose someone from the list.').nullish(),
  message: z.string().trim().max(SALON_MESSAGE_MAX, SALON_MESSAGE_TOO_LONG).optional().default(''),
});
export type SalonMovePayload = z.input<typeof salonMoveSchema>;

/** What offering (or withdrawing) another time answers: the booking, still at its own time, with the offer on it. */
export const salonMoveAnswerSchema = z.object({ booking: merchantBookingSchema, message: z.string() });
export type SalonMoveAnswer = z.infer<typeof salonMoveAnswerSchema>;
