import { z } from 'zod';
import { PAYMENT_LABELS } from '../admin-booking-labels';
import { BOOKING_EVENT_KINDS } from '../booking-timeline';
import { isIsoDate } from '../london-time';
import { REMINDER_STATUSES } from '../reminders';
import { cancellationReasonSchema } from './merchant-bookings';
import { pageOf, pageQuerySchema } from './paging';

/** The Bookings sub-tab's status filter (decision 019, which adds No-show). */
export const ADMIN_BOOKING_FILTERS = ['all', 'pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type AdminBookingFilter = (typeof ADMIN_BOOKING_FILTERS)[number];

/** The Bookings list's reminder filter (decision 026): bookings whose 24-hour reminder mail is in that delivery state. */
export const ADMIN_BOOKING_REMINDER_FILTERS = ['all', 'sent', 'queued', 'failed'] as const;
export type AdminBookingReminderFilter = (typeof ADMIN_BOOKING_REMINDER_FILTERS)[number];

/** The statuses as the API spells them ('no-show'). */
export const ADMIN_BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'no-show', 'cancelled', 'expired'] as const;

/**
 * GET /api/admin/bookings: searched by service name, customer name or email, business name (or a whole booking id),
 * filtered by status and by one appointment date (London), paged by the database, newest first.
 */
export const adminBookingsQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_BOOKING_FILTERS, 'Choose a status: all, pending, confirmed, completed, cancelled or no-show.').optional().default('all'),
  date: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => value === '' || isIsoDate(value), 'Choose a date as YYYY-MM-DD.'),
  reminder: z.enum(ADMIN_BOOKING_REMINDER_FILTERS, 'Choose a reminder state: all, sent, queued or failed.').optional().default('all'),
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

/**
 * A booking as the admin's table shows it (admin spec §3 Booking), money in pounds. `refund_due`: a refund request
 * waits for an admin (decision 019); `high_value`: a final price of £100 or more; `payment_label`: the booking's payment label,
 * told apart for no-shows and refunded or unpaid cancellations (decision 019).
 */
export const adminBookingSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  user_name: z.string(),
  user_email: z.string(),
  merchant_id: z.uuid(),
  merchant_business_name: z.string(),
  service_id: z.uuid(),
  service_name: z.string(),
  /** Who does the treatment: the team member the booking belongs to (decision 050). */
  team_member_name: z.string(),
  /** Pounds: what the customer pays in all (credits and card). */
  final_price: z.number(),
  /** London wall clock of the appointment. */
  booking_date: z.string(),
  booking_time: z.string(),
  created_at: z.string(),
  status: z.enum(ADMIN_BOOKING_STATUSES),
  payment_label: z.enum(PAYMENT_LABELS),
  refund_due: z.boolean(),
  high_value: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** A page of bookings and, for the empty state, how many bookings there are in all (without search or filters). */
export const adminBookingsPageSchema = pageOf(adminBookingSchema).extend({
  all_bookings: z.number().int().nonnegative(),
});
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;

export const TIMELINE_EVENTS = [
  'created',
  'confirmed',
  'service',
  'completed',
  'no_show',
  'cancelled',
  'expired',
  'refund_requested',
  'refund_completed',
  'settled',
  // The booking's own events (decision 051): moves, the salon's offers and their answers, a salon's cancellation.
  ...BOOKING_EVENT_KINDS,
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** GET /api/admin/bookings/{id}: the booking dialog (admin spec §2.3), every figure the booking's own. */
export const adminBookingDetailSchema = adminBookingSchema.extend({
  duration_minutes: z.number().int(),
  notes: z.string().nullable(),
  off_peak_applied: z.boolean(),
  /** The name and email the customer gave at payment, when they differ from the account's. */
  guest: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Pounds, as stored when the booking was priced. */
  figures: z.object({
    original_price: z.number(),
    discount: z.number(),
    platform_fee: z.number(),
    final_price: z.number(),
    credits_used: z.number(),
    /** final_price less credits_used: what the card was asked for. */
    card_amount: z.number(),
    /** What the processor takes on the whole amount; the salon bears the part on its price, Lull the rest (decision 038). */
    processing_fee: z.number(),
    /** How the salon and Lull shared it, while the salon is paid for the booking; else null (`processingSplitNote`). */
    processing_fee_note: z.string().nullable(),
    /** What the salon gets as the booking stands: 0 once the customer was refunded or never paid (`salonPayout`). */
    merchant_payout: z.number(),
    /** Why that is nothing, else null. */
    merchant_payout_note: z.string().nullable(),
  }),
  /** The latest payment attempt at the gateway (the succeeded one when there is one); null when none was made. */
  payment: z
    .object({
      gateway: z.string(),
      reference: z.string().nullable(),
      status: z.string(),
      amount: z.number(),
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  /** The booking's refund request (one per booking), what it gives back, and whether an admin completed it. */
  refund_request: z
    .object({
      id: z.uuid(),
      status: z.enum(['pending', 'completed']),
      total_paid: z.number(),
      credits_used: z.number(),
      /** Returned to the customer's credit when the booking was cancelled. */
      credits_restored: z.number(),
      /** The card part (the spec's stripe_amount): paid back when an admin completes the request. */
      card_refund: z.number(),
      requested_at: z.string(),
      completed_at: z.string().nullable(),
      reference: z.string().nullable(),
      admin_notes: z.string().nullable(),
      /** 'cancellation' (the customer's, in time), 'salon_cancellation' (everything back, the fee included). */
      reason: z.string(),
    })
    .nullable(),
  cancelled_by: z.string().nullable(),
  /** Whether an admin may cancel it with a full refund now (`fullRefundCancellationRefusal`): paid and still to come. */
  can_cancel: z.boolean(),
  /** The salon's reason when it cancelled, as the customer was told it. */
  cancellation_reason: z.string().nullable(),
  /**
   * The 24-hour reminder (decision 026): sent, failed or queued (the outbox's delivery state of its mail), not_due
   * (it will go), none (it gets none: not confirmed, or booked less than 24 hours ahead). `at`: when it was sent,
   * queued or is due; `error`: why the last delivery attempt failed.
   */
  reminder: z.object({ status: z.enum(REMINDER_STATUSES), at: z.string().nullable(), error: z.string().nullable() }),
  /** What happened, oldest first, each at a time the data holds (the service entry is the appointment's start). */
  timeline: z.array(z.object({ event: z.enum(TIMELINE_EVENTS), label: z.string(), at: z.string() })),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/**
 * POST /api/admin/bookings/{id}/cancel: an admin cancels a paid booking still to come, with the reason the customer
 * reads; everything comes back, as when the salon cancels (decision 056).
 */
export const adminCancelBookingSchema = z.object({ reason: cancellationReasonSchema() });
export type AdminCancelBookingPayload = z.infer<typeof adminCancelBookingSchema>;

/** What the admin's cancellation answers: the booking as it now is, what goes back (pounds), and a line to show. */
export const adminBookingCancelledSchema = z.object({
  booking: adminBookingDetailSchema,
  credits_restored: z.number(),
  card_refund: z.number(),
  message: z.string(),
});
export type AdminBookingCancelled = z.infer<typeof adminBookingCancelledSchema>;
