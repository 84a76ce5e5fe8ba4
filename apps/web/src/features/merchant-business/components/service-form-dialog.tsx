import { SERVICE_CATEGORIES } from '@lull/domain/service-categories';
import { SERVICE_SLOTS_SHOWN_FIRST, SERVICE_TIME_SLOTS, serviceFormSchema, type ServiceFormPayload } from '@lull/domain/validation/service-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-error';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { serviceFormValuesOf, ServiceFormFields, serviceInputOf, type ServiceFormValues } from '@/components/business/service-form-fields';
import { useSaveService, type MerchantService } from '../api/my-services';
import { ServiceReviewDialog } from './service-review-dialog';

export const SAVE_FAILED = 'Failed to save service.';

/** The salon's form: the shared service fields and its own start times. */
interface SalonServiceValues extends ServiceFormValues {
  slots: string[];
}

/** What an edit starts from: an approved service's edit under review, else the service itself. */
function valuesOf(service: MerchantService | null): SalonServiceValues {
  const details = service?.proposed_changes ?? service;
  // The clean-up time is the service's own: it never waits for review with an edit (decision 050).
  return { ...serviceFormValuesOf(details && service ? { ...details, buffer_minutes: service.buffer_minutes } : null), slots: details ? details.availability_schedule.split(',').filter(Boolean) : [] };
}

function toInput({ slots, ...fields }: SalonServiceValues) {
  return { ...serviceInputOf(fields), availability_schedule: slots.join(',') };
}

/** The service's start times: 28 half-hour slots, the first 12 shown until 'Show More'. */
function SlotPicker({ value, onChange, error }: { value: string[]; onChange: (slots: string[]) => void; error?: string }) {
  const [showAll, setShowAll] = useState(() => value.some((slot) => SERVICE_TIME_SLOTS.indexOf(slot) >= SERVICE_SLOTS_SHOWN_FIRST));
  const shown = showAll ? SERVICE_TIME_SLOTS : SERVICE_TIME_SLOTS.slice(0, SERVICE_SLOTS_SHOWN_FIRST);
  return (
    <fieldset aria-describedby="service-slots-hint">
      <legend className="text-sm font-medium text-stone-900">
        Available start times <span className="font-normal text-stone-600">(optional)</span>
      </legend>
      <p id="service-slots-hint" className="mt-1 text-xs text-stone-600">
        Leave all unselected to offer every time your opening hours allow.
      </p>
      <div id="service-slots" className="mt-2 flex flex-wrap gap-2">
        {shown.map((slot) => (
          <ToggleChip
            key={slot}
            pressed={value.includes(slot)}
            className="h-9 px-3"
            onClick={() => onChange(value.includes(slot) ? value.filter((picked) => picked !== slot) : [...value, slot])}
          >
            {slot}
          </ToggleChip>
        ))}
      </div>
      <Button type="button" variant="link" size="sm" className="mt-2" aria-expanded={showAll} aria-controls="service-slots" onClick={() => setShowAll((all) => !all)}>
        {showAll ? 'Show Less' : 'Show More'}
      </Button>
      <FieldError id="service-slots-error" message={error} />
    </fieldset>
  );
}

interface ServiceFormDialogProps {
  /** The service to edit; null adds one. */
  service: MerchantService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a service (merchant spec §2 and §5): the form, then a review of what will be sent, then submit. */
export function ServiceFormDialog({ service, open, onOpenChange }: ServiceFormDialogProps) {
  const save = useSaveService();
  const [reviewing, setReviewing] = useState<ServiceFormPayload | null>(null);
  const form = useSchemaForm<SalonServiceValues, ServiceFormPayload>(serviceFormSchema, { defaultValues: valuesOf(service), toInput });
  const { control, submitTo, showServerErrors, formState } = form;
  const fieldError = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const isEdit = service !== null;
  const underReview = service?.approval_status === 'approved';
  // Saving a rejected service sends it back for review (services.service `update`), so its dialogs say resubmit.
  const resubmitting = service?.approval_status === 'rejected';

  function close() {
    setReviewing(null);
    save.reset();
    onOpenChange(false);
  }

  function submit(payload: ServiceFormPayload) {
    save.mutate(
      { id: service?.id ?? null, payload },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.proposed_changes
              ? 'Your changes are saved and waiting for review. Customers see the current details until then.'
              : isEdit
                ? 'Service saved.'
                : 'Service added. Our team reviews it within 1–2 business days.',
          );
          close();
        },
        onError: (error) => {
          showServerErrors(error);
          // A field the server refused is fixed in the form.
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setReviewing(null);
        },
      },
    );
  }

  return (
    <>
      <Dialog open={open && reviewing === null} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
        <DialogContent className="sm:max-w-2xl">
          <DialogTitle>{isEdit ? 'Edit Service' : 'Add Service'}</DialogTitle>
          <DialogDescription className="mt-1">
            {resubmitting
              ? 'Fix what our team asked for, then resubmit the service for review.'
              : underReview
                ? 'Your changes are reviewed by our team before customers see them; until then they see and book the current details.'
                : 'New services are reviewed by our team within 1–2 business days before customers can book them.'}
          </DialogDescription>
          {service?.rejection_reason ? (
            <p className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-900">
              <span className="font-semibold">{resubmitting ? 'Why it was not approved: ' : 'Why your last changes were not approved: '}</span>
              {service.rejection_reason}
            </p>
          ) : null}
          <form noValidate aria-label={isEdit ? 'Edit Service' : 'Add Service'} className="mt-6 space-y-5" onSubmit={submitTo(setReviewing, { beforeCheck: save.reset })}>
            <ServiceFormFields
              form={form}
              idPrefix="service"
              categories={SERVICE_CATEGORIES}
              after={<Controller control={control} name="slots" render={({ field }) => <SlotPicker value={field.value} onChange={field.onChange} error={fieldError('availability_schedule')} />} />}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Review</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <ServiceReviewDialog
        payload={open ? reviewing : null}
        isEdit={isEdit}
        underReview={underReview}
        resubmitting={resubmitting}
        isSaving={save.isPending}
        error={save.isError ? save.error : null}
        fallbackError={SAVE_FAILED}
        onBack={() => {
          save.reset();
          setReviewing(null);
        }}
        onSubmit={() => reviewing && submit(reviewing)}
        onClose={close}
      />
    </>
  );
}
