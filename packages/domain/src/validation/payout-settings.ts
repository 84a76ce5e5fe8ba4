import { z } from 'zod';
import { poundsToPence } from '../money';
import { DEFAULT_MINIMUM_PAYOUT_PENCE, MAXIMUM_MINIMUM_PAYOUT_PENCE, MINIMUM_PAYOUT_FLOOR_PENCE, PAYOUT_FREQUENCIES } from '../payout-schedule';

export const PAYOUT_SETTINGS_MESSAGES = {
  frequency: 'Please choose daily, weekly or monthly payouts.',
  amount: 'Please enter the minimum payout in pounds, such as 10.00.',
  tooSmall: 'The minimum payout must be at least £5.00.',
  tooLarge: 'The minimum payout can be at most £10,000.00.',
  pence: 'The minimum payout can have at most two decimal places.',
  saveFailed: 'Failed to save payout schedule. Please try again.',
} as const;

/**
 * The minimum payout in pounds as typed (a number, or the field's text): blank falls back to the default
 * £10, at least £5, whole pence. The output is pence.
 */
const minimumPayout = z.union([z.number(), z.string(), z.null()]).optional().transform((raw, ctx) => {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (text === '') return DEFAULT_MINIMUM_PAYOUT_PENCE;
  const pounds = Number(text);
  const fail = (message: string) => {
    ctx.issues.push({ code: 'custom', message, input: raw });
    return z.NEVER;
  };
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(pounds)) return fail(PAYOUT_SETTINGS_MESSAGES.amount);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return fail(PAYOUT_SETTINGS_MESSAGES.pence);
  const pence = poundsToPence(pounds);
  if (pence < MINIMUM_PAYOUT_FLOOR_PENCE) return fail(PAYOUT_SETTINGS_MESSAGES.tooSmall);
  if (pence > MAXIMUM_MINIMUM_PAYOUT_PENCE) return fail(PAYOUT_SETTINGS_MESSAGES.tooLarge);
  return pence;
});

/** PUT /api/merchant/payout-settings and the Payout Schedule form. */
export const payoutSettingsSchema = z.object({
  payout_frequency: z.enum(PAYOUT_FREQUENCIES, { error: PAYOUT_SETTINGS_MESSAGES.frequency }).optional().default('weekly'),
  minimum_payout_amount: minimumPayout,
});
export type PayoutSettingsPayload = z.infer<typeof payoutSettingsSchema>;
export type PayoutSettingsInput = z.input<typeof payoutSettingsSchema>;
