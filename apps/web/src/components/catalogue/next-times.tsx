import { Link } from 'react-router';

import { formatPoundsAsMoney } from '@/lib/format';
import { bookingHref, hasUsableOffPeakPrice, slotLabel, todayInLondon, type FreeSlot, type ServicePrices } from '@/lib/booking-slots';
import { cn } from '../ui/cn';

const chipShapes = {
  /** One line: 'Tue 10:00 · £28.00'. */
  pill: 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 whitespace-nowrap',
  /** Time over price, for grids of times. */
  stacked: 'flex min-h-12 flex-col items-center justify-center rounded-xl px-1.5 py-1 leading-tight',
} as const;
const chipText = 'border text-sm font-medium tabular-nums transition-colors';

/** A bookable time. Off-peak times carry a dot as well as their colour, so the difference never rests on colour alone. */
export function timeChipClasses(offPeak: boolean | null, shape: keyof typeof chipShapes = 'pill'): string {
  return offPeak
    ? cn(chipShapes[shape], chipText, 'border-saving-600/40 bg-saving-50 text-saving-700 hover:border-saving-600 hover:bg-saving-100')
    : cn(chipShapes[shape], chipText, 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-400 hover:bg-brand-100 hover:text-brand-900');
}

/**
 * The price of a time, beside or under it: what the service costs starting then (before the booking fee). Hidden
 * from screen readers, which hear it in the chip's sentence instead (`, £28.00, off-peak price, book …`).
 */
export function SlotPriceText({ pounds, className }: { pounds: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('text-xs font-normal', className)}>
      {formatPoundsAsMoney(pounds)}
    </span>
  );
}

export function OffPeakDot() {
  return <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-saving-600" />;
}

/** What a chip says to a screen reader after its time: whether the off-peak price applies. */
export function priceNote(offPeak: boolean | null): string {
  if (offPeak === null) return '';
  return offPeak ? ', off-peak price' : ', usual price';
}

interface NextTimesProps {
  serviceId: string;
  /** Completes each link's name for screen readers: 'Today 14:30, off-peak price, book Gel Manicure'. */
  serviceName: string;
  /** The service's prices: chips then show which times get the off-peak price. */
  prices: Pick<ServicePrices, 'price' | 'off_peak_price'>;
  /** The API's next free times, each saying whether it gets an off-peak price, and its price. */
  slots: readonly (FreeSlot & { off_peak: boolean; price: number })[];
  /** How many chips at most. With none, the component says there are no free times this week. */
  max?: number;
  /** London's date today; tests pass one, the app reads the clock. */
  today?: string;
  className?: string;
}

/**
 * The next real free start times as chips ('Today 14:30', 'Tue 10:00'), each opening the booking page at that
 * time, with the price of that time. When the service has an off-peak price, the times that get it are marked,
 * and a line says so.
 */
export function NextTimes({ serviceId, serviceName, prices, slots, max = 3, today = todayInLondon(), className }: NextTimesProps) {
  if (slots.length === 0) return <p className={cn('text-sm text-stone-600', className)}>No free times in the next 7 days</p>;
  const shown = slots.slice(0, max);
  // The server marks which times get the off-peak price; without one, chips carry no price note at all.
  const hasOffPeakPrice = hasUsableOffPeakPrice(prices);
  const flags = shown.map((slot) => (hasOffPeakPrice ? slot.off_peak : null));
  const offPeakCount = flags.filter(Boolean).length;

  return (
    <div className={className}>
      <ul aria-label={`Next free times for ${serviceName}`} className="flex flex-wrap gap-2">
        {shown.map((slot, i) => {
          const offPeak = flags[i] ?? null;
          return (
            <li key={`${slot.date} ${slot.time}`}>
              <Link to={bookingHref(serviceId, slot)} className={timeChipClasses(offPeak)}>
                {offPeak ? <OffPeakDot /> : null}
                {slotLabel(slot, today)}
                <span aria-hidden="true">·</span>
                <SlotPriceText pounds={slot.price} />
                <span className="sr-only">
                  , {formatPoundsAsMoney(slot.price)}
                  {priceNote(offPeak)}, book {serviceName}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasOffPeakPrice && offPeakCount < shown.length ? (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-stone-600">
          {offPeakCount > 0 ? (
            <>
              <OffPeakDot /> Off-peak price; other times at the usual price ({formatPoundsAsMoney(prices.price)})
            </>
          ) : (
            'These times are at the usual price'
          )}
        </p>
      ) : null}
    </div>
  );
}
