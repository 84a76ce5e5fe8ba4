import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** An open account: one that has not been deleted. */
export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

/** Whose referral code this is (an open account), if anyone's. */
export async function findUserIdByReferralCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
  return row?.id;
}

/** A new account row; a taken email fails with the database's unique violation, for the caller to word. */
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

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** Absent: unchanged. */
  phone?: string;
  city?: string;
  marketingConsent?: boolean;
  /** True gives privacy consent (recorded once); it is never taken back here. */
  gdprConsent?: true;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Account › Personal Details in one UPDATE, so two edits at once each replace the fields they send as a whole
 * and never interleave. Consent times are the server's: marketing's moves only when the choice changes,
 * privacy's is kept from the first time it was given. Only these columns can change (never role, email,
 * referral code or balances), and a deleted account is not touched.
 */
export async function updateProfileFields(db: Database, userId: string, changes: ProfileChanges, now: Date): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      firstName: changes.firstName,
      lastName: changes.lastName,
      ...(changes.phone === undefined ? {} : { phone: changes.phone }),
      ...(changes.city === undefined ? {} : { city: changes.city }),
      ...(changes.marketingConsent === undefined
        ? {}
        : {
            marketingConsent: changes.marketingConsent,
            marketingConsentAt: sql`case when ${users.marketingConsent} is distinct from ${changes.marketingConsent} then ${at(now)} else ${users.marketingConsentAt} end`,
          }),
      ...(changes.gdprConsent ? { gdprConsent: true, gdprConsentAt: sql`coalesce(${users.gdprConsentAt}, ${at(now)})` } : {}),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return updated;
}

/** Replaces a password only if it is still the one the caller checked, so two changes at once cannot both win. */
export async function replacePasswordHash(db: Database, userId: string, checkedHash: string, newHash: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: newHash, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** The live account, locked until the transaction ends (account deletion). */
export async function lockLiveUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
  return user;
}

export interface AnonymousIdentity {
  /** Unique and undeliverable (the reserved .invalid domain), so the real address can register again. */
  email: string;
  /** Unique, and impossible to type as a referral code (codes are read upper case). */
  referralCode: string;
}

/** The one placeholder identity of a deleted account: derived from its id, so unique and stable. */
export function anonymousIdentityOf(userId: string): AnonymousIdentity {
  return { email: `deleted-${userId}@deleted.lull.invalid`, referralCode: `deleted-${userId}` };
}

/**
 * Erases what identifies the person on their account row and marks it deleted. The row itself stays: bookings,
 * payments, refunds and the credit ledger point at it and are kept as financial records.
 */
export async function anonymiseUser(db: Database, userId: string, identity: AnonymousIdentity, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: identity.email,
      passwordHash: null,
      firstName: '',
      lastName: '',
      phone: '',
      city: '',
      referralCode: identity.referralCode,
      marketingConsent: false,
      marketingConsentAt: now,
      emailVerifiedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** The administrators to tell about something that needs their review. */
export async function listAdmins(db: Database): Promise<Pick<UserRow, 'id' | 'email' | 'firstName'>[]> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
}
