import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
