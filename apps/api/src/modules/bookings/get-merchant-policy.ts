import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findListedMerchant } from './bookings.repository';

/** A listed business's own booking policy, which a hold must agree to when there is one. */
export async function getMerchantPolicy({ db }: AppContext, merchantId: string) {
  const merchant = await findListedMerchant(db, merchantId);
  if (!merchant?.specificPolicies?.trim()) throw new AppError('NOT_FOUND', 'This business has no booking policy.');
  return { policy_content: merchant.specificPolicies };
}
