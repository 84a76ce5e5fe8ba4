import type { Booking } from '@lull/domain/contracts/bookings';
import type { Service } from '@lull/domain/contracts/catalogue';
import type { BookingContact } from '@lull/domain/validation/booking-contact';
import { useState } from 'react';

import { useCurrentUser } from '../auth/api/get-current-user';
import { BookingSummary } from './components/booking-summary';
import { HoldCountdown, useSecondsLeft } from './components/hold-countdown';
import { PaymentForm } from './components/payment-form';
import { HoldLapsed, PaidAndMovingOn } from './components/payment-states';
import { useReleaseHold } from './api/release-hold';
import { ContactDetailsForm } from './components/contact-details-form';
import { DateTimeStep } from './components/date-time-step';

type Step = 'details' | 'payment';

interface BookingFlowProps {
  service: Service;
  initialDate: string | null;
  initialTime: string | null;
  backTo: { to: string; label: string };
}

/**
 * The three steps of booking: Date & Time holds the slot, then Contact Details, then
 * Payment, then the success view that moves on to My Bookings after 3 seconds. Going back from Details
 * releases the hold, so choosing again never competes with the customer's own booking.
 */
export function BookingFlow({ service, initialDate, initialTime, backTo }: BookingFlowProps) {
  const { user } = useCurrentUser();
  const releaseHold = useReleaseHold();
  const [booking, setBooking] = useState<Booking | null>(null);
  const [step, setStep] = useState<Step>('details');
  const [contact, setContact] = useState<Partial<BookingContact>>({});
  const [paid, setPaid] = useState(false);
  const [lapsed, setLapsed] = useState(false);
  const [reselect, setReselect] = useState<{ date: string; time: string } | null>(null);
  const secondsLeft = useSecondsLeft(booking && !paid ? booking.hold_expires_at : null);

  function chooseAgain(held: Booking) {
    setReselect({ date: held.booking_date, time: held.booking_time });
    setBooking(null);
    setLapsed(false);
    setStep('details');
  }

  if (booking === null) {
    return (
      <DateTimeStep
        service={service}
        initialDate={reselect?.date ?? initialDate}
        initialTime={reselect?.time ?? initialTime}
        backTo={backTo}
        onBooked={(held) => {
          setBooking(held);
          setStep('details');
        }}
      />
    );
  }
  if (paid) {
    return (
      <PaidAndMovingOn title="You’re booked!" delayMs={3000} bookingId={booking.id}>
        <p>
          {booking.service_name} at {booking.merchant_business_name} is confirmed. Your confirmation email is on its way.
        </p>
      </PaidAndMovingOn>
    );
  }
  if (lapsed || secondsLeft === 0) return <HoldLapsed onChooseAgain={() => chooseAgain(booking)} />;

  const stepNumber = step === 'details' ? 2 : 3;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Step {stepNumber} of 3 · {step === 'details' ? 'Contact Details' : 'Payment'}
          </p>
          <h1 className="mt-1 font-display text-3xl leading-tight text-stone-900 sm:text-4xl">Book {service.name}</h1>
        </div>
        {secondsLeft !== null ? <HoldCountdown secondsLeft={secondsLeft} /> : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          {step === 'details' ? (
            <>
              <h2 className="mb-1 text-lg font-semibold text-stone-900">Contact Details</h2>
              <p className="mb-5 text-sm text-stone-700">Booking for someone else? Put their details here.</p>
              <ContactDetailsForm
                initial={{
                  first_name: contact.guest_first_name ?? user?.first_name ?? '',
                  last_name: contact.guest_last_name ?? user?.last_name ?? '',
                  email: contact.guest_email ?? user?.email ?? '',
                  phone: contact.guest_phone ?? user?.phone ?? '',
                }}
                onBack={() => {
                  releaseHold.mutate(booking.id);
                  chooseAgain(booking);
                }}
                onContinue={(details) => {
                  setContact(details);
                  setStep('payment');
                }}
              />
            </>
          ) : (
            <>
              <PaymentForm
                booking={booking}
                contact={contact}
                creditBalance={user?.credit_balance ?? 0}
                // Agreed at step 1; the server recorded them with the hold.
                agreements={null}
                onPaid={() => setPaid(true)}
                onHoldLapsed={() => setLapsed(true)}
              />
              <button type="button" onClick={() => setStep('details')} className="mt-4 rounded-sm text-sm font-medium text-stone-700 underline-offset-2 hover:underline">
                Back to Contact Details
              </button>
            </>
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
