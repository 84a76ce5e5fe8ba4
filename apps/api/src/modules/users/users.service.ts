import { adminDecisionLink, awaitedDecision, subjectOf, type AdminDecision } from '@lull/domain/admin-notices';
import type { User } from '@lull/domain/contracts/user';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { spendableCreditPence } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { notify, settleNotificationsAwaiting } from '../notifications/notifications.service';
import { findMerchantRevenueByOwner } from './merchant-balance.repository';
import { toUserDto } from './user-dto';
import { findUserById, listAdmins, updateUser, type UserRow } from './users.repository';

/*
 * The users module's use cases for other modules (reached through ./index.ts), each taking the caller's database
 * or transaction.
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
