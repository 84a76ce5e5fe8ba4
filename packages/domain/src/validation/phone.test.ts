import { describe, expect, it } from 'vitest';
import { collectErrors } from './form-errors';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  PHONE_CODE_UNKNOWN,
  checkNumberAfterCode,
  checkPhoneNumber,
  formatPhone,
  internationalPhone,
  joinPhone,
  resolveTypedCode,
  optionalInternationalPhone,
  splitPhone,
} from './phone';

function messageOf(result: ReturnType<typeof internationalPhone.safeParse>): string | null {
  return result.success ? null : collectErrors(result.error).error;
}

describe('country codes', () => {
  it('lists the 20 codes of the spec in its order, UK (+44) first and default', () => {
    expect(COUNTRY_CODES.map((c) => `${c.code} ${c.country}`)).toEqual([
      '+44 UK', '+1 US', '+1 CA', '+33 FR', '+49 DE', '+39 IT', '+34 ES', '+31 NL', '+46 SE', '+47 NO',
      '+45 DK', '+353 IE', '+41 CH', '+43 AT', '+32 BE', '+351 PT', '+30 GR', '+48 PL', '+420 CZ', '+36 HU',
    ]);
    expect(DEFAULT_COUNTRY_CODE).toBe('+44');
    expect(COUNTRY_CODES[0]).toEqual({ id: 'GB', code: '+44', country: 'UK', label: 'UK (+44)' });
  });

  it('gives every entry a unique id, even the two that share +1', () => {
    expect(new Set(COUNTRY_CODES.map((c) => c.id)).size).toBe(20);
    expect(COUNTRY_CODES.filter((c) => c.code === '+1').map((c) => c.label)).toEqual(['US (+1)', 'CA (+1)']);
  });
});

describe('checkPhoneNumber (registration and account rule)', () => {
  it.each([
    ['refuses a phone number shorter than 7 characters', '770090', 'phone number too short'],
    ['does not count spaces, hyphens or parentheses towards the length', '(77) 00-90', 'phone number too short'],
    ['refuses a phone number longer than 15 characters', '7700 9001 2345 6789', 'phone number too long'],
    ['refuses a phone number that starts with neither a digit nor a plus', 'x7700900123', 'please enter a valid phone number'],
    ['refuses a double plus at the start', '++447700900123', 'please check phone number format'],
    ['refuses a double plus later on', '77++00900123', 'please check phone number format'],
    ['reports the start before the double plus when both are wrong', 'x++7700900123', 'please enter a valid phone number'],
    ['refuses letters inside the number', '+44770090O123', 'please enter a valid phone number'],
    ['refuses a plus after the start', '4477+00900123', 'please enter a valid phone number'],
  ])('%s', (_name, input, message) => {
    expect(checkPhoneNumber(input)).toBe(message);
  });

  it.each([
    ['a UK mobile without its leading zero', '7700900123'],
    ['a number with separators', '(07700) 900-123'],
    ['a number with its own plus', '+447700900123'],
    ['exactly 7 characters', '1234567'],
    ['exactly 15 characters', '123456789012345'],
  ])('accepts %s', (_name, input) => {
    expect(checkPhoneNumber(input)).toBeNull();
  });
});

describe('formatPhone and splitPhone', () => {
  it.each([
    ['+44', ' 7700900123 ', '+44 7700900123'],
    ['+1', '(555) 010-0199', '+1 (555) 010-0199'],
  ])('formats %s and %j as %j', (code, number, phone) => {
    expect(formatPhone(code, number)).toBe(phone);
  });

  it.each([
    ['+44 7700900123', '+44', '7700900123'],
    ['+353 85 123 4567', '+353', '85 123 4567'],
    ['+1 5550100199', '+1', '5550100199'],
    ['+447700900123', '+44', '7700900123'],
    ['+420777123456', '+420', '777123456'],
    ['07700 900123', '+44', '07700 900123'],
    ['', '+44', ''],
  ])('splits %j into %s and %j', (phone, countryCode, number) => {
    expect(splitPhone(phone)).toEqual({ countryCode, number });
  });

  it('splits what it formats', () => {
    for (const { code } of COUNTRY_CODES) {
      expect(splitPhone(formatPhone(code, '7700900123'))).toEqual({ countryCode: code, number: '7700900123' });
    }
  });
});

describe('internationalPhone (stored form CODE NUMBER)', () => {
  it.each([
    ['refuses an empty phone', '', 'phone number required'],
    ['refuses a missing phone', undefined, 'phone number required'],
    ['reads a country code with no number as no phone', '+44 ', 'phone number required'],
    ['refuses a number without a country code', '07700900123', 'please enter a valid phone number'],
    ['refuses a code outside the list', '+999 7700900123', 'please enter a valid phone number'],
    ['refuses a code not followed by a space', '+447700900123', 'please enter a valid phone number'],
    ['refuses a phone number shorter than 7 characters', '+44 770090', 'phone number too short'],
    ['refuses a phone number longer than 15 characters', '+44 7700900123456789', 'phone number too long'],
    ['refuses a number that starts with neither a digit nor a plus', '+44 x7700900123', 'please enter a valid phone number'],
    ['refuses a double plus in the number', '+44 ++447700900123', 'please check phone number format'],
  ])('%s', (_name, input, message) => {
    expect(messageOf(internationalPhone.safeParse(input))).toBe(message);
  });

  it.each([
    ['+44 7700900123', '+44 7700900123'],
    ['  +1   555 010 0199 ', '+1 555 010 0199'],
    ['+353 (085) 123-4567', '+353 (085) 123-4567'],
  ])('accepts %j as %j', (input, stored) => {
    expect(internationalPhone.parse(input)).toBe(stored);
  });

  it.each([
    ['+44 +4477009', 'phone number too short'],
    ['+44 +999 7700900123', PHONE_CODE_UNKNOWN],
  ])('checks a code typed into the number: %j', (input, message) => {
    expect(messageOf(internationalPhone.safeParse(input))).toBe(message);
  });

  it.each([
    ['+44 +353 87 123 4567', '+353 87 123 4567'],
    ['+44 +447700900123', '+44 7700900123'],
    ['+353 +44 7700 900123', '+44 7700 900123'],
  ])('stores %j with the typed code only: %j', (input, stored) => {
    expect(internationalPhone.parse(input)).toBe(stored);
  });

  it('may be left empty where the phone is optional, and is still checked when given', () => {
    expect(optionalInternationalPhone.parse('')).toBe('');
    expect(optionalInternationalPhone.parse(null)).toBe('');
    expect(optionalInternationalPhone.parse('+44')).toBe('');
    expect(optionalInternationalPhone.parse('+44 7700900123')).toBe('+44 7700900123');
    expect(messageOf(optionalInternationalPhone.safeParse('+44 12'))).toBe('phone number too short');
  });
});

describe('a number typed with its own code beside a chosen code (decision 035)', () => {
  it.each([
    ['+44', '7700 900123', { countryCode: '+44', number: '7700 900123' }],
    ['+44', ' +353 87 123 4567 ', { countryCode: '+353', number: '87 123 4567' }],
    ['+44', '+4477009', { countryCode: '+44', number: '77009' }],
    ['+353', '+420777123456', { countryCode: '+420', number: '777123456' }],
    ['+44', '+351912345678', { countryCode: '+351', number: '912345678' }],
    ['+44', '+999123456', null],
  ])('with %s chosen, %j is %j', (code, number, resolved) => {
    expect(resolveTypedCode(code, number)).toEqual(resolved);
  });

  it.each([
    ['7700900123', null],
    ['+447700900123', null],
    ['+4477009', 'phone number too short'],
    ['+999 1234567', PHONE_CODE_UNKNOWN],
    ['++447700900123', 'please check phone number format'],
    ['77 00', 'phone number too short'],
  ])('checks %j as %j', (number, message) => {
    expect(checkNumberAfterCode(number)).toBe(message);
  });

  it('joins the chosen code and the number, never storing two codes', () => {
    expect(joinPhone('+44', '7700900123')).toBe('+44 7700900123');
    expect(joinPhone('+44', '+353 871234567')).toBe('+353 871234567');
    expect(joinPhone('+1', '+1 555 010 0199')).toBe('+1 555 010 0199');
    for (const { code } of COUNTRY_CODES) expect(joinPhone('+44', `${code}612345678`)).toBe(`${code} 612345678`);
  });
});
