import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/** The spec's credit history types; grants are earned/bonus/refund, debits are spent/expired. */
export const creditEntryType = pgEnum('credit_entry_type', ['earned', 'bonus', 'spent', 'refund', 'expired']);

/**
 * The credit ledger: immutable entries, amounts signed in pence (grants positive, spends and expiries
 * negative). A user's balance is the sum of their entries; grants carry the moment they expire.
 */
export const creditLedgerEntries = pgTable(
  'credit_ledger_entries',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: creditEntryType().notNull(),
    amountPence: integer().notNull(),
    description: text().notNull(),
    referenceType: text(),
    referenceId: text(),
    expiresAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('credit_ledger_amount_not_zero', sql`${t.amountPence} <> 0`),
    // The expiry job's search: grants by the moment they lapse.
    index('credit_ledger_grant_expiry_idx').on(t.expiresAt).where(sql`${t.amountPence} > 0`),
    // An expiry names the grant it lapses (reference_id); a grant lapses once, whatever runs the job.
    uniqueIndex('credit_ledger_one_expiry_per_grant').on(t.referenceId).where(sql`${t.type} = 'expired'`),
  ],
);

/** Which grant each spend or expiry drew from, so spending is oldest-first and expiry takes only what is left. */
export const creditAllocations = pgTable(
  'credit_allocations',
  {
    id: id(),
    debitEntryId: uuid()
      .notNull()
      .references(() => creditLedgerEntries.id, { onDelete: 'restrict' }),
    grantEntryId: uuid()
      .notNull()
      .references(() => creditLedgerEntries.id, { onDelete: 'restrict' }),
    amountPence: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_allocations_grant_idx').on(t.grantEntryId),
    index('credit_allocations_debit_idx').on(t.debitEntryId),
    check('credit_allocations_amount_positive', sql`${t.amountPence} > 0`),
  ],
);

/**
 * Grants whose owner has been told they expire soon (3 days ahead): the primary key makes the warning
 * once per grant, however many API instances run the expiry job at the same moment.
 */
export const creditExpiryWarnings = pgTable('credit_expiry_warnings', {
  grantEntryId: uuid()
    .primaryKey()
    .references(() => creditLedgerEntries.id, { onDelete: 'cascade' }),
  warnedAt: timestamptz().notNull(),
});
