import { type BoundedCount, CUSTOMER_CATEGORIES, DISTANCE_OPTIONS_MILES, PRICE_CHIPS, countShown } from '@lull/domain/catalogue-filters';
import { LANDING_RADIUS_MILES } from '@lull/domain/landing-pages';
import type { IsoDate } from '@lull/domain/london-time';
import { SEARCH_SORTS, TIME_OF_DAY, searchDateProblem, type SearchSort, type TimeOfDay } from '@lull/domain/search-when';

import { searchWhenPhrase } from '@/components/catalogue/search-when';
import { todayInLondon } from '@/lib/booking-slots';

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
  /** A London day from today to 13 days ahead ('' for any day): only businesses with a free time that day. */
  date: IsoDate;
  /** A part of that day; only together with a day. */
  timeOfDay: TimeOfDay | null;
  /** The results' order; Nearest only with a postcode or a position. */
  sort: SearchSort;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  search: '',
  categories: [],
  price: [],
  postcode: '',
  lat: null,
  lng: null,
  withinMiles: null,
  date: '',
  timeOfDay: null,
  sort: 'best',
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

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return (choices as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

/**
 * Reads the page's URL. Unknown price ids and distances are dropped; a distance needs somewhere to measure from.
 * A part of the day without a day means today (as the API reads it); a day gone by or beyond the two weeks (an old
 * link) is dropped with its part of the day, rather than searching a different day than the link named. Nearest
 * without a postcode or position is Best match.
 */
export function parseFilters(params: URLSearchParams, today: IsoDate = todayInLondon()): CatalogueFilters {
  const single = params.get('category')?.trim();
  const categories = uniqueCaseInsensitive([...commaList(params.get('categories')), ...(single ? [single] : [])]);
  const priceIds = new Set(commaList(params.get('price')));
  const postcode = (params.get('postcode') ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  let lat = coordinate(params.get('lat'), 90);
  let lng = coordinate(params.get('lng'), 180);
  if (postcode !== '' || lat === null || lng === null) [lat, lng] = [null, null];
  const miles = Number(params.get('within_miles'));
  const hasOrigin = postcode !== '' || lat !== null;
  const sort = oneOf(SEARCH_SORTS, params.get('sort'));
  return {
    search: (params.get('search') ?? '').trim(),
    categories,
    price: PRICE_IDS.filter((id) => priceIds.has(id)),
    postcode,
    lat,
    lng,
    withinMiles: hasOrigin && MILES.includes(miles) ? miles : null,
    ...parseWhen(params, today),
    sort: sort === null || (sort === 'distance' && !hasOrigin) ? 'best' : sort,
  };
}

function parseWhen(params: URLSearchParams, today: IsoDate): Pick<CatalogueFilters, 'date' | 'timeOfDay'> {
  const date = (params.get('date') ?? '').trim();
  const timeOfDay = oneOf(TIME_OF_DAY, params.get('time_of_day'));
  if (date === '') return { date: timeOfDay ? today : '', timeOfDay };
  if (searchDateProblem(date, today) !== null) return { date: '', timeOfDay: null };
  return { date, timeOfDay };
}

/**
 * A landing page's filters: its treatment within a mile of its district, nearest first, until the visitor
 * chooses filters of their own (then the address says them all, as on /services).
 */
export function landingFilters(
  landing: { category: { name: string }; area: { district: string } },
  params: URLSearchParams,
  today: IsoDate = todayInLondon(),
): CatalogueFilters {
  if ([...params.keys()].some((key) => FILTER_PARAMS.has(key))) return parseFilters(params, today);
  return { ...EMPTY_FILTERS, categories: [landing.category.name], postcode: landing.area.district, withinMiles: LANDING_RADIUS_MILES, sort: 'distance' };
}

/** The query parameters that say a filter. */
const FILTER_PARAMS = new Set(['search', 'categories', 'category', 'price', 'postcode', 'lat', 'lng', 'within_miles', 'date', 'time_of_day', 'sort']);

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
  if (filters.date !== '') {
    params.set('date', filters.date);
    if (filters.timeOfDay) params.set('time_of_day', filters.timeOfDay);
  }
  if (filters.sort !== 'best' && (filters.sort !== 'distance' || hasOrigin(filters))) params.set('sort', filters.sort);
  return params;
}

export function hasOrigin(filters: CatalogueFilters): boolean {
  return filters.postcode !== '' || (filters.lat !== null && filters.lng !== null);
}

/** Whether anything narrows the results (the order does not). */
export function hasAnyFilter(filters: CatalogueFilters): boolean {
  return filtersToSearchParams({ ...filters, sort: 'best' }).size > 0;
}

/** Clear all: every filter goes, the chosen order stays (unless it was Nearest, which needs the postcode cleared). */
export function clearAllFilters(filters: CatalogueFilters): CatalogueFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort === 'distance' ? 'best' : filters.sort };
}

/**
 * A day chosen (or Any day, ''): Any day takes the part of the day with it, as a part of the day needs a day.
 */
export function chooseDate(filters: CatalogueFilters, date: IsoDate): CatalogueFilters {
  return { ...filters, date, timeOfDay: date === '' ? null : filters.timeOfDay };
}

/** A part of the day chosen (or Any time, null); with no day chosen yet it is today's. */
export function chooseTimeOfDay(filters: CatalogueFilters, timeOfDay: TimeOfDay | null, today: IsoDate = todayInLondon()): CatalogueFilters {
  return { ...filters, timeOfDay, date: timeOfDay && filters.date === '' ? today : filters.date };
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

/** No postcode or position: no distance either, and Nearest falls back to Best match. */
export function clearDistance(filters: CatalogueFilters): CatalogueFilters {
  return { ...filters, postcode: '', lat: null, lng: null, withinMiles: null, sort: filters.sort === 'distance' ? 'best' : filters.sort };
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

/** 'N business(es) • M service(s) found': the wording is fixed, '(es)' and '(s)' included; past 1,000, '1,000+'. */
export function resultCountLine(businesses: BoundedCount, services: BoundedCount): string {
  return `${countShown(businesses.count, businesses.capped)} business(es) • ${countShown(services.count, services.capped)} service(s) found`;
}

/**
 * The count over the results: the spec's 'N business(es) • M service(s) found', or, with a day chosen, whose
 * free times they are: '12 businesses with free times tomorrow evening'.
 */
export function resultCountLineFor(filters: CatalogueFilters, businesses: BoundedCount, services: BoundedCount, today: IsoDate = todayInLondon()): string {
  if (filters.date === '') return resultCountLine(businesses, services);
  const noun = businesses.count === 1 && !businesses.capped ? 'business' : 'businesses';
  return `${countShown(businesses.count, businesses.capped)} ${noun} with free times ${searchWhenPhrase(filters.date, filters.timeOfDay, today)}`;
}
