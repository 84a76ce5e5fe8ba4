import type { Booking } from '@lull/domain/contracts/bookings';
import { Check, Timer } from 'lucide-react';
import { Fragment } from 'react';

import { formatPenceAsMoney } from '@lull/domain/money';

import { OffPeakDot, priceNote, timeChipClasses } from '@/components/catalogue/next-times';
import { cn } from '@/components/ui/cn';
import { hasUsableOffPeakPrice, slotPrice, type ServicePrices } from '@/lib/booking-slots';
import { formatCountdown, useSecondsLeft } from './hold-countdown';

interface TimePickerProps {
  date: string;
  dayLabel: string;
  times: readonly string[];
  selected: string | null;
  prices: ServicePrices;
  onSelect: (time: string) => void;
  /** The customer's own time on hold this day: shown among the free times as theirs, to continue with. */
  held?: { booking: Booking; onResume: () => void };
}

/** A day's free start times as toggle chips, each with its price (the domain's offPeakPriceAt), off-peak ones marked like the catalogue's. */
export function TimePicker({ date, dayLabel, times, selected, prices, onSelect, held }: TimePickerProps) {
  const hasOffPeakPrice = hasUsableOffPeakPrice(prices);
  const priced = times.map((time) => slotPrice(prices, { date, time }));
  const flags = priced.map((price) => (hasOffPeakPrice ? price.offPeak : null));
  // The customer's own hold sits in its place among the free times.
  const heldBefore = held ? times.filter((time) => time < held.booking.booking_time).length : -1;
  const heldChip = held ? <YourHeldTime booking={held.booking} dayLabel={dayLabel} onResume={held.onResume} /> : null;
  return (
    <div>
      <ul aria-label={`Free times, ${dayLabel}`} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
        {times.map((time, i) => {
          const offPeak = flags[i] ?? null;
          const pressed = time === selected;
          return (
            <Fragment key={time}>
              {heldBefore === i ? heldChip : null}
              <li>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onSelect(time)}
                  className={cn(
                    pressed
                      ? 'flex min-h-12 flex-col items-center justify-center rounded-xl border border-brand-700 bg-brand-700 px-1.5 py-1 text-sm leading-tight font-medium text-white tabular-nums shadow-sm'
                      : timeChipClasses(offPeak, 'stacked'),
                    'w-full',
                  )}
                >
                  <span className="inline-flex items-center gap-1.5">
                    {pressed ? <Check className="size-4" aria-hidden="true" /> : offPeak ? <OffPeakDot /> : null}
                    {time}
                  </span>
                  <span aria-hidden="true" className="text-xs font-normal">
                    {formatPenceAsMoney(priced[i]!.pricePence)}
                  </span>
                  <span className="sr-only">
                    , {formatPenceAsMoney(priced[i]!.pricePence)}
                    {priceNote(offPeak)}
                  </span>
                </button>
              </li>
            </Fragment>
          );
        })}
        {heldBefore === times.length ? heldChip : null}
      </ul>
      {flags.some(Boolean) ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-stone-600">
          <OffPeakDot /> Off-peak price; other times at the usual price
        </p>
      ) : null}
    </div>
  );
}

/** "10:00 · Your time on hold · 4:12": the customer's own hold, which takes them back to where they were with it. */
function YourHeldTime({ booking, dayLabel, onResume }: { booking: Booking; dayLabel: string; onResume: () => void }) {
  const secondsLeft = useSecondsLeft(booking.hold_expires_at);
  if (secondsLeft === null || secondsLeft === 0) return null;
  return (
    <li className="col-span-2">
      <button
        type="button"
        onClick={onResume}
        className="flex min-h-12 w-full flex-col items-center justify-center rounded-xl border-2 border-amber-400 bg-amber-50 px-1.5 py-1 text-sm leading-tight font-semibold text-amber-950 tabular-nums shadow-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="inline-flex items-center gap-1.5" aria-hidden="true">
          <Timer className="size-4" />
          {booking.booking_time} · Your time on hold
        </span>
        <span className="text-xs font-normal" aria-hidden="true">
          Continue booking · {formatCountdown(secondsLeft)} left
        </span>
        <span className="sr-only">
          {booking.booking_time}, {dayLabel}: your time on hold, {formatCountdown(secondsLeft)} left. Continue booking
        </span>
      </button>
    </li>
  );
}
