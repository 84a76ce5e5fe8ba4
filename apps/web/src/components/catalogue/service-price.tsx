import { hasUsableOffPeakPrice } from '@/lib/booking-slots';
import { formatPoundsAsMoney } from '@/lib/format';
import { cn } from '../ui/cn';

interface ServicePriceProps {
  /** Pounds, as the API sends them. */
  price: number;
  offPeakPrice: number | null;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The usual price struck through beside the off-peak price, labelled 'off-peak' because that is when it
 * applies; just the price when there is no off-peak price. Read out as 'Usual price …, off-peak price …'.
 */
export function ServicePrice({ price, offPeakPrice, size = 'md', className }: ServicePriceProps) {
  const strong = size === 'md' ? 'text-lg' : 'text-base';
  if (offPeakPrice === null || !hasUsableOffPeakPrice({ price, off_peak_price: offPeakPrice })) {
    return (
      <p className={cn('font-semibold text-stone-900 tabular-nums', strong, className)}>
        <span className="sr-only">Price </span>
        {price === 0 ? 'Free' : formatPoundsAsMoney(price)}
      </p>
    );
  }
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className="sr-only">Usual price </span>
      <s className="text-sm text-stone-600">{formatPoundsAsMoney(price)}</s>
      <span className="sr-only">, off-peak price </span>
      <span className={cn('font-semibold text-saving-700', strong)}>{formatPoundsAsMoney(offPeakPrice)}</span>
      <span aria-hidden="true" className="text-xs font-medium text-stone-600">
        off-peak
      </span>
    </p>
  );
}
