import type { Booking } from '@lull/domain/contracts/bookings';
import { formatPenceAsMoney } from '@lull/domain/money';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { refundPreview } from '../booking-rules';

interface CancelBookingDialogProps {
  booking: Booking | null;
  when: string;
  now: Date;
  isCancelling: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

function refundText(booking: Booking, now: Date): string {
  const preview = refundPreview(booking, now);
  if (preview.kind === 'hold') return 'You haven’t paid for this booking yet, so nothing is charged: your hold is released and the time goes back on sale.';
  if (preview.kind === 'none') return 'This booking is not eligible for a refund.';
  const parts = [];
  if (preview.cardRefundPence > 0) parts.push(`${formatPenceAsMoney(preview.cardRefundPence)} back to your card`);
  if (preview.creditsRestoredPence > 0) parts.push(`${formatPenceAsMoney(preview.creditsRestoredPence)} of Lull credit restored`);
  if (preview.freeOfCharge) return `The salon asked to move this booking, so cancelling is free of charge: you’ll get ${parts.join(' and ')}, fees included.`;
  if (parts.length === 0) return 'Nothing is refunded: the booking and processing fees are non-refundable.';
  return `You’ll get ${parts.join(' and ')}. The booking and processing fees are non-refundable.`;
}

/** Asks before cancelling, saying what the customer gets back. */
export function CancelBookingDialog({ booking, when, now, isCancelling, onOpenChange, onConfirm }: CancelBookingDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      {booking ? (
        <DialogContent>
          <DialogTitle className="pr-10">Cancel this booking?</DialogTitle>
          <DialogDescription className="mt-2">
            {booking.service_name} at {booking.merchant_business_name}, {when}.
          </DialogDescription>
          <p className="mt-4 rounded-2xl bg-stone-50 p-4 text-sm leading-6 text-stone-800">{refundText(booking, now)}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep booking</Button>
            </DialogClose>
            <Button isLoading={isCancelling} onClick={onConfirm}>
              Cancel booking
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
