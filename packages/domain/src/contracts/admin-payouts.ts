import { z } from 'zod';
import { isIsoDate } from '../london-time';
import { PAYOUT_FREQUENCIES } from '../payout-schedule';
import { pageQuerySchema } from './paging';

/** GET /api/admin/merchant-payouts: businesses owed money, searched by business name or email, paged. */
export const adminPayoutsQuerySchema = pageQuerySchema;
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuerySchema>;

/**
 * A business awaiting payout (admin spec §3 Payout merchant), money in pounds. The bank fields describe the
 * account the transfer goes to (a verified one first, else the oldest) and are null when there is none. `due`
 * says whether its own schedule and minimum call for a payout today (`payoutDue`, decision 022).
 */
export const payoutMerchantSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  user_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  merchant_revenue_balance: z.number(),
  bank_account_id: z.uuid().nullable(),
  account_holder_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  sort_code: z.string().nullable(),
  account_number_last_4: z.string().nullable(),
  is_verified: z.boolean().nullable(),
  /** When the last payout was recorded (ISO instant), or null: 'Never'. */
  last_payout_date: z.string().nullable(),
  due: z.boolean(),
  payout_frequency: z.enum(PAYOUT_FREQUENCIES),
  minimum_payout: z.number(),
});
export type PayoutMerchant = z.infer<typeof payoutMerchantSchema>;

/** Admin spec §3 Payout summary, over every business owed money (not just the page shown). */
export const payoutSummarySchema = z.object({
  total_pending: z.number(),
  merchants_with_banks: z.number().int().nonnegative(),
  total_merchants: z.number().int().nonnegative(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const adminPayoutsPageSchema = z.object({
  merchants: z.array(payoutMerchantSchema),
  summary: payoutSummarySchema,
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPageSchema>;

export const PAYOUT_MESSAGES = {
  referenceRequired: 'Please enter the transfer reference.',
  referenceTooLong: 'The transfer reference must be at most 100 characters.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  periodOrder: 'The period must end on or after the day it starts.',
  amountInvalid: 'Amount must be in pounds and pence, greater than zero.',
} as const;
export const MAX_PAYOUT_REFERENCE_LENGTH = 100;

const isoDate = z.string().trim().refine(isIsoDate, PAYOUT_MESSAGES.dateInvalid);

/**
 * POST /api/admin/merchant-payouts/{merchantId}/complete (admin spec §7): the bank transfer's reference, the
 * period it covers (London dates; the spec sends today's for both) and, optionally, the amount transferred in
 * pounds; without it the whole balance is paid.
 */
export const completePayoutSchema = z
  .object({
    reference: z
      .string(PAYOUT_MESSAGES.referenceRequired)
      .trim()
      .min(1, PAYOUT_MESSAGES.referenceRequired)
      .max(MAX_PAYOUT_REFERENCE_LENGTH, PAYOUT_MESSAGES.referenceTooLong),
    period_start: isoDate,
    period_end: isoDate,
    amount: z
      .number(PAYOUT_MESSAGES.amountInvalid)
      .positive(PAYOUT_MESSAGES.amountInvalid)
      .max(1_000_000, PAYOUT_MESSAGES.amountInvalid)
      // Whole pence: 12.345 is a typo, not a transfer.
      .refine((pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6, PAYOUT_MESSAGES.amountInvalid)
      .optional(),
  })
  .refine((body) => body.period_end >= body.period_start, { message: PAYOUT_MESSAGES.periodOrder, path: ['period_end'] });
export type CompletePayoutInput = z.input<typeof completePayoutSchema>;
export type CompletePayoutPayload = z.output<typeof completePayoutSchema>;

/** A recorded payout: the transfer, the account it went to (sort code and last four only) and the period. */
export const payoutRecordSchema = z.object({
  id: z.uuid(),
  merchant_id: z.uuid(),
  business_name: z.string(),
  amount: z.number(),
  reference: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  sort_code: z.string().nullable(),
  account_number_last_4: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

/**
 * GET /api/merchant/payouts/:id: a payout and the money it paid, oldest first (decision 055: payouts pay the oldest
 * money first). `paid` is this payout's part of each entry, all of it or the rest another payout left; the parts add
 * up to the payout.
 */
export const payoutDetailSchema = payoutRecordSchema.extend({
  paid: z.array(
    z.object({
      entry_id: z.uuid(),
      type: z.enum(['booking_settled', 'adjustment']),
      description: z.string(),
      booking_id: z.uuid().nullable(),
      service_name: z.string().nullable(),
      booking_date: z.string().nullable(),
      booking_time: z.string().nullable(),
      settled_at: z.string(),
      amount: z.number(),
      paid: z.number(),
    }),
  ),
});
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

/**
 * What Complete answers: the payout and the balance after it. `already_recorded` is true when this reference had
 * been recorded before: the same transfer, answered again, with no second debit.
 */
export const completedPayoutSchema = z.object({
  payout: payoutRecordSchema,
  revenue_balance: z.number(),
  already_recorded: z.boolean(),
});
export type CompletedPayout = z.infer<typeof completedPayoutSchema>;

/** POST /api/admin/bank-accounts/{id}/verify. */
export const verifiedBankAccountSchema = z.object({
  id: z.uuid(),
  merchant_id: z.uuid(),
  is_verified: z.boolean(),
});
export type VerifiedBankAccount = z.infer<typeof verifiedBankAccountSchema>;
