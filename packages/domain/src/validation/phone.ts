import { checkedString, optionalCheckedString } from './string-field';

export interface CountryCode {
  /** ISO 3166 code: unique even where two countries share a dialling code (US and CA). */
  id: string;
  code: string;
  country: string;
  label: string;
}

const entry = (id: string, code: string, country: string): CountryCode => ({
  id,
  code,
  country,
  label: `${country} (${code})`,
});

/**
 * The spec's 20 dialling codes, in its order; the first (UK) is the default. The one list of every phone form
 * (sign-up, Complete Your Profile, Account, booking contact, onboarding, Edit Business Profile, the admin's
 * forms) and of the server's check (decision 035: the profile edit's six are gone, they turned +353 into +44).
 */
export const COUNTRY_CODES: readonly CountryCode[] = Object.freeze([
  entry('GB', '+44', 'UK'),
  entry('US', '+1', 'US'),
  entry('CA', '+1', 'CA'),
  entry('FR', '+33', 'FR'),
  entry('DE', '+49', 'DE'),
  entry('IT', '+39', 'IT'),
  entry('ES', '+34', 'ES'),
  entry('NL', '+31', 'NL'),
  entry('SE', '+46', 'SE'),
  entry('NO', '+47', 'NO'),
  entry('DK', '+45', 'DK'),
  entry('IE', '+353', 'IE'),
  entry('CH', '+41', 'CH'),
  entry('AT', '+43', 'AT'),
  entry('BE', '+32', 'BE'),
  entry('PT', '+351', 'PT'),
  entry('GR', '+30', 'GR'),
  entry('PL', '+48', 'PL'),
  entry('CZ', '+420', 'CZ'),
  entry('HU', '+36', 'HU'),
]);

export const DEFAULT_COUNTRY_CODE = '+44';

const KNOWN_CODES: ReadonlySet<string> = new Set(COUNTRY_CODES.map((c) => c.code));
// Longest first, so that a prefix match never stops at a shorter code.
const CODES_LONGEST_FIRST = [...KNOWN_CODES].sort((a, b) => b.length - a.length);

export function isCountryCode(code: string): boolean {
  return KNOWN_CODES.has(code);
}

/** A country-code select value: one of COUNTRY_CODES, '+44' when absent. */
export function countryCodeField(invalid: string) {
  return checkedString(invalid, (code) => (isCountryCode(code) ? null : invalid)).default(DEFAULT_COUNTRY_CODE);
}

const PHONE_INVALID = 'please enter a valid phone number';

/**
 * The registration / account phone rule. "Required" is the caller's job.
 * Spaces, hyphens and parentheses are separators and are not counted.
 */
export function checkPhoneNumber(raw: string): string | null {
  const phone = raw.replace(/[\s\-()]/g, '');
  if (phone.length < 7) return 'phone number too short';
  if (phone.length > 15) return 'phone number too long';
  if (!/^[\d+]/.test(phone)) return PHONE_INVALID;
  // Checked after the start rule, in the spec's order: '++44…' starts with '+', passes the rule above
  // and so gets this more helpful message.
  if (phone.includes('++')) return 'please check phone number format';
  // Beyond the earlier product: letters, or a '+' after the start, are not a phone number either.
  if (!/^\+?\d+$/.test(phone)) return PHONE_INVALID;
  return null;
}

/** The stored form: country code, a space, then the trimmed number (e.g. '+44 7700900123'). */
export function formatPhone(countryCode: string, number: string): string {
  return `${countryCode.trim()} ${number.trim()}`;
}

/** A number typed with a '+' code that is not one of the 20 (decision 035). */
export const PHONE_CODE_UNKNOWN = 'please choose the country code from the list and type the number without it';

/**
 * A number typed with its own '+code' while a code is chosen (decision 035): the typed code wins when it is one of the
 * 20 ('+44' chosen, '+353 87 123 4567' typed gives +353 and '87 123 4567'; '+4477009' gives +44 and '77009'), so the
 * stored phone never holds two codes. Null when the typed code is not one of the 20. A number without '+' keeps the
 * chosen code.
 */
export function resolveTypedCode(countryCode: string, number: string): { countryCode: string; number: string } | null {
  const typed = number.trim();
  if (!typed.startsWith('+')) return { countryCode: countryCode.trim(), number: typed };
  const code = CODES_LONGEST_FIRST.find((c) => typed.startsWith(c));
  return code === undefined ? null : { countryCode: code, number: typed.slice(code.length).trim() };
}

/**
 * The registration rule on a number typed beside a code select: the rule on what was typed (so '++44…' still gets
 * 'please check phone number format'), then, when it carries its own code, that code must be one of the 20 and what
 * follows it must pass the rule too.
 */
export function checkNumberAfterCode(number: string): string | null {
  const typed = checkPhoneNumber(number);
  if (typed !== null) return typed;
  const resolved = resolveTypedCode(DEFAULT_COUNTRY_CODE, number);
  return resolved === null ? PHONE_CODE_UNKNOWN : checkPhoneNumber(resolved.number);
}

/** The stored phone for a code select and a number typed beside it: the typed code wins (resolveTypedCode). */
export function joinPhone(countryCode: string, number: string): string {
  const resolved = resolveTypedCode(countryCode, number) ?? { countryCode, number };
  return formatPhone(resolved.countryCode, resolved.number);
}

/** Inverse of formatPhone, for editing a stored phone; a value without a known code is given '+44'. */
export function splitPhone(phone: string): { countryCode: string; number: string } {
  const value = phone.trim();
  const spaced = /^(\+\d+)\s+(.*)$/.exec(value);
  if (spaced?.[1] !== undefined && isCountryCode(spaced[1])) {
    return { countryCode: spaced[1], number: (spaced[2] ?? '').trim() };
  }
  // Tolerate a code typed without the space ('+447700900123').
  const code = CODES_LONGEST_FIRST.find((c) => value.startsWith(c));
  if (code !== undefined) return { countryCode: code, number: value.slice(code.length).trim() };
  return { countryCode: DEFAULT_COUNTRY_CODE, number: value };
}

/** Splits 'CODE NUMBER' (any run of spaces after the code); null when it has no such shape. */
function parseInternational(value: string): { code: string; number: string } | null {
  const match = /^(\+\d+)\s+(.+)$/.exec(value);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { code: match[1], number: match[2].trim() };
}

function normaliseInternational(raw: string): string {
  const value = raw.trim();
  // A form that joins an untouched code select with an empty number sends '+44 ': that is no phone at all.
  if (isCountryCode(value)) return '';
  const parts = parseInternational(value);
  return parts === null ? value : joinPhone(parts.code, parts.number);
}

function checkInternational(value: string): string | null {
  if (value === '') return 'phone number required';
  const parts = parseInternational(value);
  if (parts === null || !isCountryCode(parts.code)) return PHONE_INVALID;
  return checkNumberAfterCode(parts.number);
}

/**
 * The API's stored phone 'CODE NUMBER': a known code, then a number that passes checkPhoneNumber.
 * Output is normalised to exactly one space after the code; a second code typed into the number replaces the first
 * ('+44 +353871234567' is stored '+353 871234567', decision 035).
 */
export const internationalPhone = internationalPhoneField('phone number required');

/** internationalPhone with a form's own message for a missing phone. */
export function internationalPhoneField(missing: string) {
  return checkedString(missing, (value) => (value === '' ? missing : checkInternational(value)), normaliseInternational);
}

/** internationalPhone where the phone may be left out: '' (or null) is accepted and gives ''. */
export const optionalInternationalPhone = optionalCheckedString(
  (value) => (value === '' ? null : checkInternational(value)),
  normaliseInternational,
);
