import { DEFAULT_BUSINESS_WEEK } from '@lull/domain/business-hours';
import {
  BUSINESS_CATEGORIES,
  DESCRIPTION_MAX_LENGTH,
  ONBOARDING_AGREEMENTS,
  ONBOARDING_REQUIRED,
  isMissingFieldMessage,
  merchantOnboardingSchema,
  type MerchantOnboardingPayload,
} from '@lull/domain/validation/merchant-onboarding';
import { splitPhone } from '@lull/domain/validation/phone';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { PhoneField } from '../../../components/phone-field';
import { Button } from '../../../components/ui/button';
import { CharacterCount } from '../../../components/ui/character-count';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, FormError } from '../../../components/ui/form-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSubmitApplication } from '../api/my-merchant';
import { businessPayloadOf, type BusinessFormValues } from '../../../components/business/business-form-values';
import { BusinessHoursField } from '../../../components/business/business-hours-field';
import { FileUploadField } from '../../../components/business/file-upload-field';

type Agreement = keyof typeof ONBOARDING_AGREEMENTS;

interface OnboardingValues extends BusinessFormValues, Record<Agreement, boolean> {
  business_category: string;
}

const SUBMIT_FAILED = 'Failed to create merchant profile.';

/** The account's name and phone start the form (decision 040): most salons list under their owner's number. */
const initialValues = (contactPerson: string, accountPhone: string): OnboardingValues => ({
  business_name: '',
  business_category: '',
  contact_person: contactPerson,
  country_code: splitPhone(accountPhone).countryCode,
  phone: splitPhone(accountPhone).number,
  address_line_1: '',
  address_line_2: '',
  city: '',
  postcode: '',
  description: '',
  website_url: '',
  social_media_url: '',
  logo_files: [],
  certificate_files: [],
  hours: DEFAULT_BUSINESS_WEEK,
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
    control,
    submitTo,
    firstError,
    showServerErrors,
    watch,
    formState: { errors },
  } = form;
  const descriptionLength = watch('description').length;
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
        <TextField id="business-name" label="Business name" autoComplete="organization" error={fieldError('business_name')} {...register('business_name')} />
        <div className="space-y-1.5">
          <Label htmlFor="business-category">Business category</Label>
          <Select
            id="business-category"
            aria-invalid={fieldError('business_category') ? true : undefined}
            aria-describedby={fieldError('business_category') ? 'business-category-error' : undefined}
            {...register('business_category')}
          >
            <option value="">Choose a category</option>
            {BUSINESS_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </Select>
          <FieldError id="business-category-error" message={fieldError('business_category')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="business-description">Description</Label>
          <Textarea
            id="business-description"
            aria-invalid={fieldError('description') ? true : undefined}
            aria-describedby={`${fieldError('description') ? 'business-description-error ' : ''}business-description-hint business-description-count`}
            {...register('description')}
          />
          <FieldError id="business-description-error" message={fieldError('description')} />
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <p id="business-description-hint" className="text-sm text-stone-600">
              What you offer and what makes a visit special. Customers read this on your page.
            </p>
            <CharacterCount id="business-description-count" length={descriptionLength} max={DESCRIPTION_MAX_LENGTH} />
          </div>
        </div>
        <TextField id="website-url" label="Website" optional type="url" placeholder="https://" error={fieldError('website_url')} {...register('website_url')} />
        <TextField id="social-media-url" label="Social media page" optional type="url" placeholder="https://instagram.com/…" error={fieldError('social_media_url')} {...register('social_media_url')} />
      </Section>

      <Section title="Contact and address">
        <TextField id="contact-person" label="Contact person" autoComplete="name" error={fieldError('contact_person')} {...register('contact_person')} />
        <PhoneField id="business-phone" control={control} countryCodeName="country_code" numberField={register('phone')} error={fieldError('phone')} />
        <TextField id="address-line-1" label="Address line 1" autoComplete="address-line1" error={fieldError('address_line_1')} {...register('address_line_1')} />
        <TextField id="address-line-2" label="Address line 2" optional autoComplete="address-line2" error={fieldError('address_line_2')} {...register('address_line_2')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="business-city" label="City" autoComplete="address-level2" error={fieldError('city')} {...register('city')} />
          <TextField
            id="business-postcode"
            label="Postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            hint="Customers searching near you find you by it."
            error={fieldError('postcode')}
            {...register('postcode')}
          />
        </div>
      </Section>

      <Section title="Opening hours">
        <Controller
          control={control}
          name="hours"
          render={({ field }) => <BusinessHoursField value={field.value} onChange={field.onChange} error={fieldError('availability_hours')} />}
        />
      </Section>

      <Section title="Logo and certificates">
        <Controller
          control={control}
          name="logo_files"
          render={({ field }) => (
            <FileUploadField
              purpose="logo"
              label="Logo"
              optional
              hint="One picture: JPG, PNG or WebP, up to 5 MB. Shown on your page and in search."
              value={field.value}
              onChange={field.onChange}
              error={fieldError('logo_files')}
            />
          )}
        />
        <Controller
          control={control}
          name="certificate_files"
          render={({ field }) => (
            <FileUploadField
              purpose="certificate"
              label="Certificates"
              hint="Up to 5 files: PDF, JPG or PNG, up to 5 MB each. Qualifications and insurance; only you and our review team see them."
              value={field.value}
              onChange={field.onChange}
              error={fieldError('certificate_files')}
            />
          )}
        />
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
