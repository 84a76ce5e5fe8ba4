import { toast } from 'sonner';

import { CancelWithReasonDialog } from '@/components/dashboard/cancel-with-reason-dialog';
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
  const cancel = useCancelBookingByAdmin();
  return (
    <CancelWithReasonDialog
      open={booking !== null}
      title="Cancel with full refund?"
      description={
        booking ? (
          <>
            {booking.service_name} at {booking.merchant_business_name} for {booking.user_name}, {appointmentWhen(booking.booking_date, booking.booking_time)}. The customer gets
            everything back, Lull&apos;s booking fee included: {formatPoundsAsMoney(booking.figures.credits_used)} of credit at once and{' '}
            {formatPoundsAsMoney(booking.figures.card_amount)} to their card when the refund is completed. The salon is paid nothing for it.
          </>
        ) : null
      }
      hint="They read it in the email and notification we send, and it is kept in the audit trail."
      submitLabel="Cancel with full refund"
      pending={cancel.isPending}
      cancel={async (reason) => {
        try {
          const answer = await cancel.mutateAsync({ id: booking!.id, reason });
          toast.success('Booking Cancelled', { description: answer.message });
        } catch (caught) {
          throw new Error(errorMessage(caught, ADMIN_CANCEL_FAILED));
        }
      }}
      onOpenChange={onOpenChange}
    />
  );
}
