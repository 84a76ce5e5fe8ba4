import { BOOKING_WINDOW_DAYS } from '@lull/domain/booking-window';
import type { Booking } from '@lull/domain/contracts/bookings';
import type { Service } from '@lull/domain/contracts/catalogue';
import { formatDuration } from '@lull/domain/catalogue-filters';
import { HOLD_MINUTES } from '@lull/domain/booking-status';
import { MAX_NOTES_LENGTH } from '@lull/domain/contracts/bookings';
import { nextDates } from '@lull/domain/london-time';
import { ArrowLeft, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ServicePrice } from '../../../components/catalogue/service-price';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { slotDayHeading, todayInLondon } from '../../../lib/booking-slots';
import { useBookingAvailability } from '../api/get-booking-availability';
import { useBookingTerms } from '../api/get-booking-terms';
import { useMerchantPolicy } from '../api/get-merchant-policy';
import { useCreateBooking } from '../api/create-booking';
import { bookNowBlocker } from '../booking-rules';
import { AgreementDialog } from './agreement-dialog';
import { DateStrip } from './date-strip';
import { PricingSummary } from './pricing-summary';
import { TimePicker } from './time-picker';

export const BOOKING_FAILED = 'Booking failed. Please try again.';

interface DateTimeStepProps {
  service: Service;
  initialDate: string | null;
  initialTime: string | null;
  backTo: { to: string; label: string };
  /** The time is held: on to the Details step. */
  onBooked: (booking: Booking) => void;
  /** London's date today; tests pass one, the app reads the clock. */
  today?: string;
}

/** Step 1, Date & Time: choose a free time, agree to the terms, and hold it (POST /api/bookings). */
export function DateTimeStep({ service, initialDate, initialTime, backTo, onBooked, today = todayInLondon() }: DateTimeStepProps) {
  const dates = nextDates(today, BOOKING_WINDOW_DAYS);
  const availability = useBookingAvailability(service.id);
  const terms = useBookingTerms();
  const policy = useMerchantPolicy(service.merchant_id);
  const createBooking = useCreateBooking();

  const [date, setDate] = useState(initialDate !== null && dates.includes(initialDate) ? initialDate : null);
  const [time, setTime] = useState<string | null>(initialDate !== null && dates.includes(initialDate) ? initialTime : null);
  const [notes, setNotes] = useState('');
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const [agreedToPolicy, setAgreedToPolicy] = useState(false);
  const [openDialog, setOpenDialog] = useState<'terms' | 'policy' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const days = availability.data?.days ?? [];
  const counts = availability.data ? new Map(dates.map((d) => [d, days.find((day) => day.date === d)?.times.length ?? 0])) : undefined;
  // With no date in the link, open on the first day that has a free time.
  const shownDate = date ?? days.find((day) => day.times.length > 0)?.date ?? today;
  const times = days.find((day) => day.date === shownDate)?.times ?? [];
  // A time only counts while it is still free (a pre-filled one may have gone).
  const chosenTime = time !== null && times.includes(time) ? time : null;
  const policyContent = policy.data ?? null;
  const dayLabel = slotDayHeading(shownDate, today);

  const blocker = bookNowBlocker({
    time: chosenTime,
    agreedToTerms,
    hasPolicy: policyContent !== null,
    agreedToPolicy,
    // Until we know whether the business has a policy, Book Now waits (it may need agreeing to).
    processing: createBooking.isPending || policy.isPending,
  });

  function book() {
    if (blocker !== null || chosenTime === null) return;
    setError(null);
    const trimmed = notes.trim();
    createBooking.mutate(
      {
        service_id: service.id,
        booking_date: shownDate,
        booking_time: chosenTime,
        ...(trimmed === '' ? {} : { notes: trimmed }),
        agreed_to_terms: true,
        ...(policyContent !== null ? { agreed_to_merchant_policy: agreedToPolicy } : {}),
      },
      {
        onSuccess: (booking) => onBooked(booking),
        onError: (failure) => {
          setError(errorMessage(failure, BOOKING_FAILED));
          if (failure instanceof ApiError && failure.status === 409) {
            setTime(null);
            void availability.refetch();
          }
        },
      },
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8">
      <Link
        to={backTo.to}
        className="inline-flex items-center gap-1.5 rounded-sm py-2 text-sm font-medium text-stone-700 hover:text-stone-900 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backTo.label}
      </Link>

      <p className="mt-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">Step 1 of 3 · Date &amp; Time</p>
      <h1 className="mt-1 font-display text-3xl leading-tight text-stone-900 sm:text-4xl">Book {service.name}</h1>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="service-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="service-heading" className="text-xl font-semibold text-stone-900">
              {service.name}
            </h2>
            <p className="mt-1 font-medium text-stone-800">{service.merchant_business_name}</p>
            <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
                {service.merchant_address}
              </li>
              <li className="flex items-center gap-2">
                <Clock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
                {formatDuration(service.duration)}
              </li>
            </ul>
            <ServicePrice price={service.price} offPeakPrice={service.off_peak_price} className="mt-3" />
          </section>

          <section aria-labelledby="date-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="date-heading" className="text-lg font-semibold text-stone-900">
              Choose a date
            </h2>
            <div className="mt-3">
              <DateStrip
                dates={dates}
                selected={shownDate}
                today={today}
                counts={counts}
                onSelect={(next) => {
                  setDate(next);
                  setTime(null);
                }}
              />
            </div>

            <h2 id="time-heading" className="mt-4 text-lg font-semibold text-stone-900">
              Choose a time <span className="font-normal text-stone-600">· {dayLabel}</span>
            </h2>
            <div className="mt-3" aria-busy={availability.isFetching}>
              {availability.isPending ? (
                <div role="status" aria-label="Loading free times" className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
                  {Array.from({ length: 8 }, (_, i) => (
                    <Skeleton key={i} className="h-10 rounded-full" />
                  ))}
                </div>
              ) : availability.isError ? (
                <div className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">
                  <p>We couldn’t load free times just now.</p>
                  <Button variant="link" size="sm" className="mt-1" onClick={() => void availability.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : times.length === 0 ? (
                <p className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">No free times on this day. Please choose another date.</p>
              ) : (
                <TimePicker
                  date={shownDate}
                  dayLabel={dayLabel}
                  times={times}
                  selected={chosenTime}
                  prices={service}
                  onSelect={(next) => {
                    setDate(shownDate);
                    setTime(next);
                    setError(null);
                  }}
                />
              )}
            </div>
          </section>

          <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <Label htmlFor="booking-notes" optional>
              Special requests
            </Label>
            <textarea
              id="booking-notes"
              value={notes}
              maxLength={MAX_NOTES_LENGTH}
              rows={3}
              onChange={(event) => setNotes(event.target.value)}
              aria-describedby="booking-notes-count"
              placeholder="Anything the salon should know, such as allergies or access needs"
              className="mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 sm:text-sm"
            />
            <p id="booking-notes-count" className="mt-1 text-right text-xs text-stone-600 tabular-nums">
              {notes.length}/{MAX_NOTES_LENGTH}
            </p>
          </div>
        </div>

        <aside aria-label="Your booking" className="lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-5 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <div>
              <p className="text-sm text-stone-600">Your appointment</p>
              <p className="mt-0.5 font-semibold text-stone-900">
                {chosenTime === null ? 'No time chosen yet' : `${slotDayHeading(shownDate, today)}, ${chosenTime}`}
              </p>
            </div>

            <PricingSummary service={service} date={shownDate} time={chosenTime} />

            <div className="space-y-3">
              {terms.isError ? (
                <p className="text-sm text-stone-700">
                  We couldn’t load the booking terms.{' '}
                  <Button variant="link" size="sm" onClick={() => void terms.refetch()}>
                    Try again
                  </Button>
                </p>
              ) : (
                <div>
                  <Checkbox
                    id="agree-terms"
                    checked={agreedToTerms}
                    disabled={terms.data === undefined}
                    onChange={(event) => setAgreedToTerms(event.target.checked)}
                    label="I agree to Lull’s booking terms"
                  />
                  <Button variant="link" size="sm" className="ml-8" onClick={() => setOpenDialog('terms')} disabled={terms.data === undefined}>
                    Read the booking terms
                  </Button>
                </div>
              )}
              {policyContent !== null ? (
                <div>
                  <Checkbox
                    id="agree-policy"
                    checked={agreedToPolicy}
                    onChange={(event) => setAgreedToPolicy(event.target.checked)}
                    label={`I agree to ${service.merchant_business_name}’s booking policy`}
                  />
                  <Button variant="link" size="sm" className="ml-8" onClick={() => setOpenDialog('policy')}>
                    Read the business’s policy
                  </Button>
                </div>
              ) : null}
            </div>

            <FormError>{error}</FormError>

            <div>
              <Button
                size="lg"
                className="w-full"
                disabled={blocker !== null}
                isLoading={createBooking.isPending}
                onClick={book}
                aria-describedby={blocker !== null && !createBooking.isPending ? 'book-now-hint' : undefined}
              >
                Book Now
              </Button>
              {blocker !== null && !createBooking.isPending ? (
                <p id="book-now-hint" className="mt-2 text-center text-xs text-stone-600">
                  {blocker}
                </p>
              ) : (
                <p className="mt-2 text-center text-xs text-stone-600">We’ll hold your time for {HOLD_MINUTES} minutes while you pay.</p>
              )}
            </div>
          </div>
        </aside>
      </div>

      {terms.data ? (
        <AgreementDialog
          open={openDialog === 'terms'}
          onOpenChange={(open) => setOpenDialog(open ? 'terms' : null)}
          title="Booking terms"
          description="Please read Lull’s booking terms before you book."
          content={terms.data.content}
          onAgree={() => setAgreedToTerms(true)}
        />
      ) : null}
      {policyContent !== null ? (
        <AgreementDialog
          open={openDialog === 'policy'}
          onOpenChange={(open) => setOpenDialog(open ? 'policy' : null)}
          title={`${service.merchant_business_name}’s booking policy`}
          description="This business’s own rules for bookings and cancellations."
          content={policyContent}
          onAgree={() => setAgreedToPolicy(true)}
        />
      ) : null}
    </div>
  );
}
