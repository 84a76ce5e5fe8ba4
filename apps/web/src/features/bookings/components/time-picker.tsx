import { Check } from 'lucide-react';

import { OffPeakDot, priceNote, timeChipClasses } from '../../../components/catalogue/next-times';
import { cn } from '../../../components/ui/cn';
import { hasUsableOffPeakPrice, isOffPeakSlot, type ServicePrices } from '../../../lib/booking-slots';

interface TimePickerProps {
  date: string;
  dayLabel: string;
  times: readonly string[];
  selected: string | null;
  prices: ServicePrices;
  onSelect: (time: string) => void;
}

/** A day's free start times as toggle chips, off-peak ones marked like the catalogue's. */
export function TimePicker({ date, dayLabel, times, selected, prices, onSelect }: TimePickerProps) {
  const hasOffPeakPrice = hasUsableOffPeakPrice(prices);
  const flags = times.map((time) => (hasOffPeakPrice ? isOffPeakSlot(prices, { date, time }) : null));
  return (
    <div>
      <ul aria-label={`Free times, ${dayLabel}`} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
        {times.map((time, i) => {
          const offPeak = flags[i] ?? null;
          const pressed = time === selected;
          return (
            <li key={time}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(time)}
                className={cn(
                  pressed
                    ? 'inline-flex items-center gap-1.5 rounded-full border border-brand-700 bg-brand-700 text-sm font-medium whitespace-nowrap text-white tabular-nums shadow-sm'
                    : timeChipClasses(offPeak),
                  'h-10 w-full justify-center px-2',
                )}
              >
                {pressed ? <Check className="size-4" aria-hidden="true" /> : offPeak ? <OffPeakDot /> : null}
                {time}
                <span className="sr-only">{priceNote(offPeak)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {flags.some(Boolean) ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-stone-600">
          <OffPeakDot /> Off-peak price; other times at the usual price
        </p>
      ) : null}
    </div>
  );
}
