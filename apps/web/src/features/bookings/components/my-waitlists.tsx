import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { bookingHref } from '@/lib/booking-slots';
import { useMyWaitlists } from '@/components/waitlist/waitlist-api';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { formatBookingWhen } from '../format-booking-when';

export const LEFT_MESSAGE = 'You have left the waitlist.';
export const LEAVE_FAILED = 'Could not leave the waitlist. Please try again.';

/** My Bookings' "Your waitlists": taken times the customer waits for (past ones have lapsed and are gone), each with Leave. */
export function MyWaitlists() {
  const entries = useMyWaitlists();
  const leave = useLeaveWaitlist();

  return (
    <section aria-labelledby="waitlists-heading" className="mt-10">
      <h2 id="waitlists-heading" className="font-display text-2xl text-stone-900">
        Your waitlists
      </h2>
      <p className="mt-1 text-sm text-stone-600">If a time frees up we tell everyone waiting at once, by notification and email. The first to book gets it.</p>
      {entries.isPending ? (
        <div role="status" aria-label="Loading your waitlists" className="mt-4">
          <Skeleton className="h-20 rounded-3xl" />
        </div>
      ) : entries.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>Failed to load your waitlists.</p>
          <Button variant="link" size="sm" className="mt-1" onClick={() => void entries.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">You are not waiting for any times. When a time you want is taken, choose “Join waitlist” on it.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {entries.data.map((entry) => {
            const when = formatBookingWhen(entry);
            return (
              <li key={entry.id} className="flex flex-col gap-3 rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="flex items-start gap-3">
                  <BellRing className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div>
                    <p className="font-semibold text-stone-900">{entry.service_name}</p>
                    <p className="text-sm text-stone-700">
                      {entry.merchant_business_name} · {when}
                    </p>
                    <p className="mt-0.5 text-xs text-stone-600">{entry.notified_at ? 'This time is free now: book it before someone else does.' : 'Waiting for this time to free up.'}</p>
                  </div>
                </div>
                <div className="flex gap-2">
                  {entry.notified_at ? (
                    <Button asChild size="sm">
                      <Link to={bookingHref(entry.service_id, { date: entry.booking_date, time: entry.booking_time })}>Book now</Link>
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={leave.isPending && leave.variables === entry.id}
                    aria-label={`Leave the waitlist for ${entry.service_name}, ${when}`}
                    onClick={() =>
                      leave.mutate(entry.id, {
                        onSuccess: () => toast.success(LEFT_MESSAGE),
                        onError: (failure) => toast.error(errorMessage(failure, LEAVE_FAILED)),
                      })
                    }
                  >
                    Leave
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
