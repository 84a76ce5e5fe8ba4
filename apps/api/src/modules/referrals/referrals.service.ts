import type { ReferralStats } from '@lull/domain/contracts/account';
import { creditAmountLabel } from '@lull/domain/credits';
import { CREDIT_LIFETIME_DAYS, REFERRAL_REWARD_PENCE } from '@lull/domain/credits';
import { penceToPounds } from '@lull/domain/money';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { grantCredit, spendableCreditPence } from '../credits/credits.service';
import { notify } from '../notifications/notifications.service';
import { findUserById, findUserIdByReferralCode, setReferrerOnce } from '../users';
import { claimReferralReward, countReferrals, findReferralOf, insertReferralOnce } from './referrals.repository';

/** What became of a referral code given at sign-up or on "Complete Your Profile". */
export type ReferralOutcome = 'recorded' | 'unchanged' | 'unknown_code' | 'own_code' | 'already_referred';

/**
 * Records that the user was referred by the owner of `code` (already trimmed and uppercased), inside the
 * caller's transaction. One referral per user: a second one (another code) is refused, the same code again
 * changes nothing; a user cannot refer themselves.
 */
export async function recordReferral(tx: Database, referredUserId: string, code: string): Promise<ReferralOutcome> {
  const referrerId = await findUserIdByReferralCode(tx, code);
  if (!referrerId) return 'unknown_code';
  if (referrerId === referredUserId) return 'own_code';
  if (await insertReferralOnce(tx, { referrerUserId: referrerId, referredUserId, code })) {
    await setReferrerOnce(tx, referredUserId, referrerId);
    return 'recorded';
  }
  return (await findReferralOf(tx, referredUserId))?.referrerUserId === referrerId ? 'unchanged' : 'already_referred';
}

const referralMessages = {
  unknown: 'This referral code is not valid.',
  own: 'You cannot use your own referral code.',
  already: 'You have already joined with a referral code: only one can be used per account.',
};

/** The profile-completion rule: a code given there must be someone else's, and the user's first. */
export function assertReferralAccepted(outcome: ReferralOutcome): void {
  if (outcome === 'unknown_code') throw new AppError('VALIDATION_FAILED', referralMessages.unknown, { referral_code: referralMessages.unknown });
  if (outcome === 'own_code') throw new AppError('VALIDATION_FAILED', referralMessages.own, { referral_code: referralMessages.own });
  if (outcome === 'already_referred') throw new AppError('CONFLICT', referralMessages.already, { referral_code: referralMessages.already });
}

/**
 * Called in the transaction that confirms a paid booking (card or credit): when it is the referred user's
 * first paid booking, their referrer earns £3 (expiring 30 days later) and is told, exactly once.
 */
export async function rewardReferrerForFirstBooking(tx: Database, referredUserId: string, bookingId: string, now: Date): Promise<void> {
  const referral = await claimReferralReward(tx, referredUserId, bookingId, now);
  if (!referral) return;
  const amount = creditAmountLabel(REFERRAL_REWARD_PENCE);
  await grantCredit(tx, referral.referrerUserId, 'earned', REFERRAL_REWARD_PENCE, { type: 'referral', id: referral.id, description: 'Referral reward: a friend made their first booking' }, now);
  await notify(tx, {
    userId: referral.referrerUserId,
    type: 'referral_reward',
    title: `You earned ${amount} credit`,
    message: `A friend you invited has made their first booking on Lull, so we've added ${amount} of credit to your account. Spend it on any booking in the next ${CREDIT_LIFETIME_DAYS} days.`,
  });
}

export function createReferralsService({ db, clock }: AppContext) {
  return {
    /** GET /api/referrals/stats: the user's code, what they can spend now, and their friends who joined. */
    async stats(userId: string): Promise<ReferralStats> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const [balancePence, counts] = await Promise.all([spendableCreditPence(db, userId, clock()), countReferrals(db, userId)]);
      return {
        referral_code: user.referralCode,
        credit_balance: penceToPounds(balancePence),
        total_referrals: counts.total,
        rewarded_referrals: counts.rewarded,
      };
    },
  };
}
