import { bookingContactSchema, type BookingContact } from '@lull/domain/validation/booking-contact';
import { validate } from '@lull/domain/validation/form-errors';
import { formatPhone, splitPhone } from '@lull/domain/validation/phone';
import { useState } from 'react';

import { PhoneInput } from '../../../components/phone-input';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
}

export function contactPayload(values: ContactValues): Record<string, string> {
  return {
    guest_first_name: values.firstName,
    guest_last_name: values.lastName,
    guest_email: values.email,
    guest_phone: values.phone.trim() === '' ? '' : formatPhone(values.countryCode, values.phone),
  };
}

interface ContactDetailsFormProps {
  /** The account's details, so most people only press Continue. */
  initial: { first_name: string | null; last_name: string | null; email: string; phone: string | null };
  onBack: () => void;
  onContinue: (contact: BookingContact) => void;
}

/**
 * Step 2, Contact Details: who is coming and how the salon reaches them (customer spec §5). Every field may
 * be empty; a malformed email or phone keeps the step from advancing, with the shared schema's message.
 */
export function ContactDetailsForm({ initial, onBack, onContinue }: ContactDetailsFormProps) {
  const phone = splitPhone(initial.phone ?? '');
  const [values, setValues] = useState<ContactValues>({
    firstName: initial.first_name ?? '',
    lastName: initial.last_name ?? '',
    email: initial.email,
    countryCode: phone.countryCode,
    phone: phone.number,
  });
  const [checked, setChecked] = useState(false);
  const result = validate(bookingContactSchema, contactPayload(values));
  const errors = checked && !result.ok ? result.fields : {};

  const set = (field: keyof ContactValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (result.ok) onContinue(result.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="guest-first-name" label="First name" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} error={errors.guest_first_name} />
        <TextField id="guest-last-name" label="Last name" autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} error={errors.guest_last_name} />
      </div>
      <TextField
        id="guest-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.guest_email}
        hint="We send your confirmation and calendar invite here."
      />
      <PhoneInput
        id="guest-phone"
        countryCode={values.countryCode}
        number={values.phone}
        onCountryCodeChange={set('countryCode')}
        onNumberChange={set('phone')}
        error={errors.guest_phone}
        hint="Only the salon sees it, if they need to reach you about this appointment."
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={checked && !result.ok}>
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
