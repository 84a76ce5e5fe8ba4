/**
 * The payment page's card fields (sandbox gateway): a preview of what the card network checks, so a
 * mistyped number is caught before a charge is tried. With Stripe, Stripe Elements does this instead.
 */

export interface CardForm {
  number: string;
  /** As typed: 'MM/YY'. */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

/** The card network's check digit: catches most mistyped numbers. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** '4242424242424242' as '4242 4242 4242 4242' while typing (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1', '12', '122', '1228' typed as 'MM/YY': the slash appears once the month is complete. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of 'MM/YY', or null when it is not a real month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good until the end of its expiry month (UTC, as the networks treat it). */
function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();
}

/** One message per field, the first rule each breaks; an empty object means the card can be sent. */
export function checkCardForm(card: CardForm, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = cardDigits(card.number);
  if (digits === '') errors.number = 'Enter your card number.';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'Your card number is not valid.';

  const expiry = parseExpiry(card.expiry);
  if (card.expiry.trim() === '') errors.expiry = 'Enter the expiry date.';
  else if (expiry === null) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (hasExpired(expiry, now)) errors.expiry = 'Your card has expired.';

  if (card.cvc.trim() === '') errors.cvc = 'Enter the security code.';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'The security code is the 3 or 4 digits on your card.';

  if (card.name.trim() === '') errors.name = 'Enter the name on the card.';
  else if (card.name.trim().length > 200) errors.name = 'The name can be at most 200 characters.';
  return errors;
}
