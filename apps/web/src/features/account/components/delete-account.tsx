import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FIGURES } from '@lull/domain/figures';
import { useDeleteAccount } from '../api/delete-account';

const DELETE_FAILED = 'Failed to submit account deletion request. Please try again.';

/** Account › Delete Account: a warning that it is permanent, then gone, signed out, home. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  function confirm() {
    remove.mutate();
  }

  return (
    <section aria-labelledby="delete-heading" className="rounded-3xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="delete-heading" className="text-xl font-semibold text-stone-900">
        Delete Account
      </h2>
      <p className="mt-1 text-sm leading-6 text-stone-700">
        Removes your personal details and signs you out everywhere. Upcoming bookings are cancelled under the usual refund rules;
        unused credit is lost.
      </p>
      <Button variant="secondary" className="mt-4 border-red-300 text-red-800 hover:border-red-400 hover:bg-red-50" onClick={() => setOpen(true)}>
        Delete my account
      </Button>

      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent>
          <div className="flex items-start gap-3">
            <TriangleAlert className="mt-1 size-6 shrink-0 text-red-700" aria-hidden="true" />
            <div>
              <DialogTitle>Delete your account permanently?</DialogTitle>
              <DialogDescription>
                This can’t be undone. Your name, email, phone and city are erased, every session ends, and upcoming bookings are
                cancelled: {FIGURES.cancellationNotice} or more ahead, the card part is refunded less the fees. We keep payment
                records without your details for 7 years, as the law requires.
              </DialogDescription>
            </div>
          </div>
          {remove.isError ? <FormError className="mt-4">{DELETE_FAILED}</FormError> : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Keep my account
              </Button>
            </DialogClose>
            <Button className="bg-red-700 hover:bg-red-800" isLoading={remove.isPending} onClick={confirm}>
              Delete permanently
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
