import { z } from 'zod';
import { checkBusinessHoursText, HOURS_REQUIRED } from '../business-hours';
import { normalisePostcode } from '../postcode';
import { UPLOAD_MESSAGES } from '../uploads';
import { internationalPhoneField } from './phone';
import { checkedString, optionalCheckedString, optionalText, requiredText } from './string-field';

/** The business categories of onboarding and the profile (merchant spec §9). */
export const BUSINESS_CATEGORIES = [
  'Brows & Lashes',
  'Hair Salon',
  'Spa & Wellness',
  'Nail Salon',
  'Massage Therapy',
  'Skincare Clinic',
  'Beauty Salon',
  'Other',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/**
 * The admin's Edit merchant list (admin spec §9), which differs from the owner's: 'Spa' and 'Wellness Center'
 * instead of 'Brows & Lashes' and 'Spa & Wellness'. The admin's Create merchant offers BUSINESS_CATEGORIES.
 */
export const ADMIN_EDIT_BUSINESS_CATEGORIES = [
  'Nail Salon',
  'Beauty Salon',
  'Spa',
  'Massage Therapy',
  'Hair Salon',
  'Skincare Clinic',
  'Wellness Center',
  'Other',
] as const;

/**
 * Every category a business may carry, whoever chose it: an owner saving their profile keeps a category an admin
 * gave them, and an admin's edit keeps one the owner chose (decision 016).
 */
export const KNOWN_BUSINESS_CATEGORIES: readonly string[] = Object.freeze([...new Set<string>([...BUSINESS_CATEGORIES, ...ADMIN_EDIT_BUSINESS_CATEGORIES])]);

/** The alert when a required field is missing (decision 040); each field says which beside it. */
export const ONBOARDING_REQUIRED = 'Please fill in all required fields.';

/**
 * Each required field's own message, for onboarding and Edit Business Profile alike (decision 040): the server
 * answers them in `fields`, the form shows each beside its field and the spec's alert above.
 */
export const BUSINESS_FIELD_REQUIRED = {
  business_name: 'Business name is required.',
  business_category: 'Please choose a business category.',
  contact_person: 'Contact person is required.',
  phone: 'Phone number is required.',
  address_line_1: 'Address line 1 is required.',
  city: 'City is required.',
  postcode: 'Postcode is required.',
  description: 'Description is required.',
} as const;

/** Whether a field's message says it is missing, not wrong: the onboarding alert then says the spec's words. */
export const isMissingFieldMessage = (message: string | undefined): boolean =>
  message !== undefined && (Object.values(BUSINESS_FIELD_REQUIRED) as string[]).includes(message);

/** The description's limit, which the forms count down live. */
export const DESCRIPTION_MAX_LENGTH = 2000;
const DESCRIPTION_TOO_LONG = 'Description must be at most 2,000 characters.';
export const CERTIFICATE_REQUIRED = 'Please upload at least one certificate.';
export const POSTCODE_INVALID = 'Please enter a full UK postcode, such as E8 3PH.';
export const POSTCODE_UNKNOWN = 'We could not find that postcode. Please check it.';
const URL_INVALID = 'Please enter a full web address, starting with https://';

/** The four agreements of onboarding (merchant spec §5), in the order the form shows them. */
export const ONBOARDING_AGREEMENTS = {
  agree_terms: 'I agree to the Terms of Service and the fee structure: a £5 booking fee paid by the customer.',
  agree_processing_fees:
    'I understand card processing fees (2.9% + 30p on my price, not on Lull’s booking fee) are deducted from my settlements, except on refunds, where the customer bears them.',
  agree_refund_policy: 'I understand customers are refunded only if they cancel more than 24 hours before their booking.',
  agree_no_show_policy: 'I understand no-shows are non-refundable.',
} as const;

// http(s), a host name with a dot (no bare 'localhost' or IP tricks), an optional port, then any path.
const WEB_ADDRESS = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function checkWebAddress(value: string): string | null {
  if (value === '') return null;
  return value.length <= 500 && WEB_ADDRESS.test(value) ? null : URL_INVALID;
}

/** An optional web address (website, social media page): '' or a full https:// address. */
export const webAddress = optionalCheckedString(checkWebAddress);

/** A business address's postcode: the full postcode, written as people write it ('E8 3PH'); `missing` when blank. */
export function businessPostcodeField(missing: string) {
  return checkedString(
    missing,
    (value) => (value === '' ? missing : normalisePostcode(value)?.inward ? null : POSTCODE_INVALID),
    (raw) => {
      const parts = normalisePostcode(raw);
      return parts?.inward ? `${parts.outward} ${parts.inward}` : raw.trim();
    },
  );
}

/** The admin's Create Merchant's postcode, blank saying its form's one alert. */
export const businessPostcode = businessPostcodeField(ONBOARDING_REQUIRED);

/** A file the form uploaded first (POST /api/uploads), referred to by its record's id. */
export const uploadedFile = z.object({ id: z.uuid(UPLOAD_MESSAGES.failed) });

const agreed = (message: string) => z.literal(true, { error: message });

/**
 * POST /api/merchants, the onboarding form. Keys in the order the form shows them, so the first issue is the
 * one nearest the top. Each missing field has its own message (BUSINESS_FIELD_REQUIRED); the form's alert says
 * the spec's 'Please fill in all required fields.' above them.
 */
export const merchantOnboardingSchema = z.object({
  business_name: requiredText(BUSINESS_FIELD_REQUIRED.business_name, 120, 'Business name must be at most 120 characters.'),
  business_category: z.enum(BUSINESS_CATEGORIES, BUSINESS_FIELD_REQUIRED.business_category),
  contact_person: requiredText(BUSINESS_FIELD_REQUIRED.contact_person, 100, 'Contact person must be at most 100 characters.'),
  phone: internationalPhoneField(BUSINESS_FIELD_REQUIRED.phone),
  address_line_1: requiredText(BUSINESS_FIELD_REQUIRED.address_line_1, 200, 'Address line 1 must be at most 200 characters.'),
  address_line_2: optionalText(200, 'Address line 2 must be at most 200 characters.'),
  city: requiredText(BUSINESS_FIELD_REQUIRED.city, 100, 'City must be at most 100 characters.'),
  postcode: businessPostcodeField(BUSINESS_FIELD_REQUIRED.postcode),
  description: requiredText(BUSINESS_FIELD_REQUIRED.description, DESCRIPTION_MAX_LENGTH, DESCRIPTION_TOO_LONG),
  website_url: webAddress,
  social_media_url: webAddress,
  logo_files: z.array(uploadedFile).max(1, UPLOAD_MESSAGES.tooMany(1)).default([]),
  certificate_files: z.array(uploadedFile, CERTIFICATE_REQUIRED).min(1, CERTIFICATE_REQUIRED).max(5, UPLOAD_MESSAGES.tooMany(5)),
  availability_hours: checkedString(HOURS_REQUIRED, checkBusinessHoursText),
  agree_terms: agreed('Please agree to the Terms of Service and fee structure.'),
  agree_processing_fees: agreed('Please confirm you understand how processing fees are settled.'),
  agree_refund_policy: agreed('Please confirm the 24-hour refund policy.'),
  agree_no_show_policy: agreed('Please confirm the no-show policy.'),
});
export type MerchantOnboardingPayload = z.output<typeof merchantOnboardingSchema>;

export const PROVIDER_AGREEMENT_REQUIRED = 'You must agree to the Service Provider Agreement to continue.';
export const CATEGORY_REQUIRED = 'Please choose at least one category.';

/** The edit's categories: one or more known categories, stored joined by comma and space (merchant spec §3). */
export const categoryList = checkedString(
  CATEGORY_REQUIRED,
  (value) => {
    const chosen = value.split(',').map((category) => category.trim()).filter(Boolean);
    if (chosen.length === 0) return CATEGORY_REQUIRED;
    return chosen.every((category) => KNOWN_BUSINESS_CATEGORIES.includes(category)) ? null : CATEGORY_REQUIRED;
  },
  (raw) => [...new Set(raw.split(',').map((category) => category.trim()).filter(Boolean))].join(', '),
);

/**
 * PUT /api/merchants/me and /api/merchants/{id}: Edit Business Profile (merchant spec §3 and §5). The whole
 * profile is sent; files are the full list kept (by id: ones already the business's, or new uploads). Fields
 * only admins set (status, verification, pause, revenue) are not part of it and are ignored when sent.
 */
export const merchantProfileSchema = z.object({
  business_name: requiredText(BUSINESS_FIELD_REQUIRED.business_name, 120, 'Business name must be at most 120 characters.'),
  business_category: categoryList,
  contact_person: requiredText(BUSINESS_FIELD_REQUIRED.contact_person, 100, 'Contact person must be at most 100 characters.'),
  // Onboarding's 20 codes (validation/phone.ts COUNTRY_CODES), not the spec's six: a business onboarded with +353
  // must be able to save its profile without its number changing (decision 035).
  phone: internationalPhoneField(BUSINESS_FIELD_REQUIRED.phone),
  address_line_1: requiredText(BUSINESS_FIELD_REQUIRED.address_line_1, 200, 'Address line 1 must be at most 200 characters.'),
  address_line_2: optionalText(200, 'Address line 2 must be at most 200 characters.'),
  city: requiredText(BUSINESS_FIELD_REQUIRED.city, 100, 'City must be at most 100 characters.'),
  postcode: businessPostcodeField(BUSINESS_FIELD_REQUIRED.postcode),
  description: requiredText(BUSINESS_FIELD_REQUIRED.description, DESCRIPTION_MAX_LENGTH, DESCRIPTION_TOO_LONG),
  website_url: webAddress,
  social_media_url: webAddress,
  availability_hours: checkedString(HOURS_REQUIRED, checkBusinessHoursText),
  specific_policies: optionalText(2000, 'Your booking policy must be at most 2,000 characters.'),
  logo_files: z.array(uploadedFile).max(1, UPLOAD_MESSAGES.tooMany(1)).default([]),
  certificate_files: z.array(uploadedFile, CERTIFICATE_REQUIRED).min(1, CERTIFICATE_REQUIRED).max(5, UPLOAD_MESSAGES.tooMany(5)),
  photo_files: z.array(uploadedFile).max(4, UPLOAD_MESSAGES.tooMany(4)).default([]),
  agree_provider_agreement: z.literal(true, { error: PROVIDER_AGREEMENT_REQUIRED }),
});
export type MerchantProfilePayload = z.output<typeof merchantProfileSchema>;
