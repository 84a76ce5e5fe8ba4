import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_WEEK, HOURS_REQUIRED, formatBusinessWeek } from '../business-hours';
import { validate } from './form-errors';
import { COUNTRY_CODES } from './phone';
import {
  CATEGORY_REQUIRED,
  CERTIFICATE_REQUIRED,
  ONBOARDING_REQUIRED,
  POSTCODE_INVALID,
  isMissingFieldMessage,
  merchantOnboardingSchema,
  merchantProfileSchema,
} from './merchant-onboarding';

const CERTIFICATE = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10' };

function onboardingPayload(overrides: Record<string, unknown> = {}) {
  return {
    business_name: '  Willow & Wax  ',
    business_category: 'Beauty Salon',
    contact_person: 'Amara Okafor',
    phone: '+44 7700900456',
    address_line_1: '12 Mare Street',
    address_line_2: '',
    city: 'London',
    postcode: 'e83ph',
    description: 'Waxing, brows and facials in Hackney.',
    website_url: 'https://willowandwax.co.uk',
    social_media_url: '',
    logo_files: [],
    certificate_files: [CERTIFICATE],
    availability_hours: formatBusinessWeek(DEFAULT_BUSINESS_WEEK),
    agree_terms: true,
    agree_processing_fees: true,
    agree_refund_policy: true,
    agree_no_show_policy: true,
    ...overrides,
  };
}

describe('merchantOnboardingSchema', () => {
  it('accepts a complete application, trimmed, with the postcode as people write it', () => {
    const result = validate(merchantOnboardingSchema, onboardingPayload());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ business_name: 'Willow & Wax', postcode: 'E8 3PH', address_line_2: '', social_media_url: '' });
  });

  it.each([
    ['business_name', 'Business name is required.'],
    ['business_category', 'Please choose a business category.'],
    ['contact_person', 'Contact person is required.'],
    ['phone', 'Phone number is required.'],
    ['address_line_1', 'Address line 1 is required.'],
    ['city', 'City is required.'],
    ['postcode', 'Postcode is required.'],
    ['description', 'Description is required.'],
  ] as const)('says which field is missing when %s is (decision 040)', (field, message) => {
    for (const missing of [undefined, '', '   ']) {
      const result = validate(merchantOnboardingSchema, onboardingPayload({ [field]: missing }));
      expect(result).toMatchObject({ ok: false, error: message, fields: { [field]: message } });
      expect(isMissingFieldMessage(message)).toBe(true);
    }
  });

  it('gives every missing field its own message at once, and the spec’s alert is not one of them', () => {
    const result = validate(merchantOnboardingSchema, onboardingPayload({ business_name: '', city: '', phone: '+44 ' }));
    expect(result).toMatchObject({ ok: false, fields: { business_name: 'Business name is required.', city: 'City is required.', phone: 'Phone number is required.' } });
    expect(isMissingFieldMessage(ONBOARDING_REQUIRED)).toBe(false);
    expect(isMissingFieldMessage(POSTCODE_INVALID)).toBe(false);
  });

  it('names the day whose hours are wrong', () => {
    const friday = formatBusinessWeek({ ...DEFAULT_BUSINESS_WEEK, Friday: { closed: false, open: '18:00', close: '10:00' } });
    expect(validate(merchantOnboardingSchema, onboardingPayload({ availability_hours: friday }))).toMatchObject({
      ok: false,
      fields: { availability_hours: 'Friday closes before it opens: choose a closing time after the opening time.' },
    });
  });

  it('needs at least one certificate and at most five, and at most one logo', () => {
    expect(validate(merchantOnboardingSchema, onboardingPayload({ certificate_files: [] }))).toMatchObject({ ok: false, error: CERTIFICATE_REQUIRED });
    expect(validate(merchantOnboardingSchema, onboardingPayload({ certificate_files: undefined }))).toMatchObject({ ok: false, error: CERTIFICATE_REQUIRED });
    const six = Array.from({ length: 6 }, () => CERTIFICATE);
    expect(validate(merchantOnboardingSchema, onboardingPayload({ certificate_files: six }))).toMatchObject({ ok: false, error: 'You can only upload up to 5 files' });
    expect(validate(merchantOnboardingSchema, onboardingPayload({ logo_files: [CERTIFICATE, CERTIFICATE] }))).toMatchObject({
      ok: false,
      error: 'You can only upload up to 1 files',
    });
  });

  it('takes only a category from the list', () => {
    expect(validate(merchantOnboardingSchema, onboardingPayload({ business_category: 'Tattoo Parlour' }))).toMatchObject({ ok: false, fields: { business_category: 'Please choose a business category.' } });
  });

  it('wants web addresses to be web addresses', () => {
    for (const bad of ['willowandwax.co.uk', 'javascript:alert(1)', 'https://localhost', 'ftp://files.example.com', 'https://exa mple.com']) {
      expect(validate(merchantOnboardingSchema, onboardingPayload({ website_url: bad })), bad).toMatchObject({
        ok: false,
        fields: { website_url: 'Please enter a full web address, starting with https://' },
      });
    }
    expect(validate(merchantOnboardingSchema, onboardingPayload({ social_media_url: 'https://instagram.com/willowandwax' })).ok).toBe(true);
  });

  it('wants a full UK postcode and a valid phone', () => {
    for (const postcode of ['E8', 'NOT A CODE', '12345']) {
      expect(validate(merchantOnboardingSchema, onboardingPayload({ postcode })), postcode).toMatchObject({ ok: false, fields: { postcode: POSTCODE_INVALID } });
    }
    expect(validate(merchantOnboardingSchema, onboardingPayload({ phone: '+44 12' }))).toMatchObject({ ok: false, fields: { phone: expect.any(String) } });
    expect(validate(merchantOnboardingSchema, onboardingPayload({ phone: '+44 ' }))).toMatchObject({ ok: false, fields: { phone: 'Phone number is required.' } });
  });

  it('needs the hours with one day open', () => {
    const allClosed = 'Monday: Closed, Tuesday: Closed, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed';
    expect(validate(merchantOnboardingSchema, onboardingPayload({ availability_hours: allClosed }))).toMatchObject({ ok: false, error: HOURS_REQUIRED });
  });

  it('needs all four agreements, each with its own message', () => {
    for (const agreement of ['agree_terms', 'agree_processing_fees', 'agree_refund_policy', 'agree_no_show_policy']) {
      const result = validate(merchantOnboardingSchema, onboardingPayload({ [agreement]: false }));
      expect(result.ok, agreement).toBe(false);
      if (!result.ok) expect(Object.keys(result.fields)).toEqual([agreement]);
    }
  });
});

describe('merchantProfileSchema (Edit Business Profile)', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    ...onboardingPayload(),
    business_category: 'Beauty Salon, Nail Salon',
    photo_files: [],
    specific_policies: '',
    agree_provider_agreement: true,
    ...overrides,
  });

  it('takes several categories, stored joined by comma and space, each once', () => {
    const result = validate(merchantProfileSchema, profile({ business_category: 'Nail Salon,Beauty Salon, Nail Salon' }));
    expect(result).toMatchObject({ ok: true, data: { business_category: 'Nail Salon, Beauty Salon' } });
    expect(validate(merchantProfileSchema, profile({ business_category: '' }))).toMatchObject({ ok: false, error: CATEGORY_REQUIRED });
    expect(validate(merchantProfileSchema, profile({ business_category: 'Barber' }))).toMatchObject({ ok: false, error: CATEGORY_REQUIRED });
  });

  it('cannot be saved without the Service Provider Agreement', () => {
    expect(validate(merchantProfileSchema, profile({ agree_provider_agreement: false }))).toMatchObject({
      ok: false,
      error: 'You must agree to the Service Provider Agreement to continue.',
    });
  });

  it('accepts every one of onboarding’s 20 country codes, so a saved profile keeps its number’s code (decision 035)', () => {
    for (const { code } of COUNTRY_CODES) {
      expect(validate(merchantProfileSchema, profile({ phone: `${code} 612345678` })), code).toMatchObject({ ok: true, data: { phone: `${code} 612345678` } });
      expect(validate(merchantOnboardingSchema, onboardingPayload({ phone: `${code} 612345678` })).ok, code).toBe(true);
    }
    expect(validate(merchantProfileSchema, profile({ phone: '+353 871234567' }))).toMatchObject({ ok: true, data: { phone: '+353 871234567' } });
  });

  it('keeps up to four venue photos and a policy of up to 2,000 characters', () => {
    const photo = { id: '6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10' };
    expect(validate(merchantProfileSchema, profile({ photo_files: [photo, photo, photo, photo] })).ok).toBe(true);
    expect(validate(merchantProfileSchema, profile({ photo_files: [photo, photo, photo, photo, photo] }))).toMatchObject({ ok: false, error: 'You can only upload up to 4 files' });
    expect(validate(merchantProfileSchema, profile({ specific_policies: 'x'.repeat(2001) }))).toMatchObject({ ok: false, fields: { specific_policies: expect.any(String) } });
  });
});
