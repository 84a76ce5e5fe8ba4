import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@lull/domain/validation/phone';
import { useState, type ComponentProps } from 'react';

import { Select } from './ui/select';

interface CountryCodeSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  /** The dialling code, e.g. '+44'. */
  value: string;
  onChange: (code: string) => void;
}

/**
 * The 20 dialling codes of the spec, the one list of every phone form and of the server (decision 035). Options are
 * keyed by country because the US and Canada share +1; the form only ever sees the code.
 */
export function CountryCodeSelect({ value, onChange, ...props }: CountryCodeSelectProps) {
  const offered = COUNTRY_CODES;
  const [countryId, setCountryId] = useState<string | null>(null);
  const chosen = COUNTRY_CODES.find((c) => c.id === countryId && c.code === value);
  const selected = chosen ?? COUNTRY_CODES.find((c) => c.code === value) ?? COUNTRY_CODES.find((c) => c.code === DEFAULT_COUNTRY_CODE);

  return (
    <Select
      {...props}
      value={selected?.id}
      onChange={(event) => {
        const country = COUNTRY_CODES.find((c) => c.id === event.target.value);
        if (!country) return;
        setCountryId(country.id);
        onChange(country.code);
      }}
    >
      {offered.map((country) => (
        <option key={country.id} value={country.id}>
          {country.label}
        </option>
      ))}
    </Select>
  );
}
