import type { LastMinuteList, LastMinuteQuery } from '@lull/domain/contracts/catalogue';
import { londonDateOf, londonTimeOf, minutesOf } from '@lull/domain/london-time';
import { LAST_MINUTE } from '@lull/domain/search-when';
import type { AppContext } from '../../shared/app-context';
import { cheapestFreeOn } from './catalogue.repository';
import { refreshBeforeSearch } from './free-days';
import { cardsOf, type RememberedCards } from './listed-cards';
import type { ListingCache } from './listing-cache';
import { placed } from './service-cards';

/** Services looked at beyond the row's size: a card whose times went since its business's free days were worked out is left out. */
const SPARE = 4;

/**
 * The home page's Last-minute today row (decision 052): the services with the cheapest times still free today near
 * a position (central London without one), cheapest first, each card with today's times left. Unlike a search it
 * has no count or pages, so it reads the few cheapest off the free-days index instead of sorting every match, and
 * reads only the cards it does not remember.
 */
export function listLastMinuteToday(context: AppContext, cache: ListingCache, remembered: RememberedCards, query: LastMinuteQuery): Promise<LastMinuteList> {
  return cache.cachedListing(`last-minute:${JSON.stringify(query)}`, async () => {
    const { db, clock } = context;
    const now = clock();
    const date = londonDateOf(now);
    const near = {
      latitude: query.lat ?? LAST_MINUTE.centralLondon.lat,
      longitude: query.lng ?? LAST_MINUTE.centralLondon.lng,
      withinMiles: query.within_miles,
    };
    await refreshBeforeSearch(db, clock);
    const cheapest = await cheapestFreeOn(db, { date, afterMinute: minutesOf(londonTimeOf(now)) }, near, query.limit + SPARE);
    const cards = await cardsOf(context, remembered, cheapest.map((found) => ({ id: found.serviceId, businessChanges: found.businessChanges })), { date });
    const services = cheapest.flatMap((found) => {
      const card = cards.get(found.serviceId);
      return card ? [placed(card, found.distanceMiles)] : [];
    });
    return { services: services.slice(0, query.limit) };
  });
}
