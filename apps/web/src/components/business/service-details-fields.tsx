import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { UploadedFile } from '../../lib/upload-file';
import { FieldError } from '../ui/form-error';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { TextField } from '../ui/text-field';
import { Textarea } from '../ui/textarea';
import { FileUploadField } from './file-upload-field';

export type ServiceDetailsField = 'name' | 'description' | 'price' | 'off_peak_price' | 'duration' | 'category' | 'materials' | 'technician_name';

interface ServiceDetailsFieldsProps {
  /** Makes the fields' ids unique on the page: `${idPrefix}-name`, and `${idPrefix}-name-error` for its message. */
  idPrefix: string;
  register: (name: ServiceDetailsField) => UseFormRegisterReturn;
  fieldError: (name: string) => string | undefined;
  categories: readonly string[];
  /** Further short fields beside materials and technician (the admin's provider name). */
  extra?: ReactNode;
}

/**
 * A service's details as both service forms ask them (merchant spec §5, admin spec §2.3): name, description,
 * prices, duration, category, materials and technician. Each form adds its own fields around these.
 */
export function ServiceDetailsFields({ idPrefix, register, fieldError, categories, extra }: ServiceDetailsFieldsProps) {
  const describe = (name: string) => (fieldError(name) ? `${idPrefix}-${name}-error` : undefined);
  return (
    <>
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
      <div className={extra ? 'grid gap-5 sm:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'}>
        <TextField id={`${idPrefix}-materials`} label="Materials" optional error={fieldError('materials')} {...register('materials')} />
        <TextField id={`${idPrefix}-technician`} label="Technician name" optional error={fieldError('technician_name')} {...register('technician_name')} />
        {extra}
      </div>
    </>
  );
}

/** The service's one picture, as both service forms take it (uploaded at once, with progress). */
export function ServiceImageField({ value, onChange, error }: { value: UploadedFile[]; onChange: (files: UploadedFile[]) => void; error?: string }) {
  return <FileUploadField purpose="service_image" label="Service image" hint="One picture: JPG, PNG or WebP, up to 5 MB." optional value={value} onChange={onChange} error={error} />;
}
