import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { creditLedgerEntries } from '../../db/schema/credits';

export type NewCreditEntry = typeof creditLedgerEntries.$inferInsert;

export async function insertCreditEntry(db: Database, entry: NewCreditEntry): Promise<void> {
  await db.insert(creditLedgerEntries).values(entry);
}

/** The balance is the ledger: the sum of a user's entries in pence. */
export async function creditBalancePence(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedgerEntries.amountPence}), 0)` })
    .from(creditLedgerEntries)
    .where(eq(creditLedgerEntries.userId, userId));
  return Number(row?.total ?? 0);
}
