import { and, asc, count, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { merchants } from '../../db/schema/merchants';
import { bankAccounts, payouts, payoutSettings } from '../../db/schema/payouts';
import { users } from '../../db/schema/users';
import { matchesAnyOf } from '../../db/search-pattern';
import type { BankAccountRow, PayoutSettingsRow } from './payouts.repository';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

/** Businesses owed money (a positive balance), whatever their status: a paused or deleted one is still owed. */
function owedConditions(q: string): SQL | undefined {
  return and(gt(merchants.revenueBalancePence, 0), matchesAnyOf(q, [merchants.businessName, merchants.email]));
}

/** One page of businesses owed money, largest balance first, with their owner's name, and how many there are. */
export async function listOwedMerchantsPage(db: Database, query: { q: string; limit: number; offset: number }) {
  const where = owedConditions(query.q);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: merchants.id,
        businessName: merchants.businessName,
        email: merchants.email,
        balancePence: merchants.revenueBalancePence,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(where)
      .orderBy(desc(merchants.revenueBalancePence), asc(merchants.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(merchants).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
export type OwedMerchantRow = Awaited<ReturnType<typeof listOwedMerchantsPage>>['rows'][number];

/** The Payouts tab's tiles, over every business owed money: the sum owed, how many, and how many can be paid. */
export async function owedSummary(db: Database): Promise<{ totalPence: number; merchants: number; withBanks: number }> {
  const [row] = await db
    .select({
      totalPence: sql<number>`coalesce(sum(${merchants.revenueBalancePence}), 0)::bigint`,
      merchants: count(),
      // Spelt out: inside a one-table select drizzle leaves columns unqualified, and "id" would be bank_accounts.id.
      withBanks: sql<number>`count(*) filter (where exists (select 1 from "bank_accounts" where "bank_accounts"."merchant_id" = "merchants"."id"))::int`,
    })
    .from(merchants)
    .where(gt(merchants.revenueBalancePence, 0));
  return { totalPence: Number(row?.totalPence ?? 0), merchants: row?.merchants ?? 0, withBanks: row?.withBanks ?? 0 };
}

/** The accounts of these businesses, the one a payout goes to first: verified before pending, then the oldest. */
export async function bankAccountsOf(db: Database, merchantIds: readonly string[]): Promise<BankAccountRow[]> {
  if (merchantIds.length === 0) return [];
  return db
    .select()
    .from(bankAccounts)
    .where(inArray(bankAccounts.merchantId, [...merchantIds]))
    .orderBy(desc(bankAccounts.isVerified), asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function payoutSettingsOf(db: Database, merchantIds: readonly string[]): Promise<PayoutSettingsRow[]> {
  if (merchantIds.length === 0) return [];
  return db.select().from(payoutSettings).where(inArray(payoutSettings.merchantId, [...merchantIds]));
}

/** When each of these businesses was last paid out. */
export async function lastPayoutsOf(db: Database, merchantIds: readonly string[]): Promise<Map<string, Date>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await db
    .select({ merchantId: payouts.merchantId, last: max(payouts.createdAt) })
    .from(payouts)
    .where(inArray(payouts.merchantId, [...merchantIds]))
    .groupBy(payouts.merchantId);
  return new Map(rows.flatMap((row) => (row.last ? [[row.merchantId, row.last] as const] : [])));
}

/**
 * The business's row, locked until the transaction ends: a payout's checks (the reference not yet recorded, the
 * balance) and its debit happen while no other payout of the same business can.
 */
export async function lockMerchantForPayout(db: Database, merchantId: string) {
  const [row] = await db
    .select({ id: merchants.id, userId: merchants.userId, businessName: merchants.businessName, email: merchants.email, revenueBalancePence: merchants.revenueBalancePence })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  return row;
}
export type PayoutMerchantRow = NonNullable<Awaited<ReturnType<typeof lockMerchantForPayout>>>;

export async function findPayoutByReference(db: Database, merchantId: string, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(and(eq(payouts.merchantId, merchantId), eq(payouts.reference, reference)));
  return row;
}

/**
 * Records a transfer; undefined when this business already has one with this reference (the unique constraint,
 * the final word even if two requests got past the caller's lock somehow).
 */
export async function insertPayout(db: Database, payout: NewPayout): Promise<PayoutRow | undefined> {
  const [row] = await db.insert(payouts).values(payout).onConflictDoNothing({ target: [payouts.merchantId, payouts.reference] }).returning();
  return row;
}

/** Marks an account verified only from pending, so a repeat changes nothing and says so. */
export async function verifyBankAccountFromPending(db: Database, id: string, now: Date): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .update(bankAccounts)
    .set({ isVerified: true, updatedAt: now })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.isVerified, false)))
    .returning();
  return row;
}
