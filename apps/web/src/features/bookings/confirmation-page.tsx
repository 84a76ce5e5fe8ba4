import { poundsToPence } from '@lull/domain/money';
import { CalendarPlus, Hourglass } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { FIGURES } from '@lull/domain/figures';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useBooking } from './api/get-booking';
import { useMerchantPolicy } from './api/get-merchant-policy';
import { BookingSummary, ContactSummary, bookingContact } from './components/booking-summary';
import { OrderSummary } from './components/order-summary';
import { BookingLoadFailed, BookingNotFound, StateMessage, SuccessIcon } from './components/payment-states';

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** /payment/confirmation/{bookingId} (or ?booking_id=): the receipt and what happens next. */
export function ConfirmationPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const bookingId = params.bookingId ?? searchParams.get('booking_id') ?? '';
  const booking = useBooking(bookingId);
  const { user } = useCurrentUser();
  const policy = useMerchantPolicy(booking.data?.merchant_id);

  if (bookingId === '') return <BookingNotFound />;
  if (booking.isPending) return <PageSpinner label="Loading your booking…" />;
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status < 500 && booking.error.status !== 0;
    return missing ? <BookingNotFound /> : <BookingLoadFailed onRetry={() => void booking.refetch()} />;
  }

  const data = booking.data;
  if (data.status === 'pending') {
    return (
      <StateMessage
        icon={<Hourglass className="size-10 text-amber-700" aria-hidden="true" />}
        title="Awaiting payment"
        actions={
          <Button asChild size="lg">
            <Link to={`/payment/${data.id}?timer=true`}>Complete Payment</Link>
          </Button>
        }
      >
        <p>This booking is held but not paid yet. Pay before the hold runs out to confirm it.</p>
      </StateMessage>
    );
  }
  if (data.status !== 'confirmed' && data.status !== 'completed') return <BookingNotFound />;

  const contact = bookingContact(data, user);
  const creditsPence = poundsToPence(data.credits_used);
  const brand = data.card_brand ? (CARD_BRANDS[data.card_brand] ?? 'Card') : 'Card';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="text-center">
        <div className="flex justify-center">
          <SuccessIcon />
        </div>
        <h1 className="mt-4 font-display text-4xl text-stone-900">Booking Confirmed</h1>
        <p className="mt-2 text-stone-700">
          {contact.email ? (
            <>
              We’ve sent the details and a calendar invite to <span className="font-medium text-stone-900">{contact.email}</span>.
            </>
          ) : (
            'Your appointment is booked.'
          )}
        </p>
      </div>

      <div className="mt-8 space-y-5">
        <section className={PANEL}>
          <BookingSummary booking={data} />
          {data.status === 'confirmed' ? (
            <Button asChild variant="secondary" size="sm" className="mt-4">
              <a href={`/api/bookings/${data.id}/calendar.ics`} download>
                <CalendarPlus className="size-4" aria-hidden="true" />
                Add to calendar
              </a>
            </Button>
          ) : null}
        </section>

        <Panel id="payment-summary" title="Payment Summary">
          <OrderSummary booking={data} creditsPence={creditsPence} dueLabel={data.card_amount > 0 ? 'Paid by card' : 'Paid'} />
          {data.card_last4 ? (
            <p className="mt-3 text-sm text-stone-600">
              {brand} ending {data.card_last4}
            </p>
          ) : null}
        </Panel>

        <Panel id="contact" title="Contact details">
          <ContactSummary contact={contact} />
        </Panel>

        <Panel id="next" title="What’s Next">
          <ol className="list-decimal space-y-2 pl-5 text-sm leading-6 text-stone-700">
            <li>Look out for your confirmation email with the address and a calendar invite.</li>
            <li>Arrive 5–10 minutes early and mention any allergies or access needs when you arrive.</li>
            <li>
              Need another time? Reschedule from My Bookings, free, up to {FIGURES.cancellationNotice} before. Need to cancel? Do it there at
              least {FIGURES.cancellationNotice} before for your credit back and a card refund (less the fees).
            </li>
            <li>After your visit, tell others how it went with a review.</li>
          </ol>
        </Panel>

        {policy.data ? (
          <Panel id="policy" title={`${data.merchant_business_name}’s policies`}>
            <p className="text-sm leading-6 whitespace-pre-line text-stone-700">{policy.data}</p>
          </Panel>
        ) : null}
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          {/* Straight to this booking's card, where it can be rescheduled or cancelled. */}
          <Link to={`/my-bookings#booking-${data.id}`}>View My Bookings</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/services">Book another treatment</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}

const PANEL = 'rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

/** One headed card of the confirmation, named by its heading for assistive technology. */
function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={PANEL}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
