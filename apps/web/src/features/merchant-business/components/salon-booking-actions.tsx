import type { IsoDate } from '@lull/domain/london-time';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { SALON_MESSAGE_MAX } from '@lull/domain/salon-booking-changes';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CancelWithReasonDialog } from '@/components/dashboard/cancel-with-reason-dialog';

import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDayShort, formatLondonWhen, formatPoundsAsMoney } from '@/lib/format';
import { type MerchantBooking, useCancelBookingBySalon, useFreeTimesToOffer, useOfferAnotherTime, useWithdrawOffer } from '../api/merchant-bookings';

const firstNameOf = (booking: MerchantBooking) => booking.user_first_name.trim() || 'The customer';

/**
 * Where the salon's offer of another time stands, in a line: waiting for the customer, or how they answered. An
 * accepted offer moved the booking, and a withdrawn one is over, so neither needs saying.
 */
export function moveProposalLine(booking: MerchantBooking): string | null {
  const proposal = booking.move_proposal;
  if (!proposal) return null;
  const offered = `${formatLondonDateTime(proposal.booking_date, proposal.booking_time)} with ${proposal.team_member_name}`;
  if (proposal.status === 'pending' && booking.status === 'confirmed') return `Waiting for ${firstNameOf(booking)} to answer your offer of ${offered}.`;
  if (proposal.status === 'declined') return `${firstNameOf(booking)} declined ${offered}${proposal.responded_at ? ` on ${formatLondonWhen(proposal.responded_at)}` : ''}.`;
  return null;
}

/**
 * Cancel booking and Offer another time, for a confirmed booking still to come (decision 051); while an offer waits,
 * it says so and can be withdrawn.
 */
export function SalonChangeActions({ booking, onChanged }: { booking: MerchantBooking; onChanged?: (booking: MerchantBooking) => void }) {
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const withdraw = useWithdrawOffer();
  if (!booking.can_change) return null;
  const waiting = booking.move_proposal?.status === 'pending';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('move')}>
          {waiting ? 'Offer a different time' : 'Offer another time'}
        </Button>
        {waiting ? (
          <Button
            variant="ghost"
            isLoading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(booking.id, {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  onChanged?.(answer.booking);
                },
                onError: (error) => toast.error(errorMessage(error, 'We could not withdraw your offer.')),
              })
            }
          >
            Withdraw offer
          </Button>
        ) : null}
        <Button variant="secondary" className="text-red-800" onClick={() => setOpen('cancel')}>
          Cancel booking
        </Button>
      </div>
      <CancelBookingDialog booking={open === 'cancel' ? booking : null} onOpenChange={(next) => !next && setOpen(null)} onCancelled={onChanged} />
      <OfferTimeDialog booking={open === 'move' ? booking : null} onOpenChange={(next) => !next && setOpen(null)} onOffered={onChanged} />
    </div>
  );
}

/** The salon cancels with a reason the customer reads; it says first that the customer gets everything back. */
export function CancelBookingDialog({ booking, onOpenChange, onCancelled }: { booking: MerchantBooking | null; onOpenChange: (open: boolean) => void; onCancelled?: (booking: MerchantBooking) => void }) {
  const cancel = useCancelBookingBySalon();
  return (
    <CancelWithReasonDialog
      open={booking !== null}
      title="Cancel this booking?"
      description={
        booking ? (
          <>
            {booking.service_name} for {`${booking.user_first_name} ${booking.user_last_name}`.trim()} on {formatLondonWhen(booking.starts_at)}. {firstNameOf(booking)} gets everything
            back, including Lull&apos;s booking fee ({formatPoundsAsMoney(booking.final_price)} in all), and you are paid nothing for it. Each cancellation by a salon is
            counted on your business.
          </>
        ) : null
      }
      hint={booking ? `${firstNameOf(booking)} reads it in the email and notification we send.` : ''}
      submitLabel="Cancel booking"
      pending={cancel.isPending}
      cancel={async (reason) => {
        try {
          const answer = await cancel.mutateAsync({ id: booking!.id, reason });
          toast.success(answer.message);
          onCancelled?.(answer.booking);
        } catch (caught) {
          throw new Error(errorMessage(caught, 'We could not cancel this booking. Please try again.'));
        }
      }}
      onOpenChange={onOpenChange}
    />
  );
}

const ANYONE = '';

/**
 * Offer another time: a day and time the treatment is free then (the customer's own availability, for anyone or the
 * person chosen) and a note; the customer accepts or declines, and the booking keeps its time until then.
 */
export function OfferTimeDialog({ booking, onOpenChange, onOffered }: { booking: MerchantBooking | null; onOpenChange: (open: boolean) => void; onOffered?: (booking: MerchantBooking) => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      {booking ? (
        <DialogContent className="sm:max-w-lg">
          <OfferTimeForm booking={booking} onClose={() => onOpenChange(false)} onOffered={onOffered} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function OfferTimeForm({ booking, onClose, onOffered }: { booking: MerchantBooking; onClose: () => void; onOffered?: (booking: MerchantBooking) => void }) {
  const [memberId, setMemberId] = useState(ANYONE);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offer = useOfferAnotherTime();
  const availability = useFreeTimesToOffer(booking.service_id, memberId === ANYONE ? null : memberId);
  const ids = { member: useId(), date: useId(), time: useId(), message: useId(), counter: useId() };
  const days = (availability.data?.days ?? []).filter((day) => day.times.length > 0);
  const times = days.find((day) => day.date === date)?.times ?? [];

  async function submit() {
    if (date === '' || time === '') return setError('Choose a day and a time.');
    setError(null);
    try {
      const answer = await offer.mutateAsync({ id: booking.id, booking_date: date, booking_time: time, team_member_id: memberId === ANYONE ? null : memberId, message: message.trim() });
      toast.success(answer.message);
      onOffered?.(answer.booking);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'We could not send your offer. Please try again.'));
    }
  }

  return (
    <>
      <DialogTitle>Offer another time</DialogTitle>
      <DialogDescription className="mt-2">
        {booking.service_name} is booked for {formatLondonWhen(booking.starts_at)} with {booking.team_member_name}. {firstNameOf(booking)} is asked to accept or decline; until then
        the booking keeps its time, and the new time is not held.
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
          <Label htmlFor={ids.member}>With</Label>
          <Select
            id={ids.member}
            value={memberId}
            onChange={(event) => {
              setMemberId(event.target.value);
              setTime('');
            }}
          >
            <option value={ANYONE}>Anyone free</option>
            {(availability.data?.team_members ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.display_name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={ids.date}>Day</Label>
            <Select
              id={ids.date}
              value={date}
              disabled={availability.isPending}
              onChange={(event) => {
                setDate(event.target.value);
                setTime('');
              }}
            >
              <option value="">{availability.isPending ? 'Loading free days…' : days.length === 0 ? 'No free days' : 'Choose a day'}</option>
              {days.map((day) => (
                <option key={day.date} value={day.date}>
                  {formatDayShort(day.date as IsoDate)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.time}>Time</Label>
            <Select id={ids.time} value={time} disabled={date === ''} onChange={(event) => setTime(event.target.value)}>
              <option value="">{date === '' ? 'Choose a day first' : 'Choose a time'}</option>
              {times.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {availability.isError ? <FormError>{errorMessage(availability.error, 'We could not load the free times. Please try again.')}</FormError> : null}
        <div className="space-y-1.5">
          <Label htmlFor={ids.message} optional>
            Message for the customer
          </Label>
          <Textarea id={ids.message} rows={3} maxLength={SALON_MESSAGE_MAX} value={message} aria-describedby={ids.counter} onChange={(event) => setMessage(event.target.value)} />
          <CharacterCount id={ids.counter} length={message.length} max={SALON_MESSAGE_MAX} />
        </div>
        <FormError>{error}</FormError>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={offer.isPending}>
            Close
          </Button>
          <Button type="submit" isLoading={offer.isPending}>
            Send offer
          </Button>
        </div>
      </form>
    </>
  );
}
