import type { LastMinuteList, SearchResults, serviceListSchema } from '@lull/domain/contracts/catalogue';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { ChangeFeed } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { createTtlCache } from '../../shared/ttl-cache';
import type { CatalogueIndex } from './catalogue-index';
import type { RememberedBusinesses, RememberedCards } from './listed-cards';

export type ServiceList = z.infer<typeof serviceListSchema>;

/** The catalogue's changes as the database announces them (`DatabaseHandle.listen`); none: no listing cache. */
export type ListenForChanges = (channel: string, onNotify: () => void) => Promise<ChangeFeed>;

/**
 * What the flat list and the services page are answered with besides the database: the geocoder for a postcode, the
 * listing cache, the catalogue index (decision 064) and the remembered cards. One per catalogue service.
 */
export interface ListingParts {
  geocoder: Geocoder;
  cache: ListingCache;
  index: CatalogueIndex;
  remembered: RememberedCards;
  rememberedBusinesses: RememberedBusinesses;
}

export interface ListingCache {
  /** A listing's answer, reused for a few seconds while the change feed is live; loaded afresh otherwise. */
  cachedListing<T extends ServiceList | SearchResults | LastMinuteList>(key: string, load: () => Promise<T>): Promise<T>;
  /** Stops listening for changes (the app's onClose). */
  close(): Promise<void>;
}

/**
 * Listings are the busiest pages and the same for everyone: each answer may be reused for a few seconds.
 * Any committed change to what a listing shows empties the cache of every instance (migration 0010), and
 * while that feed is down nothing is served from it. Free times on cards may lag a booking by the cache's
 * lifetime; the booking flow always checks afresh. One per catalogue service; listing and searching share it.
 */
export async function createListingCache(config: AppConfig, listen?: ListenForChanges): Promise<ListingCache> {
  const listingCache = createTtlCache<ServiceList | SearchResults | LastMinuteList>({ ttlMs: config.catalogueCacheSeconds * 1000, maxEntries: 500 });
  const changes = config.catalogueCacheSeconds > 0 && listen ? await listen('catalogue_changed', () => listingCache.clear()) : undefined;
  return {
    cachedListing<T extends ServiceList | SearchResults | LastMinuteList>(key: string, load: () => Promise<T>): Promise<T> {
      return changes?.live ? (listingCache.get(key, load) as Promise<T>) : load();
    },
    close: async () => changes?.close(),
  };
}
