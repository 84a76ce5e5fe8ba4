import { resetPasswordSchema, type ResetPasswordPayload } from '@lull/domain/validation/auth';
import { CircleCheck, KeyRound, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { useResetPassword } from './api/reset-password';
import { useAuthModal } from './hooks/use-auth-modal';

const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';

interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}

function CardIcon({ tone, children }: { tone: 'brand' | 'saving' | 'stone'; children: ReactNode }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700',
    saving: 'bg-saving-50 text-saving-700',
    stone: 'bg-stone-100 text-stone-700',
  };
  return <span className={`flex size-12 items-center justify-center rounded-full ${tones[tone]}`}>{children}</span>;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const authModal = useAuthModal();

  if (token === '') {
    return (
      <Card>
        <CardIcon tone="stone">
          <Link2Off className="size-6" aria-hidden="true" />
        </CardIcon>
        <h1 className="mt-5 font-display text-3xl text-stone-900">Reset your password</h1>
        <FormError className="mt-5">{INVALID_RESET_LINK}</FormError>
        <Button size="lg" className="mt-6 w-full" onClick={() => authModal.open({ mode: 'forgot-password' })}>
          Request a new link
        </Button>
      </Card>
    );
  }
  return <ResetPasswordForm token={token} welcome={params.get('welcome') === '1'} />;
}

/** `welcome`: the link of the welcome mail to a business owner our team listed, who chooses a first password. */
function ResetPasswordForm({ token, welcome }: { token: string; welcome: boolean }) {
  const resetPassword = useResetPassword();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  const {
    register,
    submitTo,
    firstError,
    formState: { errors },
  } = useSchemaForm<ResetValues, ResetPasswordPayload>(resetPasswordSchema, { defaultValues: { token, password: '', confirmPassword: '' } });

  if (resetPassword.isSuccess) {
    return (
      <Card>
        <CardIcon tone="saving">
          <CircleCheck className="size-6" aria-hidden="true" />
        </CardIcon>
        <h1 className="mt-5 font-display text-3xl text-stone-900">{welcome ? 'Password set' : 'Password updated'}</h1>
        <p role="status" className="mt-3 text-base leading-7 text-stone-700">
          {welcome ? 'Your password is set. Sign in with your email and new password to manage your business.' : 'Your password has been reset. Sign in with your new password to carry on booking.'}
        </p>
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => {
            // Off this page, so the used link isn't offered again, and straight into the login dialog.
            void navigate('/', { replace: true });
            authModal.open({ mode: 'login' });
          }}
        >
          Go to Sign In
        </Button>
      </Card>
    );
  }

  const problem = resetPassword.isError ? errorMessage(resetPassword.error, 'Failed to reset password. Please try again.') : firstError;

  return (
    <Card>
      <CardIcon tone="brand">
        <KeyRound className="size-6" aria-hidden="true" />
      </CardIcon>
      <h1 className="mt-5 font-display text-3xl text-stone-900">{welcome ? 'Choose your password' : 'Choose a new password'}</h1>
      <p className="mt-2 text-sm leading-6 text-stone-700">
        {welcome
          ? 'Welcome to Lull. Use at least 8 characters; you’ll sign in with your email and this password to manage your business.'
          : 'Use at least 8 characters. You’ll be signed out everywhere else once it’s changed.'}
      </p>
      <form
        noValidate
        aria-label={welcome ? 'Choose your password' : 'Choose a new password'}
        className="mt-6 space-y-4"
        onSubmit={submitTo((payload) => resetPassword.mutate(payload), { beforeCheck: resetPassword.reset })}
      >
        <FormError>{problem}</FormError>
        <input type="hidden" {...register('token')} />
        <PasswordField
          id="reset-password"
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={resetPassword.isPending}>
          Reset Password
        </Button>
      </form>
    </Card>
  );
}
