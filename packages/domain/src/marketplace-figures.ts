import type { MarketplaceFigures } from './contracts/merchants';
import { formatPenceAsMoney, poundsToPence } from './money';

export interface Highlight {
  value: string;
  label: string;
}

/** Under this many salons, the page says Lull is young instead of showing a small number as a boast. */
export const FEW_SALONS = 10;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The landing page's figures, as they are: real counts, never rounded up into "50+". While Lull is small it
 * says so, and what a salon joining now gets out of that.
 */
export function marketplaceHighlights({ salons_listed, bookings_made, customer_savings }: MarketplaceFigures): Highlight[] {
  if (salons_listed < FEW_SALONS) {
    return [
      { value: salons_listed === 0 ? 'New' : String(salons_listed), label: salons_listed === 0 ? 'Be the first salon listed' : `${plural(salons_listed, 'salon', 'salons')} listed so far: join early` },
      { value: bookings_made.toLocaleString('en-GB'), label: plural(bookings_made, 'booking made', 'bookings made') },
      { value: '£0', label: 'to list: you pay nothing until customers book' },
    ];
  }
  return [
    { value: salons_listed.toLocaleString('en-GB'), label: 'salons listed' },
    { value: bookings_made.toLocaleString('en-GB'), label: plural(bookings_made, 'booking made', 'bookings made') },
    { value: formatPenceAsMoney(poundsToPence(customer_savings)).replace(/\.00$/, ''), label: 'saved by customers off-peak' },
  ];
}
