import { REFUND_NOTES_MAX_LENGTH } from '@lull/domain/contracts/admin-refunds';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { useCompleteRefund } from '../api/admin-refunds';

/** The server's error, else this. */
export const COMPLETE_REFUND_FAILED = 'Failed to complete refund';

/** What the confirmation needs to say what Mark Complete will do: the Refunds tab's row and the booking dialog's refund both give it. */
export interface RefundToComplete {
  id: string;
  customerName: string;
  serviceName: string;
  /** Pounds paid back to the card through the payment provider. */
  cardAmount: number;
  /** Pounds of credit the booking spent, back in the customer's account. */
  credits: number;
}

/**
 * "Complete this refund?" with optional admin notes: the one confirmation of the one use case
 * (POST /api/admin/refund-requests/{id}/complete), opened by the Refunds tab's Mark Complete and the booking
 * dialog's. A failure stays in the dialog for a retry, and is toasted where the page is.
 */
export function CompleteRefundDialog({ refund, onOpenChange }: { refund: RefundToComplete | null; onOpenChange: (open: boolean) => void }) {
  const completeRefund = useCompleteRefund();
  const [notes, setNotes] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const notesId = useId();
  // Each refund opened starts with empty notes.
  if (refund && refund.id !== shown) {
    setShown(refund.id);
    setNotes('');
  }

  return (
    <ConfirmDialog
      open={refund !== null}
      onOpenChange={onOpenChange}
      title="Complete this refund?"
      description={
        refund ? (
          <>
            {refund.cardAmount > 0
              ? `${formatPoundsAsMoney(refund.cardAmount)} goes back to ${refund.customerName}'s card through the payment provider`
              : `Nothing goes back to ${refund.customerName}'s card`}
            {refund.credits > 0 ? `, and ${formatPoundsAsMoney(refund.credits)} of credit is back in their account` : ''}. They are told by notification and email.
            {refund.cardAmount > 0 ? ' Do not refund it in the payment provider’s dashboard as well.' : ''}
            <label htmlFor={notesId} className="mt-4 block font-medium text-stone-900">
              Admin notes (optional)
            </label>
            <Textarea id={notesId} className="mt-1.5" rows={3} maxLength={REFUND_NOTES_MAX_LENGTH} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </>
        ) : null
      }
      confirmLabel="Mark Complete"
      fallbackError={COMPLETE_REFUND_FAILED}
      onConfirm={async () => {
        if (!refund) return;
        try {
          await completeRefund.mutateAsync({ id: refund.id, admin_notes: notes.trim() });
        } catch (error) {
          // The dialog keeps the message for a retry; the toast says it where the page is.
          const message = errorMessage(error, COMPLETE_REFUND_FAILED);
          toast.error('Refund Failed', { description: message });
          throw new Error(message);
        }
        toast.success('Refund Completed', { description: `${refund.customerName}'s refund for ${refund.serviceName} is complete.` });
      }}
    />
  );
}
