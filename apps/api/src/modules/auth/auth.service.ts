import type { User } from '@lull/domain/contracts/user';
import { WELCOME_LINK_DAYS } from '@lull/domain/password-reset';
import { PASSWORD_RESET_LINK_MINUTES, type LoginPayload, type RegisterPayload, type ResetPasswordPayload } from '@lull/domain/validation/auth';
import { pgErrorCode, pgErrorCodes, type Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { addDays, addMinutes } from '../../shared/clock';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../shared/passwords';
import { hashToken, newReferralCode, newSecretToken } from '../../shared/tokens';
import { grantWelcomeCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { passwordResetMail } from '../mail/templates/password-reset';
import { recordReferral } from '../referrals/referrals.service';
import { findUserByEmail, insertUser, loadUserDto, updateUser, type NewUser } from '../users';
import {
  consumePasswordResetToken,
  deletePasswordResetTokens,
  deleteSession,
  deleteUserSessions,
  findIdentity,
  insertIdentity,
  insertOidcLoginRequest,
  insertPasswordResetToken,
  takeOidcLoginRequest,
} from './auth.repository';
import { recordRefusedSignIn, signIn, type NewSession } from './sessions';

const OIDC_REQUEST_MINUTES = 10;

const messages = {
  emailTaken: 'An account with this email already exists. Please log in instead.',
  invalidCredentials: 'Invalid email or password',
  disabled: 'This account has been disabled. Please contact support.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new password reset.',
  googleNotConfigured: 'Google sign-in is not configured',
  googleFailed: 'Google sign-in could not be completed. Please try again.',
  googleEmailUnverified: 'An account with this email already exists. Log in with your password instead.',
};

export interface SignedIn {
  user: User;
  session: NewSession;
}

/**
 * A single-use link to choose a password, for an account an admin made for a business owner (decision 016): a
 * reset token like any other (hashed, used once by POST /api/auth/reset-password), valid for a week. Written in
 * the caller's transaction; answers the link for the welcome mail.
 */
export async function issueWelcomeLink(db: Database, userId: string, now: Date, publicUrl: string): Promise<string> {
  const token = newSecretToken();
  await insertPasswordResetToken(db, { tokenHash: hashToken(token), userId, expiresAt: addDays(now, WELCOME_LINK_DAYS), createdAt: now });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&welcome=1`;
}

export function createAuthService({ db, clock, config, identityProvider, log }: AppContext) {
  /** A new account with its welcome credit; a taken email is a 409 even when two sign-ups race. */
  async function createAccount(tx: Database, user: Omit<NewUser, 'referralCode'>): Promise<string> {
    try {
      const created = await insertUser(tx, { ...user, referralCode: newReferralCode() });
      await grantWelcomeCredit(tx, created.id, clock());
      return created.id;
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError('EMAIL_TAKEN', messages.emailTaken);
      throw error;
    }
  }

  return {
    async register(input: RegisterPayload, userAgent?: string): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      return db.transaction(async (tx) => {
        if (await findUserByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN', messages.emailTaken);
        const userId = await createAccount(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          city: input.city,
          gdprConsent: true,
          gdprConsentAt: now,
          marketingConsent: input.marketing_consent,
          marketingConsentAt: input.marketing_consent ? now : null,
          profileCompletedAt: now,
        });
        // The code kept from a ?ref= link: recorded when it is someone's; an unknown code never blocks sign-up.
        if (input.referral_code) await recordReferral(tx, userId, input.referral_code);
        const session = await signIn(tx, userId, 'sign_up', now, userAgent);
        return { user: await loadUserDto(tx, userId, now), session };
      });
    },

    async login(input: LoginPayload, userAgent?: string): Promise<SignedIn> {
      const user = await findUserByEmail(db, input.email);
      const passwordMatches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!user || !passwordMatches) throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
      if (!user.isApproved) {
        await recordRefusedSignIn(db, user.id, 'password', userAgent);
        throw new AppError('FORBIDDEN', messages.disabled);
      }
      const session = await signIn(db, user.id, 'password', clock(), userAgent);
      return { user: await loadUserDto(db, user.id, clock()), session };
    },

    logout: (tokenHash: string) => deleteSession(db, tokenHash),

    /** Always answers the same way, so the form cannot be used to find out who has an account. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user?.email) return;
      const token = newSecretToken();
      const now = clock();
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await insertPasswordResetToken(tx, { tokenHash: hashToken(token), userId: user.id, expiresAt: addMinutes(now, PASSWORD_RESET_LINK_MINUTES), createdAt: now });
        await enqueueMail(tx, { to: user.email!, ...passwordResetMail({ firstName: user.firstName, link, validMinutes: PASSWORD_RESET_LINK_MINUTES }) });
      });
    },

    /**
     * Sets a new password with a single-use token, then signs the account out everywhere and ends the account's
     * other reset links (an older mail, a welcome link), all in one transaction: a link mailed before the change
     * must not change the password again.
     */
    async resetPassword(input: ResetPasswordPayload): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const userId = await consumePasswordResetToken(tx, hashToken(input.token), clock());
        if (!userId) throw new AppError('BAD_REQUEST', messages.resetLinkInvalid);
        await updateUser(tx, userId, { passwordHash });
        await deleteUserSessions(tx, userId);
        await deletePasswordResetTokens(tx, userId);
      });
    },

    googleSignInConfigured: () => identityProvider !== undefined,

    async startGoogleSignIn(): Promise<{ redirectUrl: string; state: string }> {
      if (!identityProvider) throw new AppError('NOT_CONFIGURED', messages.googleNotConfigured);
      const start = await identityProvider.startSignIn();
      await insertOidcLoginRequest(db, {
        state: start.state,
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        expiresAt: addMinutes(clock(), OIDC_REQUEST_MINUTES),
      });
      return { redirectUrl: start.url, state: start.state };
    },

    /**
     * Finishes a Google sign-in: the identity is found by issuer + subject; an existing password account is
     * linked only when Google says the email is verified; otherwise a new account starts with its welcome credit.
     */
    async finishGoogleSignIn(callback: URLSearchParams, userAgent?: string): Promise<SignedIn & { isNewUser: boolean }> {
      if (!identityProvider) throw new AppError('NOT_CONFIGURED', messages.googleNotConfigured);
      const request = await takeOidcLoginRequest(db, callback.get('state') ?? '', clock());
      if (!request) throw new AppError('BAD_REQUEST', messages.googleFailed);

      const callbackUrl = new URL(`${config.publicUrl}/auth/callback?${callback.toString()}`);
      const identity = await identityProvider.finishSignIn(callbackUrl, request).catch((error: unknown) => {
        log.warn({ err: error }, 'Google sign-in failed');
        throw new AppError('BAD_REQUEST', messages.googleFailed);
      });

      // A disabled account's refusal is recorded after its transaction rolls back (an identity it linked goes with it).
      let refusedUserId: string | null = null;
      try {
        return await db.transaction(async (tx) => {
        const now = clock();
        let isNewUser = false;
        let userId = (await findIdentity(tx, identity.issuer, identity.subject))?.userId;
        if (!userId) {
          const existing = identity.email ? await findUserByEmail(tx, identity.email) : undefined;
          if (existing && !identity.emailVerified) throw new AppError('CONFLICT', messages.googleEmailUnverified);
          if (existing) {
            userId = existing.id;
          } else {
            isNewUser = true;
            userId = await createAccount(tx, {
              email: identity.email ?? null,
              firstName: identity.givenName ?? '',
              lastName: identity.familyName ?? '',
              emailVerifiedAt: identity.emailVerified ? now : null,
            });
          }
          await insertIdentity(tx, { userId, issuer: identity.issuer, subject: identity.subject, email: identity.email });
        }
        const user = await loadUserDto(tx, userId, now);
        if (!user.is_approved) {
          refusedUserId = userId;
          throw new AppError('FORBIDDEN', messages.disabled);
        }
        const session = await signIn(tx, userId, 'google', now, userAgent);
        return { user, session, isNewUser };
        });
      } catch (error) {
        if (refusedUserId !== null) await recordRefusedSignIn(db, refusedUserId, 'google', userAgent);
        throw error;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
