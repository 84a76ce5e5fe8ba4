import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { contactMessages, mailOutbox, notifications } from '../../db/schema/messaging';
import { identities, passwordResetTokens, users } from '../../db/schema/users';

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

/** The user's bookings that are still to happen and still hold a time: confirmed, or pending (an unpaid hold). */
export async function listUpcomingActiveBookings(db: Database, userId: string, now: Date) {
  return db
    .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startsAt, now)))
    .orderBy(bookings.startsAt);
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

/** Google sign-in links (issuer + subject) of a deleted account: the same Google account starts afresh. */
export async function deleteIdentities(db: Database, userId: string): Promise<void> {
  await db.delete(identities).where(eq(identities.userId, userId));
}

/** Reset links sent before a password change or an account deletion stop working. */
export async function deletePasswordResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/** Bookings stay (amounts, dates, statuses) without the contact details given at payment or the free-text notes. */
export async function eraseBookingContacts(db: Database, userId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ guestFirstName: null, guestLastName: null, guestEmail: null, guestPhone: null, notes: null })
    .where(eq(bookings.userId, userId));
}

export async function deleteUserNotifications(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Contact messages sent by the account, or from its address while signed out, keep their text but not who sent them. */
export async function anonymiseContactMessages(db: Database, userId: string, email: string | null, placeholderEmail: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ name: 'Deleted account', email: placeholderEmail, phone: '' })
    .where(email ? or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)) : eq(contactMessages.userId, userId));
}

/** The addresses the user gave for their bookings' confirmations (read before they are erased). */
export async function listBookingContactEmails(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: bookings.guestEmail })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNotNull(bookings.guestEmail)));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/** Copies of mail already delivered (or given up on) to these addresses; mail still waiting is sent as usual. */
export async function deleteDeliveredMailTo(db: Database, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.delete(mailOutbox).where(and(inArray(mailOutbox.to, [...emails]), ne(mailOutbox.status, 'pending')));
}
