import { PASSWORD_UPDATED } from '@lull/domain/contracts/account';
import { validate } from '@lull/domain/validation/form-errors';
import { passwordChangeFormSchema } from '@lull/domain/validation/profile';
import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type Field = keyof typeof EMPTY;

const LABELS: Record<Field, { label: string; autoComplete: string }> = {
  current_password: { label: 'Current password', autoComplete: 'current-password' },
  new_password: { label: 'New password', autoComplete: 'new-password' },
  confirm_password: { label: 'Confirm new password', autoComplete: 'new-password' },
};

/** Account › Update password: the spec's rules in its order; signing out every other device on success. */
export function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const result = validate(passwordChangeFormSchema, values);
    if (!result.ok) {
      setErrors(result.fields);
      setNotice({ kind: 'error', text: result.error });
      return;
    }
    setErrors({});
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setNotice({ kind: 'success', text: PASSWORD_UPDATED });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
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
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {notice?.kind === 'error' ? <FormError>{notice.text}</FormError> : null}
        {notice?.kind === 'success' ? (
          <p role="status" className="rounded-xl bg-saving-50 px-3.5 py-3 text-sm text-saving-800">
            {notice.text}
          </p>
        ) : null}
        {(Object.keys(EMPTY) as Field[]).map((field) => (
          <TextField
            key={field}
            id={`account-${field.replace('_', '-')}`}
            label={LABELS[field].label}
            autoComplete={LABELS[field].autoComplete}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={errors[field]}
            renderInput={(props) => <PasswordInput {...props} />}
          />
        ))}
        <Button type="submit" isLoading={change.isPending}>
          Update password
        </Button>
      </form>
    </section>
  );
}
