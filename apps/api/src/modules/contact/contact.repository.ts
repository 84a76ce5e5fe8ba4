import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactMessages } from '../../db/schema/messaging';

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

/** Messages given with this address since `since`, whoever sent them. */
export async function countMessagesFrom(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
  return row?.total ?? 0;
}

/** Messages sent by the account, or from its address while signed out, keep their text but not who sent them. */
export async function anonymiseMessagesFrom(db: Database, userId: string, email: string | null, placeholderEmail: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ name: 'Deleted account', email: placeholderEmail, phone: '' })
    .where(email ? or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)) : eq(contactMessages.userId, userId));
}
