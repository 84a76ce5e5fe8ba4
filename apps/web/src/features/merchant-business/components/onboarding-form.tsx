import {
  BUSINESS_CATEGORIES,
  ONBOARDING_AGREEMENTS,
  ONBOARDING_REQUIRED,
  isMissingFieldMessage,
  merchantOnboardingSchema,
  type MerchantOnboardingPayload,
} from '@lull/domain/validation/merchant-onboarding';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { businessFormValuesOf, businessPayloadOf, type BusinessFormValues } from '@/components/business/business-form-values';
import { BusinessProfileFields, type BusinessProfileField } from '@/components/business/business-profile-fields';
import { useSubmitApplication } from '../api/my-merchant';

type Agreement = keyof typeof ONBOARDING_AGREEMENTS;

interface OnboardingValues extends BusinessFormValues, Record<Agreement, boolean> {
  business_category: string;
}

const SUBMIT_FAILED = 'Failed to create merchant profile.';

/** The account's name and phone start the form (decision 040): most salons list under their owner's number. */
const initialValues = (contactPerson: string, accountPhone: string): OnboardingValues => ({
  ...businessFormValuesOf(null, { contact_person: contactPerson, phone: accountPhone }),
  business_category: '',
  agree_terms: false,
  agree_processing_fees: false,
  agree_refund_policy: false,
  agree_no_show_policy: false,
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      {/* Floated so it sits inside the card's padding like a heading; the fields clear it. */}
      <legend className="float-left mb-5 w-full font-display text-2xl text-stone-900">{title}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

/** The onboarding form (merchant spec §2 and §5), checked by the schema POST /api/merchants uses. */
export function OnboardingForm({ contactPerson, accountPhone }: { contactPerson: string; accountPhone: string }) {
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const form = useSchemaForm<OnboardingValues, MerchantOnboardingPayload>(merchantOnboardingSchema, {
    defaultValues: initialValues(contactPerson, accountPhone),
    toInput: businessPayloadOf,
  });
  const {
    register,
    submitTo,
    firstError,
    showServerErrors,
    formState: { errors },
  } = form;
  const fieldsOf = (fields: BusinessProfileField[]) => ({ form, fields, idPrefix: 'onboarding', audience: 'owner' as const, categories: BUSINESS_CATEGORIES });
  const fieldError = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const serverDetail = submit.error instanceof ApiError && submit.error.fromServer ? submit.error.message : null;
  const problem = submit.isError ? (
    <>
      <p className="font-semibold">{SUBMIT_FAILED}</p>
      {serverDetail && serverDetail !== SUBMIT_FAILED ? <p className="mt-0.5">{serverDetail}</p> : null}
    </>
  ) : Object.values(errors).some((error) => isMissingFieldMessage((error as { message?: string } | undefined)?.message)) ? (
    // The spec's alert above, each missing field's own message beside it.
    ONBOARDING_REQUIRED
  ) : (
    firstError
  );

  return (
    <form
      noValidate
      aria-label="List your business"
      className="space-y-6"
      onSubmit={submitTo(
        (payload) =>
          submit.mutate(payload, {
            onSuccess: () => void navigate('/merchant/onboarding/success'),
            onError: showServerErrors,
          }),
        { beforeCheck: submit.reset },
      )}
    >
      <FormError>{problem}</FormError>

      <Section title="Your business">
        <BusinessProfileFields {...fieldsOf(['business_name', 'business_category', 'description', 'website_url', 'social_media_url'])} />
      </Section>

      <Section title="Contact and address">
        <BusinessProfileFields {...fieldsOf(['contact_person', 'phone', 'address_line_1', 'address_line_2'])} />
        <div className="grid gap-5 sm:grid-cols-2">
          <BusinessProfileFields {...fieldsOf(['city', 'postcode'])} />
        </div>
      </Section>

      <Section title="Opening hours">
        <BusinessProfileFields {...fieldsOf(['availability_hours'])} />
      </Section>

      <Section title="Logo and certificates">
        <BusinessProfileFields {...fieldsOf(['logo_files', 'certificate_files'])} />
      </Section>

      <Section title="Agreements">
        {(Object.keys(ONBOARDING_AGREEMENTS) as Agreement[]).map((name) => (
          <div key={name} className="space-y-1">
            <Checkbox
              id={`onboarding-${name}`}
              label={ONBOARDING_AGREEMENTS[name]}
              errorId={fieldError(name) ? `onboarding-${name}-error` : undefined}
              aria-invalid={fieldError(name) ? true : undefined}
              {...register(name)}
            />
            <FieldError id={`onboarding-${name}-error`} message={fieldError(name)} />
          </div>
        ))}
        <p className="text-sm text-stone-700">
          Read the full{' '}
          <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>
          .
        </p>
      </Section>

      <Button type="submit" size="lg" className="w-full" isLoading={submit.isPending}>
        Submit Application
      </Button>
    </form>
  );
}
