import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';
import { isEmailAddress, normaliseEmail } from './email';
import { DEFAULT_COUNTRY_CODE, PHONE_CODE_UNKNOWN, countryCodeField, optionalInternationalPhone, resolveTypedCode } from './phone';
import { checkedString, keepAsTyped, optionalCheckedString, optionalText, requiredText } from './string-field';

const MAX_REFERRAL_CODE_LENGTH = 32;

const EMAIL_REQUIRED = 'Email is required';
const EMAIL_INVALID = 'Please enter a valid email address';
const PHONE_REQUIRED = 'Phone number is required';
const PHONE_INVALID = 'Please enter a valid phone number';

/**
 * The /register page's number (without its code): 10 to 15 digits once separators (spaces, hyphens,
 * parentheses, dots) are removed. Unlike the earlier product, which only counted digits, letters are refused.
 */
function checkProfilePhone(number: string): string | null {
  if (number === '') return PHONE_REQUIRED;
  const digits = (value: string) => value.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{10,15}$/.test(digits(number))) return PHONE_INVALID;
  // A number typed with its own code: that code must be one of the 20, and the rule is on what follows it (decision 035).
  const resolved = resolveTypedCode(DEFAULT_COUNTRY_CODE, number);
  if (resolved === null) return PHONE_CODE_UNKNOWN;
  return /^\d{10,15}$/.test(digits(resolved.number)) ? null : PHONE_INVALID;
}

/** POST /api/users, the 'Complete Your Profile' page; keys in the order the spec lists its messages. */
export const profileCompletionSchema = z.object({
  email: checkedString(
    EMAIL_REQUIRED,
    (email) => (email === '' ? EMAIL_REQUIRED : isEmailAddress(email) ? null : EMAIL_INVALID),
    normaliseEmail,
  ),
  first_name: requiredText('First name is required', MAX_NAME_LENGTH, 'First name must be at most 100 characters'),
  last_name: optionalText(MAX_NAME_LENGTH, 'Last name must be at most 100 characters'),
  phone: checkedString(PHONE_REQUIRED, checkProfilePhone),
  country_code: countryCodeField(PHONE_INVALID),
  city: requiredText('City is required', MAX_NAME_LENGTH, 'City must be at most 100 characters'),
  referral_code: optionalCheckedString(
    (code) => (code.length <= MAX_REFERRAL_CODE_LENGTH && /^[A-Z0-9_-]*$/.test(code) ? null : 'Please enter a valid referral code'),
    (raw) => raw.trim().toUpperCase(),
  ),
  gdpr_consent: z.literal(true, { error: 'You must accept the privacy policy to continue' }),
  marketing_consent: z.boolean().default(false),
});
export type ProfileCompletionPayload = z.output<typeof profileCompletionSchema>;

export const PROFILE_FORM_SUMMARY = 'Please review and correct the highlighted fields below.';

/** Privacy consent is given at sign-up; taking it back means closing the account, not unticking a box. */
export const PRIVACY_CONSENT_STAYS =
  'Privacy consent cannot be withdrawn here. To stop us using your details, delete your account or contact us.';

/**
 * PUT /api/users/profile (Account › Personal Details). An absent optional key leaves that value unchanged;
 * an empty phone or city clears it; so does an empty last name. A phone is the stored form 'CODE NUMBER' under the
 * registration rule.
 * Privacy consent may be given (true) but not withdrawn (false) through this form.
 */
export const profileUpdateSchema = z.object({
  first_name: requiredText('First name is required.', MAX_NAME_LENGTH, 'First name must be at most 100 characters.'),
  // Optional, as at sign-up and Complete Your Profile (decision 035): the spec's 'Last name is required.' on this
  // form stopped anyone who signed up without one from saving any change to their details.
  last_name: optionalText(MAX_NAME_LENGTH, 'Last name must be at most 100 characters.'),
  phone: optionalInternationalPhone.optional(),
  city: optionalText(MAX_NAME_LENGTH, 'City must be at most 100 characters.').optional(),
  marketing_consent: z.boolean().optional(),
  gdpr_consent: z.literal(true, { error: PRIVACY_CONSENT_STAYS }).optional(),
});
export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;

const FILL_ALL_PASSWORDS = 'Please fill in all password fields.';
const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long.';
const NEW_PASSWORD_TOO_LONG = 'New password must be at most 200 characters long.';

function checkNewPasswordLength(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_LONG;
  return null;
}

/**
 * The Account 'Update password' form. One rule at a time, in the spec's order: every field filled
 * (each empty one is marked), then new and confirm match, then the new password's length.
 */
export const passwordChangeFormSchema = z
  .object({
    current_password: z.string({ error: FILL_ALL_PASSWORDS }),
    new_password: z.string({ error: FILL_ALL_PASSWORDS }),
    confirm_password: z.string({ error: FILL_ALL_PASSWORDS }),
  })
  .superRefine((form, ctx) => {
    const empty = (['current_password', 'new_password', 'confirm_password'] as const).filter((key) => form[key] === '');
    if (empty.length > 0) {
      for (const key of empty) ctx.addIssue({ code: 'custom', message: FILL_ALL_PASSWORDS, path: [key] });
      return;
    }
    if (form.new_password !== form.confirm_password) {
      ctx.addIssue({ code: 'custom', message: 'New passwords do not match.', path: ['confirm_password'] });
      return;
    }
    const length = checkNewPasswordLength(form.new_password);
    if (length !== null) ctx.addIssue({ code: 'custom', message: length, path: ['new_password'] });
  });
export type PasswordChangeForm = z.output<typeof passwordChangeFormSchema>;

/** PUT /api/users/password: the form's rules without the confirmation, which stays in the browser. */
export const passwordChangeSchema = z.object({
  current_password: checkedString(FILL_ALL_PASSWORDS, (p) => (p === '' ? FILL_ALL_PASSWORDS : null), keepAsTyped),
  new_password: checkedString(
    FILL_ALL_PASSWORDS,
    (p) => (p === '' ? FILL_ALL_PASSWORDS : checkNewPasswordLength(p)),
    keepAsTyped,
  ),
});
export type PasswordChangePayload = z.output<typeof passwordChangeSchema>;
