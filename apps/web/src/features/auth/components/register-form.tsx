import { registerFormSchema, toRegisterPayload, type RegisterForm as RegisterFormOutput } from '@lull/domain/validation/auth';
import { DEFAULT_COUNTRY_CODE } from '@lull/domain/validation/phone';
import { useForm } from 'react-hook-form';

import { PhoneField } from '../../../components/phone-field';
import { Button } from '../../../components/ui/button';
import { ConsentFields } from '../../../components/consent-fields';
import { FormError } from '../../../components/ui/form-error';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { storedReferralCode } from '../../../lib/referral-code';
import { applyServerFieldErrors, firstFieldError, schemaResolver } from '../../../lib/schema-form';
import { useRegister } from '../api/register';
import { AuthModalHeader, SwitchModeLine } from './auth-modal-parts';
import { finishSignIn } from './finish-sign-in';
import { GoogleSignInButton, OrDivider } from './google-sign-in-button';

interface RegisterValues {
  email: string;
  country_code: string;
  phone: string;
  password: string;
  first_name: string;
  last_name: string;
  city: string;
  gdpr_consent: boolean;
  marketing_consent: boolean;
}

const FIELD_ORDER = Object.keys(registerFormSchema.shape);

const emptyForm: RegisterValues = {
  email: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone: '',
  password: '',
  first_name: '',
  last_name: '',
  city: '',
  gdpr_consent: false,
  marketing_consent: false,
};


interface RegisterFormProps {
  redirectTo: string | undefined;
  onSwitchToLogin: () => void;
}

export function RegisterForm({ redirectTo, onSwitchToLogin }: RegisterFormProps) {
  const registration = useRegister({ onSuccess: () => finishSignIn(redirectTo) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterFormOutput>({
    resolver: schemaResolver(registerFormSchema),
    defaultValues: emptyForm,
  });
  const hasConsented = watch('gdpr_consent');

  const problem = registration.isError
    ? errorMessage(registration.error, 'Authentication failed')
    : firstFieldError(errors, FIELD_ORDER);
  const phoneError = errors.phone?.message ?? errors.country_code?.message;

  return (
    <>
      <AuthModalHeader
        title="Join Lull"
        description="Create an account to book treatments in salons’ quiet hours at up to 50% off. New members get £3 credit."
      />
      <div className="mt-6 space-y-5">
        <GoogleSignInButton redirectTo={redirectTo} />
        <OrDivider />
        <form
          noValidate
          aria-label="Create an account"
          className="space-y-4"
          onSubmit={(event) => {
            registration.reset();
            void handleSubmit((form) =>
              // A code kept from a shared '?ref=' link goes with the sign-up; the server ignores an unknown one.
              registration.mutate({ ...toRegisterPayload(form), referral_code: storedReferralCode() ?? undefined }, {
                onError: (error) => applyServerFieldErrors(error, setError, FIELD_ORDER),
              }),
            )(event);
          }}
        >
          <FormError>{problem}</FormError>
          <TextField
            id="register-email"
            autoFocus
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />

          <PhoneField
            id="register-phone"
            control={control}
            countryCodeName="country_code"
            numberField={register('phone')}
            error={phoneError}
          />

          <TextField
            id="register-password"
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            renderInput={(props) => <PasswordInput {...props} />}
            {...register('password')}
          />

          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="register-first-name"
              label="First name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              id="register-last-name"
              label="Last name"
              optional
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </div>

          <TextField
            id="register-city"
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />

          <ConsentFields
            idPrefix="register"
            gdprField={register('gdpr_consent')}
            marketingField={register('marketing_consent')}
            gdprError={errors.gdpr_consent?.message}
          />

          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!hasConsented}
            isLoading={registration.isPending || registration.isSuccess}
          >
            Create Account
          </Button>
          {!hasConsented ? (
            <p className="text-center text-xs text-stone-600">
              Tick the Privacy Policy and Terms box to create your account.
            </p>
          ) : null}
        </form>
        <SwitchModeLine question="Already have an account?" action="Log in" onClick={onSwitchToLogin} />
      </div>
    </>
  );
}
