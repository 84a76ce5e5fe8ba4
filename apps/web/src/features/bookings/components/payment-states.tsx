import { CalendarX, CircleCheck, TimerOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FIGURES } from '@lull/domain/figures';
import { useHeadingFocus } from '../hooks/use-heading-focus';

/** A whole-page message with an icon, a heading and what to do next; it starts at its heading, focused. */
export function StateMessage({ icon, title, children, actions }: { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  const heading = useHeadingFocus(title);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      {icon}
      <h1 ref={heading} tabIndex={-1} className="mt-5 font-display text-3xl text-stone-900 outline-none sm:text-4xl">
        {title}
      </h1>
      {children ? <div className="mt-3 text-base leading-7 text-stone-700">{children}</div> : null}
      {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
    </div>
  );
}

export function SuccessIcon() {
  return (
    <span className="flex size-14 items-center justify-center rounded-full bg-saving-50 text-saving-700">
      <CircleCheck className="size-7" aria-hidden="true" />
    </span>
  );
}

/** An unknown booking, or someone else's: the same answer, with the way to the customer's own. */
export function BookingNotFound() {
  return (
    <StateMessage
      icon={<CalendarX className="size-10 text-stone-500" aria-hidden="true" />}
      title="Booking Not Found"
      actions={
        <Button asChild size="lg">
          <Link to="/my-bookings">View My Bookings</Link>
        </Button>
      }
    >
      <p>We couldn’t find this booking on your account.</p>
    </StateMessage>
  );
}

export function BookingLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StateMessage
      icon={<CalendarX className="size-10 text-stone-500" aria-hidden="true" />}
      title="We couldn’t load your booking"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      <p>Please check your connection and try again.</p>
    </StateMessage>
  );
}

/** Success, then on to My Bookings after `delayMs` (2 s after paying, 3 s at the end of booking). */
/** A booking already paid for (its address opened again, say): its confirmation is where to go. */
export function AlreadyPaid({ bookingId }: { bookingId: string }) {
  return (
    <StateMessage
      icon={<SuccessIcon />}
      title="This booking is already paid"
      actions={
        <Button asChild size="lg">
          <Link to={`/payment/confirmation/${bookingId}`}>View confirmation</Link>
        </Button>
      }
    />
  );
}

export function PaidAndMovingOn({ title, delayMs, bookingId, children }: { title: string; delayMs: number; bookingId: string; children?: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/my-bookings'), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, delayMs]);
  return (
    <StateMessage
      icon={<SuccessIcon />}
      title={title}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/my-bookings">Go to My Bookings</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={`/payment/confirmation/${bookingId}`}>View confirmation</Link>
          </Button>
        </>
      }
    >
      <div role="status">
        {children}
        <p className="mt-2 text-sm text-stone-600">Taking you to My Bookings…</p>
      </div>
    </StateMessage>
  );
}

/** The five-minute hold ran out before payment: the time may be gone, so choose again. */
export function HoldLapsed({ onChooseAgain, chooseAgainHref }: { onChooseAgain?: () => void; chooseAgainHref?: string }) {
  return (
    <StateMessage
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-800">
          <TimerOff className="size-7" aria-hidden="true" />
        </span>
      }
      title="Your hold has expired"
      actions={
        onChooseAgain ? (
          <Button size="lg" onClick={onChooseAgain}>
            Choose the time again
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to={chooseAgainHref ?? '/services'}>Choose the time again</Link>
          </Button>
        )
      }
    >
      <p>We hold a time for {FIGURES.hold} while you pay. Nothing was charged; the time may still be free.</p>
    </StateMessage>
  );
}
