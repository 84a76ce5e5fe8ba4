import { DESCRIPTION_MAX_LENGTH } from '@lull/domain/validation/merchant-onboarding';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';

import type { UploadedFile } from '@/lib/upload-file';
import { PhoneField } from '../phone-field';
import { CharacterCount } from '../ui/character-count';
import { Checkbox } from '../ui/checkbox';
import { FieldError } from '../ui/form-error';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { TextField } from '../ui/text-field';
import { Textarea } from '../ui/textarea';
import type { BusinessFormValues } from './business-form-values';
import { BusinessHoursField } from './business-hours-field';
import { FileUploadField } from './file-upload-field';

/**
 * Every field a business profile may have, as the three forms that edit it hold them: onboarding, the owner's Edit
 * Business Profile and the admin's Create/Edit Merchant (decision 045). A form holds the shared fields and those of
 * its own it lists.
 */
interface BusinessProfileValues extends BusinessFormValues {
  /** One category (onboarding, the admin's forms). */
  business_category: string;
  /** Several categories (the owner's Edit Business Profile). */
  categories: string[];
  specific_policies: string;
  photo_files: UploadedFile[];
}

export type BusinessProfileField =
  | 'business_name'
  | 'business_category'
  | 'categories'
  | 'contact_person'
  | 'phone'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'postcode'
  | 'description'
  | 'website_url'
  | 'social_media_url'
  | 'availability_hours'
  | 'specific_policies'
  | 'logo_files'
  | 'certificate_files'
  | 'photo_files';

/**
 * Who fills the form in: the owner about their own business, or our team about someone else's. It picks the hints'
 * words ("your page" or "the owner") and whether the browser may autofill the admin's own details into it.
 */
export type BusinessProfileAudience = 'owner' | 'admin';

/** The one wording of each field's label (decision 045). */
export const BUSINESS_PROFILE_LABELS = {
  business_name: 'Business name',
  business_category: 'Business category',
  categories: 'Categories',
  contact_person: 'Contact person (full name)',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
  city: 'City',
  postcode: 'Postcode',
  description: 'Business description',
  website_url: 'Website',
  social_media_url: 'Social media page',
  specific_policies: 'Your booking policy',
  logo_files: 'Logo',
  certificate_files: 'Certificates',
  photo_files: 'Venue photos',
} as const;

const HINTS = {
  owner: {
    postcode: 'Customers searching near you find you by it.',
    description: 'What you offer and what makes a visit special. Customers read this on your page.',
    logo: 'One picture: JPG, PNG or WebP, up to 5 MB. Shown on your page and in search.',
    certificates: 'Up to 5 files: PDF, JPG or PNG, up to 5 MB each. Qualifications and insurance; only you and our review team see them.',
  },
  admin: {
    postcode: undefined,
    // Our team lists the business, so it asks what the owner would otherwise say (staff, quiet hours).
    description: 'What the business offers, how many staff work there, and when its off-peak (quiet) hours usually are.',
    logo: 'One picture: JPG, PNG or WebP, up to 5 MB.',
    certificates: 'Up to 5 files: PDF, JPG or PNG, up to 5 MB each. Only the owner and our team see them.',
  },
} as const;

interface BusinessProfileFieldsProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The fields to show, in this order; the form groups them as its screen does. */
  fields: readonly BusinessProfileField[];
  /** Makes ids unique on the page: `${idPrefix}-business-name`, its message `${idPrefix}-business-name-error`. */
  idPrefix: string;
  audience: BusinessProfileAudience;
  /** The categories offered (a select for `business_category`, checkboxes for `categories`). */
  categories?: readonly string[];
  /** Marks every field "(optional)": the admin's Edit, which requires only the business name (and the email). */
  allOptional?: boolean;
}

/** The business profile's fields, each with its one label, hint and message place (decision 045). */
export function BusinessProfileFields<V extends FieldValues, O>({ form, fields, idPrefix, audience, categories = [], allOptional = false }: BusinessProfileFieldsProps<V, O>) {
  // Each form's values hold the shared fields and its own; this component reads only the fields it is given.
  const { register, control, watch, formState } = form as unknown as UseFormReturn<BusinessProfileValues, unknown, unknown>;
  const fieldError = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const id = (name: string) => `${idPrefix}-${name.replaceAll('_', '-')}`;
  const hints = HINTS[audience];
  // An admin types someone else's business: the browser's own address and name would be wrong there.
  const autoComplete = (token: string) => (audience === 'owner' ? token : 'off');
  const optional = allOptional || undefined;
  const descriptionLength = fields.includes('description') ? String(watch('description') ?? '').length : 0;

  function field(name: BusinessProfileField) {
    switch (name) {
      case 'business_name':
      case 'contact_person':
      case 'address_line_1':
      case 'city': {
        const token = { business_name: 'organization', contact_person: 'name', address_line_1: 'address-line1', city: 'address-level2' }[name];
        return <TextField key={name} id={id(name)} label={BUSINESS_PROFILE_LABELS[name]} optional={name === 'business_name' ? undefined : optional} autoComplete={autoComplete(token)} error={fieldError(name)} {...register(name)} />;
      }
      case 'address_line_2':
        return <TextField key={name} id={id(name)} label={BUSINESS_PROFILE_LABELS[name]} optional autoComplete={autoComplete('address-line2')} error={fieldError(name)} {...register(name)} />;
      case 'postcode':
        return (
          <TextField
            key={name}
            id={id(name)}
            label={BUSINESS_PROFILE_LABELS[name]}
            optional={optional}
            autoComplete={autoComplete('postal-code')}
            autoCapitalize="characters"
            hint={hints.postcode}
            error={fieldError(name)}
            {...register(name)}
          />
        );
      case 'website_url':
        return <TextField key={name} id={id(name)} label={BUSINESS_PROFILE_LABELS[name]} optional type="url" placeholder="https://" error={fieldError(name)} {...register(name)} />;
      case 'social_media_url':
        return <TextField key={name} id={id(name)} label={BUSINESS_PROFILE_LABELS[name]} optional type="url" placeholder="https://instagram.com/…" error={fieldError(name)} {...register(name)} />;
      case 'phone':
        return <PhoneField key={name} id={id(name)} control={control} countryCodeName="country_code" numberField={register('phone')} error={fieldError('phone')} optional={optional} />;
      case 'business_category':
        return (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={id(name)} optional={optional}>
              {BUSINESS_PROFILE_LABELS[name]}
            </Label>
            <Select id={id(name)} aria-invalid={fieldError(name) ? true : undefined} aria-describedby={fieldError(name) ? `${id(name)}-error` : undefined} {...register(name)}>
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
            <FieldError id={`${id(name)}-error`} message={fieldError(name)} />
          </div>
        );
      case 'categories':
        return (
          <fieldset key={name}>
            <legend className="text-sm font-medium text-stone-900">{BUSINESS_PROFILE_LABELS[name]}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {categories.map((category) => (
                <Checkbox key={category} id={`${idPrefix}-category-${category}`} label={category} value={category} {...register('categories')} />
              ))}
            </div>
            {/* The schema checks the joined list, so its message comes under business_category. */}
            <FieldError id={`${id(name)}-error`} message={fieldError('business_category')} />
          </fieldset>
        );
      case 'description': {
        const error = fieldError(name);
        return (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={id(name)} optional={optional}>
              {BUSINESS_PROFILE_LABELS[name]}
            </Label>
            <Textarea
              id={id(name)}
              rows={4}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${error ? `${id(name)}-error ` : ''}${id(name)}-hint ${id(name)}-count`}
              {...register(name)}
            />
            <FieldError id={`${id(name)}-error`} message={error} />
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <p id={`${id(name)}-hint`} className="text-sm text-stone-600">
                {hints.description}
              </p>
              <CharacterCount id={`${id(name)}-count`} length={descriptionLength} max={DESCRIPTION_MAX_LENGTH} />
            </div>
          </div>
        );
      }
      case 'specific_policies':
        return (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={id(name)} optional>
              {BUSINESS_PROFILE_LABELS[name]}
            </Label>
            <Textarea id={id(name)} rows={3} aria-describedby={`${id(name)}-hint`} {...register(name)} />
            <p id={`${id(name)}-hint`} className="text-sm text-stone-600">
              Customers must agree to it when they book (late arrivals, patch tests, deposits…).
            </p>
            <FieldError id={`${id(name)}-error`} message={fieldError(name)} />
          </div>
        );
      case 'availability_hours':
        return <Controller key={name} control={control} name="hours" render={({ field: hours }) => <BusinessHoursField value={hours.value} onChange={hours.onChange} error={fieldError(name)} />} />;
      case 'logo_files':
      case 'certificate_files':
      case 'photo_files': {
        const upload = {
          logo_files: { purpose: 'logo', hint: hints.logo, optional: true },
          certificate_files: { purpose: 'certificate', hint: hints.certificates, optional },
          photo_files: { purpose: 'photo', hint: 'Up to 4 pictures for your page’s carousel: JPG, PNG or WebP.', optional: true },
        } as const;
        const { purpose, hint, optional: isOptional } = upload[name];
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: files }) => (
              <FileUploadField purpose={purpose} label={BUSINESS_PROFILE_LABELS[name]} optional={isOptional} hint={hint} value={files.value} onChange={files.onChange} error={fieldError(name)} />
            )}
          />
        );
      }
    }
  }

  return <>{fields.map(field)}</>;
}
