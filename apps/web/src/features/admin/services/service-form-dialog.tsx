import {
  ADMIN_SERVICE_CATEGORIES,
  adminServiceCreateSchema,
  type AdminServiceCreatePayload,
} from '@lull/domain/validation/admin-service-form';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';

import { serviceFormValuesOf, ServiceFormFields, serviceInputOf, type ServiceFormValues } from '@/components/business/service-form-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/schema-form';
import { type AdminService, useApprovedMerchants, useCreateService, useEditService } from '../api/admin-services';
import { SERVICE_TOASTS, failureText } from './service-messages';

/** The admin's form: the shared service fields, the business (on create) and the provider's name. */
interface Values extends ServiceFormValues {
  merchant_id: string;
  provider_name: string;
}

function valuesOf(service: AdminService | null): Values {
  return { ...serviceFormValuesOf(service), merchant_id: service?.merchant_id ?? '', provider_name: service?.provider_name ?? '' };
}

/** The approved businesses to choose from, found by name as the admin types (the server searches). */
function MerchantPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const id = useId();
  const [term, setTerm] = useState('');
  const merchants = useApprovedMerchants(term.trim());
  const options = merchants.data?.items ?? [];
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 p-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-search`} optional>
          Find a business
        </Label>
        <Input id={`${id}-search`} type="search" value={term} onChange={(event) => setTerm(event.target.value)} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          Only approved businesses are offered.
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-service-merchant">Merchant</Label>
        <Select
          id="admin-service-merchant"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-service-merchant-error' : undefined}
        >
          <option value="">{merchants.isLoading ? 'Loading businesses…' : options.length === 0 ? 'No approved businesses found' : 'Choose a business'}</option>
          {options.map((merchant) => (
            <option key={merchant.id} value={merchant.id}>
              {merchant.business_name}
              {merchant.city ? `, ${merchant.city}` : ''}
            </option>
          ))}
        </Select>
        <FieldError id="admin-service-merchant-error" message={error} />
      </div>
    </div>
  );
}

interface ServiceFormDialogProps {
  /** The service to edit; null creates one. */
  service: AdminService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Create Service (admin spec §2.3) and Edit Service (§5): the merchant (create only), name, description, price,
 * off-peak price, duration, category, materials, technician, provider and image. The admin's change applies at once
 * (decision 017). The create button stays disabled until the merchant, name, price and duration are filled in.
 */
export function AdminServiceFormDialog({ service, open, onOpenChange }: ServiceFormDialogProps) {
  const isEdit = service !== null;
  const create = useCreateService();
  const edit = useEditService();
  const saving = create.isPending || edit.isPending;
  const form = useSchemaForm<Values, AdminServiceCreatePayload>(adminServiceCreateSchema, { defaultValues: valuesOf(service), toInput: serviceInputOf });
  const { register, control, submitTo, showServerErrors, formState, watch, reset } = form;
  const fieldError = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const [merchantId, name, price, duration] = watch(['merchant_id', 'name', 'price', 'duration']);
  const missingRequired = [merchantId, name, price, duration].some((value) => String(value ?? '').trim() === '');

  function close() {
    reset(valuesOf(service));
    create.reset();
    edit.reset();
    onOpenChange(false);
  }

  function submit(payload: AdminServiceCreatePayload) {
    if (service) {
      const { merchant_id: _merchant, ...changes } = payload;
      edit.mutate(
        { id: service.id, payload: changes },
        {
          onSuccess: (saved) => {
            toast.success(SERVICE_TOASTS.updated, { description: `${saved.name} is saved.` });
            close();
          },
          onError: (error) => {
            showServerErrors(error);
            toast.error(SERVICE_TOASTS.updateFailed.title, { description: SERVICE_TOASTS.updateFailed.description });
          },
        },
      );
      return;
    }
    create.mutate(payload, {
      onSuccess: () => {
        toast.success(SERVICE_TOASTS.created.title, { description: SERVICE_TOASTS.created.description });
        close();
      },
      onError: (error) => {
        showServerErrors(error);
        toast.error(SERVICE_TOASTS.createFailed, { description: failureText(error, SERVICE_TOASTS.createFallback, SERVICE_TOASTS.createNetwork) });
      },
    });
  }

  const title = isEdit ? 'Edit Service' : 'Create Service';
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription className="mt-1">
          {isEdit ? `Changes to ${service.name} at ${service.merchant_business_name} apply at once.` : 'A service you create is approved at once and listed while its business is.'}
        </DialogDescription>
        {/* Edit checks the same rules: merchant_id is the service's own, so only the fields an admin changes can fail. */}
        <form noValidate aria-label={title} className="mt-6 space-y-5" onSubmit={submitTo(submit)}>
          <ServiceFormFields
            form={form}
            idPrefix="admin-service"
            categories={ADMIN_SERVICE_CATEGORIES}
            before={
              isEdit ? null : (
                <Controller control={control} name="merchant_id" render={({ field }) => <MerchantPicker value={field.value} onChange={field.onChange} error={fieldError('merchant_id')} />} />
              )
            }
            extra={<TextField id="admin-service-provider" label="Provider name" optional error={fieldError('provider_name')} {...register('provider_name')} />}
          />
          {missingRequired ? (
            <p id="admin-service-required" className="text-sm text-stone-600">
              {isEdit ? 'Name, price and duration are required.' : 'Merchant, name, price and duration are required.'}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" isLoading={saving} disabled={missingRequired} aria-describedby={missingRequired ? 'admin-service-required' : undefined}>
              {isEdit ? 'Save Changes' : 'Create Service'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
