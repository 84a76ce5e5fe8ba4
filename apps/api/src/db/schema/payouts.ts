import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { bookings } from './bookings';
import { merchants } from './merchants';
import { users } from './users';

export const bankAccountType = pgEnum('bank_account_type', ['checking', 'savings', 'business']);

/**
 * Merchant settlement accounts. The full account number is only ever written (encrypted by the service
 * layer; this column holds ciphertext) and never returned: responses show the sort code and last 4 digits.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    accountHolderName: text().notNull(),
    bankName: text().notNull(),
    sortCode: text().notNull(),
    accountNumberLast4: text().notNull(),
    accountNumberEncrypted: text().notNull(),
    accountType: bankAccountType().notNull(),
    // Consent is required to save an account (spec), so it is never null.
    dataConsentGivenAt: timestamptz().notNull(),
    isVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_accounts_merchant_idx').on(t.merchantId),
    check('bank_accounts_sort_code_format', sql`${t.sortCode} ~ '^[0-9]{2}-[0-9]{2}-[0-9]{2}$'`),
    check('bank_accounts_last4_format', sql`${t.accountNumberLast4} ~ '^[0-9]{4}$'`),
  ],
);

export const payoutFrequency = pgEnum('payout_frequency', ['daily', 'weekly', 'monthly']);

/** No row means the defaults: weekly, £10 minimum. */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    merchantId: uuid()
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    payoutFrequency: payoutFrequency().notNull().default('weekly'),
    minimumPayoutPence: integer().notNull().default(1000),
    updatedAt: updatedAt(),
  },
  (t) => [check('payout_settings_minimum_at_least_500', sql`${t.minimumPayoutPence} >= 500`)],
);

/**
 * Transfers an admin recorded as made. The merchant's balance is debited in the same transaction; the
 * unique (merchant, reference) makes recording the same transfer twice have one effect. The bank details
 * are copied so the record survives the account being deleted.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    bankAccountId: uuid().references(() => bankAccounts.id, { onDelete: 'set null' }),
    bankSortCode: text(),
    bankAccountLast4: text(),
    amountPence: integer().notNull(),
    reference: text().notNull(),
    periodStart: date({ mode: 'string' }),
    periodEnd: date({ mode: 'string' }),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payouts_merchant_reference_unique').on(t.merchantId, t.reference),
    index('payouts_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('payouts_amount_positive', sql`${t.amountPence} > 0`),
    check('payouts_period_ordered', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

export const revenueEntryType = pgEnum('revenue_entry_type', ['booking_settled', 'payout', 'adjustment']);

/**
 * The merchant revenue ledger, like the credit ledger: immutable entries in signed pence (a settled booking
 * adds its payout, a payout takes its amount off, an adjustment either). merchants.revenue_balance_pence is
 * their sum, changed in the same transaction as each entry and never negative; a booking settles at most once
 * (the unique index, not a check in code), and a payout is one entry.
 */
export const merchantRevenueEntries = pgTable(
  'merchant_revenue_entries',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    type: revenueEntryType().notNull(),
    amountPence: integer().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    payoutId: uuid().references(() => payouts.id, { onDelete: 'restrict' }),
    description: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_revenue_entries_merchant_created_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('merchant_revenue_entries_one_settlement_per_booking').on(t.bookingId).where(sql`${t.type} = 'booking_settled'`),
    uniqueIndex('merchant_revenue_entries_one_per_payout').on(t.payoutId),
    check('merchant_revenue_entries_amount_not_zero', sql`${t.amountPence} <> 0`),
    check(
      'merchant_revenue_entries_shape',
      sql`(${t.type} = 'booking_settled' and ${t.bookingId} is not null and ${t.amountPence} > 0)
        or (${t.type} = 'payout' and ${t.payoutId} is not null and ${t.amountPence} < 0)
        or (${t.type} = 'adjustment' and ${t.bookingId} is null and ${t.payoutId} is null)`,
    ),
  ],
);
