import type { Booking } from '@lull/domain/contracts/bookings';
import type { Service } from '@lull/domain/contracts/catalogue';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { todayInLondon } from '@/lib/booking-slots';
import { FIGURES } from '@lull/domain/figures';
import { bookNowBlocker } from '../booking-rules';
import { useDateTimeData } from '../hooks/use-date-time-data';
import { useHeadingFocus } from '../hooks/use-heading-focus';
import { useHoldTime } from '../hooks/use-hold-time';
import { useYourTimes } from '../hooks/use-your-times';
import { useSlotSelection } from '../hooks/use-slot-selection';
import { BookingAgreements, type Agreed } from './booking-agreements';
import { PricingSummary } from './pricing-summary';
import { ProfessionalChoice } from './professional-choice';
import { ServiceOverview } from './service-overview';
import { SlotChooser } from './slot-chooser';
import { SpecialRequests } from './special-requests';
import { YourHolds } from './your-holds';

interface DateTimeStepProps {
  service: Service;
  initialDate: string | null;
  initialTime: string | null;
  backTo: { to: string; label: string };
  /** The time is held: on to the Details step. */
  onBooked: (booking: Booking) => void;
  /** The customer's own time on hold for this service, chosen again: back to where they were with it. */
  onResume: (booking: Booking) => void;
  /** London's date today; tests pass one, the app reads the clock. */
  today?: string;
}

/**
 * Step 1, Date & Time: choose who (Any professional, or a member by name, kept in the address as ?member=), a free
 * time, agree to the terms, and hold it (POST /api/bookings).
 */
export function DateTimeStep({ service, initialDate, initialTime, backTo, onBooked, onResume, today = todayInLondon() }: DateTimeStepProps) {
  const [params, setParams] = useSearchParams();
  // Chosen at once (the radio answers the click), and written to the address for a reload or Back.
  const [requestedMember, setRequestedMember] = useState(() => params.get('member'));
  const { availability, team, member, terms, policy, policyPending } = useDateTimeData(service, requestedMember);
  const yourTimes = useYourTimes(service);
  const heading = useHeadingFocus();
  const selection = useSlotSelection({ today, initialDate, initialTime, days: availability.data?.days });
  const holdTime = useHoldTime({
    onHeld: onBooked,
    onTaken: () => {
      selection.forgetTime();
      void availability.refetch();
    },
  });
  const [notes, setNotes] = useState('');
  const [agreed, setAgreed] = useState<Agreed>({ terms: false, policy: false });
  const { shownDate, chosenTime } = selection;

  function chooseMember(next: string | null) {
    setRequestedMember(next);
    selection.keepDate();
    holdTime.clearError();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('member');
        else updated.set('member', next);
        return updated;
      },
      { replace: true },
    );
  }

  const blocker = bookNowBlocker({
    time: chosenTime,
    agreedToTerms: agreed.terms,
    hasPolicy: policy !== null,
    agreedToPolicy: agreed.policy,
    processing: holdTime.isPending || policyPending,
  });

  function book() {
    if (blocker !== null || chosenTime === null) return;
    const trimmed = notes.trim();
    holdTime.hold({
      service_id: service.id,
      booking_date: shownDate,
      booking_time: chosenTime,
      // Absent for Any professional: the server picks the member (decision 050).
      ...(member === null ? {} : { team_member_id: member }),
      ...(trimmed === '' ? {} : { notes: trimmed }),
      agreed_to_terms: true,
      ...(policy !== null ? { agreed_to_merchant_policy: agreed.policy } : {}),
    });
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

      <p id="date-time-step-label" className="mt-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Step 1 of 3 · Date &amp; Time</p>
      <h1 ref={heading} tabIndex={-1} aria-describedby="date-time-step-label" className="mt-1 font-display text-3xl leading-tight text-stone-900 outline-none sm:text-4xl">
        Book {service.name}
      </h1>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0 space-y-6">
          <ServiceOverview service={service} />
          <SlotChooser
            service={service}
            today={today}
            availability={availability}
            selection={selection}
            yourTimes={yourTimes}
            onTimeChosen={holdTime.clearError}
            onResume={onResume}
            who={<ProfessionalChoice team={team} chosen={member} onChoose={chooseMember} />}
          />
          <SpecialRequests value={notes} onChange={setNotes} />
        </div>

        <aside aria-label="Your booking" className="lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-5 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <div>
              <p className="text-sm text-stone-600">Your appointment</p>
              <p className="mt-0.5 font-semibold text-stone-900">
                {chosenTime === null ? 'No time chosen yet' : formatLondonDateTime(shownDate, chosenTime)}
              </p>
            </div>

            <PricingSummary service={service} date={shownDate} time={chosenTime} />

            <BookingAgreements businessName={service.merchant_business_name} terms={terms} policy={policy} agreed={agreed} onAgreedChange={setAgreed} />

            <FormError>{holdTime.error}</FormError>
            {holdTime.atHoldLimit ? <YourHolds onReleased={holdTime.clearError} /> : null}

            <div>
              <Button
                size="lg"
                className="w-full"
                disabled={blocker !== null}
                isLoading={holdTime.isPending}
                onClick={book}
                aria-describedby={blocker !== null && !holdTime.isPending ? 'book-now-hint' : undefined}
              >
                Book Now
              </Button>
              {blocker !== null && !holdTime.isPending ? (
                <p id="book-now-hint" className="mt-2 text-center text-xs text-stone-600">
                  {blocker}
                </p>
              ) : (
                <p className="mt-2 text-center text-xs text-stone-600">We’ll hold your time for {FIGURES.hold} while you pay.</p>
              )}
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
