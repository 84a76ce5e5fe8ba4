import { describe, expect, it } from 'vitest';
import { PHONE_CODE_UNKNOWN } from './phone';
import {
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  toRegisterPayload,
} from './auth';
import { validate } from './form-errors';

type Schema = Parameters<typeof validate>[0];

/** The first message and the field it belongs to (fields keep issue order), or null when accepted. */
function firstError(schema: Schema, input: unknown): { error: string; field: string | undefined } | null {
  const result = validate(schema, input);
  return result.ok ? null : { error: result.error, field: Object.keys(result.fields)[0] };
}

const validRegister = {
  email: 'jane@example.com',
  phone: '+44 7700900123',
  password: 'correct horse',
  first_name: 'Jane',
  last_name: 'Doe',
  city: 'London',
  gdpr_consent: true,
  marketing_consent: false,
};

describe('registerSchema (POST /api/auth/register)', () => {
  it.each([
    ['refuses a missing email', { email: '' }, 'email', 'email address required'],
    ['refuses an email without @', { email: 'jane.example.com' }, 'email', 'email address incomplete'],
    ['refuses a domain without a dot', { email: 'jane@example' }, 'email', 'domain incomplete'],
    ['refuses fewer than 2 characters after the dot', { email: 'jane@example.c' }, 'email', 'domain incomplete'],
    ['refuses a missing phone', { phone: '' }, 'phone', 'phone number required'],
    ['refuses a phone number shorter than 7 characters', { phone: '+44 770090' }, 'phone', 'phone number too short'],
    ['refuses a phone number longer than 15 characters', { phone: '+44 7700900123456789' }, 'phone', 'phone number too long'],
    ['refuses a phone number that starts with neither a digit nor a plus', { phone: '+44 x7700900' }, 'phone', 'please enter a valid phone number'],
    ['refuses a double plus in the phone number', { phone: '+44 ++447700900123' }, 'phone', 'please check phone number format'],
    ['refuses a missing password', { password: '' }, 'password', 'password required'],
    ['refuses a password shorter than 8 characters', { password: '1234567' }, 'password', 'password must be at least 8 characters'],
    ['refuses a password longer than 200 characters', { password: 'x'.repeat(201) }, 'password', 'password must be at most 200 characters'],
    ['refuses a missing first name', { first_name: '  ' }, 'first_name', 'first name required'],
    ['refuses a first name longer than 100 characters', { first_name: 'J'.repeat(101) }, 'first_name', 'first name must be at most 100 characters'],
    ['refuses a last name longer than 100 characters', { last_name: 'D'.repeat(101) }, 'last_name', 'last name must be at most 100 characters'],
    ['refuses a missing city', { city: '' }, 'city', 'city required'],
    ['refuses a city longer than 100 characters', { city: 'L'.repeat(101) }, 'city', 'city must be at most 100 characters'],
    ['refuses registration without privacy and terms consent', { gdpr_consent: false }, 'gdpr_consent', 'please accept the privacy policy and terms'],
    ['refuses registration with consent left out', { gdpr_consent: undefined }, 'gdpr_consent', 'please accept the privacy policy and terms'],
  ])('%s', (_name, change, field, error) => {
    expect(firstError(registerSchema, { ...validRegister, ...change })).toEqual({ error, field });
  });

  it('shows the first failing message in the spec order: email, phone, password, first name, city, consent', () => {
    const result = validate(registerSchema, {
      email: 'jane',
      phone: '+44 123',
      password: 'short',
      first_name: '',
      city: '',
      gdpr_consent: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('email address incomplete');
    expect(Object.values(result.fields)).toEqual([
      'email address incomplete',
      'phone number too short',
      'password must be at least 8 characters',
      'first name required',
      'city required',
      'please accept the privacy policy and terms',
    ]);
  });

  it('reports the email before the phone when both are wrong', () => {
    expect(firstError(registerSchema, { ...validRegister, email: 'jane@x', phone: '+44 ++1234567' })).toEqual({
      error: 'domain incomplete',
      field: 'email',
    });
  });

  it('accepts a registration, trimming and lowercasing the email, last name and marketing consent optional', () => {
    const { last_name: _lastName, marketing_consent: _marketing, ...required } = validRegister;
    expect(registerSchema.parse({ ...required, email: '  Jane@Example.COM ', phone: ' +44  7700900123 ' })).toEqual({
      ...required,
      email: 'jane@example.com',
      phone: '+44 7700900123',
      last_name: '',
      marketing_consent: false,
    });
  });

  it('keeps a password exactly as typed, spaces included', () => {
    expect(registerSchema.parse({ ...validRegister, password: '  eight  ' }).password).toBe('  eight  ');
  });
});

describe('registerFormSchema and toRegisterPayload (auth modal)', () => {
  const validForm = { ...validRegister, country_code: '+44', phone: '07700 900123' };

  it.each([
    ['refuses a missing phone', { phone: '' }, 'phone', 'phone number required'],
    ['refuses a phone number shorter than 7 characters', { phone: '(77) 00-90' }, 'phone', 'phone number too short'],
    ['refuses a phone number longer than 15 characters', { phone: '7700 9001 2345 6789' }, 'phone', 'phone number too long'],
    ['refuses a phone number that starts with neither a digit nor a plus', { phone: '#7700900123' }, 'phone', 'please enter a valid phone number'],
    ['refuses a double plus', { phone: '++447700900123' }, 'phone', 'please check phone number format'],
    ['refuses a country code outside the list', { country_code: '+999' }, 'country_code', 'please enter a valid phone number'],
    ['reads a typed +44 as the code, leaving too short a number (decision 035)', { phone: '+4477009' }, 'phone', 'phone number too short'],
    ['refuses a typed code outside the list', { phone: '+999 7700900123' }, 'phone', PHONE_CODE_UNKNOWN],
  ])('%s', (_name, change, field, error) => {
    expect(firstError(registerFormSchema, { ...validForm, ...change })).toEqual({ error, field });
  });

  it('shows the first failing message in the spec order: email, phone, password, first name, city, consent', () => {
    const result = validate(registerFormSchema, { email: '', phone: '12', password: '', first_name: '', city: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('email address required');
    expect(Object.values(result.fields)).toEqual([
      'email address required',
      'phone number too short',
      'password required',
      'first name required',
      'city required',
      'please accept the privacy policy and terms',
    ]);
  });

  it('defaults the country code to +44 and builds the payload as the spec sends it', () => {
    const { country_code: _code, ...withoutCode } = validForm;
    const form = registerFormSchema.parse({ ...withoutCode, email: ' Jane@Example.com ', phone: ' 07700 900123 ' });
    const payload = toRegisterPayload(form);
    expect(payload).toEqual({ ...validRegister, email: 'jane@example.com', phone: '+44 07700 900123' });
    expect(registerSchema.parse(payload)).toEqual(payload);
  });
});

describe('a number typed with its own code at sign-up (decision 035)', () => {
  const form = { ...validRegister, country_code: '+44' };

  it.each([
    ['+353 87 123 4567', '+353 87 123 4567'],
    ['+447700900123', '+44 7700900123'],
  ])('sends %j as %j, one code only', (phone, sent) => {
    const payload = toRegisterPayload(registerFormSchema.parse({ ...form, phone }));
    expect(payload.phone).toBe(sent);
    expect(registerSchema.parse(payload).phone).toBe(sent);
  });
});

describe('loginSchema', () => {
  it.each([
    ['refuses a missing email', { email: ' ', password: 'x' }, 'email', 'email address required'],
    ['refuses a missing password', { email: 'jane@example.com', password: '' }, 'password', 'password required'],
    ['reports the email before the password', { password: '' }, 'email', 'email address required'],
  ])('%s', (_name, input, field, error) => {
    expect(firstError(loginSchema, input)).toEqual({ error, field });
  });

  it('accepts a one-character password and normalises the email', () => {
    expect(loginSchema.parse({ email: ' Jane@Example.COM', password: 'x' })).toEqual({
      email: 'jane@example.com',
      password: 'x',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    ['refuses a missing email', '', 'email address required'],
    ['refuses an email without @', 'jane', 'email address incomplete'],
    ['refuses an incomplete domain', 'jane@example', 'domain incomplete'],
  ])('%s', (_name, email, error) => {
    expect(firstError(forgotPasswordSchema, { email })).toEqual({ error, field: 'email' });
  });

  it('accepts an address', () => {
    expect(forgotPasswordSchema.parse({ email: 'Jane@Example.com' })).toEqual({ email: 'jane@example.com' });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'a'.repeat(64), password: 'new password', confirmPassword: 'new password' };

  it.each([
    ['refuses a missing token', { token: '' }, 'token', 'Invalid reset link. Please request a new password reset.'],
    ['refuses passwords that do not match', { confirmPassword: 'other password' }, 'confirmPassword', "Passwords don't match"],
    ['refuses a password shorter than 8 characters', { password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters long'],
    ['refuses empty passwords', { password: '', confirmPassword: '' }, 'password', 'Password must be at least 8 characters long'],
    ['refuses a password longer than 200 characters', { password: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) }, 'password', 'Password must be at most 200 characters long'],
    ['checks the match before the length, as the spec lists them', { password: 'short', confirmPassword: 'shorter' }, 'confirmPassword', "Passwords don't match"],
    ['reports the invalid link before the passwords', { token: undefined, confirmPassword: 'x' }, 'token', 'Invalid reset link. Please request a new password reset.'],
  ])('%s', (_name, change, field, error) => {
    expect(firstError(resetPasswordSchema, { ...valid, ...change })).toEqual({ error, field });
  });

  it('accepts a token and two matching passwords of 8 characters', () => {
    expect(resetPasswordSchema.parse({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({
      ...valid,
      password: '12345678',
      confirmPassword: '12345678',
    });
  });
});
