import type { MerchantService } from '@lull/domain/contracts/services';
import type { ServiceFormPayload } from '@lull/domain/validation/service-form';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { changeableBusiness } from '../merchants/merchants.service';
import { claimImage, detailsOf, tellAdminsOfReview, toMerchantServiceDto } from './service-rows';
import { insertService } from './services.repository';

/**
 * Adds a service to a business that is not paused, approved or not (decision 040: a salon under review prepares
 * its services): pending review until an admin approves it, and listed only once the business is approved too.
 */
export async function createService({ db }: AppContext, actor: Authenticated, input: ServiceFormPayload): Promise<MerchantService> {
  const row = await db.transaction(async (tx) => {
    const merchant = await changeableBusiness(tx, actor, input.merchant_id ?? undefined);
    const details = detailsOf(input);
    await claimImage(tx, merchant, actor.user.id, details.imageUrl, []);
    const inserted = await insertService(tx, { ...details, bufferMinutes: input.buffer_minutes ?? 0, merchantId: merchant.id, approvalStatus: 'pending', isActive: true });
    await tellAdminsOfReview(tx, actor, inserted, merchant.businessName, false);
    return inserted;
  });
  return toMerchantServiceDto(row);
}
