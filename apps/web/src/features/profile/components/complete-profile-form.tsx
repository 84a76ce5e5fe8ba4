import type { User } from '@lull/domain/contracts/user';
import { DEFAULT_COUNTRY_CODE, splitPhone } from '@lull/domain/validation/phone';
import { profileCompletionSchema, type ProfileCompletionPayload } from '@lull/domain/validation/profile';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { PhoneField } from '../../../components/phone-field';
import { Button } from '../../../components/ui/button';
import { ConsentFields } from '../../../components/consent-fields';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { storedReferralCode } from '../../../lib/referral-code';
import { applyServerFieldErrors, firstFieldError, schemaResolver } from '../../../lib/schema-form';
import { useCompleteProfile } from '../api/complete-profile';

interface ProfileValues {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string;
  city: string;
  referral_code: string;
  gdpr_consent: boolean;
  marketing_consent: boolean;
}

const FIELD_ORDER = Object.keys(profileCompletionSchema.shape);

const PROFILE_FAILED = 'Failed to create profile.';


function initialValues(user: User | null, referralCode: string): ProfileValues {
  const phone = user?.phone ? splitPhone(user.phone) : { countryCode: DEFAULT_COUNTRY_CODE, number: '' };
  return {
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    phone: phone.number,
    country_code: phone.countryCode,
    city: user?.city ?? '',
    referral_code: referralCode,
    gdpr_consent: user?.gdpr_consent ?? false,
    marketing_consent: user?.marketing_consent ?? false,
  };
}

/**
 * Complete Your Profile. Signed out, the form is shown but switched off: it explains what it is for and the
 * page offers sign-up; the API only accepts it with a session.
 */
export function CompleteProfileForm({ user }: { user: User | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeProfile = useCompleteProfile();
  const referralCode = params.get('ref')?.trim() || storedReferralCode() || '';
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues, unknown, ProfileCompletionPayload>({
    resolver: schemaResolver(profileCompletionSchema),
    defaultValues: initialValues(user, referralCode),
  });
  const isSignedIn = user !== null;

  const serverDetail =
    completeProfile.error instanceof ApiError && completeProfile.error.fromServer ? completeProfile.error.message : null;
  const problem = completeProfile.isError ? (
    <>
      <p className="font-semibold">{PROFILE_FAILED}</p>
      {serverDetail && serverDetail !== PROFILE_FAILED ? <p className="mt-0.5">{serverDetail}</p> : null}
    </>
  ) : (
    firstFieldError(errors, FIELD_ORDER)
  );
  const phoneError = errors.phone?.message ?? errors.country_code?.message;

  return (
    <form
      noValidate
      aria-label="Complete your profile"
      className="space-y-5"
      onSubmit={(event) => {
        completeProfile.reset();
        void handleSubmit((payload) =>
          completeProfile.mutate(payload, {
            onSuccess: () => {
              toast.success('Your profile is complete. Welcome to Lull!');
              void navigate('/services');
            },
            onError: (error) => applyServerFieldErrors(error, setError, FIELD_ORDER),
          }),
        )(event);
      }}
    >
      <fieldset disabled={!isSignedIn} className="space-y-5 disabled:opacity-70">
        <legend className="sr-only">Your details</legend>
        <FormError>{problem}</FormError>
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={isSignedIn}
          hint={isSignedIn ? 'This is the address you signed in with.' : undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="profile-first-name"
            label="First name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            id="profile-last-name"
            label="Last name"
            optional
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <PhoneField
          id="profile-phone"
          control={control}
          countryCodeName="country_code"
          numberField={register('phone')}
          error={phoneError}
        />
        <TextField
          id="profile-city"
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          id="profile-referral-code"
          label="Referral code"
          optional
          autoComplete="off"
          autoCapitalize="characters"
          hint="Got a code from a friend? You’ll both get credit after your first paid booking."
          error={errors.referral_code?.message}
          {...register('referral_code')}
        />
        <ConsentFields
          idPrefix="profile"
          gdprField={register('gdpr_consent')}
          marketingField={register('marketing_consent')}
          gdprError={errors.gdpr_consent?.message}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={completeProfile.isPending}>
          Complete Profile
        </Button>
      </fieldset>
    </form>
  );
}
