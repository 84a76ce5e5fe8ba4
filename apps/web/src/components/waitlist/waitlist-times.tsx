import { BellRing, Check } from 'lucide-react';
import { toast } from 'sonner';

import { errorMessage } from '@/lib/api-client';
import { slotDayHeading } from '@/lib/booking-slots';
import { isOwnTime, useMyBookings } from '@/lib/my-bookings';
import { useJoinWaitlist, useMyWaitlists, useTakenTimes } from './waitlist-api';
import { cn } from '../ui/cn';

export const JOINED_MESSAGE = "You're on the waitlist. We'll tell you if this time frees up.";
export const JOIN_FAILED = 'Could not join the waitlist. Please try again.';

interface WaitlistTimesProps {
  serviceId: string;
  today: string;
  /** Only this date's taken times (the booking page's chosen day); else the first `maxDays` dates that have any. */
  date?: string;
  maxDays?: number;
  maxPerDay?: number;
  /** From the current user; a visitor's tap asks them to sign in instead. */
  signedIn: boolean;
  onSignInNeeded: () => void;
}

/**
 * Taken times, greyed, each with "Join waitlist" (decision 027). Nothing is held: when one frees, everyone
 * waiting hears at once and the first to book gets it. A visitor is asked to sign in first. Shows nothing
 * while loading, on failure or when no time is taken: the free times above are what the page is for.
 */
export function WaitlistTimes({ serviceId, today, date, maxDays = 3, maxPerDay = 4, signedIn, onSignInNeeded }: WaitlistTimesProps) {
  const taken = useTakenTimes(serviceId);
  const mine = useMyWaitlists(signedIn);
  const join = useJoinWaitlist();
  // The customer's own holds and bookings are theirs, never taken times to wait for (decision 034).
  const mineBooked = useMyBookings(signedIn).data ?? [];

  const days = (taken.data?.days ?? [])
    .filter((day) => date === undefined || day.date === date)
    .map((day) => ({ ...day, times: day.times.filter((time) => !isOwnTime(mineBooked, serviceId, day.date, time)) }))
    .filter((day) => day.times.length > 0)
    .slice(0, date === undefined ? maxDays : 1);
  if (days.length === 0) return null;
  const waiting = new Set((mine.data ?? []).filter((entry) => entry.service_id === serviceId).map((entry) => `${entry.booking_date} ${entry.booking_time}`));

  function joinTime(bookingDate: string, time: string) {
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    join.mutate(
      { service_id: serviceId, booking_date: bookingDate, booking_time: time },
      {
        onSuccess: () => toast.success(JOINED_MESSAGE),
        onError: (failure) => toast.error(errorMessage(failure, JOIN_FAILED)),
      },
    );
  }

  return (
    <div className="mt-5 border-t border-stone-200 pt-4">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
        <BellRing className="size-4 text-brand-700" aria-hidden="true" />
        Taken times
      </h3>
      <p className="mt-1 text-xs text-stone-600">
        {signedIn ? '' : 'Sign in to join a waitlist. '}If a taken time frees up, everyone waiting hears at once and the first to book gets it.
      </p>
      <div className="mt-3 space-y-3">
        {days.map((day) => {
          const heading = slotDayHeading(day.date, today);
          return (
            <div key={day.date}>
              {date === undefined ? <h4 className="text-xs font-semibold text-stone-700">{heading}</h4> : null}
              <ul aria-label={`Taken times, ${heading}`} className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {day.times.slice(0, maxPerDay).map((time) => {
                  const joined = waiting.has(`${day.date} ${time}`);
                  const busy = join.isPending && join.variables?.booking_date === day.date && join.variables.booking_time === time;
                  return (
                    <li key={time}>
                      <button
                        type="button"
                        disabled={joined || busy}
                        onClick={() => joinTime(day.date, time)}
                        className={cn(
                          'flex min-h-12 w-full flex-col items-center justify-center rounded-xl border border-dashed px-1.5 py-1 text-sm leading-tight tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                          joined ? 'border-brand-300 bg-brand-50 text-brand-900' : 'border-stone-300 bg-stone-50 text-stone-600 hover:border-stone-400 hover:bg-white',
                        )}
                      >
                        <span className="line-through decoration-stone-400" aria-hidden="true">
                          {time}
                        </span>
                        <span className="inline-flex items-center gap-1 text-xs font-medium" aria-hidden="true">
                          {joined ? <Check className="size-3.5" /> : null}
                          {joined ? 'On waitlist' : busy ? 'Joining…' : 'Join waitlist'}
                        </span>
                        <span className="sr-only">
                          {joined ? `${time}, ${heading}: taken, you are on its waitlist` : `${time}, ${heading}: taken. Join the waitlist`}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}
