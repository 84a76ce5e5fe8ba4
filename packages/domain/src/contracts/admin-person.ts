import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';

/*
 * The admin's view of one person (decision 056): what support needs open beside their profile, each list paged (and,
 * where it has words to search, searched) by the database. Their bookings and the audit entries about them use the
 * Bookings and Audit lists' own contracts, narrowed to the person.
 */

export const PERSON_NOT_FOUND = 'User not found.';

/** GET /api/admin/users/{id}/credit-history: the credit ledger, newest first, searched by its description. */
export const personCreditHistoryQuerySchema = pageQuerySchema;
export type PersonCreditHistoryQuery = z.input<typeof personCreditHistoryQuerySchema>;

export const CREDIT_ENTRY_TYPES = ['earned', 'bonus', 'spent', 'refund', 'expired'] as const;

/** One ledger entry as the admin reads it: pounds, signed (grants positive), and the ledger's balance after it. */
export const personCreditEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(CREDIT_ENTRY_TYPES),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
  /** When a grant lapses; null for spends, refunds of spent credit already dated, and expiries. */
  expires_at: z.string().nullable(),
  /** The sum of the ledger up to and including this entry, as the database adds it up. */
  balance_after: z.number(),
});
export type PersonCreditEntry = z.infer<typeof personCreditEntrySchema>;

export const personCreditHistoryPageSchema = pageOf(personCreditEntrySchema).extend({
  /** What they can spend now (lapsed grants not yet swept by the expiry job are not spendable). */
  spendable_balance: z.number(),
  /** The sum of every entry: the spendable balance once the expiry job has caught up. */
  ledger_balance: z.number(),
});
export type PersonCreditHistoryPage = z.infer<typeof personCreditHistoryPageSchema>;

/** GET /api/admin/users/{id}/reviews: the reviews they wrote, newest first, searched by comment, treatment or salon. */
export const personReviewsQuerySchema = pageQuerySchema;
export type PersonReviewsQuery = z.input<typeof personReviewsQuerySchema>;

export const personReviewSchema = z.object({
  id: z.uuid(),
  booking_id: z.uuid(),
  merchant_id: z.uuid(),
  merchant_business_name: z.string(),
  service_id: z.uuid(),
  service_name: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  created_at: z.string(),
  merchant_reply: z.string().nullable(),
  /** Hidden by an admin (decision 025), with the reason given. */
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type PersonReview = z.infer<typeof personReviewSchema>;

export const personReviewsPageSchema = pageOf(personReviewSchema);
export type PersonReviewsPage = z.infer<typeof personReviewsPageSchema>;

/** GET /api/admin/users/{id}/sign-ins: paged, newest first; nothing to search. */
export const personSignInsQuerySchema = pageQuerySchema.pick({ page: true, page_size: true });
export type PersonSignInsQuery = z.input<typeof personSignInsQuerySchema>;

/** How someone signed in: their password, Google, or the sign-up that started their first session. */
export const SIGN_IN_METHODS = ['password', 'google', 'sign_up'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** What a sign-in came to: a session, or a refusal because the account was disabled (the password or Google was right). */
export const SIGN_IN_OUTCOMES = ['signed_in', 'refused_disabled'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/**
 * One line of the account's access history: a sign-in (from the sign-in record) or an admin disabling or enabling the
 * account (from the audit trail, its one record).
 */
export const personAccessEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  kind: z.enum(['signed_in', 'refused_disabled', 'disabled', 'enabled']),
  method: z.enum(SIGN_IN_METHODS).nullable(),
  /** The browser's own description of itself, cut to 300 characters; never an address. */
  user_agent: z.string().nullable(),
  /** The admin who disabled or enabled the account; null for sign-ins, or when that admin's account is gone. */
  admin_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type PersonAccessEvent = z.infer<typeof personAccessEventSchema>;

export const personAccessPageSchema = pageOf(personAccessEventSchema);
export type PersonAccessPage = z.infer<typeof personAccessPageSchema>;

export const ACCESS_EVENT_LABELS: Record<PersonAccessEvent['kind'], string> = {
  signed_in: 'Signed in',
  refused_disabled: 'Sign-in refused: account disabled',
  disabled: 'Disabled by an admin',
  enabled: 'Enabled by an admin',
};

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  google: 'Google',
  sign_up: 'Sign-up',
};
