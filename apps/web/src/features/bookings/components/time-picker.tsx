import { Check } from 'lucide-react';

import { formatPenceAsMoney } from '@lull/domain/money';

import { OffPeakDot, priceNote, timeChipClasses } from '../../../components/catalogue/next-times';
import { cn } from '../../../components/ui/cn';
import { hasUsableOffPeakPrice, slotPrice, type ServicePrices } from '../../../lib/booking-slots';

interface TimePickerProps {
  date: string;
  dayLabel: string;
  times: readonly string[];
  selected: string | null;
  prices: ServicePrices;
  onSelect: (time: string) => void;
}

/** A day's free start times as toggle chips, each with its price (the domain's offPeakPriceAt), off-peak ones marked like the catalogue's. */
export function TimePicker({ date, dayLabel, times, selected, prices, onSelect }: TimePickerProps) {
  const hasOffPeakPrice = hasUsableOffPeakPrice(prices);
  const priced = times.map((time) => slotPrice(prices, { date, time }));
  const flags = priced.map((price) => (hasOffPeakPrice ? price.offPeak : null));
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
