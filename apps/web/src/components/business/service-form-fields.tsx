import { fileIdOfUrl, SERVICE_BUFFER_CHOICES } from '@lull/domain/validation/service-form';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';

import type { UploadedFile } from '@/lib/upload-file';
import { FieldError, FormError } from '../ui/form-error';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { TextField } from '../ui/text-field';
import { Textarea } from '../ui/textarea';
import { FileUploadField } from './file-upload-field';

/** A service's details as both service forms hold them (the salon's add/edit, the admin's create/edit). */
export interface ServiceFormValues {
  name: string;
  description: string;
  price: string;
  off_peak_price: string;
  duration: string;
  /** Minutes of clean-up after the treatment, as the select holds them ('0' is None). */
  buffer_minutes: string;
  category: string;
  materials: string;
  technician_name: string;
  image_files: UploadedFile[];
}

/** The stored details a service form starts from (a service, or an approved one's edit under review). */
export interface ServiceDetails {
  name: string;
  description: string;
  price: number;
  off_peak_price: number | null;
  duration: number;
  /** The service's own: an edit waiting for review does not hold it (decision 050). */
  buffer_minutes?: number;
  category: string;
  materials: string;
  technician_name: string;
  image_url: string;
}

export const BLANK_SERVICE_VALUES: ServiceFormValues = {
  name: '',
  description: '',
  price: '',
  off_peak_price: '',
  duration: '',
  buffer_minutes: '0',
  category: '',
  materials: '',
  technician_name: '',
  image_files: [],
};

/** A service's details as the form shows them: pounds with pence, its picture as the upload field lists files. */
export function serviceFormValuesOf(details: ServiceDetails | null): ServiceFormValues {
  if (!details) return BLANK_SERVICE_VALUES;
  const imageId = fileIdOfUrl(details.image_url);
  return {
    name: details.name,
    description: details.description,
    price: details.price.toFixed(2),
    off_peak_price: details.off_peak_price === null ? '' : details.off_peak_price.toFixed(2),
    duration: String(details.duration),
    buffer_minutes: String(details.buffer_minutes ?? 0),
    category: details.category,
    materials: details.materials,
    technician_name: details.technician_name,
    // The picture it has (its size is not known here).
    image_files: imageId
      ? [{ id: imageId, file_type: 'service_image', file_name: '', original_name: 'Current picture', file_size: 1, mime_type: 'image/jpeg', file_url: details.image_url }]
      : [],
  };
}

/** A clean-up time as the form's select and the review name it: 'None', '15 minutes'. */
export function cleanUpTimeLabel(minutes: number): string {
  return minutes === 0 ? 'None' : `${minutes} minutes`;
}

/** The choices of the select, with a service's own kept when the form does not offer it (the API takes any step of 5). */
function cleanUpChoices(current: string): number[] {
  const minutes = Number(current);
  return !Number.isInteger(minutes) || SERVICE_BUFFER_CHOICES.includes(minutes) ? [...SERVICE_BUFFER_CHOICES] : [...SERVICE_BUFFER_CHOICES, minutes].sort((a, b) => a - b);
}

/** The form's values as the service schemas take them: the picture by its address. */
export function serviceInputOf<V extends ServiceFormValues>({ image_files, ...fields }: V) {
  return { ...fields, image_url: image_files[0]?.file_url ?? '' };
}

interface ServiceFormFieldsProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O> & { firstError: string | undefined };
  /** Makes the fields' ids unique on the page: `${idPrefix}-name`, and `${idPrefix}-name-error` for its message. */
  idPrefix: string;
  categories: readonly string[];
  /** The form's own fields above the details (the admin's business picker). */
  before?: ReactNode;
  /** Further short fields beside materials and technician (the admin's provider name). */
  extra?: ReactNode;
  /** The form's own fields after the picture (the salon's start times). */
  after?: ReactNode;
}

/**
 * The one service form (decision 045): its alert, name, description, prices, duration, category, clean-up time
 * after (decision 050), materials, technician and picture, as the salon's Add/Edit Service and the admin's Create/Edit Service ask them. Each dialog
 * adds only its own fields (`before`, `extra`, `after`) and its buttons.
 */
export function ServiceFormFields<V extends FieldValues, O>({ form, idPrefix, categories, before, extra, after }: ServiceFormFieldsProps<V, O>) {
  // Each dialog's values hold these fields and its own; this component reads only these.
  const { register, control, formState, getValues } = form as unknown as UseFormReturn<ServiceFormValues, unknown, unknown>;
  const fieldError = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const describe = (name: string) => (fieldError(name) ? `${idPrefix}-${name}-error` : undefined);
  return (
    <>
      <FormError>{form.firstError}</FormError>
      {before}
      <TextField id={`${idPrefix}-name`} label="Service name" error={fieldError('name')} {...register('name')} />
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-description`} optional>
          Description
        </Label>
        <Textarea id={`${idPrefix}-description`} rows={3} aria-invalid={fieldError('description') ? true : undefined} aria-describedby={describe('description')} {...register('description')} />
        <FieldError id={`${idPrefix}-description-error`} message={fieldError('description')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField id={`${idPrefix}-price`} label="Price (£)" type="number" inputMode="decimal" min={0} step={0.01} error={fieldError('price')} {...register('price')} />
        <TextField
          id={`${idPrefix}-off-peak-price`}
          label="Off-peak price (£)"
          optional
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={fieldError('off_peak_price')}
          {...register('off_peak_price')}
        />
        <TextField id={`${idPrefix}-duration`} label="Duration (minutes)" type="number" inputMode="numeric" min={1} step={1} error={fieldError('duration')} {...register('duration')} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-category`}>Category</Label>
        <Select id={`${idPrefix}-category`} aria-invalid={fieldError('category') ? true : undefined} aria-describedby={describe('category')} {...register('category')}>
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
        <FieldError id={`${idPrefix}-category-error`} message={fieldError('category')} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-buffer`}>Clean-up time after</Label>
        <Select
          id={`${idPrefix}-buffer`}
          aria-invalid={fieldError('buffer_minutes') ? true : undefined}
          aria-describedby={fieldError('buffer_minutes') ? `${idPrefix}-buffer-hint ${idPrefix}-buffer-error` : `${idPrefix}-buffer-hint`}
          {...register('buffer_minutes')}
        >
          {cleanUpChoices(String(getValues('buffer_minutes') ?? '0')).map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {cleanUpTimeLabel(minutes)}
            </option>
          ))}
        </Select>
        <p id={`${idPrefix}-buffer-hint`} className="text-xs text-stone-600">
          Keeps the team member free after the treatment; customers don&apos;t see it.
        </p>
        <FieldError id={`${idPrefix}-buffer-error`} message={fieldError('buffer_minutes')} />
      </div>
      <div className={extra ? 'grid gap-5 sm:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'}>
        <TextField id={`${idPrefix}-materials`} label="Materials" optional error={fieldError('materials')} {...register('materials')} />
        <TextField id={`${idPrefix}-technician`} label="Technician name" optional error={fieldError('technician_name')} {...register('technician_name')} />
        {extra}
      </div>
      <Controller
        control={control}
        name="image_files"
        render={({ field }) => (
          <FileUploadField purpose="service_image" label="Service image" hint="One picture: JPG, PNG or WebP, up to 5 MB." optional value={field.value} onChange={field.onChange} error={fieldError('image_url')} />
        )}
      />
      {after}
    </>
  );
}
