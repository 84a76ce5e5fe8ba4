import type { Booking } from '@lull/domain/contracts/bookings';
import { Timer } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useMyBookings } from './api/get-my-bookings';
import { isLiveHold, whereYouWere } from './booking-address';
import { formatCountdown, useSecondsLeft } from './components/hold-countdown';

/** The booking flow and the payment page show the hold's own countdown: the banner keeps out of their way. */
const FLOW_PATHS = /^\/(booking|booking-v1|test-booking|payment)\//;

/**
 * On every other page, a signed-in customer with a live hold sees "You have a time on hold – complete payment
 * (4:12 left)", linking back to where they were with it (decision 034). It goes when the hold is paid, released or
 * lapses (the countdown reaching 0 hides it at once; paying and releasing refresh GET /api/bookings/me).
 */
export function HoldBanner() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (user === null || FLOW_PATHS.test(pathname)) return null;
  return <HoldBannerFor />;
}

function HoldBannerFor() {
  const bookings = useMyBookings();
  // The hold that runs out first.
  const [held] = (bookings.data ?? []).filter((booking) => isLiveHold(booking)).sort((a, b) => (a.hold_expires_at ?? '').localeCompare(b.hold_expires_at ?? ''));
  return held ? <Banner key={held.id} booking={held} /> : null;
}

function Banner({ booking }: { booking: Booking }) {
  const secondsLeft = useSecondsLeft(booking.hold_expires_at);
  if (secondsLeft === null || secondsLeft === 0) return null;
  return (
    <div role="region" aria-label="Your time on hold" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
        <Timer className="size-4 shrink-0" aria-hidden="true" />
        <Link to={whereYouWere(booking)} className="rounded-sm font-medium underline-offset-2 hover:underline">
          You have a time on hold – complete payment <span className="tabular-nums">({formatCountdown(secondsLeft)} left)</span>
          <span className="sr-only">
            {' '}
            for {booking.service_name} at {booking.merchant_business_name}
          </span>
        </Link>
      </div>
    </div>
  );
}
