import { customerCanCancel, isHoldLive } from '@lull/domain/booking-status';
import type { User } from '@lull/domain/contracts/user';
import type { PasswordChangePayload, ProfileCompletionPayload, ProfileUpdatePayload } from '@lull/domain/validation/profile';
import { formatPhone } from '@lull/domain/validation/phone';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import { deleteUserSessions } from '../auth/auth.repository';
import { markCancelled } from '../bookings/bookings.repository';
import { createBookingsService } from '../bookings/bookings.service';
import { spendableCreditPence } from '../credits/credits.service';
import { assertReferralAccepted, recordReferral } from '../referrals/referrals.service';
import { findMerchantRevenueByOwner } from './merchant-balance.repository';
import { toUserDto } from './user-dto';
import { findUserById, updateUser } from './users.repository';
import {
  anonymiseContactMessages,
  anonymiseUser,
  anonymousIdentityOf,
  deleteDeliveredMailTo,
  deleteIdentities,
  deletePasswordResetTokens,
  deleteUserNotifications,
  eraseBookingContacts,
  listBookingContactEmails,
  listUpcomingActiveBookings,
  lockLiveUser,
  replacePasswordHash,
  updateProfileFields,
} from './users.repository';

/**
 * The user as the API shows them, with balances read from the ledger and the merchant account. The credit
 * balance is what can be spent at `now` (the app's clock): unexpired credit only.
 */
export async function loadUserDto(db: Database, userId: string, now: Date): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const creditPence = await spendableCreditPence(db, userId, now);
  const merchantRevenuePence = user.role === 'merchant' ? ((await findMerchantRevenueByOwner(db, userId)) ?? 0) : undefined;
  return toUserDto(user, { creditPence, merchantRevenuePence });
}

export function createUsersService(context: AppContext) {
  const { db, clock } = context;
  return {
    ...createAccountService(context),
    getCurrentUser: (userId: string) => loadUserDto(db, userId, clock()),

    /** "Complete Your Profile": fills in what a Google sign-in could not tell us, and records a referral once. */
    async completeProfile(userId: string, input: ProfileCompletionPayload): Promise<User> {
      return db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
        if (user.email !== input.email) {
          throw new AppError('VALIDATION_FAILED', 'Your email address cannot be changed here.', { email: 'Your email address cannot be changed here.' });
        }
        // One referral per user, never their own code: a second, different code is refused with a 409.
        if (input.referral_code) assertReferralAccepted(await recordReferral(tx, userId, input.referral_code));
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
        return loadUserDto(tx, userId, now);
      });
    },
  };
}

const accountMessages = {
  signIn: 'Please sign in to continue.',
  wrongPassword: 'Current password is incorrect.',
  noPassword: "Your account signs in with Google and has no password yet. To set one, use 'Forgot password?' on the sign-in form.",
  passwordRaced: 'Your password was changed at the same moment in another window. Please sign in again.',
  businessAccount: 'Business accounts are closed by our team: please contact us.',
  bookingRaced: 'One of your bookings changed while your account was being deleted. Please try again.',
};

/**
 * Account settings: the profile, the password and closing the account (issue 5; decision 009 for what
 * deletion keeps and what it erases).
 */
export function createAccountService(context: AppContext) {
  const { db, clock } = context;
  const bookings = createBookingsService(context);

  /**
   * Future bookings go under the normal rules before the account is anonymised: an unpaid hold is released; a
   * paid booking at least 24 hours ahead is cancelled with the usual credit return and card refund request; a
   * paid booking within 24 hours is cancelled without a refund, so the salon is not kept waiting for someone
   * who no longer exists. Each is its own transaction (as when the customer cancels); one that changes
   * meanwhile is left to the check inside the deletion's transaction.
   */
  async function cancelUpcomingBookings(userId: string): Promise<void> {
    const now = clock();
    for (const booking of await listUpcomingActiveBookings(db, userId, now)) {
      const decision = customerCanCancel(booking, now);
      try {
        if (decision.allowed) await bookings.cancel(userId, booking.id);
        else if (decision.reason === 'within_24_hours') await markCancelled(db, booking.id, booking.status, now);
      } catch (error) {
        if (!(error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))) throw error;
      }
    }
  }

  return {
    /** Account › Personal Details: names, phone, city and consents, nothing else, in one statement. */
    async updateProfile(userId: string, input: ProfileUpdatePayload): Promise<User> {
      return db.transaction(async (tx) => {
        const updated = await updateProfileFields(
          tx,
          userId,
          {
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone,
            city: input.city,
            marketingConsent: input.marketing_consent,
            gdprConsent: input.gdpr_consent,
          },
          clock(),
        );
        if (!updated) throw new AppError('UNAUTHENTICATED', accountMessages.signIn);
        // Read inside the transaction that holds the row, so the answer is this edit, not a later one.
        return loadUserDto(tx, userId, clock());
      });
    },

    /** Checks the current password, sets the new one, and signs out every other session (this one stays). */
    async changePassword(userId: string, keepTokenHash: string, input: PasswordChangePayload): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', accountMessages.signIn);
      const currentHash = user.passwordHash;
      if (!currentHash) throw new AppError('BAD_REQUEST', accountMessages.noPassword, { current_password: accountMessages.noPassword });
      if (!(await verifyPassword(currentHash, input.current_password))) {
        throw new AppError('VALIDATION_FAILED', accountMessages.wrongPassword, { current_password: accountMessages.wrongPassword });
      }
      const newHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        if (!(await replacePasswordHash(tx, userId, currentHash, newHash, clock()))) {
          throw new AppError('CONFLICT', accountMessages.passwordRaced);
        }
        await deleteUserSessions(tx, userId, keepTokenHash);
        await deletePasswordResetTokens(tx, userId);
      });
    },

    /**
     * Closes a customer's account (decision 009): upcoming bookings are cancelled under the normal rules, then,
     * in one transaction, everything that identifies the person is erased while the financial records stay,
     * and every session ends.
     */
    async deleteAccount(userId: string): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', accountMessages.signIn);
      if (user.role !== 'consumer') throw new AppError('CONFLICT', accountMessages.businessAccount);

      await cancelUpcomingBookings(userId);

      await db.transaction(async (tx) => {
        const locked = await lockLiveUser(tx, userId);
        if (!locked) throw new AppError('UNAUTHENTICATED', accountMessages.signIn);
        if (locked.role !== 'consumer') throw new AppError('CONFLICT', accountMessages.businessAccount);
        const now = clock();
        // A payment or a new hold that slipped in since the cancellations: refuse rather than strand it.
        const stillActive = (await listUpcomingActiveBookings(tx, userId, now)).filter(
          (booking) => booking.status === 'confirmed' || isHoldLive(booking, now),
        );
        if (stillActive.length > 0) throw new AppError('CONFLICT', accountMessages.bookingRaced);

        const anonymous = anonymousIdentityOf(userId);
        const contactEmails = await listBookingContactEmails(tx, userId);
        await eraseBookingContacts(tx, userId);
        await anonymiseContactMessages(tx, userId, locked.email, anonymous.email);
        await deleteUserNotifications(tx, userId);
        await deleteIdentities(tx, userId);
        await deletePasswordResetTokens(tx, userId);
        await deleteDeliveredMailTo(tx, [...(locked.email ? [locked.email] : []), ...contactEmails]);
        await anonymiseUser(tx, userId, anonymous, now);
        await deleteUserSessions(tx, userId);
      });
    },
  };
}
