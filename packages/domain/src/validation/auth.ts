import { z } from 'zod';
import { emailAddress, normaliseEmail } from './email';
import { checkNumberAfterCode, countryCodeField, internationalPhone, joinPhone } from './phone';
import { checkedString, keepAsTyped, optionalText, requiredText } from './string-field';

/** Caps keep stored values and hashing input bounded; no real name, city or passphrase comes near them. */
export const MAX_NAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

const newPassword = checkedString(
  'password required',
  (password) => {
    if (password === '') return 'password required';
    if (password.length < MIN_PASSWORD_LENGTH) return 'password must be at least 8 characters';
    if (password.length > MAX_PASSWORD_LENGTH) return 'password must be at most 200 characters';
    return null;
  },
  keepAsTyped,
);

const anyPassword = checkedString('password required', (p) => (p === '' ? 'password required' : null), keepAsTyped);

const gdprConsent = z.literal(true, { error: 'please accept the privacy policy and terms' });

// The modal's fields share these; keys below are ordered as the spec lists its messages.
const registerFields = {
  first_name: requiredText('first name required', MAX_NAME_LENGTH, 'first name must be at most 100 characters'),
  last_name: optionalText(MAX_NAME_LENGTH, 'last name must be at most 100 characters'),
  city: requiredText('city required', MAX_NAME_LENGTH, 'city must be at most 100 characters'),
  gdpr_consent: gdprConsent,
  marketing_consent: z.boolean().default(false),
};

/**
 * The code a visitor arrived with (`?ref=`), trimmed and uppercased like profile completion's. Sign-up is
 * never refused over it: a code that cannot be one (wrong characters, too long) reads as none, and an
 * unknown code is ignored by the server.
 */
const signUpReferralCode = z
  .string()
  .nullish()
  .transform((raw) => {
    const code = (raw ?? '').trim().toUpperCase();
    return code.length <= 32 && /^[A-Z0-9_-]+$/.test(code) ? code : undefined;
  })
  .optional();

/** POST /api/auth/register. `phone` is the stored form 'CODE NUMBER'. */
export const registerSchema = z.object({
  email: emailAddress,
  phone: internationalPhone,
  password: newPassword,
  ...registerFields,
  referral_code: signUpReferralCode,
});
export type RegisterPayload = z.output<typeof registerSchema>;

/** The auth modal's register form, before the phone is joined to its country code. */
export const registerFormSchema = z.object({
  email: emailAddress,
  country_code: countryCodeField('please enter a valid phone number'),
  phone: checkedString('phone number required', (number) =>
    number === '' ? 'phone number required' : checkNumberAfterCode(number),
  ),
  password: newPassword,
  ...registerFields,
});
export type RegisterForm = z.output<typeof registerFormSchema>;

/**
 * Builds the register payload the way the spec sends it: email trimmed and lowercased, phone 'CODE NUMBER' (a code
 * typed into the number wins over the select's, decision 035).
 */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return {
    email: normaliseEmail(form.email),
    phone: joinPhone(form.country_code, form.phone),
    password: form.password,
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    city: form.city.trim(),
    gdpr_consent: form.gdpr_consent,
    marketing_consent: form.marketing_consent,
  };
}

/** POST /api/auth/login: only presence is checked, so a login reveals nothing about the address rules. */
export const loginSchema = z.object({
  email: checkedString('email address required', (e) => (e === '' ? 'email address required' : null), normaliseEmail),
  password: anyPassword,
});
export type LoginPayload = z.output<typeof loginSchema>;

// Kept outside this module so the pages stating it do not load zod.
export { PASSWORD_RESET_LINK_MINUTES } from '../password-reset';

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailAddress });
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';
const RESET_PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * POST /api/auth/reset-password and the /reset-password form. One message at a time, in the spec's order:
 * the match is checked before the length.
 */
export const resetPasswordSchema = z
  .object({
    token: checkedString(INVALID_RESET_LINK, (token) => (token === '' || token.length > 512 ? INVALID_RESET_LINK : null)),
    password: z.string({ error: RESET_PASSWORD_TOO_SHORT }),
    confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }),
  })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
    } else if (password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: RESET_PASSWORD_TOO_SHORT, path: ['password'] });
    } else if (password.length > MAX_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'Password must be at most 200 characters long', path: ['password'] });
    }
  });
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;
