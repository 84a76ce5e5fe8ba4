import type { AdminMerchantDetail } from '@lull/domain/contracts/admin-merchants';
import { merchantRefusal, merchantStateOf, nextMerchantState, type MerchantAction, type MerchantState } from '@lull/domain/merchant-status';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppConfig } from '../../config';
import { enqueueMail } from '../mail/mail.service';
import { businessStatusMail, type BusinessStatusEvent } from '../mail/templates/business-status';
import { notify } from '../notifications/notifications.service';
import { findUserById } from '../users';
import { listMerchantFiles } from '../files';
import { toAdminMerchantDetailDto } from './merchant-dto';
import { OWNER_ACCOUNT_REFUSALS } from './merchant-owner';
import { findMerchantWithOwner, lockMerchant, type MerchantRow } from './merchants.repository';

/*
 * What the admin's business use cases share (decision 049): their messages, the state graph they all ask, the
 * audit trail's view of a business, the locked row they change and how the owner is told.
 */

export const adminMerchantMessages = {
  notFound: 'Business not found.',
  deleted: 'This business has been deleted.',
  alreadyDeleted: 'This business has already been deleted.',
  alreadyApproved: merchantRefusal('approved', 'approve'),
  alreadyDeclined: merchantRefusal('declined', 'reject'),
  notApproved: merchantRefusal('pending_review', 'pause'),
  alreadyPaused: merchantRefusal('paused', 'pause'),
  notPaused: merchantRefusal('approved', 'unpause'),
  ...OWNER_ACCOUNT_REFUSALS,
  emailRace: 'This email was used for another account or business a moment ago. Please check and try again.',
};

/** A stored business's one state (merchant-status.ts, decision 042). */
function stateOfRow(merchant: MerchantRow): MerchantState {
  return merchantStateOf({ status: merchant.status, isPaused: merchant.isPaused, deleted: merchant.deletedAt !== null });
}

/** Where an action takes the business, or the 409 that says why it cannot: the one graph every change asks. */
export function transition(merchant: MerchantRow, action: MerchantAction): MerchantState {
  const from = stateOfRow(merchant);
  const to = nextMerchantState(from, action);
  if (!to) throw new AppError('CONFLICT', merchantRefusal(from, action));
  return to;
}

/** The audit trail's view of a business's state: what Approve, Reject, Pause and Delete change. */
export function stateOf(merchant: MerchantRow) {
  return { status: merchant.status, is_verified: merchant.isVerified, is_paused: merchant.isPaused, deleted: merchant.deletedAt !== null };
}

/** A business's profile as the admin sees it; every change answers with it once committed. */
export async function merchantDetail(database: Database, merchantId: string): Promise<AdminMerchantDetail> {
  const row = await findMerchantWithOwner(database, merchantId);
  if (!row) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
  const files = await listMerchantFiles(database, merchantId);
  return toAdminMerchantDetailDto(row, files);
}

/** The business for a change: locked, existing and not deleted. */
export async function lockedBusiness(tx: Database, merchantId: string): Promise<MerchantRow> {
  const merchant = await lockMerchant(tx, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
  if (merchant.deletedAt) throw new AppError('CONFLICT', adminMerchantMessages.deleted);
  return merchant;
}

/** The owner hears of it twice: in the bell, and by mail to the address they sign in with. */
export async function tellOwner(tx: Database, config: AppConfig, merchant: MerchantRow, event: BusinessStatusEvent, reason: string | null) {
  const dashboardUrl = `${config.publicUrl}/merchant/dashboard`;
  const contactUrl = `${config.publicUrl}/contact`;
  const mail = businessStatusMail({ businessName: merchant.businessName, event, reason, dashboardUrl, contactUrl });
  const messages: Record<BusinessStatusEvent, string> = {
    approved: `${merchant.businessName} is approved. Its approved, active services can be booked now.`,
    declined: `${merchant.businessName} was not approved: ${reason ?? ''} Update your application to send it back for review.`,
    paused: `${merchant.businessName} is paused: customers cannot find or book it until our team resumes it.${reason ? ` Reason: ${reason}` : ''}`,
    unpaused: `${merchant.businessName} is live again.`,
    deleted: `${merchant.businessName} has been removed from Lull. Its upcoming bookings were cancelled and refunded in full.`,
  };
  const types: Record<BusinessStatusEvent, string> = {
    approved: 'merchant_approved',
    declined: 'merchant_rejected',
    paused: 'merchant_paused',
    unpaused: 'merchant_unpaused',
    deleted: 'merchant_deleted',
  };
  await notify(tx, { userId: merchant.userId, type: types[event], title: mail.subject, message: messages[event] });
  const owner = await findUserById(tx, merchant.userId);
  const to = owner?.email ?? merchant.email;
  if (to) await enqueueMail(tx, { to, ...mail });
}
