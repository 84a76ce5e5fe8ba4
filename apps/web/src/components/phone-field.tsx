import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';

import { CountryCodeSelect } from './country-code-select';
import { FieldError } from './ui/form-error';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface PhoneFieldProps<Form extends FieldValues> {
  id: string;
  control: Control<Form>;
  /** The form field holding the dialling code ('+44'). */
  countryCodeName: Path<Form>;
  /** `register('phone')` for the number itself. */
  numberField: UseFormRegisterReturn;
  error: string | undefined;
}

/** A phone number as the spec stores it: a dialling code from the list of 20, then the number. */
export function PhoneField<Form extends FieldValues>({ id, control, countryCodeName, numberField, error }: PhoneFieldProps<Form>) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Phone number</Label>
      <div className="flex gap-2">
        <Controller
          control={control}
          name={countryCodeName}
          render={({ field }) => (
            <CountryCodeSelect
              aria-label="Country code"
              autoComplete="tel-country-code"
              className="w-[8.5rem] shrink-0"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Input
          id={id}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="7700 900123"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...numberField}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
