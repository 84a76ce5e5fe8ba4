import { joinPhone } from '@lull/domain/validation/phone';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';

import { CountryCodeSelect } from './country-code-select';
import { FieldError } from './ui/form-error';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { FieldHint } from './ui/text-field';

interface PhoneFieldProps<Form extends FieldValues, Output> {
  id: string;
  control: Control<Form, unknown, Output>;
  /** The form field holding the dialling code ('+44'). */
  countryCodeName: Path<Form>;
  /** `register('phone')` for the number itself. */
  numberField: UseFormRegisterReturn;
  error: string | undefined;
  /** Help shown under the field; read with it while there is no error. */
  hint?: string;
  optional?: boolean;
}

/**
 * What a phone field holds as Lull stores it ('+44 7700900123'), or '' when no number was typed. A number typed with
 * its own code ('+353 87…') keeps that code rather than gaining a second one (decision 035).
 */
export function joinedPhone(countryCode: string, number: string): string {
  return number.trim() === '' ? '' : joinPhone(countryCode, number);
}

/** A phone number as Lull stores it: a dialling code from the list of 20, then the number. */
export function PhoneField<Form extends FieldValues, Output>({
  id,
  control,
  countryCodeName,
  numberField,
  error,
  hint,
  optional,
}: PhoneFieldProps<Form, Output>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} optional={optional}>
        Phone number
      </Label>
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
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          {...numberField}
        />
      </div>
      <FieldError id={errorId} message={error} />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}
