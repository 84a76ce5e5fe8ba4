import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

export const userRole = pgEnum('user_role', ['consumer', 'merchant', 'admin']);

export const users = pgTable(
  'users',
  {
    id: id(),
    // On deletion replaced by a unique, undeliverable placeholder (decision 009): the row stays for financial records and the address can register again.
    email: text(),
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    city: text().notNull().default(''),
    role: userRole().notNull().default('consumer'),
    // Admins disable an account by clearing this flag (the spec's is_approved, shown as Active/Disabled).
    isApproved: boolean().notNull().default(true),
    gdprConsent: boolean().notNull().default(false),
    gdprConsentAt: timestamptz(),
    marketingConsent: boolean().notNull().default(false),
    marketingConsentAt: timestamptz(),
    referralCode: text().notNull(),
    referredByUserId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamptz(),
    profileCompletedAt: timestamptz(),
    deletedAt: timestamptz(),
    // What the admin's Users tab searches: email, full name and city, lowercased once when written. A plain LIKE on
    // it is several times cheaper than three ILIKEs, which the planner cannot tell (it picked a seq scan of ILIKEs).
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(email, '') || chr(10) || first_name || ' ' || last_name || chr(10) || city)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_role_idx').on(t.role),
    // The admin's Users tab: newest first, and "contains" searches of search_text from its trigram index.
    index('users_admin_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A business's owner found by sign-in email (the Merchants tab's search).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** One row per signed-in browser. Only a SHA-256 of the cookie's 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** External sign-in identities (Google), keyed by issuer + subject as OIDC requires. */
export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_issuer_subject_unique').on(t.issuer, t.subject), index('identities_user_idx').on(t.userId)],
);

/** In-flight Google sign-ins: PKCE verifier and nonce, found by the state the browser brings back. */
export const oidcLoginRequests = pgTable('oidc_login_requests', {
  state: text().primaryKey(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  expiresAt: timestamptz().notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * The admin audit trail: every admin action (approve, reject, pause, delete, disable, grant credit, edits) as one
 * immutable row, written in the same transaction as the change it records. `before` and `after` hold the fields
 * that changed, where that matters.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    // Kept (anonymous) when the admin's account goes.
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // 'merchant.approve', 'service.reject', 'user.disable', 'user.grant_credit'…
    action: text().notNull(),
    // 'merchant' | 'service' | 'user' | 'booking' | 'contact_message' | 'refund_request' | 'payout' | 'review'
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt), index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

/**
 * Each sign-in that found the right person: a session started (by password, Google or signing up), or a refusal because
 * the account was disabled. Support reads it in the admin's view of a person (decision 056). What the browser says it
 * is, cut short; never an address or anything that identifies the device beyond that.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'password' | 'google' | 'sign_up'
    method: text().notNull(),
    // 'signed_in' | 'refused_disabled'
    outcome: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_ins_user_created_idx').on(t.userId, t.createdAt),
    check('sign_ins_method_known', sql`${t.method} in ('password', 'google', 'sign_up')`),
    check('sign_ins_outcome_known', sql`${t.outcome} in ('signed_in', 'refused_disabled')`),
  ],
);
