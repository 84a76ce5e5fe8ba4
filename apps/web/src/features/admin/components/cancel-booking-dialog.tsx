import { cancellationReasonProblem, SALON_REASON_MAX } from '@lull/domain/salon-booking-changes';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { type AdminBookingDetail, useCancelBookingByAdmin } from '../api/admin-bookings';
import { appointmentWhen } from './booking-detail-dialog';

export const ADMIN_CANCEL_FAILED = 'We could not cancel this booking. Please try again.';

/**
 * Cancel with full refund (decision 056): the reason the customer reads is required; the server's own words are
 * shown when it refuses (the booking started, or was cancelled meanwhile).
 */
export function CancelBookingDialog({ booking, onOpenChange }: { booking: AdminBookingDetail | null; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const cancel = useCancelBookingByAdmin();
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
    if (!booking || problem) return;
    setError(null);
    try {
      const answer = await cancel.mutateAsync({ id: booking.id, reason: reason.trim() });
      toast.success('Booking Cancelled', { description: answer.message });
      close(false);
    } catch (caught) {
      setError(errorMessage(caught, ADMIN_CANCEL_FAILED));
    }
  }

  return (
    <Dialog open={booking !== null} onOpenChange={close}>
      {booking ? (
        <DialogContent>
          <DialogTitle>Cancel with full refund?</DialogTitle>
          <DialogDescription className="mt-2">
            {booking.service_name} at {booking.merchant_business_name} for {booking.user_name}, {appointmentWhen(booking.booking_date, booking.booking_time)}. The customer gets
            everything back, Lull&apos;s booking fee included: {formatPoundsAsMoney(booking.figures.credits_used)} of credit at once and{' '}
            {formatPoundsAsMoney(booking.figures.card_amount)} to their card when the refund is completed. The salon is paid nothing for it.
          </DialogDescription>
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
                They read it in the email and notification we send, and it is kept in the audit trail.
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
              <Button type="button" variant="secondary" onClick={() => close(false)} disabled={cancel.isPending}>
                Keep booking
              </Button>
              <Button type="submit" isLoading={cancel.isPending} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
                Cancel with full refund
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
