import { cancellationReasonProblem, SALON_REASON_MAX } from '@lull/domain/salon-booking-changes';
import { type ReactNode, useId, useState } from 'react';

import { Button } from '../ui/button';
import { CharacterCount } from '../ui/character-count';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FormError } from '../ui/form-error';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';

/**
 * Cancelling a booking with a reason the customer reads, the salon's and an admin's alike (decision 056): the reason
 * is checked by the domain's rule as it is typed, and the server's own words are shown when it refuses.
 * `cancel` resolves once the booking is cancelled; it throws the message to show when it is not.
 */
export function CancelWithReasonDialog({
  open,
  title,
  description,
  hint,
  submitLabel,
  pending,
  cancel,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Who reads the reason, and where. */
  hint: string;
  submitLabel: string;
  pending: boolean;
  cancel: (reason: string) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const ids = { reason: useId(), counter: useId(), hint: useId() };
  const problem = cancellationReasonProblem(reason);

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setError(null);
      setTouched(false);
    }
    onOpenChange(next);
  }

  async function submit() {
    setTouched(true);
    if (problem) return;
    setError(null);
    try {
      await cancel(reason.trim());
      close(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      {open ? (
        <DialogContent>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="mt-2">{description}</DialogDescription>
          <form
            className="mt-5 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={ids.reason}>Reason for the customer</Label>
              <p id={ids.hint} className="text-sm text-stone-600">
                {hint}
              </p>
              <Textarea
                id={ids.reason}
                rows={3}
                maxLength={SALON_REASON_MAX}
                value={reason}
                aria-describedby={`${ids.hint} ${ids.counter}`}
                aria-invalid={touched && problem ? true : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              <CharacterCount id={ids.counter} length={reason.length} max={SALON_REASON_MAX} />
            </div>
            <FormError>{error ?? (touched ? problem : null)}</FormError>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={() => close(false)} disabled={pending}>
                Keep booking
              </Button>
              <Button type="submit" isLoading={pending} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
                {submitLabel}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
