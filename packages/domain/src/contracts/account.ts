import { z } from 'zod';

/**
 * The customer's account calls. Money in pounds, as every answer; signed
 * amounts in credit history (grants positive, spends and expiries negative).
 */

export const PROFILE_UPDATED = 'Your profile has been updated successfully!';
export const PASSWORD_UPDATED = 'Password updated successfully!';
export const CONTACT_THANKS = "Thank you for contacting us! We'll get back to you within 24 hours.";
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** PUT /api/users/profile and PUT /api/users/password answer with what changed and a sentence to show. */
export const messageEnvelopeSchema = z.object({ message: z.string() });

export const creditEntryTypes = ['earned', 'bonus', 'spent', 'refund', 'expired'] as const;
export type CreditEntryType = (typeof creditEntryTypes)[number];

/** GET /api/credits/history: newest first. */
export const creditHistoryEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(creditEntryTypes),
  /** Pounds, signed: +3 for a grant, −3 for a spend or an expiry. */
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
  /** For a grant: when what is left of it expires (30 days after award); null for debits. */
  expires_at: z.string().nullable(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;
export const creditHistorySchema = z.array(creditHistoryEntrySchema);

/** GET /api/referrals/stats. */
export const referralStatsSchema = z.object({
  referral_code: z.string(),
  /** Spendable now (unexpired credit), pounds. */
  credit_balance: z.number(),
  /** Friends who signed up with the code. */
  total_referrals: z.number().int(),
  /** Of those, friends whose first paid booking earned the £3 reward. */
  rewarded_referrals: z.number().int(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
