import { useState, type ReactNode } from 'react';

import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FormError } from '../ui/form-error';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (a delete). */
  destructive?: boolean;
  /** Runs the action; a thrown error's message stays in the dialog so the person can read it and retry. */
  onConfirm: () => Promise<void>;
  /** Said when the error carries no message of its own. */
  fallbackError: string;
}

/** "Are you sure?" for every dashboard action that changes something for good (delete, mark a no-show, pay out). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, destructive, onConfirm, fallbackError }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : fallbackError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <FormError className="mt-4">{error}</FormError>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            isLoading={busy}
            className={destructive ? 'bg-red-700 hover:bg-red-800 active:bg-red-900' : undefined}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
