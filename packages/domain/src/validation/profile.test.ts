import { describe, expect, it } from 'vitest';
import { validate } from './form-errors';
import {
  PRIVACY_CONSENT_STAYS,
  PROFILE_FORM_SUMMARY,
  passwordChangeFormSchema,
  passwordChangeSchema,
  profileCompletionSchema,
  profileUpdateSchema,
} from './profile';

type Schema = Parameters<typeof validate>[0];

/** The first message and the field it belongs to (fields keep issue order), or null when accepted. */
function firstError(schema: Schema, input: unknown): { error: string; field: string | undefined } | null {
  const result = validate(schema, input);
  return result.ok ? null : { error: result.error, field: Object.keys(result.fields)[0] };
}

describe('profileCompletionSchema (Complete Your Profile, POST /api/users)', () => {
  const valid = {
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '07700 900123',
    country_code: '+44',
    city: 'London',
    referral_code: 'JANE2026',
    gdpr_consent: true,
    marketing_consent: true,
  };

  it.each([
    ['refuses a missing email', { email: '' }, 'email', 'Email is required'],
    ['refuses an email that is not address-like', { email: 'jane@example' }, 'email', 'Please enter a valid email address'],
    ['refuses an email without @', { email: 'jane' }, 'email', 'Please enter a valid email address'],
    ['refuses a missing first name', { first_name: ' ' }, 'first_name', 'First name is required'],
    ['refuses a missing phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['refuses a phone with fewer than 10 digits', { phone: '770 090 012' }, 'phone', 'Please enter a valid phone number'],
    ['refuses a phone with more than 15 digits', { phone: '0770 0900 1234 5678' }, 'phone', 'Please enter a valid phone number'],
    ['refuses a phone with letters', { phone: '07700 9OO123' }, 'phone', 'Please enter a valid phone number'],
    ['refuses a country code outside the list', { country_code: '+7' }, 'country_code', 'Please enter a valid phone number'],
    ['refuses a missing city', { city: '' }, 'city', 'City is required'],
    ['refuses a referral code longer than 32 characters', { referral_code: 'A'.repeat(33) }, 'referral_code', 'Please enter a valid referral code'],
    ['refuses a referral code with other than letters, digits, - and _', { referral_code: 'JANE 2026' }, 'referral_code', 'Please enter a valid referral code'],
    ['refuses the profile without privacy consent', { gdpr_consent: false }, 'gdpr_consent', 'You must accept the privacy policy to continue'],
  ])('%s', (_name, change, field, error) => {
    expect(firstError(profileCompletionSchema, { ...valid, ...change })).toEqual({ error, field });
  });

  it('shows the first failing message in the spec order: email, first name, phone, city, consent', () => {
    const result = validate(profileCompletionSchema, { email: 'jane', phone: '123' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('Please enter a valid email address');
    expect(Object.values(result.fields)).toEqual([
      'Please enter a valid email address',
      'First name is required',
      'Please enter a valid phone number',
      'City is required',
      'You must accept the privacy policy to continue',
    ]);
  });

  it('accepts a profile, with last name, referral code and marketing consent optional and +44 by default', () => {
    expect(
      profileCompletionSchema.parse({
        email: ' Jane@Example.com',
        first_name: ' Jane ',
        phone: '(07700) 900-123',
        city: 'London',
        referral_code: ' jane-26 ',
        gdpr_consent: true,
      }),
    ).toEqual({
      email: 'jane@example.com',
      first_name: 'Jane',
      last_name: '',
      phone: '(07700) 900-123',
      country_code: '+44',
      city: 'London',
      referral_code: 'JANE-26',
      gdpr_consent: true,
      marketing_consent: false,
    });
  });

  it.each([
    ['10 digits', '7700900123'],
    ['15 digits', '+44 7700 900 123 456'],
  ])('accepts a phone of %s', (_name, phone) => {
    expect(firstError(profileCompletionSchema, { ...valid, phone })).toBeNull();
  });
});

describe('profileUpdateSchema (Account, PUT /api/users/profile)', () => {
  const valid = {
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '+44 7700900123',
    city: 'London',
    marketing_consent: true,
    gdpr_consent: true,
  };

  it.each([
    ['refuses a missing first name', { first_name: '' }, 'first_name', 'First name is required.'],
    ['refuses a last name longer than 100 characters', { last_name: 'D'.repeat(101) }, 'last_name', 'Last name must be at most 100 characters.'],
    ['refuses a phone number shorter than 7 characters', { phone: '+44 123-456' }, 'phone', 'phone number too short'],
    ['refuses a phone number longer than 15 characters', { phone: '+44 1234567890123456' }, 'phone', 'phone number too long'],
    ['refuses a phone number that starts with neither a digit nor a plus', { phone: '+44 .7700900123' }, 'phone', 'please enter a valid phone number'],
    ['refuses a double plus', { phone: '+44 ++447700900123' }, 'phone', 'please check phone number format'],
    ['refuses a phone without a listed country code', { phone: '7700900123' }, 'phone', 'please enter a valid phone number'],
    ['refuses a city longer than 100 characters', { city: 'L'.repeat(101) }, 'city', 'City must be at most 100 characters.'],
    ['reports the first name before the last name', { first_name: '', last_name: '' }, 'first_name', 'First name is required.'],
    ['refuses withdrawing privacy consent', { gdpr_consent: false }, 'gdpr_consent', PRIVACY_CONSENT_STAYS],
    ['refuses a privacy consent that is not a yes', { gdpr_consent: 'yes' }, 'gdpr_consent', PRIVACY_CONSENT_STAYS],
  ])('%s', (_name, change, field, error) => {
    expect(firstError(profileUpdateSchema, { ...valid, ...change })).toEqual({ error, field });
  });

  it('takes a last name as optional, as sign-up does (decision 035): empty or absent saves the rest', () => {
    expect(profileUpdateSchema.parse({ ...valid, last_name: ' ' })).toEqual({ ...valid, last_name: '' });
    expect(profileUpdateSchema.parse({ first_name: 'Jane' })).toEqual({ first_name: 'Jane', last_name: '' });
  });

  it('keeps a code typed into the number instead of storing two (decision 035)', () => {
    expect(profileUpdateSchema.parse({ ...valid, phone: '+44 +353 87 123 4567' }).phone).toBe('+353 87 123 4567');
    expect(firstError(profileUpdateSchema, { ...valid, phone: '+44 +4477009' })).toEqual({ field: 'phone', error: 'phone number too short' });
  });

  it('accepts an empty phone and city, which clear them', () => {
    expect(profileUpdateSchema.parse({ ...valid, phone: '', city: ' ' })).toEqual({ ...valid, phone: '', city: '' });
  });

  it('leaves out what was not sent, so it stays unchanged', () => {
    expect(profileUpdateSchema.parse({ first_name: 'Jane', last_name: 'Doe' })).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
    });
  });

  it('says where privacy consent is withdrawn instead', () => {
    expect(PRIVACY_CONSENT_STAYS).toBe(
      'Privacy consent cannot be withdrawn here. To stop us using your details, delete your account or contact us.',
    );
  });

  it('has the summary line of the spec', () => {
    expect(PROFILE_FORM_SUMMARY).toBe('Please review and correct the highlighted fields below.');
  });
});

describe('passwordChangeFormSchema (Update password form)', () => {
  const valid = { current_password: 'old password', new_password: 'new password', confirm_password: 'new password' };

  it.each([
    ['refuses a missing current password', { current_password: '' }, 'current_password', 'Please fill in all password fields.'],
    ['refuses a missing new password', { new_password: '' }, 'new_password', 'Please fill in all password fields.'],
    ['refuses a missing confirmation', { confirm_password: '' }, 'confirm_password', 'Please fill in all password fields.'],
    ['refuses new passwords that do not match', { confirm_password: 'new passw0rd' }, 'confirm_password', 'New passwords do not match.'],
    ['refuses a new password shorter than 8 characters', { new_password: 'short', confirm_password: 'short' }, 'new_password', 'New password must be at least 8 characters long.'],
    ['refuses a new password longer than 200 characters', { new_password: 'x'.repeat(201), confirm_password: 'x'.repeat(201) }, 'new_password', 'New password must be at most 200 characters long.'],
    ['asks for every field before comparing', { current_password: '', new_password: 'short', confirm_password: 'other' }, 'current_password', 'Please fill in all password fields.'],
    ['compares before checking the length', { new_password: 'short', confirm_password: 'other' }, 'confirm_password', 'New passwords do not match.'],
  ])('%s', (_name, change, field, error) => {
    expect(firstError(passwordChangeFormSchema, { ...valid, ...change })).toEqual({ error, field });
  });

  it('marks every empty field', () => {
    const result = validate(passwordChangeFormSchema, { current_password: '', new_password: 'x', confirm_password: '' });
    expect(result.ok ? null : result.fields).toEqual({
      current_password: 'Please fill in all password fields.',
      confirm_password: 'Please fill in all password fields.',
    });
  });

  it('accepts a filled, matching form with a new password of 8 characters', () => {
    const form = { ...valid, new_password: '12345678', confirm_password: '12345678' };
    expect(passwordChangeFormSchema.parse(form)).toEqual(form);
  });
});

describe('passwordChangeSchema (PUT /api/users/password)', () => {
  it.each([
    ['refuses a missing current password', { new_password: 'new password' }, 'current_password', 'Please fill in all password fields.'],
    ['refuses a missing new password', { current_password: 'old', new_password: '' }, 'new_password', 'Please fill in all password fields.'],
    ['refuses a new password shorter than 8 characters', { current_password: 'old', new_password: '1234567' }, 'new_password', 'New password must be at least 8 characters long.'],
  ])('%s', (_name, input, field, error) => {
    expect(firstError(passwordChangeSchema, input)).toEqual({ error, field });
  });

  it('accepts both passwords as typed', () => {
    const input = { current_password: ' old ', new_password: ' new password ' };
    expect(passwordChangeSchema.parse(input)).toEqual(input);
  });
});
