import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { merchants } from '../../db/schema/merchants';

export async function findMerchantRevenueByOwner(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ balance: merchants.revenueBalancePence }).from(merchants).where(eq(merchants.userId, userId));
  return row?.balance;
}
