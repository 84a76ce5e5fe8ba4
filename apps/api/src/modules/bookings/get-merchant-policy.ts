import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findListedMerchant } from './bookings.repository';

/**
 * A listed business's own booking policy, which a hold must agree to when there is one; null when it has none (not
 * a failure: a browser would log a 404 on every booking page of such a salon).
 */
export async function getMerchantPolicy({ db }: AppContext, merchantId: string) {
  const merchant = await findListedMerchant(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Business not found');
  return { policy_content: merchant.specificPolicies?.trim() ? merchant.specificPolicies : null };
}
