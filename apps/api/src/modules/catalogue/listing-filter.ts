import type { CatalogueQuery, SearchResults } from '@lull/domain/contracts/catalogue';
import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { AppError } from '../../shared/app-error';
import type { CatalogueFilter } from './catalogue.repository';

const UNKNOWN_POSTCODE = "We couldn't find that postcode. Check it and try again.";

/**
 * Turns the query string into a filter; a postcode is geocoded here, an unknown one is the customer's to fix.
 * Listing and searching both start here (decision 049).
 */
export async function toFilter(geocoder: Geocoder, query: CatalogueQuery): Promise<{ filter: CatalogueFilter; origin: SearchResults['origin'] }> {
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
    throw new AppError('VALIDATION_FAILED', 'Enter a postcode or share your location to search by distance.', {
      postcode: 'Enter a postcode or share your location to search by distance.',
    });
  }
  const filter: CatalogueFilter = {
    term: (query.search ?? '').trim().toLowerCase(),
    categories,
    merchantId: query.merchant_id,
    priceRanges,
    near: origin ? { latitude: origin.latitude, longitude: origin.longitude, withinMiles: query.within_miles } : undefined,
  };
  return { filter, origin };
}
