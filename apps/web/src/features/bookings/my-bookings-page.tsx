import type { Booking } from '@lull/domain/contracts/bookings';
import { CalendarHeart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCancelBooking } from './api/cancel-booking';
import { useMyBookings } from './api/get-my-bookings';
import { sectionBookings } from './booking-rules';
import { BookingCard } from './components/booking-card';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { MyWaitlists } from './components/my-waitlists';
import { formatBookingWhen } from './format-booking-when';

export const CANCEL_FAILED = 'Failed to cancel booking';

/** The clock, moving on every 30 seconds so holds drop off and cancel windows close while the page is open. */
function useNow(tickMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** /my-bookings: upcoming and past appointments, pending holds to pay for, and cancelling. */
export function MyBookingsPage({ now: fixedNow }: { now?: Date }) {
  const tickingNow = useNow();
  const now = fixedNow ?? tickingNow;
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);

  if (bookings.error instanceof ApiError && bookings.error.status === 401) return <Navigate to="/" replace />;

  function confirmCancel() {
    if (toCancel === null) return;
    cancel.mutate(toCancel.id, {
      onSuccess: (cancelled) => {
        setToCancel(null);
        // The server says what actually came back: credit now, the card part refunded by our team.
        toast.success(cancelled.message);
      },
      onError: (failure) => {
        setToCancel(null);
        toast.error(errorMessage(failure, CANCEL_FAILED));
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl leading-tight text-stone-900">My Bookings</h1>
      <p className="mt-1 text-stone-700">Manage your appointments</p>

      <div className="mt-8">
        {bookings.isPending ? (
          <div role="status" aria-label="Loading your bookings" className="space-y-4">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-40 rounded-3xl" />
            ))}
          </div>
        ) : bookings.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>Failed to load bookings: {bookings.error.message}</p>
            <Button variant="link" size="sm" className="mt-1" onClick={() => void bookings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <BookingSections bookings={bookings.data} now={now} onCancel={setToCancel} />
        )}
      </div>

      <MyWaitlists />

      <CancelBookingDialog
        booking={toCancel}
        when={toCancel ? formatBookingWhen(toCancel) : ''}
        now={now}
        isCancelling={cancel.isPending}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        onConfirm={confirmCancel}
      />
    </div>
  );
}

interface BookingSectionsProps {
  bookings: readonly Booking[];
  now: Date;
  onCancel: (booking: Booking) => void;
}

export function BookingSections({ bookings, now, onCancel }: BookingSectionsProps) {
  const { upcoming, past } = sectionBookings(bookings, now);
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <CalendarHeart className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h2 className="mt-4 font-display text-2xl text-stone-900">No bookings yet</h2>
        <p className="mt-1 text-stone-700">Start by browsing our amazing beauty services</p>
        <Button asChild className="mt-6">
          <Link to="/services">Browse Services</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <BookingList title="Upcoming Appointments" id="upcoming" bookings={upcoming} now={now} onCancel={onCancel} empty="No upcoming appointments." />
      <BookingList title="Past Appointments" id="past" bookings={past} now={now} onCancel={onCancel} empty="No past appointments yet." />
    </div>
  );
}

function BookingList({ title, id, bookings, now, onCancel, empty }: BookingSectionsProps & { title: string; id: string; empty: string }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-2xl text-stone-900">
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} when={formatBookingWhen(booking)} now={now} onCancel={onCancel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
