import type { LastMinuteList, LastMinuteQuery } from '@lull/domain/contracts/catalogue';
import { londonDateOf, londonTimeOf, minutesOf } from '@lull/domain/london-time';
import { LAST_MINUTE } from '@lull/domain/search-when';
import type { AppContext } from '../../shared/app-context';
import { cheapestFreeOn, listServices as listServiceRows } from './catalogue.repository';
import { refreshBeforeSearch } from './free-days';
import type { ListingCache } from './listing-cache';
import { dayCardInputs, withTimesOn } from './service-cards';

/** Services looked at beyond the row's size: a card whose times went since its business's free days were worked out is left out. */
const SPARE = 4;

/**
 * The home page's Last-minute today row (decision 052): the services with the cheapest times still free today near
 * a position (central London without one), cheapest first, each card with today's times left. Unlike a search it
 * has no count or pages, so it reads the few cheapest off the free-days index instead of sorting every match.
 */
export function listLastMinuteToday({ db, clock }: AppContext, cache: ListingCache, query: LastMinuteQuery): Promise<LastMinuteList> {
  return cache.cachedListing(`last-minute:${JSON.stringify(query)}`, async () => {
    const now = clock();
    const date = londonDateOf(now);
    const near = {
      latitude: query.lat ?? LAST_MINUTE.centralLondon.lat,
      longitude: query.lng ?? LAST_MINUTE.centralLondon.lng,
      withinMiles: query.within_miles,
    };
    await refreshBeforeSearch(db, clock);
    const ids = await cheapestFreeOn(db, { date, afterMinute: minutesOf(londonTimeOf(now)) }, near, query.limit + SPARE);
    const inputs = dayCardInputs(clock, date);
    // The services found are in the area already: the point gives only each card's distance.
    const from = { latitude: near.latitude, longitude: near.longitude };
    const { rows } = await listServiceRows(db, { term: '', categories: [], priceRanges: [], near: from, serviceIds: ids }, { limit: ids.length || 1, offset: 0 }, inputs);
    const cheapestFirst = rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return { services: withTimesOn(cheapestFirst, { date }, inputs.now).slice(0, query.limit) };
  });
}
