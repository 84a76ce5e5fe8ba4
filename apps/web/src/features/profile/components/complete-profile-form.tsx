import type { User } from '@lull/domain/contracts/user';
import { profileCompletionSchema, type ProfileCompletionPayload } from '@lull/domain/validation/profile';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { ConsentFields } from '@/components/consent-fields';
import { PersonalDetailsFields, personalDetailsOf, type PersonalDetailsValues } from '@/components/personal-details-fields';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { storedReferralCode } from '@/lib/referral-code';
import { useSchemaForm } from '@/lib/schema-form';
import { useCompleteProfile } from '../api/complete-profile';

interface ProfileValues extends PersonalDetailsValues {
  email: string;
  referral_code: string;
  gdpr_consent: boolean;
  marketing_consent: boolean;
}

const PROFILE_FAILED = 'Failed to create profile.';

function initialValues(user: User | null, referralCode: string): ProfileValues {
  return {
    ...personalDetailsOf(user),
    email: user?.email ?? '',
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
  const form = useSchemaForm<ProfileValues, ProfileCompletionPayload>(profileCompletionSchema, {
    defaultValues: initialValues(user, referralCode),
  });
  const {
    register,
    submitTo,
    firstError,
    showServerErrors,
    formState: { errors },
  } = form;
  const isSignedIn = user !== null;

  const serverDetail =
    completeProfile.error instanceof ApiError && completeProfile.error.fromServer ? completeProfile.error.message : null;
  const problem = completeProfile.isError ? (
    <>
      <p className="font-semibold">{PROFILE_FAILED}</p>
      {serverDetail && serverDetail !== PROFILE_FAILED ? <p className="mt-0.5">{serverDetail}</p> : null}
    </>
  ) : (
    firstError
  );

  return (
    <form
      noValidate
      aria-label="Complete your profile"
      className="space-y-5"
      onSubmit={submitTo(
        (payload) =>
          completeProfile.mutate(payload, {
            onSuccess: () => {
              toast.success('Your profile is complete. Welcome to Lull!');
              void navigate('/services');
            },
            onError: showServerErrors,
          }),
        { beforeCheck: completeProfile.reset },
      )}
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
        <PersonalDetailsFields idPrefix="profile" form={form} optional={['last_name']} />
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
