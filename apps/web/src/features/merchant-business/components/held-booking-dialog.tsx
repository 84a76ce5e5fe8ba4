import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatDay } from '@/lib/format';
import type { DiaryBooking } from '../api/diary';

/**
 * A booking the customer is paying for right now: it holds the time for a few minutes, then becomes a booking with
 * its full details (or frees the time). The Bookings tab lists only paid bookings, so this is all there is to show yet.
 */
export function HeldBookingDialog({ booking, onOpenChange }: { booking: DiaryBooking | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      {booking ? (
        <DialogContent>
          <DialogTitle>{booking.service_name}</DialogTitle>
          <DialogDescription className="mt-2">
            {formatDay(booking.booking_date)}, {booking.booking_time} to {booking.end_time} with {booking.team_member_name}
          </DialogDescription>
          <p className="mt-4 text-sm leading-6 text-stone-700">
            {booking.customer_name || 'A customer'} is paying for this time now. It is held for them for a few minutes; once paid, its full details are
            here and in Bookings.
          </p>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
