import type { Booking } from '@lull/domain/contracts/bookings';
import type { User } from '@lull/domain/contracts/user';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useBooking } from './api/get-booking';
import { useMerchantPolicy } from './api/get-merchant-policy';
import { BookingSummary, ContactSummary, bookingContact } from './components/booking-summary';
import { HoldCountdown, useSecondsLeft } from './components/hold-countdown';
import { PaymentForm } from './components/payment-form';
import { AlreadyPaid, BookingLoadFailed, BookingNotFound, HoldLapsed, PaidAndMovingOn } from './components/payment-states';
import { useHeadingFocus } from './hooks/use-heading-focus';

/**
 * /payment/{bookingId} (also with ?timer=true, from My Bookings' Complete Payment): pay for a held booking.
 * The countdown is always the hold's real expiry from the server.
 */
export function PaymentPage() {
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  const { user } = useCurrentUser();
  const policy = useMerchantPolicy(booking.data?.merchant_id);
  const [paid, setPaid] = useState(false);
  const [lapsed, setLapsed] = useState(false);
  const secondsLeft = useSecondsLeft(booking.data?.status === 'pending' ? booking.data.hold_expires_at : null);

  if (paid) {
    return <PaidAndMovingOn title="Payment Successful" delayMs={2000} bookingId={bookingId} />;
  }
  if (booking.isPending) return <PageSpinner label="Loading your booking…" />;
  if (booking.isError) {
    const missing = isNotFound(booking.error);
    return missing ? <BookingNotFound /> : <BookingLoadFailed onRetry={() => void booking.refetch()} />;
  }

  const data = booking.data;
  if (data.status === 'confirmed') return <AlreadyPaid bookingId={data.id} />;
  if (lapsed || data.status !== 'pending' || secondsLeft === 0) {
    return <HoldLapsed chooseAgainHref={`/booking/${data.service_id}?date=${data.booking_date}&time=${data.booking_time}`} />;
  }

  return <PaymentLayout booking={data} secondsLeft={secondsLeft} policy={policy} user={user} onPaid={() => setPaid(true)} onHoldLapsed={() => setLapsed(true)} />;
}

interface PaymentLayoutProps {
  booking: Booking;
  secondsLeft: number | null;
  policy: ReturnType<typeof useMerchantPolicy>;
  user: User | null;
  onPaid: () => void;
  onHoldLapsed: () => void;
}

function PaymentLayout({ booking: data, secondsLeft, policy, user, onPaid, onHoldLapsed }: PaymentLayoutProps) {
  const heading = useHeadingFocus();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8">
      <Link to="/services" className="inline-flex rounded-sm py-2 text-sm font-medium text-stone-700 hover:text-stone-900 hover:underline">
        ← Back to Services
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-stone-900 outline-none sm:text-4xl">
          Payment
        </h1>
        {secondsLeft !== null ? <HoldCountdown secondsLeft={secondsLeft} /> : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="order-2 min-w-0 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:order-1">
          {policy.isPending ? (
            <PageSpinner label="Loading payment…" />
          ) : (
            <PaymentForm
              booking={data}
              contact={{
                guest_first_name: data.guest_first_name ?? undefined,
                guest_last_name: data.guest_last_name ?? undefined,
                guest_email: data.guest_email ?? undefined,
                guest_phone: data.guest_phone ?? undefined,
              }}
              creditBalance={user?.credit_balance ?? 0}
              agreements={{ merchantName: data.merchant_business_name, merchantPolicy: policy.data ?? null }}
              onPaid={onPaid}
              onHoldLapsed={onHoldLapsed}
            />
          )}
        </div>
        <aside aria-label="Your booking" className="order-1 space-y-4 lg:order-2">
          <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-600 uppercase">Booking summary</h2>
            <BookingSummary booking={data} headingLevel={3} />
          </div>
          <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-600 uppercase">Contact information</h2>
            <ContactSummary contact={bookingContact(data, user)} />
          </div>
        </aside>
      </div>
    </div>
  );
}
