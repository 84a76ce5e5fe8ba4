import {
  MAX_ADMIN_NOTES_LENGTH,
  MAX_CUSTOM_REJECTION_REASON_LENGTH,
  REJECTION_REASONS,
  rejectionFormProblem,
  rejectionReasonOf,
  type RejectionForm,
} from '@lull/domain/validation/rejection';
import { useId, useState } from 'react';

import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FormError } from '../ui/form-error';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';

interface RejectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is being rejected, as the owner knows it: a business or a service name. */
  subject: string;
  /** Sends the decision; a thrown error's message stays in the dialog so the admin can retry. */
  onReject: (decision: { rejection_reason: string; admin_notes: string }) => Promise<void>;
  /** Said when the error carries no message of its own ('Failed to reject merchant. Please try again.'). */
  fallbackError: string;
}

const EMPTY: RejectionForm = { reason: '', custom_reason: '', admin_notes: '' };

/**
 * Reject, for a business or a service (admin spec §5): a reason from the list, Other with a custom reason of at
 * most 100 characters and a counter, optional notes for the team. Reject stays disabled until the form is valid.
 */
export function RejectDialog({ open, onOpenChange, subject, onReject, fallbackError }: RejectDialogProps) {
  const [form, setForm] = useState<RejectionForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { reason: useId(), custom: useId(), counter: useId(), notes: useId() };
  const problem = rejectionFormProblem(form);
  const update = (change: Partial<RejectionForm>) => setForm((current) => ({ ...current, ...change }));

  function close(next: boolean) {
    if (!next) {
      setForm(EMPTY);
      setError(null);
    }
    onOpenChange(next);
  }

  async function reject() {
    if (problem) return setError(problem.message);
    setBusy(true);
    setError(null);
    try {
      await onReject({ rejection_reason: rejectionReasonOf(form), admin_notes: form.admin_notes.trim() });
      close(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : fallbackError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Reject {subject}</DialogTitle>
        <DialogDescription className="mt-2">The owner is told the reason by notification and email.</DialogDescription>
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void reject();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={ids.reason}>Rejection reason</Label>
            <Select id={ids.reason} value={form.reason} onChange={(event) => update({ reason: event.target.value })}>
              <option value="">Select a reason</option>
              {REJECTION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </Select>
          </div>
          {form.reason === 'Other' ? (
            <div className="space-y-1.5">
              <Label htmlFor={ids.custom}>Custom reason</Label>
              <Textarea
                id={ids.custom}
                rows={3}
                maxLength={MAX_CUSTOM_REJECTION_REASON_LENGTH}
                value={form.custom_reason}
                aria-describedby={ids.counter}
                aria-invalid={problem?.field === 'custom_reason' && form.custom_reason !== '' ? true : undefined}
                onChange={(event) => update({ custom_reason: event.target.value })}
              />
              <p id={ids.counter} className="text-right text-xs text-stone-600">
                {form.custom_reason.length}/{MAX_CUSTOM_REJECTION_REASON_LENGTH} characters
              </p>
            </div>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={ids.notes} optional>
              Admin notes
            </Label>
            <Textarea
              id={ids.notes}
              rows={3}
              maxLength={MAX_ADMIN_NOTES_LENGTH}
              value={form.admin_notes}
              onChange={(event) => update({ admin_notes: event.target.value })}
            />
          </div>
          <FormError>{error}</FormError>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" isLoading={busy} disabled={problem !== null} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
              Reject
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
