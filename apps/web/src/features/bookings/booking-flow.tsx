import type { Booking } from '@lull/domain/contracts/bookings';
import type { Service } from '@lull/domain/contracts/catalogue';
import type { BookingContact } from '@lull/domain/validation/booking-contact';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { bookingQueryKey, useBooking } from './api/get-booking';
import { useReleaseHold } from './api/release-hold';
import { chooseTimeParams, forgetHold, heldStepOf, heldStepParams, recalledHold, rememberHold, type HeldStep } from './booking-address';
import { BookingSummary } from './components/booking-summary';
import { ContactDetailsForm } from './components/contact-details-form';
import { DateTimeStep } from './components/date-time-step';
import { HoldCountdown, useSecondsLeft } from './components/hold-countdown';
import { PaymentForm } from './components/payment-form';
import { AlreadyPaid, BookingLoadFailed, BookingNotFound, HoldLapsed, PaidAndMovingOn } from './components/payment-states';
import { useHeadingFocus } from './hooks/use-heading-focus';

interface BookingFlowProps {
  service: Service;
  initialDate: string | null;
  initialTime: string | null;
  backTo: { to: string; label: string };
}

/**
 * The three steps of booking: Date & Time holds the slot, then Contact Details, then Payment, then the success
 * view that moves on to My Bookings after 3 seconds. Each step is in the address (decision 034), so a reload,
 * Back and Forward come back to the customer's own hold where they were. Going back from Details with the page's
 * Back releases the hold, so choosing again never competes with the customer's own booking.
 */
export function BookingFlow({ service, initialDate, initialTime, backTo }: BookingFlowProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bookingId = params.get('booking');

  function goToHold(held: Booking, step: HeldStep = 'details') {
    queryClient.setQueryData(bookingQueryKey(held.id), held);
    void navigate({ search: `?${heldStepParams(params, held.id, step)}` });
  }

  if (bookingId === null) {
    // Back from a released hold, the address names its time (?date=…&time=…) to choose again.
    return (
      <DateTimeStep
        service={service}
        initialDate={params.get('date') ?? initialDate}
        initialTime={params.get('time') ?? initialTime}
        backTo={backTo}
        onBooked={goToHold}
        onResume={goToHold}
      />
    );
  }
  return <HeldBooking key={bookingId} service={service} bookingId={bookingId} />;
}

/** Steps 2 and 3 for the hold named in the address, or what became of it (paid, lapsed, not found). */
function HeldBooking({ service, bookingId }: { service: Service; bookingId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = heldStepOf(params);
  const { user } = useCurrentUser();
  const releaseHold = useReleaseHold();
  const booking = useBooking(bookingId);
  const [contact, setContact] = useState<Partial<BookingContact>>(() => recalledHold(bookingId).contact ?? {});
  const [paid, setPaid] = useState(false);
  const [lapsed, setLapsed] = useState(false);
  const live = booking.data?.status === 'pending' && !paid && !lapsed;
  const secondsLeft = useSecondsLeft(live ? booking.data!.hold_expires_at : null);

  useEffect(() => {
    if (live) rememberHold(bookingId, { step });
  }, [bookingId, step, live]);

  function chooseAgain(held: Booking) {
    forgetHold(held.id);
    void navigate({ search: `?${chooseTimeParams(params, held)}` }, { replace: true });
  }

  if (paid && booking.data) {
    return (
      <PaidAndMovingOn title="You’re booked!" delayMs={3000} bookingId={bookingId}>
        <p>
          {booking.data.service_name} with {booking.data.team_member_name} at {booking.data.merchant_business_name} is confirmed. Your confirmation email is on its
          way.
        </p>
      </PaidAndMovingOn>
    );
  }
  if (booking.isPending) return <PageSpinner label="Loading your booking…" />;
  if (booking.isError) {
    const missing = isNotFound(booking.error);
    return missing ? <BookingNotFound /> : <BookingLoadFailed onRetry={() => void booking.refetch()} />;
  }
  const held = booking.data;
  if (held.service_id !== service.id) return <BookingNotFound />;
  if (held.status === 'confirmed') return <AlreadyPaid bookingId={held.id} />;
  if (lapsed || held.status !== 'pending' || secondsLeft === 0) return <HoldLapsed onChooseAgain={() => chooseAgain(held)} />;

  return (
    <HeldSteps
      service={service}
      booking={held}
      step={step}
      secondsLeft={secondsLeft}
      details={
        <ContactDetailsForm
          initial={{
            first_name: contact.guest_first_name ?? user?.first_name ?? '',
            last_name: contact.guest_last_name ?? user?.last_name ?? '',
            email: contact.guest_email ?? user?.email ?? '',
            phone: contact.guest_phone ?? user?.phone ?? '',
          }}
          onBack={() => {
            releaseHold.mutate(held.id);
            chooseAgain(held);
          }}
          onContinue={(details) => {
            setContact(details);
            rememberHold(held.id, { contact: details });
            void navigate({ search: `?${heldStepParams(params, held.id, 'payment')}` });
          }}
        />
      }
      payment={
        <>
          <PaymentForm
            booking={held}
            contact={contact}
            creditBalance={user?.credit_balance ?? 0}
            // Agreed at step 1; the server recorded them with the hold.
            agreements={null}
            onPaid={() => {
              forgetHold(held.id);
              setPaid(true);
            }}
            onHoldLapsed={() => setLapsed(true)}
          />
          <button
            type="button"
            onClick={() => void navigate({ search: `?${heldStepParams(params, held.id, 'details')}` })}
            className="mt-4 rounded-sm text-sm font-medium text-stone-700 underline-offset-2 hover:underline"
          >
            Back to Contact Details
          </button>
        </>
      }
    />
  );
}

interface HeldStepsProps {
  service: Service;
  booking: Booking;
  step: HeldStep;
  secondsLeft: number | null;
  details: React.ReactNode;
  payment: React.ReactNode;
}

function HeldSteps({ service, booking, step, secondsLeft, details, payment }: HeldStepsProps) {
  // Each step starts at its heading, focused.
  const heading = useHeadingFocus(step);
  const stepNumber = step === 'details' ? 2 : 3;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p id="held-step-label" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Step {stepNumber} of 3 · {step === 'details' ? 'Contact Details' : 'Payment'}
          </p>
          <h1 ref={heading} tabIndex={-1} aria-describedby="held-step-label" className="mt-1 font-display text-3xl leading-tight text-stone-900 outline-none sm:text-4xl">
            Book {service.name}
          </h1>
        </div>
        {secondsLeft !== null ? <HoldCountdown secondsLeft={secondsLeft} /> : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          {step === 'details' ? (
            <>
              <h2 className="mb-1 text-lg font-semibold text-stone-900">Contact Details</h2>
              <p className="mb-5 text-sm text-stone-700">Booking for someone else? Put their details here.</p>
              {details}
            </>
          ) : (
            payment
          )}
        </div>
        <aside aria-label="Your booking" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <BookingSummary booking={booking} />
          </div>
        </aside>
      </div>
    </div>
  );
}
