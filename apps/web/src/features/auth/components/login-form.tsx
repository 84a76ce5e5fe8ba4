import { loginSchema, type LoginPayload } from '@lull/domain/validation/auth';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { useLogin } from '../api/login';
import { AuthEmailField, AuthModalHeader, SwitchModeLine } from './auth-modal-parts';
import { finishSignIn } from './finish-sign-in';
import { GoogleOrEmail } from './google-sign-in-button';

interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  redirectTo: string | undefined;
  onForgotPassword: () => void;
  onSwitchToRegister: () => void;
}

export function LoginForm({ redirectTo, onForgotPassword, onSwitchToRegister }: LoginFormProps) {
  const login = useLogin({ onSuccess: () => finishSignIn(redirectTo) });
  const {
    register,
    submitTo,
    firstError,
    formState: { errors },
  } = useSchemaForm<LoginValues, LoginPayload>(loginSchema, { defaultValues: { email: '', password: '' } });

  const problem = login.isError ? errorMessage(login.error, 'Authentication failed') : firstError;

  return (
    <>
      <AuthModalHeader title="Welcome back" description="Log in to book off-peak treatments and manage your bookings." />
      <GoogleOrEmail redirectTo={redirectTo}>
        <form noValidate aria-label="Log in" className="space-y-4" onSubmit={submitTo((payload) => login.mutate(payload), { beforeCheck: login.reset })}>
          <FormError>{problem}</FormError>
          <AuthEmailField id="login-email" error={errors.email?.message} {...register('email')} />
          <div className="space-y-1.5">
            <PasswordField
              id="login-password"
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <div className="flex justify-end">
              <button
                type="button"
                onClick={onForgotPassword}
                className="rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
              >
                Forgot password?
              </button>
            </div>
          </div>
          <Button type="submit" size="lg" className="w-full" isLoading={login.isPending || login.isSuccess}>
            Log In
          </Button>
        </form>
        <SwitchModeLine question="Don't have an account?" action="Sign up" onClick={onSwitchToRegister} />
      </GoogleOrEmail>
    </>
  );
}
