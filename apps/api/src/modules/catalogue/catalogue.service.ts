import type { CatalogueQuery, LastMinuteQuery } from '@lull/domain/contracts/catalogue';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { AppContext } from '../../shared/app-context';
import { findNextOffPeakTimes } from './find-next-off-peak-times';
import { getPublicMerchant } from './get-public-merchant';
import { getService } from './get-service';
import { getServiceAvailability } from './get-service-availability';
import { createCatalogueIndex } from './catalogue-index';
import { createListingCache, type ListenForChanges } from './listing-cache';
import { createRememberedBusinesses, createRememberedCards } from './listed-cards';
import { listLastMinuteToday } from './list-last-minute';
import { listServices } from './list-services';
import { searchBusinesses } from './search-businesses';
import { getLandingPage } from './get-landing-page';
import { businessesSitemap, landingPagesSitemap, robotsTxt, sitePagesSitemap, sitemapIndex } from './site-map';

export type { ListenForChanges };
/** Each use case is its own file (decision 049); the card times stay importable from here for their test. */
export { cardTimes } from './service-cards';

/** The catalogue's use cases under the names the routes and favourites call, sharing one listing cache per app. */
export async function createCatalogueService(context: AppContext, geocoder: Geocoder, listen?: ListenForChanges) {
  const cache = await createListingCache(context.config, listen);
  const remembered = createRememberedCards();
  const index = createCatalogueIndex({ db: context.db, lagMs: context.config.catalogueIndexLagMs, clock: context.clock, log: context.log });
  const lists = { geocoder, cache, index, remembered, rememberedBusinesses: createRememberedBusinesses() };
  return {
    /** Stops listening for changes (the app's onClose). */
    close: cache.close,
    /** Reads the catalogue index at once (decision 064): a production start, before its first search. */
    warmIndex: index.warm,
    listServices: (query: CatalogueQuery) => listServices(context, lists, query),
    search: (query: CatalogueQuery) => searchBusinesses(context, lists, query),
    lastMinuteToday: (query: LastMinuteQuery) => listLastMinuteToday(context, cache, remembered, query),
    getService: (serviceId: string) => getService(context, serviceId),
    serviceAvailability: (serviceId: string, options: Parameters<typeof getServiceAvailability>[2]) => getServiceAvailability(context, serviceId, options),
    nextOffPeakTimesOf: (merchantIds: string[]) => findNextOffPeakTimes(context, remembered, merchantIds),
    getPublicMerchant: (merchantId: string) => getPublicMerchant(context, merchantId),
    sitemapIndex: () => sitemapIndex(context),
    sitePagesSitemap: () => sitePagesSitemap(context),
    businessesSitemap: (page: string) => businessesSitemap(context, page),
    robotsTxt: () => robotsTxt(context),
    landingPagesSitemap: () => landingPagesSitemap(context, geocoder),
    landingPage: (location: string, slug: string) => getLandingPage(context, geocoder, location, slug),
  };
}
