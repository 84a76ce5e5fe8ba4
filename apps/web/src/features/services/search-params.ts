import { CUSTOMER_CATEGORIES, DISTANCE_OPTIONS_MILES, PRICE_CHIPS } from '@lull/domain/catalogue-filters';

/**
 * Everything the services page is filtered by. The URL holds all of it (search, categories, category, price
 * and distance), so back/forward and a shared link show the same results.
 */
export interface CatalogueFilters {
  search: string;
  /** Selected categories; the home chips' single `category` param counts as one of them. */
  categories: string[];
  /** Price chip ids ('0-30', '30-60', '60-100', '100+'), in the chips' order. */
  price: string[];
  /** A UK postcode or outward code, upper case; when set, `lat`/`lng` are not. */
  postcode: string;
  lat: number | null;
  lng: number | null;
  /** 1, 3, 5 or 10; only together with a postcode or a position. */
  withinMiles: number | null;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  search: '',
  categories: [],
  price: [],
  postcode: '',
  lat: null,
  lng: null,
  withinMiles: null,
};

const PRICE_IDS = PRICE_CHIPS.map((chip) => chip.id);
const MILES: readonly number[] = DISTANCE_OPTIONS_MILES;

function commaList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function uniqueCaseInsensitive(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** Reads the page's URL. Unknown price ids and distances are dropped; a distance needs somewhere to measure from. */
export function parseFilters(params: URLSearchParams): CatalogueFilters {
  const single = params.get('category')?.trim();
  const categories = uniqueCaseInsensitive([...commaList(params.get('categories')), ...(single ? [single] : [])]);
  const priceIds = new Set(commaList(params.get('price')));
  const postcode = (params.get('postcode') ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  let lat = coordinate(params.get('lat'), 90);
  let lng = coordinate(params.get('lng'), 180);
  if (postcode !== '' || lat === null || lng === null) [lat, lng] = [null, null];
  const miles = Number(params.get('within_miles'));
  const hasOrigin = postcode !== '' || lat !== null;
  return {
    search: (params.get('search') ?? '').trim(),
    categories,
    price: PRICE_IDS.filter((id) => priceIds.has(id)),
    postcode,
    lat,
    lng,
    withinMiles: hasOrigin && MILES.includes(miles) ? miles : null,
  };
}

/**
 * The URL for a set of filters: only what is set, always in one order. The home page's single `category` is
 * folded into `categories` the first time the visitor changes anything.
 */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('search', filters.search.trim());
  if (filters.categories.length > 0) params.set('categories', filters.categories.join(','));
  if (filters.price.length > 0) params.set('price', filters.price.join(','));
  if (filters.postcode !== '') params.set('postcode', filters.postcode);
  else if (filters.lat !== null && filters.lng !== null) {
    params.set('lat', String(filters.lat));
    params.set('lng', String(filters.lng));
  }
  if (filters.withinMiles !== null && hasOrigin(filters)) params.set('within_miles', String(filters.withinMiles));
  return params;
}

export function hasOrigin(filters: CatalogueFilters): boolean {
  return filters.postcode !== '' || (filters.lat !== null && filters.lng !== null);
}

export function hasAnyFilter(filters: CatalogueFilters): boolean {
  return filtersToSearchParams(filters).size > 0;
}

/** Adds the category when it is not selected, removes it when it is (case-insensitive, like the search). */
export function toggleCategory(filters: CatalogueFilters, category: string): CatalogueFilters {
  const selected = filters.categories.some((c) => c.toLowerCase() === category.toLowerCase());
  return {
    ...filters,
    categories: selected
      ? filters.categories.filter((c) => c.toLowerCase() !== category.toLowerCase())
      : [...filters.categories, category],
  };
}

export function isCategorySelected(filters: CatalogueFilters, category: string): boolean {
  return filters.categories.some((c) => c.toLowerCase() === category.toLowerCase());
}

export function togglePrice(filters: CatalogueFilters, chipId: string): CatalogueFilters {
  const next = filters.price.includes(chipId) ? filters.price.filter((id) => id !== chipId) : [...filters.price, chipId];
  return { ...filters, price: PRICE_IDS.filter((id) => next.includes(id)) };
}

export function clearDistance(filters: CatalogueFilters): CatalogueFilters {
  return { ...filters, postcode: '', lat: null, lng: null, withinMiles: null };
}

/**
 * The category chips: the categories present in the results, plus any selected one that has none (so it can
 * still be turned off), the six customer categories first in the home page's order.
 */
export function categoryChipNames(present: readonly string[], filters: CatalogueFilters): string[] {
  const all = uniqueCaseInsensitive([...present, ...filters.categories]);
  const rank = (name: string) => {
    const index = CUSTOMER_CATEGORIES.findIndex((c) => c.toLowerCase() === name.toLowerCase());
    return index < 0 ? CUSTOMER_CATEGORIES.length : index;
  };
  return all.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The search endpoint's query for these filters (paging is added by the caller). */
export function toSearchRequest(filters: CatalogueFilters): URLSearchParams {
  // The URL's own names are the API's names (packages/domain/src/contracts/catalogue.ts).
  return filtersToSearchParams(filters);
}

/** 'N business(es) • M service(s) found': the wording is fixed, '(es)' and '(s)' included. */
export function resultCountLine(businesses: number, services: number): string {
  return `${businesses} business(es) • ${services} service(s) found`;
}
