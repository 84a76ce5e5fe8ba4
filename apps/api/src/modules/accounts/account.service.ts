import type { User } from '@lull/domain/contracts/user';
import type { PasswordChangePayload, ProfileCompletionPayload, ProfileUpdatePayload } from '@lull/domain/validation/profile';
import { joinPhone } from '@lull/domain/validation/phone';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import { createBookingsService, eraseBookingContactsOf } from '../bookings/bookings.service';
import { assertReferralAccepted, recordReferral } from '../referrals/referrals.service';
import { anonymiseUser, anonymousIdentityOf, findUserById, loadUserDto, lockLiveUser, replacePasswordHash, updateProfileFields, updateUser } from '../users';
import { deleteIdentities, deletePasswordResetTokens, deleteUserSessions } from '../auth';
import { deleteSettledMailTo } from '../mail';
import { deleteNotificationsOf } from '../notifications';
import { anonymiseMessagesFrom } from '../contact';
import { hasUpcomingOccupyingBooking } from '../bookings';

const accountMessages = {
  signIn: 'Please sign in to continue.',
  wrongPassword: 'Current password is incorrect.',
  noPassword: "Your account signs in with Google and has no password yet. To set one, use 'Forgot password?' on the sign-in form.",
  passwordRaced: 'Your password was changed at the same moment in another window. Please sign in again.',
  businessAccount: 'Business accounts are closed by our team: please contact us.',
  bookingRaced: 'One of your bookings changed while your account was being deleted. Please try again.',
};

/**
 * The users routes' use cases: the profile, the password and closing the account (decision 009 for
 * what deletion keeps and what it erases). Other modules use the users module (../users), never this.
 */
export function createAccountService(context: AppContext) {
  const { db, clock } = context;
  const bookings = createBookingsService(context);

  return {
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
          // A code typed into the number wins over the select's (decision 035).
          phone: joinPhone(input.country_code, input.phone),
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

      await bookings.cancelForClosedAccount(userId);

      await db.transaction(async (tx) => {
        const locked = await lockLiveUser(tx, userId);
        if (!locked) throw new AppError('UNAUTHENTICATED', accountMessages.signIn);
        if (locked.role !== 'consumer') throw new AppError('CONFLICT', accountMessages.businessAccount);
        const now = clock();
        // A payment or a new hold that slipped in since the cancellations: refuse rather than strand it.
        if (await hasUpcomingOccupyingBooking(tx, userId, now)) throw new AppError('CONFLICT', accountMessages.bookingRaced);

        const anonymous = anonymousIdentityOf(userId);
        const contactEmails = await eraseBookingContactsOf(tx, userId);
        await anonymiseMessagesFrom(tx, userId, locked.email, anonymous.email);
        await deleteNotificationsOf(tx, userId);
        await deleteIdentities(tx, userId);
        await deletePasswordResetTokens(tx, userId);
        await deleteSettledMailTo(tx, [...(locked.email ? [locked.email] : []), ...contactEmails]);
        await anonymiseUser(tx, userId, anonymous, now);
        await deleteUserSessions(tx, userId);
      });
    },
  };
}
