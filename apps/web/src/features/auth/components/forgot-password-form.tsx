import { forgotPasswordSchema, type ForgotPasswordPayload } from '@lull/domain/validation/auth';
import { MailCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { FIGURES } from '@lull/domain/figures';
import { useSchemaForm } from '@/lib/schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthEmailField, AuthModalHeader } from './auth-modal-parts';

const RESET_EMAIL_SENT = "If your email is registered, you'll receive a reset link shortly";

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const forgotPassword = useForgotPassword();
  const {
    register,
    submitTo,
    firstError,
    formState: { errors },
  } = useSchemaForm<{ email: string }, ForgotPasswordPayload>(forgotPasswordSchema, { defaultValues: { email: '' } });

  if (forgotPassword.isSuccess) {
    return (
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-saving-50 text-saving-700">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <div className="mt-4">
          <AuthModalHeader title="Email Sent" description={RESET_EMAIL_SENT} />
        </div>
        <p className="mt-3 text-sm text-stone-600">The link works once and expires after {FIGURES.resetLinkLifetime}. Check your spam folder if it hasn’t arrived.</p>
        <Button size="lg" className="mt-6 w-full" onClick={onBackToLogin} autoFocus>
          Back to Login
        </Button>
      </div>
    );
  }

  const problem = forgotPassword.isError ? errorMessage(forgotPassword.error, 'Failed to send reset email') : firstError;

  return (
    <>
      <AuthModalHeader
        title="Reset your password"
        description="Enter the email address you use for Lull and we’ll send you a link to choose a new password."
      />
      <form
        noValidate
        aria-label="Reset your password"
        className="mt-6 space-y-4"
        onSubmit={submitTo((payload) => forgotPassword.mutate(payload), { beforeCheck: forgotPassword.reset })}
      >
        <FormError>{problem}</FormError>
        <AuthEmailField id="forgot-email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full" isLoading={forgotPassword.isPending}>
          Send Reset Link
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <button
          type="button"
          onClick={onBackToLogin}
          className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Back to Login
        </button>
      </p>
    </>
  );
}
