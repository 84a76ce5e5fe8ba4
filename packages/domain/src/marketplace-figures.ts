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
 * The landing page's figures, as they are: real counts, never rounded up into "50+". While Lull is young (few
 * salons, or no bookings yet) it says so, and shows what a salon joining now gets instead of a zero.
 */
export function marketplaceHighlights({ salons_listed, bookings_made, customer_savings }: MarketplaceFigures): Highlight[] {
  const bookings = { value: bookings_made.toLocaleString('en-GB'), label: plural(bookings_made, 'booking made', 'bookings made') };
  if (salons_listed >= FEW_SALONS && bookings_made > 0) {
    return [
      { value: salons_listed.toLocaleString('en-GB'), label: 'salons listed' },
      bookings,
      { value: formatPenceAsMoney(poundsToPence(customer_savings)).replace(/\.00$/, ''), label: 'saved by customers off-peak' },
    ];
  }
  const salons =
    salons_listed === 0
      ? { value: 'New', label: 'Be the first salon listed' }
      : { value: String(salons_listed), label: `${plural(salons_listed, 'salon', 'salons')} listed so far: join early` };
  return [
    salons,
    bookings_made > 0 ? bookings : { value: '5–50%', label: 'off in your quiet hours: you choose the discount' },
    { value: '£0', label: 'to list: you pay nothing until customers book' },
  ];
}
