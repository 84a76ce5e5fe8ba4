import { FIGURES } from '@lull/domain/figures';
import { BOOKING_COMPLETED, BOOKING_MARKED_NO_SHOW } from '@lull/domain/merchant-bookings';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { StatusBadge } from '@/components/booking-status-badge';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatLondonWhen, formatPhone, formatPoundsAsMoney, telHref } from '@/lib/format';
import { type MerchantBooking, useSettleBooking } from '../api/merchant-bookings';
import { moveProposalLine, SalonChangeActions } from './salon-booking-actions';

export function customerName(booking: MerchantBooking): string {
  return `${booking.user_first_name} ${booking.user_last_name}`.trim() || booking.user_email;
}

/** Completed and No-show, offered once the appointment has started; both are final, so each asks first and says what it does. */
export function SettleActions({ booking, size = 'sm', onSettled }: { booking: MerchantBooking; size?: 'sm' | 'md'; onSettled?: (booking: MerchantBooking) => void }) {
  const settle = useSettleBooking();
  const [confirming, setConfirming] = useState<'completed' | 'no-show' | null>(null);
  if (!booking.can_settle) return null;

  const who = `${customerName(booking)}'s ${booking.service_name} on ${formatLondonWhen(booking.starts_at)}`;
  const payout = formatPoundsAsMoney(booking.merchant_payout);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size={size} onClick={() => setConfirming('completed')} disabled={settle.isPending}>
        Mark completed
      </Button>
      <Button size={size} variant="secondary" onClick={() => setConfirming('no-show')} disabled={settle.isPending}>
        No-show
      </Button>
      <ConfirmDialog
        open={confirming === 'completed'}
        onOpenChange={(open) => setConfirming(open ? 'completed' : null)}
        title="Mark as completed?"
        description={`${who} took place: ${payout} is added to your revenue balance and the customer is sent a thank-you email. This cannot be undone.`}
        confirmLabel="Mark completed"
        fallbackError="Failed to complete booking."
        onConfirm={async () => {
          const settled = await settle.mutateAsync({ id: booking.id, status: 'completed' });
          toast.success(BOOKING_COMPLETED);
          onSettled?.(settled.booking);
        }}
      />
      <ConfirmDialog
        open={confirming === 'no-show'}
        onOpenChange={(open) => setConfirming(open ? 'no-show' : null)}
        title="Mark as a no-show?"
        description={`${customerName(booking)} did not come to ${booking.service_name} on ${formatLondonWhen(booking.starts_at)}. You are still paid ${payout}. This cannot be undone.`}
        confirmLabel="Mark no-show"
        fallbackError="Failed to update booking."
        onConfirm={async () => {
          const settled = await settle.mutateAsync({ id: booking.id, status: 'no-show' });
          toast.success(BOOKING_MARKED_NO_SHOW);
          onSettled?.(settled.booking);
        }}
      />
    </div>
  );
}

/** One label and value of a diary entry's details: bookings, blocks and held times all read the same. */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** A booking in full: who, when, what they paid and what the salon is paid, their notes, and what can be done now. */
export function BookingDetailsDialog({
  booking,
  onOpenChange,
  onBookingChange,
}: {
  booking: MerchantBooking | null;
  onOpenChange: (open: boolean) => void;
  /** The booking as the server now has it, after Completed or No-show. */
  onBookingChange: (booking: MerchantBooking) => void;
}) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      {booking ? (
        <DialogContent className="sm:max-w-lg">
          <div className="flex flex-wrap items-center gap-3 pr-8">
            <DialogTitle>{booking.service_name}</DialogTitle>
            <StatusBadge status={booking.status} />
          </div>
          <DialogDescription className="mt-1">
            {formatLondonWhen(booking.starts_at)} · {booking.duration} min · with {booking.team_member_name} · Booking {booking.id.slice(0, 8).toUpperCase()}
          </DialogDescription>

          {booking.status === 'cancelled' && booking.cancelled_by === 'merchant' ? (
            <p className="mt-4 rounded-xl bg-stone-50 p-3 text-sm text-stone-800">
              You cancelled it{booking.cancelled_at ? ` on ${formatLondonWhen(booking.cancelled_at)}` : ''}
              {booking.cancellation_reason ? `: “${booking.cancellation_reason}”` : '.'} The customer was refunded in full.
            </p>
          ) : null}
          {moveProposalLine(booking) ? <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">{moveProposalLine(booking)}</p> : null}

          <section aria-labelledby="booking-customer" className="mt-5">
            <h3 id="booking-customer" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              Customer
            </h3>
            <p className="mt-1 font-medium text-stone-900">{customerName(booking)}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {booking.user_email ? (
                <li>
                  <a className="inline-flex items-center gap-2 text-brand-700 underline underline-offset-2" href={`mailto:${booking.user_email}`}>
                    <Mail className="size-4" aria-hidden="true" /> {booking.user_email}
                  </a>
                </li>
              ) : null}
              {booking.user_phone ? (
                <li>
                  <a className="inline-flex items-center gap-2 text-brand-700 underline underline-offset-2" href={telHref(booking.user_phone)}>
                    <Phone className="size-4" aria-hidden="true" /> {formatPhone(booking.user_phone)}
                  </a>
                </li>
              ) : null}
            </ul>
            {booking.notes ? <p className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-800">“{booking.notes}”</p> : null}
          </section>

          <section aria-labelledby="booking-money" className="mt-5">
            <h3 id="booking-money" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              Money
            </h3>
            <dl className="mt-1 divide-y divide-stone-100 text-sm">
              <DetailRow label="Price">{formatPoundsAsMoney(booking.original_price)}</DetailRow>
              {booking.discount_amount > 0 ? <DetailRow label="Off-peak discount">−{formatPoundsAsMoney(booking.discount_amount)}</DetailRow> : null}
              <DetailRow label={`Customer paid (with Lull's ${FIGURES.bookingFee} fee)`}>{formatPoundsAsMoney(booking.final_price)}</DetailRow>
              {/* The processing on the salon’s price only; Lull pays it on its fee (decision 038). */}
              <DetailRow label="Card processing on your price">−{formatPoundsAsMoney(booking.processing_fee)}</DetailRow>
              <DetailRow label="Your payout">
                {formatPoundsAsMoney(booking.merchant_payout)}
                {booking.payout_note ? <span className="block max-w-64 text-xs font-normal text-stone-600">{booking.payout_note}</span> : null}
              </DetailRow>
            </dl>
          </section>

          <div className="mt-6 space-y-3">
            {booking.can_settle ? (
              <SettleActions booking={booking} size="md" onSettled={onBookingChange} />
            ) : booking.status === 'confirmed' ? (
              <p className="text-sm text-stone-700">You can mark it completed or a no-show once the appointment has started.</p>
            ) : null}
            <SalonChangeActions booking={booking} onChanged={onBookingChange} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
