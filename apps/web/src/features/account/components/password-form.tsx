import { PASSWORD_UPDATED } from '@lull/domain/contracts/account';
import { passwordChangeFormSchema, type PasswordChangeForm } from '@lull/domain/validation/profile';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };

const FIELDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Account › Update password: the spec's rules in its order; signing out every other device on success. */
export function PasswordForm() {
  const change = useChangePassword();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    submitTo,
    reset,
    firstError,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm<PasswordChangeForm, PasswordChangeForm>(passwordChangeFormSchema, {
    defaultValues: EMPTY,
    // The messages stay as they were until the next try: typing does not re-check.
    reValidateMode: 'onSubmit',
  });

  function save({ current_password, new_password }: PasswordChangeForm) {
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset(EMPTY);
          setNotice({ kind: 'success', text: PASSWORD_UPDATED });
        },
        onError: (error) => {
          showServerErrors(error);
          const detail = error instanceof ApiError && error.fromServer ? error.message : null;
          setNotice({ kind: 'error', text: detail ? `Password update failed: ${detail}` : 'Password update failed' });
        },
      },
    );
  }

  return (
    <section aria-labelledby="password-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="password-heading" className="text-xl font-semibold text-stone-900">
        Update password
      </h2>
      <p className="mt-1 text-sm text-stone-700">You’ll stay signed in here; any other devices are signed out.</p>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={submitTo(save, { beforeCheck: () => setNotice(null) })}
      >
        <FormError>{notice?.kind === 'error' ? notice.text : firstError}</FormError>
        {notice?.kind === 'success' ? (
          <p role="status" className="rounded-xl bg-saving-50 px-3.5 py-3 text-sm text-saving-800">
            {notice.text}
          </p>
        ) : null}
        {FIELDS.map(({ name, label, autoComplete }) => (
          <PasswordField
            key={name}
            id={`account-${name.replace('_', '-')}`}
            label={label}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <Button type="submit" isLoading={change.isPending}>
          Update password
        </Button>
      </form>
    </section>
  );
}
