import { CountryCodeSelect } from './country-code-select';
import { FieldError } from './ui/form-error';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface PhoneInputProps {
  id: string;
  countryCode: string;
  number: string;
  onCountryCodeChange: (code: string) => void;
  onNumberChange: (number: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
}

/** PhoneField's controlled twin, for forms kept in plain state: a dialling code from the list, then the number. */
export function PhoneInput({ id, countryCode, number, onCountryCodeChange, onNumberChange, error, hint, optional }: PhoneInputProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} optional={optional}>
        Phone number
      </Label>
      <div className="flex gap-2">
        <CountryCodeSelect aria-label="Country code" autoComplete="tel-country-code" className="w-[8.5rem] shrink-0" value={countryCode} onChange={onCountryCodeChange} />
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="7700 900123"
          value={number}
          onChange={(event) => onNumberChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
