import type { Service } from '@lull/domain/contracts/catalogue';

import { FreeTimesLoadError } from '@/components/catalogue/free-times-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { WaitlistTimes } from '@/components/waitlist/waitlist-times';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { slotDayHeading } from '@/lib/booking-slots';
import type { useBookingAvailability } from '../api/get-booking-availability';
import type { Booking } from '@lull/domain/contracts/bookings';

import type { useSlotSelection } from '../hooks/use-slot-selection';
import type { YourTimes } from '../hooks/use-your-times';
import { DateStrip } from './date-strip';
import { TimePicker } from './time-picker';

interface SlotChooserProps {
  service: Service;
  today: string;
  availability: ReturnType<typeof useBookingAvailability>;
  selection: ReturnType<typeof useSlotSelection>;
  /** The customer's own holds and bookings of this service. */
  yourTimes: YourTimes;
  /** A time was picked (on top of the selection changing). */
  onTimeChosen: () => void;
  /** The customer's own time on hold was picked: continue with it. */
  onResume: (held: Booking) => void;
  /** Who does the treatment, chosen or named above the dates (decision 050). */
  who?: React.ReactNode;
}

/** Choose a date, then one of its free times: loading, failed and empty days each say so. */
export function SlotChooser({ service, today, availability, selection, yourTimes, onTimeChosen, onResume, who }: SlotChooserProps) {
  const { dates, shownDate, times, chosenTime } = selection;
  const days = availability.data?.days;
  const counts = days ? new Map(dates.map((d) => [d, days.find((day) => day.date === d)?.times.length ?? 0])) : undefined;
  const dayLabel = slotDayHeading(shownDate, today);
  const { user } = useCurrentUser();
  const authModal = useAuthModal();
  const held = yourTimes.heldOn(shownDate);

  return (
    <section aria-labelledby="date-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      {who ? <div className="mb-5">{who}</div> : null}
      <h2 id="date-heading" className="text-lg font-semibold text-stone-900">
        Choose a date
      </h2>
      <div className="mt-3">
        <DateStrip dates={dates} selected={shownDate} today={today} counts={counts} onSelect={selection.chooseDate} />
      </div>

      <h2 id="time-heading" className="mt-4 text-lg font-semibold text-stone-900">
        Choose a time <span className="font-normal text-stone-600">· {dayLabel}</span>
      </h2>
      <div className="mt-3" aria-busy={availability.isFetching}>
        {availability.isPending ? (
          <div role="status" aria-label="Loading free times" className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-10 rounded-full" />
            ))}
          </div>
        ) : availability.isError ? (
          <FreeTimesLoadError onRetry={() => void availability.refetch()} />
        ) : times.length === 0 && held === undefined ? (
          <p className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">No free times on this day. Please choose another date.</p>
        ) : (
          <TimePicker
            date={shownDate}
            dayLabel={dayLabel}
            times={times}
            selected={chosenTime}
            prices={service}
            held={held ? { booking: held, onResume: () => onResume(held) } : undefined}
            onSelect={(next) => {
              selection.chooseTime(next);
              onTimeChosen();
            }}
          />
        )}
        {/* Taken times of the day, each offering its waitlist (decision 027); never the customer's own. */}
        <WaitlistTimes signedIn={user !== null} onSignInNeeded={() => authModal.open({ mode: 'login' })} serviceId={service.id} today={today} date={shownDate} maxPerDay={48} />
      </div>
    </section>
  );
}
