import { bookingContactSchema, type BookingContact } from '@lull/domain/validation/booking-contact';
import { splitPhone } from '@lull/domain/validation/phone';

import { joinedPhone, PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/schema-form';

interface ContactValues {
  guest_first_name: string;
  guest_last_name: string;
  guest_email: string;
  guest_country_code: string;
  guest_phone: string;
}

interface ContactDetailsFormProps {
  /** The account's details, so most people only press Continue. */
  initial: { first_name: string; last_name: string; email: string; phone: string };
  onBack: () => void;
  onContinue: (contact: BookingContact) => void;
}

/**
 * Step 2, Contact Details: who is coming and how the salon reaches them. Every field may
 * be empty; a malformed email or phone keeps the step from advancing, with the shared schema's message.
 */
export function ContactDetailsForm({ initial, onBack, onContinue }: ContactDetailsFormProps) {
  const phone = splitPhone(initial.phone);
  const {
    register,
    control,
    submitTo,
    formState: { errors, isSubmitted },
  } = useSchemaForm<ContactValues, BookingContact>(bookingContactSchema, {
    defaultValues: {
      guest_first_name: initial.first_name,
      guest_last_name: initial.last_name,
      guest_email: initial.email,
      guest_country_code: phone.countryCode,
      guest_phone: phone.number,
    },
    // The schema checks the phone as one 'CODE NUMBER' value.
    toInput: ({ guest_country_code, guest_phone, ...rest }) => ({ ...rest, guest_phone: joinedPhone(guest_country_code, guest_phone) }),
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submitTo(onContinue)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="guest-first-name" label="First name" autoComplete="given-name" error={errors.guest_first_name?.message} {...register('guest_first_name')} />
        <TextField id="guest-last-name" label="Last name" autoComplete="family-name" error={errors.guest_last_name?.message} {...register('guest_last_name')} />
      </div>
      <TextField
        id="guest-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.guest_email?.message}
        hint="We send your confirmation and calendar invite here."
        {...register('guest_email')}
      />
      <PhoneField
        id="guest-phone"
        control={control}
        countryCodeName="guest_country_code"
        numberField={register('guest_phone')}
        error={errors.guest_phone?.message}
        hint="Only the salon sees it, if they need to reach you about this appointment."
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitted && hasErrors}>
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
