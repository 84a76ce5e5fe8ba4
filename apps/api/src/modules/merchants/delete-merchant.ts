import type { DeletedMerchant } from '@lull/domain/contracts/admin-merchants';
import { awaitedDecision } from '@lull/domain/admin-notices';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { settleNotificationsAwaiting } from '../notifications/notifications.service';
import { findUserById, stopRunningBusiness } from '../users';
import type { BusinessActivity } from './business-activity';
import { adminMerchantMessages, stateOf, tellOwner } from './merchant-admin-changes';
import { lockMerchant, updateMerchantWhile } from './merchants.repository';

/**
 * DELETE /api/admin/merchants/{id} (decision 016): the business is hidden at once and for good, its services are
 * archived, its customers' upcoming paid bookings are cancelled and refunded in full (unpaid holds released),
 * and everything financial stays. The owner's account stays a customer's. Deleting again is a 409.
 */
export async function deleteMerchant({ db, clock, config }: AppContext, activity: BusinessActivity, actor: Authenticated, merchantId: string): Promise<DeletedMerchant> {
  const { archiveServicesOfClosedBusiness, cancelForClosedBusiness } = activity;
  const now = clock();
  const outcome = await db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
    if (merchant.deletedAt) throw new AppError('CONFLICT', adminMerchantMessages.alreadyDeleted);
    // Paused as well as deleted: every customer-facing read (the catalogue, the business page, its files, a
    // new hold) already asks "approved and not paused", so none needs a second condition to hide it.
    const deleted = await updateMerchantWhile(tx, merchant.id, { status: merchant.status }, { deletedAt: now, isPaused: true, pausedAt: merchant.pausedAt ?? now, updatedAt: now });
    if (!deleted) throw new AppError('CONFLICT', adminMerchantMessages.alreadyDeleted);
    const servicesArchived = await archiveServicesOfClosedBusiness(tx, merchant.id, now);
    const bookings = await cancelForClosedBusiness(tx, merchant.id, now, config.publicUrl);
    const owner = await findUserById(tx, merchant.userId);
    if (owner) await stopRunningBusiness(tx, owner);
    await recordAdminAction(tx, actor, {
      action: 'merchant.delete',
      targetType: 'merchant',
      targetId: merchant.id,
      before: stateOf(merchant),
      after: { ...stateOf(deleted), services_archived: servicesArchived, bookings_cancelled: bookings.cancelled, holds_released: bookings.released },
      note: merchant.businessName,
    });
    await tellOwner(tx, config, merchant, 'deleted', null);
    await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'merchant', id: merchant.id }));
    return bookings;
  });
  // A hold that was waiting for the services' lock while the deletion ran was written just after it: release it.
  const stragglers = await db.transaction((tx) => cancelForClosedBusiness(tx, merchantId, clock(), config.publicUrl));
  return {
    id: merchantId,
    deleted_at: now.toISOString(),
    bookings_cancelled: outcome.cancelled + stragglers.cancelled,
    holds_released: outcome.released + stragglers.released,
  };
}
