import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { merchants } from '../../db/schema/merchants';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;

export async function findMerchantByUserId(db: Database, userId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.userId, userId));
  return row;
}

export async function insertMerchant(db: Database, merchant: NewMerchant): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(merchant).returning();
  if (!row) throw new Error('insert into merchants returned no row');
  return row;
}

export async function updateMerchant(db: Database, merchantId: string, changes: Partial<NewMerchant>): Promise<MerchantRow | undefined> {
  const [row] = await db.update(merchants).set(changes).where(eq(merchants.id, merchantId)).returning();
  return row;
}

export async function findMerchantById(db: Database, merchantId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/** Businesses customers can find and book now: approved and not paused. */
export async function countListedMerchants(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(merchants)
    .where(and(eq(merchants.status, 'approved'), eq(merchants.isPaused, false)));
  return row?.count ?? 0;
}
