import { z } from 'zod';
import { STATEMENT_MAX_DAYS } from '../statements';
import { withLondonPeriod } from './payouts';

export const RECONCILIATION_MESSAGES = {
  order: 'The period must end on or after the day it starts.',
  tooLong: `A reconciliation covers at most ${STATEMENT_MAX_DAYS} days.`,
} as const;

/** GET /api/admin/reconciliation: the bookings paid on London days `from` to `to`, both included. */
export const reconciliationQuerySchema = withLondonPeriod(z.object({}), RECONCILIATION_MESSAGES);
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** Money in pounds: what came in, and where it is now. */
export const reconciliationFiguresSchema = z.object({
  bookings: z.number().int().nonnegative(),
  card_charges: z.number(),
  credit_spent: z.number(),
  money_in: z.number(),
  paid_out_to_salons: z.number(),
  owed_to_salons: z.number(),
  /** Booking fees Lull earned, less the card processing it bore. */
  lull_fees: z.number(),
  processing_fees: z.number(),
  refunded_to_cards: z.number(),
  card_refunds_owed: z.number(),
  credit_returned: z.number(),
  held_for_appointments: z.number(),
  /** money_in less everything else: 0 while every record agrees. */
  difference: z.number(),
});
export type ReconciliationFigures = z.infer<typeof reconciliationFiguresSchema>;

/**
 * Lull's reconciliation of the bookings paid in a period (decision 055): by the London day each was paid and in
 * total, as of `as_of`; and the bookings whose records do not add up, with a link's worth of detail each.
 */
export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  as_of: z.string(),
  days: z.array(reconciliationFiguresSchema.extend({ date: z.string() })),
  totals: reconciliationFiguresSchema,
  /** Payouts recorded in the period, whatever bookings they paid: what the bank statement shows leaving. */
  payouts_recorded: z.object({ count: z.number().int().nonnegative(), amount: z.number() }),
  differences: z.array(
    z.object({ booking_id: z.uuid(), merchant_id: z.uuid(), business_name: z.string(), paid_on: z.string(), status: z.string(), difference: z.number() }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
