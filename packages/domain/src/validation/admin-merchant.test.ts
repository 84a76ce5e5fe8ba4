import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_WEEK, formatBusinessWeek, hoursCloseBeforeOpen } from '../business-hours';
import {
  ADMIN_CREATE_BUSINESS_CATEGORIES,
  CREATE_MERCHANT_CERTIFICATE_REQUIRED,
  CREATE_MERCHANT_HOURS_REQUIRED,
  CREATE_MERCHANT_REQUIRED,
  EDIT_NAME_REQUIRED,
  EMAIL_INVALID,
  canSubmitCreateMerchant,
  canSubmitEditMerchant,
  createMerchantSchema,
  editMerchantSchema,
} from './admin-merchant';
import { validate } from './form-errors';
import { ADMIN_EDIT_BUSINESS_CATEGORIES, BUSINESS_CATEGORIES, CATEGORY_REQUIRED, POSTCODE_INVALID, merchantProfileSchema } from './merchant-onboarding';

const CERTIFICATE = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10' };
const ALL_CLOSED = 'Monday: Closed, Tuesday: Closed, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed';

function createPayload(overrides: Record<string, unknown> = {}) {
  return {
    user_email: '  Owner@Example.COM ',
    business_name: '  Velvet Rooms ',
    business_category: 'Spa & Wellness',
    contact_person: 'Rosa Lind',
    phone: '+44 7700900321',
    address_line_1: '4 Exmouth Market',
    address_line_2: '',
    city: 'London',
    postcode: 'ec1r4qe',
    description: 'Six therapists; quiet on weekday mornings and early afternoons.',
    logo_files: [],
    certificate_files: [CERTIFICATE],
    website_url: '',
    social_media_url: '',
    availability_hours: formatBusinessWeek(DEFAULT_BUSINESS_WEEK),
    ...overrides,
  };
}

describe('createMerchantSchema (the admin’s Create Merchant)', () => {
  it('accepts a complete form: the email lower-cased, the name trimmed, the postcode as people write it', () => {
    const result = validate(createMerchantSchema, createPayload());
    expect(result).toMatchObject({ ok: true, data: { user_email: 'owner@example.com', business_name: 'Velvet Rooms', postcode: 'EC1R 4QE' } });
  });

  it.each(['user_email', 'business_name', 'contact_person', 'business_category', 'phone', 'address_line_1', 'city', 'postcode', 'description'])(
    'says "Please fill in all required fields." when %s is blank',
    (field) => {
      for (const blank of [undefined, '', '   ']) {
        expect(validate(createMerchantSchema, createPayload({ [field]: blank }))).toMatchObject({
          ok: false,
          error: CREATE_MERCHANT_REQUIRED,
          fields: { [field]: CREATE_MERCHANT_REQUIRED },
        });
      }
    },
  );

  it('wants an email address mail can reach', () => {
    for (const email of ['owner', 'owner@', 'owner@example', 'ow ner@example.com']) {
      expect(validate(createMerchantSchema, createPayload({ user_email: email })), email).toMatchObject({ ok: false, fields: { user_email: EMAIL_INVALID } });
    }
  });

  it('needs at least one certificate, in the admin form’s words, and at most five', () => {
    for (const files of [[], undefined]) {
      expect(validate(createMerchantSchema, createPayload({ certificate_files: files }))).toMatchObject({ ok: false, error: CREATE_MERCHANT_CERTIFICATE_REQUIRED });
    }
    expect(validate(createMerchantSchema, createPayload({ certificate_files: Array(6).fill(CERTIFICATE) }))).toMatchObject({ ok: false, error: 'You can only upload up to 5 files' });
    expect(validate(createMerchantSchema, createPayload({ logo_files: [CERTIFICATE, CERTIFICATE] }))).toMatchObject({ ok: false, error: 'You can only upload up to 1 files' });
  });

  it('needs one day of the week open, in the admin form’s words; a malformed week says what is wrong', () => {
    expect(validate(createMerchantSchema, createPayload({ availability_hours: ALL_CLOSED }))).toMatchObject({ ok: false, error: CREATE_MERCHANT_HOURS_REQUIRED });
    expect(validate(createMerchantSchema, createPayload({ availability_hours: '' }))).toMatchObject({ ok: false, error: CREATE_MERCHANT_HOURS_REQUIRED });
    const closesBeforeOpening = formatBusinessWeek({ ...DEFAULT_BUSINESS_WEEK, Monday: { closed: false, open: '17:00', close: '09:00' } });
    expect(validate(createMerchantSchema, createPayload({ availability_hours: closesBeforeOpening }))).toMatchObject({ ok: false, error: hoursCloseBeforeOpen('Monday') });
  });

  it('offers the create list of admin spec §9 and nothing else', () => {
    expect(ADMIN_CREATE_BUSINESS_CATEGORIES).toEqual(BUSINESS_CATEGORIES);
    for (const category of ADMIN_CREATE_BUSINESS_CATEGORIES) expect(validate(createMerchantSchema, createPayload({ business_category: category })).ok, category).toBe(true);
    // 'Spa' is on the edit list only.
    expect(validate(createMerchantSchema, createPayload({ business_category: 'Spa' }))).toMatchObject({ ok: false, fields: { business_category: CREATE_MERCHANT_REQUIRED } });
  });

  it('orders its messages as the form shows its fields: the email first', () => {
    const result = validate(createMerchantSchema, createPayload({ user_email: '', business_name: '', certificate_files: [] }));
    expect(result).toMatchObject({ ok: false, error: CREATE_MERCHANT_REQUIRED });
    if (!result.ok) expect(Object.keys(result.fields)).toEqual(['user_email', 'business_name', 'certificate_files']);
  });

  it('enables Create only with a business name and an email', () => {
    expect(canSubmitCreateMerchant({ business_name: 'Velvet Rooms', user_email: 'rosa@example.com' })).toBe(true);
    expect(canSubmitCreateMerchant({ business_name: '  ', user_email: 'rosa@example.com' })).toBe(false);
    expect(canSubmitCreateMerchant({ business_name: 'Velvet Rooms', user_email: '' })).toBe(false);
  });
});

describe('editMerchantSchema (the admin’s Edit merchant)', () => {
  const editPayload = (overrides: Record<string, unknown> = {}) => ({ ...createPayload({ business_category: 'Spa, Wellness Center' }), ...overrides });

  it('requires only the business name and the contact email', () => {
    const sparse = { user_email: 'desk@velvet.example', business_name: 'Velvet Rooms', business_category: 'Spa', availability_hours: formatBusinessWeek(DEFAULT_BUSINESS_WEEK) };
    expect(validate(editMerchantSchema, sparse)).toMatchObject({ ok: true, data: { phone: '', postcode: '', certificate_files: [], contact_person: '' } });
    expect(validate(editMerchantSchema, { ...sparse, business_name: ' ' })).toMatchObject({ ok: false, error: EDIT_NAME_REQUIRED });
    expect(canSubmitEditMerchant({ business_name: '' })).toBe(false);
    expect(canSubmitEditMerchant({ business_name: 'Velvet Rooms' })).toBe(true);
  });

  it('checks what is given: a postcode must be a full one, a phone a phone', () => {
    expect(validate(editMerchantSchema, editPayload({ postcode: 'EC1' }))).toMatchObject({ ok: false, fields: { postcode: POSTCODE_INVALID } });
    expect(validate(editMerchantSchema, editPayload({ phone: '+44 12' }))).toMatchObject({ ok: false, fields: { phone: expect.any(String) } });
    expect(validate(editMerchantSchema, editPayload({ availability_hours: ALL_CLOSED }))).toMatchObject({ ok: false, error: CREATE_MERCHANT_HOURS_REQUIRED });
  });

  it('takes the edit list of admin spec §9, and keeps a category the owner chose from theirs', () => {
    for (const category of ADMIN_EDIT_BUSINESS_CATEGORIES) expect(validate(editMerchantSchema, editPayload({ business_category: category })).ok, category).toBe(true);
    expect(validate(editMerchantSchema, editPayload({ business_category: 'Brows & Lashes' })).ok).toBe(true);
    expect(validate(editMerchantSchema, editPayload({ business_category: 'Barber' }))).toMatchObject({ ok: false, error: CATEGORY_REQUIRED });
  });

  it('lets the owner save a category an admin gave them', () => {
    const ownerEdit = { ...createPayload(), business_category: 'Spa, Nail Salon', photo_files: [], specific_policies: '', agree_provider_agreement: true };
    expect(validate(merchantProfileSchema, ownerEdit)).toMatchObject({ ok: true, data: { business_category: 'Spa, Nail Salon' } });
  });
});
