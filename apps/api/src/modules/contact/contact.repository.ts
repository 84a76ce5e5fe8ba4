import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactMessages } from '../../db/schema/messaging';

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** Messages given with this address since `since`, whoever sent them. */
export async function countMessagesFrom(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
  return row?.total ?? 0;
}
