import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { NO_BUSINESS } from './business-profile';
import type { OwnMerchantDto } from './merchant-dto';
import { findMerchantByUserId } from './merchants.repository';
import { withFiles } from './owner-business';

/** The signed-in user's business with its files. */
export async function getMyBusiness({ db }: AppContext, owner: Authenticated): Promise<OwnMerchantDto> {
  const merchant = await findMerchantByUserId(db, owner.user.id);
  if (!merchant) throw new AppError('NOT_FOUND', NO_BUSINESS);
  return withFiles(db, merchant);
}
