import type { Booking, RescheduleResult } from '@lull/domain/contracts/bookings';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney, poundsToPence } from '@lull/domain/money';
import type { CardForm } from '@lull/domain/validation/card';
import { cardFormSchema } from '@lull/domain/validation/card-form';
import { Lock } from 'lucide-react';
import { useCallback, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { slotDayHeading, todayInLondon } from '@/lib/booking-slots';
import { useSchemaForm } from '@/lib/schema-form';
import { useAuthConfig } from '@/features/auth/api/get-auth-config';
import { useBookingAvailability } from '../api/get-booking-availability';
import { useService } from '../api/get-service';
import { usePayDifference, useRescheduleBooking, useRescheduleQuote } from '../api/reschedule-booking';
import { useSlotSelection } from '../hooks/use-slot-selection';
import { CardFields } from './card-fields';
import { DateStrip } from './date-strip';
import { ProfessionalChoice } from './professional-choice';
import { StripeCardField, type StripeCardHandle } from './stripe-card-field';
import { TimePicker } from './time-picker';

export const RESCHEDULE_FAILED = 'Could not move your booking. Please try again.';
const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', name: '' };

interface RescheduleDialogProps {
  booking: Booking | null;
  onOpenChange: (open: boolean) => void;
  /** The booking moved: the page says so and shows it at its new time. */
  onMoved: (message: string) => void;
  today?: string;
}

/** Move a booking to another free time of the same service, any professional or a chosen one (decision 051). */
export function RescheduleDialog({ booking, onOpenChange, onMoved, today }: RescheduleDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      {booking ? (
        <DialogContent className="max-w-2xl" aria-describedby="reschedule-description">
          <RescheduleChooser key={booking.id} booking={booking} onMoved={onMoved} today={today ?? todayInLondon()} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RescheduleChooser({ booking, onMoved, today }: { booking: Booking; onMoved: (message: string) => void; today: string }) {
  const service = useService(booking.service_id);
  const [member, setMember] = useState<string | null>(null);
  const anyone = useBookingAvailability(booking.service_id);
  const theirs = useBookingAvailability(booking.service_id, member, { enabled: member !== null });
  const availability = member === null ? anyone : theirs;
  const team = anyone.data?.team_members ?? [];
  const selection = useSlotSelection({ today, initialDate: booking.booking_date, initialTime: null, days: availability.data?.days });
  const { dates, shownDate, times, chosenTime } = selection;
  const target = chosenTime === null ? null : { booking_date: shownDate, booking_time: chosenTime, ...(member === null ? {} : { team_member_id: member }) };
  const quote = useRescheduleQuote(booking.id, target);
  const reschedule = useRescheduleBooking(booking.id);
  const [payment, setPayment] = useState<RescheduleResult['payment']>(null);
  const days = availability.data?.days;
  const counts = days ? new Map(dates.map((d) => [d, days.find((day) => day.date === d)?.times.length ?? 0])) : undefined;
  const dayLabel = slotDayHeading(shownDate, today);

  function confirm() {
    if (target === null) return;
    reschedule.mutate(target, {
      onSuccess: (result) => {
        if (result.status === 'moved') onMoved(result.message);
        else setPayment(result.payment);
      },
    });
  }

  if (payment !== null && target !== null) {
    return <PayDifference booking={booking} payment={payment} when={formatLondonDateTime(target.booking_date, target.booking_time)} onPaid={onMoved} />;
  }

  return (
    <>
      <DialogTitle className="pr-10">Reschedule</DialogTitle>
      <DialogDescription id="reschedule-description" className="mt-1">
        {booking.service_name} at {booking.merchant_business_name}, now {formatLondonDateTime(booking.booking_date, booking.booking_time)} with {booking.team_member_name}. Choose
        a new time: there is no fee, and the price follows the time you choose.
      </DialogDescription>
      <div className="mt-5 space-y-4">
        <ProfessionalChoice team={team} chosen={member} onChoose={(next) => { setMember(next); selection.keepDate(); }} />
        <section aria-labelledby="reschedule-date-heading">
          <h3 id="reschedule-date-heading" className="font-semibold text-stone-900">
            Choose a date
          </h3>
          <div className="mt-2">
            <DateStrip dates={dates} selected={shownDate} today={today} counts={counts} onSelect={selection.chooseDate} />
          </div>
        </section>
        <section aria-labelledby="reschedule-time-heading">
          <h3 id="reschedule-time-heading" className="font-semibold text-stone-900">
            Choose a time <span className="font-normal text-stone-600">· {dayLabel}</span>
          </h3>
          <div className="mt-2">
            {availability.isPending || service.isPending ? (
              <div role="status" aria-label="Loading free times">
                <Skeleton className="h-24 rounded-2xl" />
              </div>
            ) : availability.isError || service.isError ? (
              <FormError>Could not load the free times. Please close this and try again.</FormError>
            ) : times.length === 0 ? (
              <p className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">No free times on this day. Please choose another date.</p>
            ) : (
              <TimePicker
                date={shownDate}
                dayLabel={dayLabel}
                times={times}
                selected={chosenTime}
                prices={service.data}
                onSelect={(next) => {
                  reschedule.reset();
                  selection.chooseTime(next);
                }}
              />
            )}
          </div>
          <p className="mt-2 text-xs text-stone-600">Your current time shows as taken: it is yours until you move.</p>
        </section>
      </div>
      <div className="mt-5 rounded-2xl bg-stone-50 p-4" aria-live="polite">
        {target === null ? (
          <p className="text-sm text-stone-700">Choose a time to see its price.</p>
        ) : quote.isError ? (
          <FormError>{errorMessage(quote.error, RESCHEDULE_FAILED)}</FormError>
        ) : quote.data ? (
          <p className="text-sm text-stone-800">
            <span className="font-semibold">{formatLondonDateTime(target.booking_date, target.booking_time)}</span>: {formatPenceAsMoney(poundsToPence(quote.data.new_final_price))}.{' '}
            <span className={quote.data.price_change < 0 ? 'font-semibold text-saving-800' : 'font-semibold text-stone-900'}>{quote.data.summary}</span>
            {quote.data.credit_back > 0 ? ` (${formatPenceAsMoney(poundsToPence(quote.data.credit_back))} as credit at once)` : ''}
          </p>
        ) : (
          <p className="text-sm text-stone-600">Working out the price…</p>
        )}
      </div>
      <FormError>{reschedule.isError ? errorMessage(reschedule.error, RESCHEDULE_FAILED) : null}</FormError>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Keep current time</Button>
        </DialogClose>
        <Button disabled={target === null || quote.isError} isLoading={reschedule.isPending} onClick={confirm}>
          {quote.data && quote.data.card_due > 0 ? 'Continue to payment' : 'Move booking'}
        </Button>
      </div>
    </>
  );
}

/** A dearer time: the difference by card, the same card form as the payment page; the booking moves once it is paid. */
function PayDifference({ booking, payment, when, onPaid }: { booking: Booking; payment: NonNullable<RescheduleResult['payment']>; when: string; onPaid: (message: string) => void }) {
  const config = useAuthConfig();
  const pay = usePayDifference(booking.id);
  const cardForm = useSchemaForm<CardForm, CardForm>(cardFormSchema(() => new Date()), { defaultValues: EMPTY_CARD, reValidateMode: 'onSubmit' });
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => setStripeCard(handle), []);
  const stripeKey = config.data?.payments === 'stripe' ? (config.data.stripe_publishable_key ?? null) : null;
  const amount = formatPenceAsMoney(payment.amount);
  const paid = () => onPaid(`Booking moved to ${when}. ${amount} was paid by card.`);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pay.isPending) return;
    if (stripeKey === null) void cardForm.handleSubmit((form) => pay.mutate({ payment, card: { kind: 'sandbox', form } }, { onSuccess: paid }))(event);
    else if (stripeCard !== null) pay.mutate({ payment, card: { kind: 'stripe', element: stripeCard } }, { onSuccess: paid });
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle className="pr-10">Pay {amount} more</DialogTitle>
      <DialogDescription id="reschedule-description" className="mt-1">
        {when} costs {amount} more than your booking. Your booking keeps its time until the payment goes through.
      </DialogDescription>
      <section aria-labelledby="difference-card-heading" className="mt-5 space-y-3">
        <h3 id="difference-card-heading" className="flex items-center gap-2 font-semibold text-stone-900">
          <Lock className="size-4 text-stone-600" aria-hidden="true" />
          Pay by card
        </h3>
        {config.isPending ? (
          <p className="text-sm text-stone-600">Loading payment options…</p>
        ) : stripeKey !== null ? (
          <StripeCardField publishableKey={stripeKey} cardholderName={booking.guest_first_name ?? ''} onReady={onStripeReady} />
        ) : (
          <>
            <CardFields form={cardForm} />
            <p className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-xs leading-5 text-brand-900">Test payments: no real money is taken. Use 4242 4242 4242 4242 with any future expiry and any CVC.</p>
          </>
        )}
      </section>
      <FormError>{pay.isError ? errorMessage(pay.error, 'Payment failed. Please try again.') : null}</FormError>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Keep current time</Button>
        </DialogClose>
        <Button type="submit" isLoading={pay.isPending} disabled={stripeKey !== null && stripeCard === null}>
          Pay {amount} and move
        </Button>
      </div>
    </form>
  );
}
