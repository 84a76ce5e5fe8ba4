import { adminDecisionLink, awaitedDecision, subjectOf, type AdminDecision } from '@lull/domain/admin-notices';
import type { User } from '@lull/domain/contracts/user';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { spendableCreditPence } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { notify, settleNotificationsAwaiting } from '../notifications/notifications.service';
import { findMerchantRevenueByOwner } from './merchant-balance.repository';
import { toUserDto } from './user-dto';
import { findUserByEmail, findUserById, findUserIdByReferralCode, insertUser, listAdmins, setReferrerOnce, updateUser, type NewUser, type UserRow } from './users.repository';

export type { NewUser, UserRow };

/*
 * The users module's face to other modules: lookups of open accounts and the changes to the users table they
 * need, each taking the caller's database or transaction.
 */

/**
 * The user as the API shows them, with balances read from the ledger and the merchant account. The credit
 * balance is what can be spent at `now` (the app's clock): unexpired credit only.
 */
export async function loadUserDto(db: Database, userId: string, now: Date): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const creditPence = await spendableCreditPence(db, userId, now);
  const merchantRevenuePence = user.role === 'merchant' ? ((await findMerchantRevenueByOwner(db, userId)) ?? 0) : undefined;
  return toUserDto(user, { creditPence, merchantRevenuePence });
}

/** An account that has not been deleted. */
export async function findLiveUser(db: Database, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

export async function findLiveUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/** Whose referral code this is (an open account), if anyone's. */
export async function findOwnerOfReferralCode(db: Database, code: string): Promise<string | undefined> {
  return findUserIdByReferralCode(db, code);
}

/** A new account row; a taken email fails with the database's unique violation, for the caller to word. */
export async function createUser(db: Database, user: NewUser): Promise<UserRow> {
  return insertUser(db, user);
}

/** A password set through a reset link (the caller has checked the link). */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await updateUser(db, userId, { passwordHash });
}

/** Records who referred a user, once: a second attempt changes nothing and says so. */
export async function recordReferrer(db: Database, userId: string, referrerId: string): Promise<boolean> {
  return setReferrerOnce(db, userId, referrerId);
}

/** An account whose business was just created runs a business from now on; an admin stays an admin. */
export async function makeMerchant(db: Database, user: { id: string; role: UserRow['role'] }): Promise<void> {
  if (user.role === 'consumer') await updateUser(db, user.id, { role: 'merchant' });
}

/**
 * An account whose business was deleted (decision 016) no longer runs one: a merchant becomes a customer again, so
 * its sessions reach no merchant dashboard from their next request; an admin stays an admin.
 */
export async function stopRunningBusiness(db: Database, user: { id: string; role: UserRow['role'] }): Promise<void> {
  if (user.role === 'merchant') await updateUser(db, user.id, { role: 'consumer' });
}

/** The administrators to tell about something that needs their review. */
export async function findAdministrators(db: Database) {
  return listAdmins(db);
}

/**
 * Tells every administrator of a decision waiting for them (decision 041): a notification in the bell that opens
 * the thing and is marked read for all of them once it is decided (`settleNotificationsAwaiting`), and, when a
 * mail is given, a mail to each through the outbox. In the caller's transaction.
 */
export async function tellAdministrators(
  db: Database,
  notice: { type: string; title: string; message: string; decision: AdminDecision },
  mail?: { subject: string; text: string; html?: string },
): Promise<void> {
  const link = adminDecisionLink(notice.decision);
  const awaits = awaitedDecision(subjectOf(notice.decision));
  // A thing sent back for review again (a resubmitted application, a service saved twice) is asked about once.
  await settleNotificationsAwaiting(db, awaits);
  for (const admin of await listAdmins(db)) {
    await notify(db, { userId: admin.id, type: notice.type, title: notice.title, message: notice.message, link, awaits });
    if (mail && admin.email) await enqueueMail(db, { to: admin.email, ...mail });
  }
}
