import { formatCardNumber, formatExpiry, type CardForm } from '@lull/domain/validation/card';
import type { ComponentProps } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';

import { TextField } from '@/components/ui/text-field';

interface CardFieldSpec extends Pick<ComponentProps<'input'>, 'inputMode' | 'autoComplete' | 'placeholder'> {
  name: keyof CardForm;
  id: string;
  label: string;
  /** Spans both columns. */
  wide?: boolean;
  /** Shapes what is typed as it is typed ('4242 4242…', 'MM/YY'). */
  format: (raw: string) => string;
}

const FIELDS: readonly CardFieldSpec[] = [
  { name: 'number', id: 'card-number', label: 'Card number', wide: true, inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  { name: 'expiry', id: 'card-expiry', label: 'Expiry (MM/YY)', inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  { name: 'cvc', id: 'card-cvc', label: 'CVC', inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', format: (raw) => raw.replace(/\D/g, '').slice(0, 4) },
  { name: 'name', id: 'card-name', label: 'Cardholder name', wide: true, autoComplete: 'cc-name', format: (raw) => raw },
];

function CardField({ form, spec: { name, wide, format, ...props } }: { form: UseFormReturn<CardForm>; spec: CardFieldSpec }) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      {...field}
      className={wide ? 'col-span-2' : undefined}
      error={fieldState.error?.message}
      onChange={(event) => {
        field.onChange(format(event.target.value));
        // The messages are for the card as it was sent: any edit clears them until the next try.
        form.clearErrors();
      }}
    />
  );
}

/** Number, expiry (MM/YY), CVC and cardholder name for the sandbox gateway, with the browser's card autofill. */
export function CardFields({ form }: { form: UseFormReturn<CardForm> }) {
  return (
    <div className="grid grid-cols-2 gap-4">
      {FIELDS.map((spec) => (
        <CardField key={spec.name} form={form} spec={spec} />
      ))}
    </div>
  );
}
