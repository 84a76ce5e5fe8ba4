import { z } from 'zod';
import { requiredText } from './string-field';

/**
 * Grant Credit (admin spec §5: amount above zero, step 0.01, a reason). The spec words no messages, so these are
 * ours; the maximum is ours too (decision 018): a goodwill gesture, not a refund, which has its own path.
 */
export const MAX_GRANT_CREDIT_POUNDS = 100;
export const GRANT_AMOUNT_REQUIRED = 'Please enter an amount.';
export const GRANT_AMOUNT_NOT_POSITIVE = 'Amount must be greater than zero.';
export const GRANT_AMOUNT_NOT_PENCE = 'Amount must be in pounds and pence, such as 5 or 2.50.';
export const GRANT_AMOUNT_TOO_HIGH = `Amount must be at most £${MAX_GRANT_CREDIT_POUNDS}.`;
export const GRANT_REASON_REQUIRED = 'Please give a reason for the credit.';
export const MAX_GRANT_REASON_LENGTH = 200;
export const GRANT_REASON_TOO_LONG = `Reason must be at most ${MAX_GRANT_REASON_LENGTH} characters.`;

const POUNDS_TEXT = /^\d+(\.\d{1,2})?$/;

/** The first rule an amount breaks, or null; the web disables Grant while this says anything. */
export function grantAmountProblem(raw: number | string | null | undefined): string | null {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === '' || text === null || text === undefined) return GRANT_AMOUNT_REQUIRED;
  const pounds = typeof text === 'number' ? text : Number(text);
  if (!Number.isFinite(pounds)) return GRANT_AMOUNT_NOT_PENCE;
  if (pounds <= 0) return GRANT_AMOUNT_NOT_POSITIVE;
  // Whole pence only: 0.01 steps, judged on the decimal digits (binary floats cannot say 0.1 exactly).
  const digits = typeof text === 'number' ? String(text) : text;
  if (!POUNDS_TEXT.test(digits)) return GRANT_AMOUNT_NOT_PENCE;
  if (pounds > MAX_GRANT_CREDIT_POUNDS) return GRANT_AMOUNT_TOO_HIGH;
  return null;
}

/** POST /api/admin/users/{id}/grant-credit and the Grant Credit dialog: amount in pounds (number or the field's text), reason. */
export const grantCreditSchema = z.object({
  amount: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((raw, ctx): number => {
      const message = grantAmountProblem(raw);
      if (message === null) return Math.round(Number(typeof raw === 'string' ? raw.trim() : raw) * 100) / 100;
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }),
  reason: requiredText(GRANT_REASON_REQUIRED, MAX_GRANT_REASON_LENGTH, GRANT_REASON_TOO_LONG),
});
export type GrantCreditInput = z.input<typeof grantCreditSchema>;
export type GrantCreditPayload = z.output<typeof grantCreditSchema>;
