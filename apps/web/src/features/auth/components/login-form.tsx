import { loginSchema, type LoginPayload } from '@lull/domain/validation/auth';
import { useForm } from 'react-hook-form';

import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstFieldError, schemaResolver } from '../../../lib/schema-form';
import { useLogin } from '../api/login';
import { AuthModalHeader, SwitchModeLine } from './auth-modal-parts';
import { finishSignIn } from './finish-sign-in';
import { GoogleSignInButton, OrDivider } from './google-sign-in-button';

interface LoginValues {
  email: string;
  password: string;
}

const FIELD_ORDER = Object.keys(loginSchema.shape);

interface LoginFormProps {
  redirectTo: string | undefined;
  onForgotPassword: () => void;
  onSwitchToRegister: () => void;
}

export function LoginForm({ redirectTo, onForgotPassword, onSwitchToRegister }: LoginFormProps) {
  const login = useLogin({ onSuccess: () => finishSignIn(redirectTo) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginPayload>({
    resolver: schemaResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const problem = login.isError
    ? errorMessage(login.error, 'Authentication failed')
    : firstFieldError(errors, FIELD_ORDER);

  return (
    <>
      <AuthModalHeader title="Welcome back" description="Log in to book off-peak treatments and manage your bookings." />
      <div className="mt-6 space-y-5">
        <GoogleSignInButton redirectTo={redirectTo} />
        <OrDivider />
        <form
          noValidate
          aria-label="Log in"
          className="space-y-4"
          onSubmit={(event) => {
            login.reset();
            void handleSubmit((payload) => login.mutate(payload))(event);
          }}
        >
          <FormError>{problem}</FormError>
          <TextField
            id="login-email"
            autoFocus
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="space-y-1.5">
            <TextField
              id="login-password"
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              renderInput={(props) => <PasswordInput {...props} />}
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
      </div>
    </>
  );
}
