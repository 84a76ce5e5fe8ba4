import type { MerchantDeletionPreview } from '@lull/domain/contracts/admin-merchants';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { useMerchantDeletionPreview } from '../api/admin-merchants';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What Delete will do to this business's customers, in the words the confirmation shows. */
export function deletionSummary(preview: MerchantDeletionPreview): string[] {
  const lines: string[] = [];
  if (preview.bookings_to_cancel === 0) {
    lines.push('It has no upcoming paid bookings, so no customer is refunded.');
  } else {
    const refunds = [
      preview.credit_refund_total > 0 ? `${formatPoundsAsMoney(preview.credit_refund_total)} back as Lull credit at once` : null,
      preview.card_refund_total > 0 ? `${formatPoundsAsMoney(preview.card_refund_total)} to cards, as refunds for the team to complete` : null,
    ].filter(Boolean);
    lines.push(
      `${plural(preview.bookings_to_cancel, 'upcoming paid booking is', 'upcoming paid bookings are')} cancelled and refunded in full${refunds.length > 0 ? `: ${refunds.join(', and ')}` : ''}.`,
    );
  }
  if (preview.holds_to_release > 0) lines.push(`${plural(preview.holds_to_release, 'unpaid hold is', 'unpaid holds are')} released.`);
  lines.push(`${plural(preview.services_to_archive, 'service is', 'services are')} taken off Lull.`);
  return lines;
}

interface DeleteMerchantDialogProps {
  merchant: { id: string; business_name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Deletes; a thrown error's message stays in the dialog. */
  onDelete: () => Promise<void>;
}

/**
 * Delete states beforehand what it will cancel (decision 042): the server's count of upcoming bookings and refunds,
 * fetched when the dialog opens. Delete waits for those figures, so nobody confirms without having seen them.
 */
export function DeleteMerchantDialog({ merchant, onOpenChange, onDelete }: DeleteMerchantDialogProps) {
  const preview = useMerchantDeletionPreview(merchant?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (!next) setError(null);
    onOpenChange(next);
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      close(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Failed to delete item. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={merchant !== null} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Delete {merchant?.business_name ?? 'this merchant'}?</DialogTitle>
        <DialogDescription className="mt-2">The business and its services disappear from Lull at once. This cannot be undone.</DialogDescription>
        <div className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-950" aria-live="polite" aria-busy={preview.isFetching}>
          {preview.data ? (
            <ul className="list-disc space-y-1 pl-5" aria-label="What deleting does">
              {deletionSummary(preview.data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : preview.isError ? (
            <p>
              {errorMessage(preview.error, 'We could not check its upcoming bookings.')}{' '}
              <button type="button" className="font-medium underline" onClick={() => void preview.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <p>Checking its upcoming bookings…</p>
          )}
          <p className="mt-2 text-red-900">The owner keeps their account as a customer. Past bookings, revenue and payout records are kept.</p>
        </div>
        <FormError className="mt-4">{error}</FormError>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void remove()} isLoading={busy} disabled={!preview.data} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
