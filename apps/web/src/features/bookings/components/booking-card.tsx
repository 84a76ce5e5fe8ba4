import type { Booking } from '@lull/domain/contracts/bookings';
import { formatDuration } from '@lull/domain/catalogue-filters';
import { FIGURES } from '@lull/domain/figures';
import { CalendarClock, CalendarPlus, Clock, CreditCard, MapPin, RotateCcw, UserRound } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { formatPoundsAsMoney } from '@/lib/format';
import { StatusBadge } from '@/components/booking-status-badge';
import { cancelOption } from '../booking-rules';
import { BookingReview } from './booking-review';
import { MoveProposal } from './move-proposal';

const PAID = new Set(['confirmed', 'completed', 'no-show']);
// Over, one way or another: the same treatment can be booked again (decision 028).
const BOOK_AGAIN = new Set(['completed', 'no-show', 'cancelled']);

/** The booking page for the same service, opening on its first day with a free off-peak time. */
export function bookAgainHref(serviceId: string): string {
  return `/booking/${encodeURIComponent(serviceId)}?next=off-peak`;
}

interface BookingCardProps {
  booking: Booking;
  when: string;
  now: Date;
  onCancel: (booking: Booking) => void;
  /** Opens the reschedule dialog; absent where moving is not offered. */
  onReschedule?: (booking: Booking) => void;
  /** Accepts or declines the salon's request to move it. */
  onAnswerMove?: (booking: Booking, answer: 'accept' | 'decline') => void;
  answering?: boolean;
}

/** Why a booking cannot be moved by its customer, or null when it can (decision 051). */
export function rescheduleBlocker(booking: Booking): string | null {
  if (booking.status !== 'confirmed') return null;
  return booking.can_reschedule ? null : `Bookings can be moved up to ${FIGURES.cancellationNotice} before the appointment.`;
}

/** One booking on My Bookings: what, where, when, the money and its status, with Cancel when allowed. */
export function BookingCard({ booking, when, now, onCancel, onReschedule, onAnswerMove, answering = false }: BookingCardProps) {
  const option = cancelOption(booking, now);
  const pending = booking.status === 'pending';
  return (
    // The mails' deep link (/my-bookings#booking-{id}) lands here: the page scrolls to the card and focuses it.
    <article
      id={`booking-card-${booking.id}`}
      tabIndex={-1}
      aria-labelledby={`booking-${booking.id}`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={booking.status} />
          {pending ? (
            <Link
              to={`/payment/${booking.id}?timer=true`}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 py-0.5 pr-2.5 pl-2 text-xs font-semibold text-white hover:bg-brand-800"
            >
              {/* The pulse is a halo behind a dot, so the badge's text keeps its contrast throughout. */}
              <span aria-hidden="true" className="relative flex size-2">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/80 motion-reduce:animate-none" />
                <span className="relative inline-flex size-2 rounded-full bg-white" />
              </span>
              <CreditCard className="size-3.5" aria-hidden="true" />
              Complete Payment
            </Link>
          ) : null}
        </div>
        <h3 id={`booking-${booking.id}`} className="mt-2 text-lg font-semibold text-stone-900">
          {booking.service_name}
        </h3>
        <p className="font-medium text-stone-800">{booking.merchant_business_name}</p>
        <ul className="mt-2 space-y-1 text-sm text-stone-700">
          <li className="font-medium text-stone-900">{when}</li>
          {/* Who does the treatment (decision 050). */}
          <li className="flex items-center gap-1.5">
            <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            With {booking.team_member_name}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            {formatDuration(booking.duration)}
          </li>
          <li className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
            {booking.merchant_address}
          </li>
        </ul>
        {booking.status === 'confirmed' ? (
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`/api/bookings/${booking.id}/calendar.ics`} download className="inline-flex items-center gap-1.5 rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              <CalendarPlus className="size-4" aria-hidden="true" />
              Add to calendar<span className="sr-only"> {booking.service_name}</span>
            </a>
            <Link to={`/payment/confirmation/${booking.id}`} className="rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              View confirmation<span className="sr-only"> for {booking.service_name}</span>
            </Link>
          </div>
        ) : null}
        {booking.status === 'completed' ? <BookingReview booking={booking} /> : null}
        {booking.status === 'cancelled' && booking.cancelled_by === 'salon' ? (
          <p className="mt-3 rounded-2xl border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800">
            {booking.merchant_business_name} cancelled this booking
            {booking.cancellation_reason ? <span className="italic">: ‘{booking.cancellation_reason}’</span> : null}. Everything you paid comes back, Lull’s fee
            included.
          </p>
        ) : null}
        {onAnswerMove ? <MoveProposal booking={booking} busy={answering} onAnswer={onAnswerMove} /> : null}
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:items-end sm:text-right">
        <p className="tabular-nums">
          <span className="block text-xs text-stone-600">{PAID.has(booking.status) ? 'Paid' : 'Total'}</span>
          <span className="text-lg font-semibold text-stone-900">{formatPoundsAsMoney(booking.final_price)}</span>
        </p>
        {onReschedule && booking.status === 'confirmed' && option.kind !== 'none' ? (
          <RescheduleButton booking={booking} when={when} onReschedule={onReschedule} />
        ) : null}
        {option.kind === 'cancel' ? (
          <Button variant="secondary" size="sm" onClick={() => onCancel(booking)}>
            {booking.free_cancellation && booking.move_proposal === null ? 'Cancel free of charge' : 'Cancel'}
            <span className="sr-only"> {booking.service_name}, {when}</span>
          </Button>
        ) : option.kind === 'too-late' ? (
          <p className="max-w-56 text-xs text-stone-600">{option.message}</p>
        ) : null}
        {BOOK_AGAIN.has(booking.status) ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={bookAgainHref(booking.service_id)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Book again<span className="sr-only"> {booking.service_name}</span>
            </Link>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

function RescheduleButton({ booking, when, onReschedule }: { booking: Booking; when: string; onReschedule: (booking: Booking) => void }) {
  const blocker = rescheduleBlocker(booking);
  const hintId = `reschedule-hint-${booking.id}`;
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button size="sm" disabled={blocker !== null} aria-describedby={blocker !== null ? hintId : undefined} onClick={() => onReschedule(booking)}>
        <CalendarClock className="size-4" aria-hidden="true" />
        Reschedule<span className="sr-only"> {booking.service_name}, {when}</span>
      </Button>
      {blocker !== null ? (
        <p id={hintId} className="max-w-56 text-xs text-stone-600">
          {blocker}
        </p>
      ) : null}
    </div>
  );
}
