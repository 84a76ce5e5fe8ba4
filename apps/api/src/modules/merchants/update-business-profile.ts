import { canMerchant, merchantStateOf } from '@lull/domain/merchant-status';
import type { MerchantProfilePayload } from '@lull/domain/validation/merchant-onboarding';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { BUSINESS_PAUSED, NO_BUSINESS, NOT_YOUR_BUSINESS, placeOfPostcode, profileColumns, setFilesFromPayload } from './business-profile';
import type { OwnMerchantDto } from './merchant-dto';
import { findMerchantById, findMerchantByUserId, updateMerchant } from './merchants.repository';
import { tellAdminsOfApplication, withFiles } from './owner-business';

/**
 * Edit Business Profile, by its owner or an admin (`merchantId` 'me' is the caller's own). A paused business
 * cannot be changed by its owner. Saving a declined application sends it back for review: pending again,
 * the reason cleared, the admins told. Status, verification, pause and revenue are never taken from here.
 */
export async function updateBusinessProfile(
  { db, config, clock }: AppContext,
  geocoder: Geocoder,
  actor: Authenticated,
  merchantId: string,
  input: MerchantProfilePayload,
): Promise<OwnMerchantDto & { resubmitted: boolean }> {
  const merchant = merchantId === 'me' ? await findMerchantByUserId(db, actor.user.id) : await findMerchantById(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', merchantId === 'me' ? NO_BUSINESS : 'Business not found.');
  const isOwner = merchant.userId === actor.user.id;
  if (!isOwner && actor.user.role !== 'admin') throw new AppError('FORBIDDEN', NOT_YOUR_BUSINESS);
  if (merchant.isPaused && isOwner) throw new AppError('FORBIDDEN', BUSINESS_PAUSED);
  const place = await placeOfPostcode(geocoder, input.postcode, merchant);
  // The owner's save resubmits exactly when the lifecycle table has a resubmit from this state (declined).
  const resubmitted = isOwner && canMerchant(merchantStateOf(merchant), 'resubmit');

  const updated = await db.transaction(async (tx) => {
    const row = await updateMerchant(tx, merchant.id, {
      ...profileColumns(input, place),
      specificPolicies: input.specific_policies || null,
      ...(resubmitted ? { status: 'pending_review' as const, rejectionReason: null } : {}),
      updatedAt: clock(),
    });
    if (!row) throw new AppError('NOT_FOUND', 'Business not found.');
    await setFilesFromPayload(tx, row, input, actor.user.id);
    if (resubmitted) await tellAdminsOfApplication(tx, config, row, true);
    return row;
  });
  return { ...(await withFiles(db, (await findMerchantById(db, updated.id)) ?? updated)), resubmitted };
}
