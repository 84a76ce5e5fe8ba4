import { type Pence } from './money';
import { type OffPeakTerms, lowestOffPeakPrice } from './off-peak';

export interface PriceChip {
  id: string;
  label: string;
  minPence: Pence;
  /** null: no upper bound. */
  maxPence: Pence | null;
}

/**
 * The services page's price chips. Lower bound inclusive, upper bound exclusive, so each price is in
 * exactly one chip: £29.99 is '£0-30', £30.00 is '£30-60', £60.00 is '£60-100', £100.00 is '£100+'.
 */
export const PRICE_CHIPS: readonly PriceChip[] = Object.freeze([
  { id: '0-30', label: '£0-30', minPence: 0, maxPence: 3000 },
  { id: '30-60', label: '£30-60', minPence: 3000, maxPence: 6000 },
  { id: '60-100', label: '£60-100', minPence: 6000, maxPence: 10000 },
  { id: '100+', label: '£100+', minPence: 10000, maxPence: null },
]);

export function isInPriceChip(chip: PriceChip, pence: Pence): boolean {
  return pence >= chip.minPence && (chip.maxPence === null || pence < chip.maxPence);
}

/** The chip a price belongs to; undefined only for a negative (or NaN) amount. */
export function priceChipFor(pence: Pence): PriceChip | undefined {
  return PRICE_CHIPS.find((chip) => isInPriceChip(chip, pence));
}

/**
 * The price the filters look at (spec: "filtering uses the off-peak price if present"): the lowest price a start
 * can get (`lowestOffPeakPrice`, the merchant's schedules included), else the price.
 */
export function effectivePricePence(service: OffPeakTerms): Pence {
  return lowestOffPeakPrice(service) ?? service.pricePence;
}

/** The six customer-facing categories, in the home page's order. */
export const CUSTOMER_CATEGORIES = Object.freeze(['Brows & Lashes', 'Hair', 'Nails', 'Massage', 'Skincare', 'Wellness'] as const);
export type CustomerCategory = (typeof CUSTOMER_CATEGORIES)[number];

/** "Within N miles" choices of the More filters panel. */
export const DISTANCE_OPTIONS_MILES = Object.freeze([1, 3, 5, 10] as const);

/**
 * Searches count their matches exactly up to this many and say "1,000+" beyond (decision 063): nobody reads past a
 * thousand, and counting every match of a broad term was most of what a search cost.
 */
export const EXACT_COUNT_LIMIT = 1000;

/** A search's count as it answers it: exact up to EXACT_COUNT_LIMIT, else the limit with `capped`. */
export interface BoundedCount {
  count: number;
  capped: boolean;
}

/** What a search counted, stopping one past the limit (or further, for a deep page), as it answers it. */
export function boundedCount(counted: number): BoundedCount {
  return counted > EXACT_COUNT_LIMIT ? { count: EXACT_COUNT_LIMIT, capped: true } : { count: counted, capped: false };
}

/**
 * How far a search counts its matches: one past the limit, or one past the page asked for when that is deeper, so
 * whether a next page exists is always known.
 */
export function countingBound(page: { offset: number; limit: number }): number {
  return Math.max(EXACT_COUNT_LIMIT, page.offset + page.limit) + 1;
}

/** A count as people read it: '12', '1,000', and '1,000+' when more matched. */
export function countShown(count: number, capped = false): string {
  return `${count.toLocaleString('en-GB')}${capped ? '+' : ''}`;
}

/** Search relevance: how much each kind of match scores; the best one a service has counts. */
export const SEARCH_SCORES = Object.freeze({
  exactName: 100,
  nameStartsWith: 80,
  nameContains: 60,
  businessNameContains: 40,
  categoryContains: 30,
  descriptionContains: 20,
});

export interface Searchable {
  name: string;
  businessName?: string | null;
  category?: string | null;
  description?: string | null;
}

/**
 * How well a service matches a search term, case-insensitive, surrounding spaces ignored. The highest
 * matching rule gives the score; scores are not added up, so a service named exactly as the term scores
 * 100 whatever else matches, and results sort by the strongest reason they match. 0: not shown.
 * A blank term is no search at all: every service scores 1 (shown, none ranked above another).
 */
export function relevanceScore(term: string, item: Searchable): number {
  const needle = term.trim().toLowerCase();
  if (needle === '') return 1;
  const name = item.name.trim().toLowerCase();
  const has = (field: string | null | undefined) => (field ?? '').toLowerCase().includes(needle);
  if (name === needle) return SEARCH_SCORES.exactName;
  if (name.startsWith(needle)) return SEARCH_SCORES.nameStartsWith;
  if (name.includes(needle)) return SEARCH_SCORES.nameContains;
  if (has(item.businessName)) return SEARCH_SCORES.businessNameContains;
  if (has(item.category)) return SEARCH_SCORES.categoryContains;
  if (has(item.description)) return SEARCH_SCORES.descriptionContains;
  return 0;
}

/** The four parts of a service's search text, in the order a match in them ranks: name, business name, category, description. */
export type SearchPart = 0 | 1 | 2 | 3;

/**
 * What a term scores by occurring in one part of a service's search text, both already lower-cased and trimmed as
 * stored: 0 when it does not occur. A service scores its first part the term occurs in, the best rule of
 * `relevanceScore`; the catalogue index scores each distinct part value once this way (decision 064).
 */
export function scoreInPart(part: SearchPart, value: string, term: string): number {
  if (!value.includes(term)) return 0;
  switch (part) {
    case 0:
      return value === term ? SEARCH_SCORES.exactName : value.startsWith(term) ? SEARCH_SCORES.nameStartsWith : SEARCH_SCORES.nameContains;
    case 1:
      return SEARCH_SCORES.businessNameContains;
    case 2:
      return SEARCH_SCORES.categoryContains;
    default:
      return SEARCH_SCORES.descriptionContains;
  }
}

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '45 min', '1 hr', '1 hr 30 min', '2 hrs', '2 hrs 15 min' (spec: "duration shown as hours and minutes"). */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`Not a duration in minutes: ${minutes}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? 'hr' : 'hrs'}` : '', rest > 0 || hours === 0 ? `${rest} min` : ''];
  return parts.filter(Boolean).join(' ');
}
