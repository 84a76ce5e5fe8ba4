import type { AdminMerchantDetail } from '@lull/domain/contracts/admin-merchants';
import { awaitedDecision } from '@lull/domain/admin-notices';
import type { ReviewDecision } from '@lull/domain/validation/rejection';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { settleNotificationsAwaiting } from '../notifications/notifications.service';
import { adminMerchantMessages, lockedBusiness, merchantDetail, stateOf, tellOwner, transition } from './merchant-admin-changes';
import { updateMerchantWhile } from './merchants.repository';

/**
 * POST /api/admin/merchants/{id}/approve: decides an application waiting for review. Approving makes the business
 * and its approved, active services bookable at once; rejecting keeps the reason for the owner (who sees it on
 * their dashboard and can resubmit) and the notes for the team. A business decided already, or deleted, is a
 * 409 however many admins press the button at once: the row lock queues them and the second finds it decided.
 */
export async function reviewMerchant({ db, clock, config }: AppContext, actor: Authenticated, merchantId: string, decision: ReviewDecision): Promise<AdminMerchantDetail> {
  const now = clock();
  await db.transaction(async (tx) => {
    const merchant = await lockedBusiness(tx, merchantId);
    transition(merchant, decision.approved ? 'approve' : 'reject');
    const notes = decision.admin_notes ? decision.admin_notes : null;
    const updated = await updateMerchantWhile(
      tx,
      merchant.id,
      { status: merchant.status, isPaused: merchant.isPaused },
      decision.approved
        ? { status: 'approved', isVerified: true, approvedAt: now, rejectionReason: null, adminNotes: notes ?? merchant.adminNotes, updatedAt: now }
        : { status: 'declined', isVerified: false, rejectionReason: decision.rejection_reason, adminNotes: notes, updatedAt: now },
    );
    if (!updated) throw new AppError('CONFLICT', adminMerchantMessages.alreadyApproved);
    await recordAdminAction(tx, actor, {
      action: decision.approved ? 'merchant.approve' : 'merchant.reject',
      targetType: 'merchant',
      targetId: merchant.id,
      before: stateOf(merchant),
      after: { ...stateOf(updated), ...(decision.approved ? {} : { rejection_reason: decision.rejection_reason }) },
      note: notes,
    });
    await tellOwner(tx, config, updated, decision.approved ? 'approved' : 'declined', decision.approved ? null : decision.rejection_reason);
    // Decided: no admin is asked about this application any more (decision 041).
    await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'merchant', id: merchant.id }));
  });
  return merchantDetail(db, merchantId);
}
