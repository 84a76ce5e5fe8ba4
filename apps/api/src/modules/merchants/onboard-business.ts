import type { MerchantOnboardingPayload } from '@lull/domain/validation/merchant-onboarding';
import { pgErrorCode, pgErrorCodes } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { makeMerchant } from '../users';
import { ALREADY_HAS_BUSINESS, BUSINESS_REMOVED, placeOfPostcode, profileColumns, setFilesFromPayload } from './business-profile';
import { getMyBusiness } from './get-my-business';
import type { OwnMerchantDto } from './merchant-dto';
import { findAnyMerchantByUserId, insertMerchant } from './merchants.repository';
import { tellAdminsOfApplication } from './owner-business';

/**
 * Onboarding: the account's one business, pending review, placed on the map by its postcode, with the
 * logo and certificates the form uploaded first. The account becomes a merchant's (an admin stays an
 * admin), and the admins are told, all in one transaction. Two submissions at once make one business: the
 * database's one-business-per-account index refuses the second.
 */
export async function onboardBusiness(context: AppContext, geocoder: Geocoder, owner: Authenticated, input: MerchantOnboardingPayload): Promise<OwnMerchantDto> {
  const { db, config } = context;
  const existing = await findAnyMerchantByUserId(db, owner.user.id);
  if (existing) throw new AppError('CONFLICT', existing.deletedAt ? BUSINESS_REMOVED : ALREADY_HAS_BUSINESS);
  const place = await placeOfPostcode(geocoder, input.postcode);
  try {
    await db.transaction(async (tx) => {
      const merchant = await insertMerchant(tx, {
        ...profileColumns(input, place),
        userId: owner.user.id,
        // The business's contact address starts as the owner's.
        email: owner.user.email ?? '',
        status: 'pending_review',
      });
      await setFilesFromPayload(tx, merchant, input, owner.user.id);
      await makeMerchant(tx, owner.user);
      await tellAdminsOfApplication(tx, config, merchant, false);
    });
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError('CONFLICT', ALREADY_HAS_BUSINESS);
    throw error;
  }
  return getMyBusiness(context, owner);
}
