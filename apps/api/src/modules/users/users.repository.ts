import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

export async function findUserIdByReferralCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
  return row?.id;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(user).returning();
  if (!created) throw new Error('insert into users returned no row');
  return created;
}

export async function updateUser(db: Database, userId: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated;
}

/** Records who referred a user, once: a second attempt changes nothing and says so. */
export async function setReferrerOnce(db: Database, userId: string, referrerId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ referredByUserId: referrerId })
    .where(and(eq(users.id, userId), isNull(users.referredByUserId), sql`${users.id} <> ${referrerId}`))
    .returning({ id: users.id });
  return updated.length === 1;
}
