import { boundedCount } from '@lull/domain/catalogue-filters';
import type { CatalogueQuery } from '@lull/domain/contracts/catalogue';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { AppContext } from '../../shared/app-context';
import { listServices as listServiceRows } from './catalogue.repository';
import { refreshBeforeSearch } from './free-days';
import type { ListingCache, ServiceList } from './listing-cache';
import { toFilter } from './listing-filter';
import { cardTimesInputs, dayCardInputs, withNextTimes, withTimesOn } from './service-cards';

/**
 * The home page's and a business page's service cards, filtered and paged, each with its next free times; cached.
 * Searched by day, only the services free then, each with that day's times (decision 052).
 */
export function listServices({ db, clock }: AppContext, geocoder: Geocoder, cache: ListingCache, query: CatalogueQuery): Promise<ServiceList> {
  return cache.cachedListing(`list:${JSON.stringify(query)}`, async () => {
    const { filter, day } = await toFilter(geocoder, query, clock());
    const inputs = day ? dayCardInputs(clock, day.date) : cardTimesInputs(clock);
    if (day) await refreshBeforeSearch(db, clock);
    const { rows, total } = await listServiceRows(db, filter, query, inputs);
    // Searched by day, a card whose times went since its business's free days were worked out is left out (`withTimesOn`).
    // The total was counted up to a bound (decision 063): exactly up to 1,000, else said as "1,000+".
    const nextOffset = query.offset + rows.length < total ? query.offset + rows.length : null;
    const { count, capped } = boundedCount(total);
    return { services: day ? withTimesOn(rows, day, inputs.now) : withNextTimes(rows, inputs.now), total: count, total_capped: capped, next_offset: nextOffset };
  });
}
