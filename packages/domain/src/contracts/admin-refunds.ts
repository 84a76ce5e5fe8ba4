import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';

export const ADMIN_REFUND_FILTERS = ['all', 'pending', 'completed'] as const;
export type AdminRefundFilter = (typeof ADMIN_REFUND_FILTERS)[number];

/** The admin's notes on a completed refund are kept with it; longer than this is refused, not cut. */
export const REFUND_NOTES_MAX_LENGTH = 500;

/** GET /api/admin/refund-requests: searched by customer name or email, service or booking id, filtered by status, paged. */
export const adminRefundsQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_REFUND_FILTERS).optional().default('all'),
});
export type AdminRefundsQuery = z.input<typeof adminRefundsQuerySchema>;

/**
 * A refund request as the Refunds sub-tab shows it (admin spec §3 Refund request), money in pounds: `total_paid`
 * is the booking's final price, `credits_used` the credit it spent (returned to the ledger), `stripe_amount`
 * what goes back to the card. `last_failure` is why the last attempt at the gateway failed (pending only).
 */
export const adminRefundRequestSchema = z.object({
  id: z.uuid(),
  booking_id: z.uuid(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_email: z.string(),
  service_name: z.string(),
  merchant_business_name: z.string(),
  total_paid: z.number(),
  credits_used: z.number(),
  stripe_amount: z.number(),
  status: z.enum(['pending', 'completed']),
  requested_at: z.string(),
  admin_notes: z.string().nullable(),
  completed_at: z.string().nullable(),
  last_failure: z.string().nullable(),
  /** Why it is owed: the customer's cancellation, the salon's or an admin's (everything back), or a move to a cheaper time. */
  reason: z.enum(['cancellation', 'salon_cancellation', 'admin_cancellation', 'price_difference']),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

/** What the admin reads for each reason a refund is owed. */
export const REFUND_REASON_LABELS: Record<AdminRefundRequest['reason'], string> = {
  cancellation: 'Cancelled by the customer',
  salon_cancellation: 'Cancelled by the salon',
  admin_cancellation: 'Cancelled by Lull',
  price_difference: 'Moved to a cheaper time',
};

/** One page of refund requests, and how many are pending in all (the sub-tab's count, whatever the filter). */
export const adminRefundsPageSchema = pageOf(adminRefundRequestSchema).extend({
  pending_count: z.number().int().nonnegative(),
});
export type AdminRefundsPage = z.infer<typeof adminRefundsPageSchema>;

/** POST /api/admin/refund-requests/{id}/complete: optional notes, trimmed; blank means none. */
export const completeRefundSchema = z.object({
  admin_notes: z
    .string()
    .trim()
    .max(REFUND_NOTES_MAX_LENGTH, `Admin notes must be ${REFUND_NOTES_MAX_LENGTH} characters or fewer.`)
    .optional()
    .default(''),
});
export type CompleteRefundPayload = z.input<typeof completeRefundSchema>;
