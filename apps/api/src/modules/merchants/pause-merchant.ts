import type { AdminMerchantDetail } from '@lull/domain/contracts/admin-merchants';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { adminMerchantMessages, lockedBusiness, merchantDetail, stateOf, tellOwner, transition } from './merchant-admin-changes';
import { updateMerchantWhile } from './merchants.repository';

/**
 * Pause or Unpause: only an approved business, only from the other state. Pausing hides the business and its
 * services from customers at once (the catalogue lists approved, unpaused businesses only).
 */
export async function setMerchantPaused(
  { db, clock, config }: AppContext,
  actor: Authenticated,
  merchantId: string,
  paused: boolean,
  reason: string | null,
): Promise<AdminMerchantDetail> {
  const now = clock();
  await db.transaction(async (tx) => {
    const merchant = await lockedBusiness(tx, merchantId);
    transition(merchant, paused ? 'pause' : 'unpause');
    const updated = await updateMerchantWhile(
      tx,
      merchant.id,
      { status: 'approved', isPaused: !paused },
      { isPaused: paused, pausedAt: paused ? now : null, pauseReason: paused ? reason : null, updatedAt: now },
    );
    if (!updated) throw new AppError('CONFLICT', paused ? adminMerchantMessages.alreadyPaused : adminMerchantMessages.notPaused);
    await recordAdminAction(tx, actor, {
      action: paused ? 'merchant.pause' : 'merchant.unpause',
      targetType: 'merchant',
      targetId: merchant.id,
      before: stateOf(merchant),
      after: { ...stateOf(updated), ...(paused ? { pause_reason: reason } : {}) },
      note: paused ? reason : null,
    });
    await tellOwner(tx, config, updated, paused ? 'paused' : 'unpaused', paused ? reason : null);
  });
  return merchantDetail(db, merchantId);
}
