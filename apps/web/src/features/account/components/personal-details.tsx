import { PROFILE_UPDATED } from '@lull/domain/contracts/account';
import type { User } from '@lull/domain/contracts/user';
import { PROFILE_FORM_SUMMARY, profileUpdateSchema, type ProfileUpdatePayload } from '@lull/domain/validation/profile';
import { Pencil } from 'lucide-react';
import { useState } from 'react';

import { PersonalDetailsFields, personalDetailsOf, type PersonalDetailsValues } from '@/components/personal-details-fields';
import { joinedPhone } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { formatPoundsAsMoney, formatPhone } from '@/lib/format';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateProfile } from '../api/update-profile';

interface AccountDetailsValues extends PersonalDetailsValues {
  marketing_consent: boolean;
}

function valuesOf(user: User): AccountDetailsValues {
  return { ...personalDetailsOf(user), marketing_consent: user.marketing_consent };
}

/** Account › Personal Details: read, then edit with the shared profile rules. */
export function PersonalDetails({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useSchemaForm<AccountDetailsValues, ProfileUpdatePayload>(profileUpdateSchema, {
    defaultValues: valuesOf(user),
    // The API takes the phone as one 'CODE NUMBER' value.
    toInput: ({ country_code, phone, ...rest }) => ({ ...rest, phone: joinedPhone(country_code, phone) }),
  });

  function startEditing() {
    form.reset(valuesOf(user));
    setNotice(null);
    setEditing(true);
  }

  function save(payload: ProfileUpdatePayload) {
    update.mutate(payload, {
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
        <form
          noValidate
          className="mt-5 space-y-5"
          onSubmit={form.submitTo(save, {
            beforeCheck: () => setNotice(null),
            onInvalid: () => setNotice({ kind: 'error', text: PROFILE_FORM_SUMMARY }),
          })}
        >
          {notice?.kind === 'error' ? <FormError>{notice.text}</FormError> : null}
          <TextField id="account-email" label="Email" value={user.email} readOnly hint="Your sign-in address can’t be changed here." />
          <p className="text-sm text-stone-700">
            Credit balance: <span className="font-semibold text-saving-700">{formatPoundsAsMoney(user.credit_balance)}</span>
          </p>
          <PersonalDetailsFields idPrefix="account" form={form} optional={['last_name', 'phone', 'city']} />
          <Checkbox
            id="account-marketing"
            label="Send me Lull’s offers and news by email (you can stop them at any time)"
            {...form.register('marketing_consent')}
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
