import { PAUSE_REASON_MAX, pauseMerchantSchema } from '@lull/domain/contracts/admin-merchants';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface PauseMerchantDialogProps {
  /** The business to pause, or null when closed. */
  merchant: { id: string; business_name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Sends the pause; a thrown error's message stays in the dialog so the admin can retry. */
  onPause: (reason: string) => Promise<void>;
}

/**
 * Pause asks first (decision 042): one click used to hide a live business. It says what pausing does, and takes
 * the reason its owner is told by notification and email, checked with the rule the server applies.
 */
export function PauseMerchantDialog({ merchant, onOpenChange, onPause }: PauseMerchantDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { reason: useId(), hint: useId(), counter: useId() };

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function pause() {
    const checked = pauseMerchantSchema.safeParse({ reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setBusy(true);
    setError(null);
    try {
      await onPause(checked.data.reason);
      close(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Failed to pause merchant. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={merchant !== null} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Pause {merchant?.business_name ?? 'this merchant'}?</DialogTitle>
        <DialogDescription className="mt-2">
          Customers can no longer find or book it, and its owner cannot change its services until you unpause it. Bookings already made stay as they are.
        </DialogDescription>
        <form
          className="mt-5 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pause();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={ids.reason}>Reason for pausing</Label>
            <Textarea
              id={ids.reason}
              rows={3}
              required
              maxLength={PAUSE_REASON_MAX}
              value={reason}
              aria-describedby={`${ids.hint} ${ids.counter}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            <div className="flex flex-wrap justify-between gap-2 text-xs text-stone-600">
              <p id={ids.hint}>The owner is told this by notification and email.</p>
              <p id={ids.counter}>
                {reason.length}/{PAUSE_REASON_MAX} characters
              </p>
            </div>
          </div>
          <FormError>{error}</FormError>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" isLoading={busy}>
              Pause
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
