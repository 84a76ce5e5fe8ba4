import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bankAccounts, payouts, payoutSettings } from '../../db/schema/payouts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type NewBankAccount = typeof bankAccounts.$inferInsert;
export type BankAccountChanges = Partial<Pick<NewBankAccount, 'accountHolderName' | 'bankName' | 'sortCode' | 'accountNumberLast4' | 'accountNumberEncrypted' | 'accountType' | 'dataConsentGivenAt'>>;
export type PayoutSettingsRow = typeof payoutSettings.$inferSelect;

/** A business's accounts, oldest first (the first one added is the one listed first). */
export async function listBankAccounts(db: Database, merchantId: string): Promise<BankAccountRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.merchantId, merchantId)).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function countBankAccounts(db: Database, merchantId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bankAccounts).where(eq(bankAccounts.merchantId, merchantId));
  return row?.value ?? 0;
}

export async function findBankAccount(db: Database, id: string): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}

export async function insertBankAccount(db: Database, account: NewBankAccount): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(account).returning();
  return row!;
}

/** Changes an account only if it still belongs to `merchantId`; undefined when it does not (or is gone). */
export async function updateBankAccount(db: Database, id: string, merchantId: string, changes: BankAccountChanges): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .update(bankAccounts)
    .set(changes)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.merchantId, merchantId)))
    .returning();
  return row;
}

export async function deleteBankAccount(db: Database, id: string, merchantId: string): Promise<boolean> {
  const rows = await db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.merchantId, merchantId)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

/** The saved schedule, or undefined for the defaults (weekly, £10). */
export async function findPayoutSettings(db: Database, merchantId: string): Promise<PayoutSettingsRow | undefined> {
  const [row] = await db.select().from(payoutSettings).where(eq(payoutSettings.merchantId, merchantId));
  return row;
}

export async function upsertPayoutSettings(
  db: Database,
  settings: { merchantId: string; payoutFrequency: PayoutSettingsRow['payoutFrequency']; minimumPayoutPence: number },
): Promise<PayoutSettingsRow> {
  const [row] = await db
    .insert(payoutSettings)
    .values(settings)
    .onConflictDoUpdate({
      target: payoutSettings.merchantId,
      set: { payoutFrequency: settings.payoutFrequency, minimumPayoutPence: settings.minimumPayoutPence, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The salon's latest recorded payout, if any. */
export async function findLatestPayout(db: Database, merchantId: string) {
  const [row] = await db
    .select({ amountPence: payouts.amountPence, reference: payouts.reference, createdAt: payouts.createdAt })
    .from(payouts)
    .where(eq(payouts.merchantId, merchantId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(1);
  return row;
}

/** One page of a salon's recorded payouts, newest first, and how many there are. */
export async function listPayoutsPage(db: Database, merchantId: string, { limit, offset }: { limit: number; offset: number }) {
  const where = eq(payouts.merchantId, merchantId);
  const [rows, [total]] = await Promise.all([
    db.select().from(payouts).where(where).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(payouts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPayout(db: Database, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}
