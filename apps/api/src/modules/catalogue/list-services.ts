import { boundedCount } from '@lull/domain/catalogue-filters';
import type { CatalogueQuery } from '@lull/domain/contracts/catalogue';
import type { AppContext } from '../../shared/app-context';
import { listServices as listServiceEntries } from './catalogue.repository';
import { refreshBeforeSearch } from './free-days';
import { cardsOf } from './listed-cards';
import type { ListingParts, ServiceList } from './listing-cache';
import { toFilter } from './listing-filter';
import { placed } from './service-cards';

/**
 * The home page's and a business page's service cards, filtered and paged, each with its next free times; cached.
 * Searched by day, only the services free then, each with that day's times (decision 052).
 */
export function listServices(context: AppContext, { geocoder, cache, index, remembered }: ListingParts, query: CatalogueQuery): Promise<ServiceList> {
  return cache.cachedListing(`list:${JSON.stringify(query)}`, async () => {
    const { db, clock } = context;
    const { filter, day } = await toFilter(geocoder, query, clock());
    if (day) await refreshBeforeSearch(db, clock);
    // The index answers best match's lists (decision 064); sorts, days and a business's own list are the statements'.
    const { entries, total } = (index.answers(filter) ? await index.listServices(filter, query) : null) ?? (await listServiceEntries(db, filter, query));
    const cards = await cardsOf(context, remembered, entries, day ?? undefined);
    // Searched by day, a card whose times went since its business's free days were worked out is left out (`withTimesOn`).
    const services = entries.flatMap((entry) => {
      const card = cards.get(entry.id);
      return card ? [placed(card, entry.distanceMiles)] : [];
    });
    // The total was counted up to a bound (decision 063): exactly up to 1,000, else said as "1,000+".
    const nextOffset = query.offset + entries.length < total ? query.offset + entries.length : null;
    const { count, capped } = boundedCount(total);
    return { services, total: count, total_capped: capped, next_offset: nextOffset };
  });
}
