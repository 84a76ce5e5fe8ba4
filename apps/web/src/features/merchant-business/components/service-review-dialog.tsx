import type { ServiceFormPayload } from '@lull/domain/validation/service-form';
import type { ReactNode } from 'react';

import { cleanUpTimeLabel } from '@/components/business/service-form-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';

interface ServiceReviewDialogProps {
  /** The checked form to send; null closes the dialog. */
  payload: ServiceFormPayload | null;
  isEdit: boolean;
  /** An approved service: the change waits for review while customers keep the current details. */
  underReview: boolean;
  /** A rejected service: saving sends it back for review. */
  resubmitting: boolean;
  isSaving: boolean;
  error: unknown;
  fallbackError: string;
  onBack: () => void;
  onSubmit: () => void;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The review step between the service form and submitting it: what will be sent, in words, with a way back. */
export function ServiceReviewDialog({ payload, isEdit, underReview, resubmitting, isSaving, error, fallbackError, onBack, onSubmit, onClose }: ServiceReviewDialogProps) {
  const serverDetail = error instanceof ApiError && error.fromServer ? error.message : null;
  return (
    <Dialog open={payload !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle>Review your service</DialogTitle>
        <DialogDescription className="mt-1">
          {underReview
            ? 'Our team reviews these changes before customers see them.'
            : 'Check the details before you send them. Our team reviews every service within 1–2 business days.'}
        </DialogDescription>
        {payload ? (
          <dl className="mt-5 divide-y divide-stone-200 border-y border-stone-200">
            <Row label="Service">{payload.name}</Row>
            {payload.description ? <Row label="Description">{payload.description}</Row> : null}
            <Row label="Category">{payload.category}</Row>
            <Row label="Price">{formatPoundsAsMoney(payload.price)}</Row>
            <Row label="Off-peak price">{payload.off_peak_price === null ? 'None' : formatPoundsAsMoney(payload.off_peak_price)}</Row>
            <Row label="Duration">{payload.duration} minutes</Row>
            <Row label="Clean-up time after">
              {cleanUpTimeLabel(payload.buffer_minutes ?? 0)}
              {underReview ? <span className="text-stone-600"> (applies at once; customers don&apos;t see it)</span> : null}
            </Row>
            {payload.materials ? <Row label="Materials">{payload.materials}</Row> : null}
            {payload.technician_name ? <Row label="Technician">{payload.technician_name}</Row> : null}
            <Row label="Start times">{payload.availability_schedule ? payload.availability_schedule.split(',').join(', ') : 'Any time your opening hours allow'}</Row>
            <Row label="Image">
              {payload.image_url ? <img src={payload.image_url} alt={`Picture of ${payload.name}`} className="h-24 w-32 rounded-lg object-cover" /> : 'None'}
            </Row>
          </dl>
        ) : null}
        <FormError className="mt-4">
          {error ? (
            <>
              <p className="font-semibold">{fallbackError}</p>
              {serverDetail && serverDetail !== fallbackError ? <p className="mt-0.5">{serverDetail}</p> : null}
            </>
          ) : null}
        </FormError>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onBack} disabled={isSaving}>
            Back to edit
          </Button>
          <Button type="button" onClick={onSubmit} isLoading={isSaving}>
            {resubmitting ? 'Resubmit for review' : isEdit ? (underReview ? 'Submit changes for review' : 'Save Service') : 'Submit for review'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
