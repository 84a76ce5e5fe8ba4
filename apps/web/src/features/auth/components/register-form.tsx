import { registerFormSchema, toRegisterPayload, type RegisterForm as RegisterFormOutput } from '@lull/domain/validation/auth';
import { DEFAULT_COUNTRY_CODE } from '@lull/domain/validation/phone';

import { ConsentFields } from '@/components/consent-fields';
import { PersonalDetailsFields, type PersonalDetailsValues } from '@/components/personal-details-fields';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api-client';
import { FIGURES } from '@lull/domain/figures';
import { storedReferralCode } from '@/lib/referral-code';
import { useSchemaForm } from '@/lib/schema-form';
import { useRegister } from '../api/register';
import { AuthEmailField, AuthModalHeader, SwitchModeLine } from './auth-modal-parts';
import { finishSignIn } from './finish-sign-in';
import { GoogleOrEmail } from './google-sign-in-button';

interface RegisterValues extends PersonalDetailsValues {
  email: string;
  password: string;
  gdpr_consent: boolean;
  marketing_consent: boolean;
}

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

/** Sign-up on the way to listing a business (Get Started, List your business) speaks to a salon (decision 040). */
const forSalon = (redirectTo: string | undefined) => redirectTo?.startsWith('/merchant/onboarding') === true;

interface RegisterFormProps {
  redirectTo: string | undefined;
  onSwitchToLogin: () => void;
}

export function RegisterForm({ redirectTo, onSwitchToLogin }: RegisterFormProps) {
  const registration = useRegister({ onSuccess: () => finishSignIn(redirectTo) });
  const form = useSchemaForm<RegisterValues, RegisterFormOutput>(registerFormSchema, { defaultValues: emptyForm });
  const {
    register,
    submitTo,
    watch,
    firstError,
    showServerErrors,
    formState: { errors },
  } = form;
  const hasConsented = watch('gdpr_consent');

  const problem = registration.isError ? errorMessage(registration.error, 'Authentication failed') : firstError;

  return (
    <>
      {forSalon(redirectTo) ? (
        <AuthModalHeader
          title="List your business on Lull"
          description="First create your account: you will sign in with it to run your salon. Then tell us about your business, and our team reviews it within 1–2 business days."
        />
      ) : (
        <AuthModalHeader
          title="Join Lull"
          description={`Create an account to book treatments in salons’ quiet hours at up to 50% off. New members get ${FIGURES.welcomeCredit} credit.`}
        />
      )}
      <GoogleOrEmail redirectTo={redirectTo}>
        <form
          noValidate
          aria-label={forSalon(redirectTo) ? 'Create your salon’s account' : 'Create an account'}
          className="space-y-4"
          onSubmit={submitTo(
            (values) =>
              // A code kept from a shared '?ref=' link goes with the sign-up; the server ignores an unknown one.
              registration.mutate({ ...toRegisterPayload(values), referral_code: storedReferralCode() ?? undefined }, { onError: showServerErrors }),
            { beforeCheck: registration.reset },
          )}
        >
          <FormError>{problem}</FormError>
          <AuthEmailField id="register-email" error={errors.email?.message} {...register('email')} />
          <PasswordField
            id="register-password"
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <PersonalDetailsFields idPrefix="register" form={form} optional={['last_name']} compact />
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
      </GoogleOrEmail>
    </>
  );
}
