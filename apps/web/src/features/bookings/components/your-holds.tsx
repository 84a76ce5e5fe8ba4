import type { Booking } from '@lull/domain/contracts/bookings';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { useMyBookings } from '../api/get-my-bookings';
import { useReleaseHold } from '../api/release-hold';
import { formatBookingWhen } from '../format-booking-when';
import { formatCountdown, useSecondsLeft } from './hold-countdown';

/**
 * Shown when Book Now was refused because the customer already holds as many times as Lull allows: each of
 * their live holds, with Complete payment and Release, so they can do exactly what the message asks.
 */
export function YourHolds({ onReleased }: { onReleased: () => void }) {
  const bookings = useMyBookings();
  const release = useReleaseHold();
  const held = (bookings.data ?? []).filter((booking) => booking.status === 'pending' && booking.hold_expires_at !== null);
  if (bookings.isPending) return <p className="text-sm text-stone-600">Finding your times on hold…</p>;
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="your-holds-heading" className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="your-holds-heading" className="text-sm font-semibold text-stone-900">
        Your times on hold
      </h2>
      <ul className="space-y-3">
        {held.map((booking) => (
          <HeldTime
            key={booking.id}
            booking={booking}
            releasing={release.isPending && release.variables === booking.id}
            onRelease={() => release.mutate(booking.id, { onSuccess: onReleased })}
          />
        ))}
      </ul>
      <FormError>{release.isError ? errorMessage(release.error, 'That time could not be released. Please try again.') : null}</FormError>
    </section>
  );
}

function HeldTime({ booking, releasing, onRelease }: { booking: Booking; releasing: boolean; onRelease: () => void }) {
  const secondsLeft = useSecondsLeft(booking.hold_expires_at);
  const label = `${booking.service_name} at ${booking.merchant_business_name}`;
  return (
    <li className="rounded-xl bg-white p-3 text-sm shadow-sm">
      <p className="font-semibold text-stone-900">{label}</p>
      <p className="text-stone-700">
        {formatBookingWhen(booking)}
        {secondsLeft !== null && secondsLeft > 0 ? ` · held for ${formatCountdown(secondsLeft)}` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link
          to={`/payment/${booking.id}?timer=true`}
          aria-label={`Complete payment for ${label}`}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800"
        >
          <CreditCard className="size-3.5" aria-hidden="true" />
          Complete payment
        </Link>
        <Button variant="secondary" size="sm" isLoading={releasing} onClick={onRelease} aria-label={`Release ${label}`}>
          Release
        </Button>
      </div>
    </li>
  );
}
