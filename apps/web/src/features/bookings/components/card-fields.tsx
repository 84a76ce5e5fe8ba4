import { formatCardNumber, formatExpiry, type CardForm, type CardFormErrors } from '@lull/domain/validation/card';

import { TextField } from '../../../components/ui/text-field';

interface CardFieldsProps {
  value: CardForm;
  errors: CardFormErrors;
  onChange: (next: CardForm) => void;
}

/** Number, expiry (MM/YY), CVC and cardholder name for the sandbox gateway, with the browser's card autofill. */
export function CardFields({ value, errors, onChange }: CardFieldsProps) {
  const set = (field: keyof CardForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = field === 'number' ? formatCardNumber(raw) : field === 'expiry' ? formatExpiry(raw) : field === 'cvc' ? raw.replace(/\D/g, '').slice(0, 4) : raw;
    onChange({ ...value, [field]: next });
  };
  return (
    <div className="grid grid-cols-2 gap-4">
      <TextField
        id="card-number"
        label="Card number"
        className="col-span-2"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={value.number}
        onChange={set('number')}
        error={errors.number}
      />
      <TextField
        id="card-expiry"
        label="Expiry (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={value.expiry}
        onChange={set('expiry')}
        error={errors.expiry}
      />
      <TextField
        id="card-cvc"
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        value={value.cvc}
        onChange={set('cvc')}
        error={errors.cvc}
      />
      <TextField
        id="card-name"
        label="Cardholder name"
        className="col-span-2"
        autoComplete="cc-name"
        value={value.name}
        onChange={set('name')}
        error={errors.name}
      />
    </div>
  );
}
