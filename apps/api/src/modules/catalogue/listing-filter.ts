import type { CatalogueQuery, SearchResults } from '@lull/domain/contracts/catalogue';
import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';
import { type IsoDate, londonDateOf, londonTimeOf, minutesOf } from '@lull/domain/london-time';
import { SEARCH_WHEN_MESSAGES, type TimeOfDay, searchDateProblem } from '@lull/domain/search-when';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { AppError } from '../../shared/app-error';
import type { CatalogueFilter } from './catalogue.repository';

const UNKNOWN_POSTCODE = "We couldn't find that postcode. Check it and try again.";

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

/** A search by day (decision 052): the London day, today or up to 13 days on, and the part of it if asked. */
export interface SearchDay {
  date: IsoDate;
  timeOfDay?: TimeOfDay;
}

/**
 * Turns the query string into a filter; a postcode is geocoded here, an unknown one is the customer's to fix.
 * Listing and searching both start here (decision 049). A part of the day without a day means today's.
 */
export async function toFilter(
  geocoder: Geocoder,
  query: CatalogueQuery,
  now: Date,
): Promise<{ filter: CatalogueFilter; origin: SearchResults['origin']; day: SearchDay | null }> {
  const today = londonDateOf(now);
  const date = query.date ?? (query.time_of_day ? today : undefined);
  const dateProblem = date === undefined ? null : searchDateProblem(date, today);
  if (dateProblem) throw invalid('date', dateProblem);
  const day = date === undefined ? null : { date, ...(query.time_of_day ? { timeOfDay: query.time_of_day } : {}) };
  const categories = [...(query.categories ?? []), ...(query.category ? [query.category] : [])].map((category) => category.toLowerCase());
  const priceRanges = PRICE_CHIPS.filter((chip) => query.price?.includes(chip.id));
  let origin: SearchResults['origin'] = null;
  if (query.postcode) {
    const point = await geocoder.locate(query.postcode);
    if (!point) throw new AppError('VALIDATION_FAILED', UNKNOWN_POSTCODE, { postcode: UNKNOWN_POSTCODE });
    origin = { label: point.label, latitude: point.latitude, longitude: point.longitude };
  } else if (query.lat !== undefined && query.lng !== undefined) {
    origin = { label: 'your location', latitude: query.lat, longitude: query.lng };
  }
  if (query.within_miles !== undefined && !origin) {
    throw invalid('postcode', 'Enter a postcode or share your location to search by distance.');
  }
  if (query.sort === 'distance' && !origin) throw invalid('sort', SEARCH_WHEN_MESSAGES.distanceSort);
  const filter: CatalogueFilter = {
    term: (query.search ?? '').trim().toLowerCase(),
    categories,
    merchantId: query.merchant_id,
    priceRanges,
    near: origin ? { latitude: origin.latitude, longitude: origin.longitude, withinMiles: query.within_miles } : undefined,
    sort: query.sort,
    // Today, only starts still ahead count.
    day: day ? { ...day, afterMinute: day.date === today ? minutesOf(londonTimeOf(now)) : -1 } : undefined,
  };
  return { filter, origin, day };
}
