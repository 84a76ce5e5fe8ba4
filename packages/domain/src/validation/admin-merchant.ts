import { z } from 'zod';
import { checkBusinessHoursText, HOURS_REQUIRED } from '../business-hours';
import { formatPenceAsMoney } from '../money';
import { normalisePostcode } from '../postcode';
import { UPLOAD_MESSAGES } from '../uploads';
import { isEmailAddress, normaliseEmail } from './email';
import {
  BUSINESS_CATEGORIES,
  POSTCODE_INVALID,
  businessPostcode,
  categoryList,
  uploadedFile,
  webAddress,
} from './merchant-onboarding';
import { internationalPhoneField, optionalInternationalPhone } from './phone';
import { checkedString, optionalCheckedString, optionalText, requiredText } from './string-field';

/**
 * The admin's Create Merchant and Edit merchant forms (admin spec §2.2, §5, §7, §9). Create shares onboarding's
 * field rules, with the admin's own wording for the three messages the spec gives, and every field its labels
 * mark required is required: an admin's business is approved at once (decision 016), so it must be complete
 * enough to list.
 */

/** Create Merchant's categories (admin spec §9): the same eight as onboarding. */
export const ADMIN_CREATE_BUSINESS_CATEGORIES = BUSINESS_CATEGORIES;

export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const CREATE_MERCHANT_REQUIRED = 'Please fill in all required fields.';
export const CREATE_MERCHANT_CERTIFICATE_REQUIRED = 'Please upload at least one business certificate.';
export const CREATE_MERCHANT_HOURS_REQUIRED = 'Please set business hours for at least one day of the week.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const EDIT_NAME_REQUIRED = 'Business name is required.';

/** An email address to reach the owner at: lower-cased; missing says `missing`. */
function ownerEmail(missing: string) {
  return checkedString(missing, (value) => (value === '' ? missing : isEmailAddress(value) ? null : EMAIL_INVALID), normaliseEmail);
}

/** The week's hours, with the admin form's message when no day is open. */
const businessHours = checkedString(CREATE_MERCHANT_HOURS_REQUIRED, (value) => {
  const problem = checkBusinessHoursText(value);
  return problem === HOURS_REQUIRED ? CREATE_MERCHANT_HOURS_REQUIRED : problem;
});

const logoFiles = z.array(uploadedFile).max(1, UPLOAD_MESSAGES.tooMany(1)).default([]);

/**
 * POST /api/admin/businesses/create (admin spec §7): the owner's email (an account is made for a new one), the
 * business and its files, uploaded first. Keys in the order the form shows them, so the first issue is the one
 * nearest the top. logo_url and certificate_url, which the spec's form also sends, follow from the files.
 */
export const createMerchantSchema = z.object({
  user_email: ownerEmail(CREATE_MERCHANT_REQUIRED),
  business_name: requiredText(CREATE_MERCHANT_REQUIRED, 120, 'Business name must be at most 120 characters.'),
  business_category: z.enum(ADMIN_CREATE_BUSINESS_CATEGORIES, CREATE_MERCHANT_REQUIRED),
  contact_person: requiredText(CREATE_MERCHANT_REQUIRED, 100, 'Contact person must be at most 100 characters.'),
  phone: internationalPhoneField(CREATE_MERCHANT_REQUIRED),
  address_line_1: requiredText(CREATE_MERCHANT_REQUIRED, 200, 'Address line 1 must be at most 200 characters.'),
  address_line_2: optionalText(200, 'Address line 2 must be at most 200 characters.'),
  city: requiredText(CREATE_MERCHANT_REQUIRED, 100, 'City must be at most 100 characters.'),
  postcode: businessPostcode,
  description: requiredText(CREATE_MERCHANT_REQUIRED, 2000, 'Description must be at most 2,000 characters.'),
  logo_files: logoFiles,
  certificate_files: z
    .array(uploadedFile, CREATE_MERCHANT_CERTIFICATE_REQUIRED)
    .min(1, CREATE_MERCHANT_CERTIFICATE_REQUIRED)
    .max(5, UPLOAD_MESSAGES.tooMany(5)),
  website_url: webAddress,
  social_media_url: webAddress,
  availability_hours: businessHours,
  /**
   * The admin's yes to making an existing account the owner (decision 041): without it, an email that already has
   * an account is a 409 saying whose it is, and nothing changes.
   */
  confirm_existing_account: z.boolean().optional().default(false),
});
export type CreateMerchantPayload = z.output<typeof createMerchantSchema>;
export type CreateMerchantInput = z.input<typeof createMerchantSchema>;

/** The spec's rule for the Create button (admin spec §5): disabled while the business name or the email is blank. */
export function canSubmitCreateMerchant(form: { business_name: string; user_email: string }): boolean {
  return form.business_name.trim() !== '' && form.user_email.trim() !== '';
}

/** The spec's rule for Edit's Save button (admin spec §5): disabled while the business name is blank. */
export function canSubmitEditMerchant(form: { business_name: string }): boolean {
  return form.business_name.trim() !== '';
}

/** A postcode the edit may leave blank (the business then has no place on the map); a full one otherwise. */
const optionalPostcode = optionalCheckedString(
  (value) => (value === '' || normalisePostcode(value)?.inward ? null : POSTCODE_INVALID),
  (raw) => {
    const parts = normalisePostcode(raw);
    return parts?.inward ? `${parts.outward} ${parts.inward}` : raw.trim();
  },
);

/**
 * PUT /api/admin/merchants/{id} (admin spec §7): the same fields as Create, fewer required (the business name and
 * its contact email), the Edit category list (or any category the business already has: see categoryList), and
 * the files kept or newly uploaded. `user_email` here is the business's contact address; the owner's sign-in is
 * their own to change. Venue photos and the booking policy are the owner's and stay as they are.
 */
export const editMerchantSchema = z.object({
  user_email: ownerEmail('Email is required.'),
  business_name: requiredText(EDIT_NAME_REQUIRED, 120, 'Business name must be at most 120 characters.'),
  business_category: categoryList,
  contact_person: optionalText(100, 'Contact person must be at most 100 characters.'),
  phone: optionalInternationalPhone,
  address_line_1: optionalText(200, 'Address line 1 must be at most 200 characters.'),
  address_line_2: optionalText(200, 'Address line 2 must be at most 200 characters.'),
  city: optionalText(100, 'City must be at most 100 characters.'),
  postcode: optionalPostcode,
  description: optionalText(2000, 'Description must be at most 2,000 characters.'),
  logo_files: logoFiles,
  certificate_files: z.array(uploadedFile).max(5, UPLOAD_MESSAGES.tooMany(5)).default([]),
  website_url: webAddress,
  social_media_url: webAddress,
  availability_hours: businessHours,
});
export type EditMerchantPayload = z.output<typeof editMerchantSchema>;
export type EditMerchantInput = z.input<typeof editMerchantSchema>;

/** An account Create Merchant found under the owner's email: who it is, for the admin to confirm (decision 041). */
export interface ExistingOwnerAccount {
  name: string;
  email: string;
  role: 'consumer' | 'merchant' | 'admin';
  totalBookings: number;
  creditPence: number;
}

/** What a role is called to an admin reading about an account. */
export function accountRoleName(role: ExistingOwnerAccount['role']): string {
  return role === 'consumer' ? 'customer' : role === 'merchant' ? 'merchant with no business' : 'administrator';
}

/**
 * What Create Merchant asks before it makes an existing account a business's owner, and the 409's message when it
 * was not confirmed: whose account it is, with its bookings and credit, which it keeps.
 */
export function existingOwnerQuestion(account: ExistingOwnerAccount): string {
  const bookings = `${account.totalBookings} booking${account.totalBookings === 1 ? '' : 's'}`;
  const credit = `${formatPenceAsMoney(account.creditPence)} of credit`;
  const name = account.name.trim() === '' ? 'someone with no name given' : account.name.trim();
  return `${account.email} already belongs to ${name}, a ${accountRoleName(account.role)} with ${bookings} and ${credit}. Creating this business makes that account its owner: they keep their bookings and credit, sign in as before and are sent a welcome email. Confirm to go ahead.`;
}
