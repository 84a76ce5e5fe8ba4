import type { CatalogueQuery } from '@lull/domain/contracts/catalogue';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { AppContext } from '../../shared/app-context';
import { listServices as listServiceRows } from './catalogue.repository';
import type { ListingCache, ServiceList } from './listing-cache';
import { toFilter } from './listing-filter';
import { cardTimesInputs, withNextTimes } from './service-cards';

/** The home page's and a business page's service cards, filtered and paged, each with its next free times; cached. */
export function listServices({ db, clock }: AppContext, geocoder: Geocoder, cache: ListingCache, query: CatalogueQuery): Promise<ServiceList> {
  return cache.cachedListing(`list:${JSON.stringify(query)}`, async () => {
    const { filter } = await toFilter(geocoder, query);
    const inputs = cardTimesInputs(clock);
    const { rows, total } = await listServiceRows(db, filter, query, inputs);
    const nextOffset = query.offset + rows.length < total ? query.offset + rows.length : null;
    return { services: withNextTimes(rows, inputs.now), total, next_offset: nextOffset };
  });
}
