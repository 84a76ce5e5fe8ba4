import type { User } from '@lull/domain/contracts/user';
import { PROFILE_UPDATED } from '@lull/domain/contracts/account';
import { validate } from '@lull/domain/validation/form-errors';
import { formatPhone as joinPhone, splitPhone } from '@lull/domain/validation/phone';
import { PROFILE_FORM_SUMMARY, profileUpdateSchema } from '@lull/domain/validation/profile';
import { Pencil } from 'lucide-react';
import { useState } from 'react';

import { PhoneInput } from '../../../components/phone-input';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatPoundsAsMoney, formatPhone } from '../../../lib/format';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  first_name: string;
  last_name: string;
  country_code: string;
  phone: string;
  city: string;
  marketing_consent: boolean;
}

function valuesOf(user: User): ProfileValues {
  const phone = splitPhone(user.phone ?? '');
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    country_code: phone.countryCode,
    phone: phone.number,
    city: user.city ?? '',
    marketing_consent: user.marketing_consent,
  };
}

function payloadOf(values: ProfileValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    phone: values.phone.trim() === '' ? '' : joinPhone(values.country_code, values.phone),
    city: values.city,
    marketing_consent: values.marketing_consent,
  };
}

/** Account › Personal Details: read, then edit with the shared profile rules (customer spec §5). */
export function PersonalDetails({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const result = validate(profileUpdateSchema, payloadOf(values));
  const errors = checked && !result.ok ? result.fields : {};
  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  function startEditing() {
    setValues(valuesOf(user));
    setChecked(false);
    setNotice(null);
    setEditing(true);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    setChecked(true);
    setNotice(null);
    if (!result.ok) {
      setNotice({ kind: 'error', text: PROFILE_FORM_SUMMARY });
      return;
    }
    update.mutate(result.data, {
      onSuccess: () => {
        setEditing(false);
        setNotice({ kind: 'success', text: PROFILE_UPDATED });
      },
      onError: (error) => {
        const detail = error instanceof ApiError ? (error.fromServer ? error.message : `Server error: ${error.status}`) : 'Server error: 0';
        setNotice({ kind: 'error', text: `Profile update failed: ${detail}` });
      },
    });
  }

  return (
    <section aria-labelledby="personal-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="personal-heading" className="text-xl font-semibold text-stone-900">
          Personal Details
        </h2>
        {!editing ? (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
        ) : null}
      </div>

      {notice?.kind === 'success' ? (
        <p role="status" className="mt-4 rounded-xl bg-saving-50 px-3.5 py-3 text-sm text-saving-800">
          {notice.text}
        </p>
      ) : null}

      {!editing ? (
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-stone-600">Email</dt>
          <dd className="font-medium break-all text-stone-900">{user.email}</dd>
          <dt className="text-stone-600">Credit balance</dt>
          <dd className="font-medium text-saving-700">{formatPoundsAsMoney(user.credit_balance)}</dd>
          <dt className="text-stone-600">Name</dt>
          <dd className="font-medium text-stone-900">{[user.first_name, user.last_name].filter(Boolean).join(' ') || '—'}</dd>
          <dt className="text-stone-600">Phone</dt>
          <dd className="font-medium text-stone-900">{user.phone ? formatPhone(user.phone) : '—'}</dd>
          <dt className="text-stone-600">City</dt>
          <dd className="font-medium text-stone-900">{user.city || '—'}</dd>
          <dt className="text-stone-600">Marketing emails</dt>
          <dd className="font-medium text-stone-900">{user.marketing_consent ? 'Yes, send me offers' : 'No'}</dd>
        </dl>
      ) : (
        <form onSubmit={save} noValidate className="mt-5 space-y-5">
          {notice?.kind === 'error' ? <FormError>{notice.text}</FormError> : null}
          <TextField id="account-email" label="Email" value={user.email} readOnly hint="Your sign-in address can’t be changed here." />
          <p className="text-sm text-stone-700">
            Credit balance: <span className="font-semibold text-saving-700">{formatPoundsAsMoney(user.credit_balance)}</span>
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id="account-first-name" label="First name" autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} error={errors.first_name} />
            <TextField id="account-last-name" label="Last name" autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} error={errors.last_name} />
          </div>
          <PhoneInput
            id="account-phone"
            optional
            countryCode={values.country_code}
            number={values.phone}
            onCountryCodeChange={(code) => set('country_code', code)}
            onNumberChange={(number) => set('phone', number)}
            error={errors.phone}
          />
          <TextField id="account-city" label="City" optional autoComplete="address-level2" value={values.city} onChange={(e) => set('city', e.target.value)} error={errors.city} />
          <Checkbox
            id="account-marketing"
            checked={values.marketing_consent}
            onChange={(e) => set('marketing_consent', e.target.checked)}
            label="Send me Lull’s offers and news by email (you can stop them at any time)"
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={update.isPending}>
              Save Changes
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
