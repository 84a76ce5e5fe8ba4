import type { Booking } from '@lull/domain/contracts/bookings';
import { londonDateOf } from '@lull/domain/london-time';
import { CalendarHeart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCancelBooking } from './api/cancel-booking';
import { useMyBookings } from './api/get-my-bookings';
import { useAnswerMoveProposal } from './api/reschedule-booking';
import { sectionBookings } from './booking-rules';
import { BookingCard } from './components/booking-card';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { MyWaitlists } from './components/my-waitlists';
import { RescheduleDialog } from './components/reschedule-dialog';
import { formatBookingWhen } from './format-booking-when';

export const CANCEL_FAILED = 'Failed to cancel booking';
export const ANSWER_FAILED = 'Could not send your answer. Please try again.';

/** The mails link to /my-bookings#booking-{id}: once the list is there, that card is scrolled to and focused. */
function useFocusLinkedBooking(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const match = /^#booking-([0-9a-f-]{36})$/i.exec(window.location.hash);
    const card = match ? document.getElementById(`booking-card-${match[1]}`) : null;
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [ready]);
}

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
  const [toReschedule, setToReschedule] = useState<Booking | null>(null);
  const answer = useAnswerMoveProposal();
  useFocusLinkedBooking(bookings.isSuccess);

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

  function answerMove(booking: Booking, reply: 'accept' | 'decline') {
    answer.mutate(
      { booking, answer: reply },
      { onSuccess: (answered) => toast.success(answered.message), onError: (failure) => toast.error(errorMessage(failure, ANSWER_FAILED)) },
    );
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
          <BookingSections
            bookings={bookings.data}
            now={now}
            onCancel={setToCancel}
            onReschedule={setToReschedule}
            onAnswerMove={answerMove}
            answering={answer.isPending}
          />
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

      <RescheduleDialog
        booking={toReschedule}
        today={londonDateOf(now)}
        onOpenChange={(open) => {
          if (!open) setToReschedule(null);
        }}
        onMoved={(message) => {
          setToReschedule(null);
          toast.success(message);
        }}
      />
    </div>
  );
}

interface BookingSectionsProps {
  bookings: readonly Booking[];
  now: Date;
  onCancel: (booking: Booking) => void;
  onReschedule?: (booking: Booking) => void;
  onAnswerMove?: (booking: Booking, answer: 'accept' | 'decline') => void;
  answering?: boolean;
}

export function BookingSections({ bookings, now, onCancel, ...actions }: BookingSectionsProps) {
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
      <BookingList title="Upcoming Appointments" id="upcoming" bookings={upcoming} now={now} onCancel={onCancel} {...actions} empty="No upcoming appointments." />
      <BookingList title="Past Appointments" id="past" bookings={past} now={now} onCancel={onCancel} empty="No past appointments yet." />
    </div>
  );
}

function BookingList({ title, id, bookings, now, onCancel, empty, ...actions }: BookingSectionsProps & { title: string; id: string; empty: string }) {
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
              <BookingCard booking={booking} when={formatBookingWhen(booking)} now={now} onCancel={onCancel} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
