import { z } from 'zod';
import { isEmailAddress, normaliseEmail } from './email';
import { checkPhoneNumber } from './phone';
import { checkedString, optionalCheckedString } from './string-field';

const FILL_REQUIRED = 'Please fill in all required fields.';
const MAX_CONTACT_NAME_LENGTH = 100;
const MAX_MESSAGE_LENGTH = 5000;

/** POST /api/contact and the /contact form; keys in the form's order. */
export const contactSchema = z.object({
  name: checkedString(FILL_REQUIRED, (name) =>
    name === '' ? FILL_REQUIRED : name.length > MAX_CONTACT_NAME_LENGTH ? 'Name must be at most 100 characters.' : null,
  ),
  email: checkedString(
    FILL_REQUIRED,
    (email) => (email === '' ? FILL_REQUIRED : isEmailAddress(email) ? null : 'Please enter a valid email address'),
    normaliseEmail,
  ),
  // Optional; when given it must be a phone someone could call back (same rule as registration).
  phone: optionalCheckedString((phone) =>
    phone === '' || checkPhoneNumber(phone) === null ? null : 'Please enter a valid phone number',
  ),
  message: checkedString(FILL_REQUIRED, (message) =>
    message === ''
      ? FILL_REQUIRED
      : message.length > MAX_MESSAGE_LENGTH
        ? 'Message must be at most 5000 characters.'
        : null,
  ),
});
export type ContactPayload = z.output<typeof contactSchema>;
