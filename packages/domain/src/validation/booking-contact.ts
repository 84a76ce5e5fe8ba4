import { z } from 'zod';
import { checkEmailAddress, isEmailAddress, normaliseEmail } from './email';
import { checkNumberAfterCode, checkPhoneNumber, isCountryCode, joinPhone, splitPhone } from './phone';
import { optionalCheckedString, optionalText } from './string-field';

const MAX_NAME_LENGTH = 100;

/** Empty means "use my account's details": nothing is stored for it. */
const emptyAsAbsent = (value: string): string | undefined => (value === '' ? undefined : value);

/**
 * The booking's Details step: who is coming and how the salon reaches them. Every field
 * may be left empty; an email must pass the sign-up rule ('email address incomplete', 'domain incomplete')
 * and a phone the registration rule (on the number after a dialling code, as the form sends it).
 */
export const bookingContactSchema = z.object({
  guest_first_name: optionalText(MAX_NAME_LENGTH, 'First name must be at most 100 characters.').transform(emptyAsAbsent),
  guest_last_name: optionalText(MAX_NAME_LENGTH, 'Last name must be at most 100 characters.').transform(emptyAsAbsent),
  guest_email: optionalCheckedString((email) => {
    if (email === '') return null;
    // The spec's two messages first, then what a deliverable address also needs, in the same words.
    return checkEmailAddress(email) ?? (isEmailAddress(email) ? null : 'email address incomplete');
  }, normaliseEmail).transform(emptyAsAbsent),
  guest_phone: optionalCheckedString((phone) => {
    if (phone === '' || isCountryCode(phone)) return null;
    // 'CODE NUMBER' from the web form: the rule applies to the number, where a typed code of the 20 replaces the chosen
    // one and any other is refused (decision 035); a bare number is checked whole.
    const { countryCode, number } = splitPhone(phone);
    return phone.startsWith(countryCode) ? checkNumberAfterCode(number) : checkPhoneNumber(phone);
  })
    .transform((phone) => {
      if (isCountryCode(phone)) return '';
      const { countryCode, number } = splitPhone(phone);
      return phone.startsWith(countryCode) && number.startsWith('+') ? joinPhone(countryCode, number) : phone;
    })
    .transform(emptyAsAbsent),
});
export type BookingContact = z.output<typeof bookingContactSchema>;
