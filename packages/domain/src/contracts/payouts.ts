import { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from '../bank-account';
import { isIsoDate } from '../london-time';
import { PAYOUT_FREQUENCIES } from '../payout-schedule';
import { STATEMENT_MAX_DAYS, STATEMENT_MESSAGES, statementDays } from '../statements';
import { pageOf, pageQuerySchema } from './paging';

/** An admin names the business it acts for; a merchant's own is implied (and naming another is refused). */
export const merchantScopeQuerySchema = z.object({ merchant_id: z.uuid('Business not found.').optional() });

/**
 * A saved bank account (merchant spec §3). The full account number is only ever sent in; what comes back is its
 * last four digits.
 */
export const bankAccountSchema = z.object({
  id: z.uuid(),
  account_holder_name: z.string(),
  bank_name: z.string(),
  sort_code: z.string(),
  account_number_last_4: z.string(),
  account_type: z.enum(BANK_ACCOUNT_TYPES),
  data_consent_given: z.boolean(),
  /** Pending verification until the team has checked it. */
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The payout schedule (merchant spec §3), the minimum in pounds, and when the next payout goes. */
export const payoutSettingsSchema = z.object({
  payout_frequency: z.enum(PAYOUT_FREQUENCIES),
  minimum_payout_amount: z.number(),
  /** A London date 'yyyy-MM-dd', or null while there is no bank account to pay into. */
  next_payout_scheduled: z.string().nullable(),
  /** 'Setup required' when there is no date, else null. */
  next_payout_label: z.string().nullable(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

/** One ledger entry behind the revenue balance; a settled booking carries what it cost and what the salon got. */
export const revenueEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(['booking_settled', 'payout', 'adjustment']),
  /** Signed pounds: a settlement adds, a payout takes away. */
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
  booking_id: z.uuid().nullable(),
  service_name: z.string().nullable(),
  booking_date: z.string().nullable(),
  booking_time: z.string().nullable(),
  /** 'completed' or 'no-show' for a settlement. */
  booking_status: z.string().nullable(),
  price: z.number().nullable(),
  discount: z.number().nullable(),
  /** The card processing the salon bore on the booking: price less discount less the entry's payout (decision 038). */
  processing_fee: z.number().nullable(),
  payout_id: z.uuid().nullable(),
});
export type RevenueEntry = z.infer<typeof revenueEntrySchema>;

/** GET /api/merchant/revenue: a page of the ledger, newest first. */
export const revenueQuerySchema = pageQuerySchema.pick({ page: true, page_size: true }).extend(merchantScopeQuerySchema.shape);
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

/** The Payments figures: what is owed, what is still to be earned, when it is paid, and the entries behind it. */
export const revenueSummarySchema = z.object({
  /** Whose money it is: an admin reading a salon's names it by id alone. */
  business_name: z.string(),
  revenue_balance: z.number(),
  /** What confirmed bookings will pay once they are marked completed or no-show. */
  pending_revenue: z.number(),
  pending_bookings: z.number().int().nonnegative(),
  payout_frequency: z.enum(PAYOUT_FREQUENCIES),
  minimum_payout_amount: z.number(),
  next_payout_scheduled: z.string().nullable(),
  next_payout_label: z.string().nullable(),
  /** The latest transfer recorded to the salon's bank, or null before the first. */
  last_payout: z.object({ amount: z.number(), reference: z.string(), paid_at: z.string() }).nullable(),
  entries: pageOf(revenueEntrySchema),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

/**
 * A query over London days `from` to `to`, both included, at most `STATEMENT_MAX_DAYS`: a statement's, or Lull's
 * reconciliation's, each with its own words for a period in the wrong order or too long.
 */
export function withLondonPeriod<Shape extends z.ZodRawShape>(base: z.ZodObject<Shape>, messages: { order: string; tooLong: string }) {
  const day = z.string(STATEMENT_MESSAGES.dateInvalid).trim().refine(isIsoDate, STATEMENT_MESSAGES.dateInvalid);
  // The generic object's output does not show its `from` and `to` to the compiler; they are the two just added.
  const period = (query: unknown) => query as { from: string; to: string };
  return base
    .extend({ from: day, to: day })
    .refine((query) => period(query).to >= period(query).from, { message: messages.order, path: ['to'] })
    .refine(
      (query) => {
        const { from, to } = period(query);
        return to < from || statementDays(from, to) <= STATEMENT_MAX_DAYS;
      },
      { message: messages.tooLong, path: ['to'] },
    );
}

/** GET /api/merchant/statements: the London days `from` to `to`, both included, at most a year and a day. */
export const statementQuerySchema = withLondonPeriod(merchantScopeQuerySchema, STATEMENT_MESSAGES);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/**
 * A salon's statement for a period: every ledger entry in it, oldest first, each with the balance after it (a
 * settlement with its booking's price, discount, processing fee and payout to the salon; each payout with its
 * reference), between the balance before the first day and the balance after the last.
 */
export const statementSchema = z.object({
  business_name: z.string(),
  from: z.string(),
  to: z.string(),
  opening_balance: z.number(),
  closing_balance: z.number(),
  totals: z.object({ settled: z.number(), paid_out: z.number(), adjusted: z.number() }),
  lines: z.array(revenueEntrySchema.extend({ balance: z.number(), payout_reference: z.string().nullable() })),
});
export type Statement = z.infer<typeof statementSchema>;
