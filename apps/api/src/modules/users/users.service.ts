import type { User } from '@lull/domain/contracts/user';
import type { ProfileCompletionPayload } from '@lull/domain/validation/profile';
import { formatPhone } from '@lull/domain/validation/phone';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { creditBalancePence } from '../credits/credits.repository';
import { findMerchantRevenueByOwner } from './merchant-balance.repository';
import { toUserDto } from './user-dto';
import { findUserById, findUserIdByReferralCode, setReferrerOnce, updateUser } from './users.repository';

/** The user as the API shows them, with balances read from the ledger and the merchant account. */
export async function loadUserDto(db: Database, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const creditPence = await creditBalancePence(db, userId);
  const merchantRevenuePence = user.role === 'merchant' ? ((await findMerchantRevenueByOwner(db, userId)) ?? 0) : undefined;
  return toUserDto(user, { creditPence, merchantRevenuePence });
}

export function createUsersService({ db, clock }: AppContext) {
  return {
    getCurrentUser: (userId: string) => loadUserDto(db, userId),

    /** "Complete Your Profile": fills in what a Google sign-in could not tell us, and records a referral once. */
    async completeProfile(userId: string, input: ProfileCompletionPayload): Promise<User> {
      return db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
        if (user.email !== input.email) {
          throw new AppError('VALIDATION_FAILED', 'Your email address cannot be changed here.', { email: 'Your email address cannot be changed here.' });
        }
        if (input.referral_code) {
          const referrerId = await findUserIdByReferralCode(tx, input.referral_code);
          if (!referrerId || referrerId === userId) {
            throw new AppError('VALIDATION_FAILED', 'This referral code is not valid.', { referral_code: 'This referral code is not valid.' });
          }
          await setReferrerOnce(tx, userId, referrerId);
        }
        const now = clock();
        await updateUser(tx, userId, {
          firstName: input.first_name,
          lastName: input.last_name,
          phone: formatPhone(input.country_code, input.phone),
          city: input.city,
          gdprConsent: true,
          gdprConsentAt: user.gdprConsentAt ?? now,
          marketingConsent: input.marketing_consent,
          marketingConsentAt: input.marketing_consent !== user.marketingConsent ? now : user.marketingConsentAt,
          profileCompletedAt: now,
        });
        return loadUserDto(tx, userId);
      });
    },
  };
}
