import type { LastMinuteList, LastMinuteQuery, Service } from '@lull/domain/contracts/catalogue';
import { londonDateOf, londonTimeOf, minutesOf } from '@lull/domain/london-time';
import { LAST_MINUTE } from '@lull/domain/search-when';
import type { AppContext } from '../../shared/app-context';
import { cheapestFreeOn, listServices as listServiceRows } from './catalogue.repository';
import { refreshBeforeSearch } from './free-days';
import type { ListingCache } from './listing-cache';
import { dayCardInputs, roundMiles, withTimesOn } from './service-cards';

/** Services looked at beyond the row's size: a card whose times went since its business's free days were worked out is left out. */
const SPARE = 4;
/** Cards remembered at most; past it the oldest go first. */
const REMEMBERED_CARDS = 5_000;

/**
 * The row's cards as last read, each under what decides it (decision 052): the service, its business's count of
 * changes (any change to its diary, team, services, hours or prices moves it), and the London minute (times pass,
 * and a hold's five minutes run out, without a change). A card is read again once any of them moves, so it is never
 * older than the minute or than its business's last change. A service with no time left is remembered as null.
 */
export function createRememberedCards() {
  const cards = new Map<string, Omit<Service, 'distance_miles'> | null>();
  return {
    get: (key: string) => cards.get(key),
    set(key: string, card: Omit<Service, 'distance_miles'> | null) {
      if (cards.size >= REMEMBERED_CARDS) cards.delete(cards.keys().next().value as string);
      cards.set(key, card);
    },
  };
}
export type RememberedCards = ReturnType<typeof createRememberedCards>;

/**
 * The home page's Last-minute today row (decision 052): the services with the cheapest times still free today near
 * a position (central London without one), cheapest first, each card with today's times left. Unlike a search it
 * has no count or pages, so it reads the few cheapest off the free-days index instead of sorting every match, and
 * reads only the cards it does not remember.
 */
export function listLastMinuteToday({ db, clock }: AppContext, cache: ListingCache, remembered: RememberedCards, query: LastMinuteQuery): Promise<LastMinuteList> {
  return cache.cachedListing(`last-minute:${JSON.stringify(query)}`, async () => {
    const now = clock();
    const date = londonDateOf(now);
    const near = {
      latitude: query.lat ?? LAST_MINUTE.centralLondon.lat,
      longitude: query.lng ?? LAST_MINUTE.centralLondon.lng,
      withinMiles: query.within_miles,
    };
    await refreshBeforeSearch(db, clock);
    const cheapest = await cheapestFreeOn(db, { date, afterMinute: minutesOf(londonTimeOf(now)) }, near, query.limit + SPARE);
    const minute = Math.floor(now.getTime() / 60_000);
    const keyOf = (found: (typeof cheapest)[number]) => `${found.serviceId}|${found.businessChanges}|${minute}`;

    const cards = new Map(cheapest.map((found) => [found.serviceId, remembered.get(keyOf(found))]));
    const unread = cheapest.filter((found) => cards.get(found.serviceId) === undefined);
    if (unread.length > 0) {
      const inputs = dayCardInputs(clock, date);
      const serviceIds = unread.map((found) => found.serviceId);
      const { rows } = await listServiceRows(db, { term: '', categories: [], priceRanges: [], serviceIds }, { limit: serviceIds.length, offset: 0 }, inputs);
      const read = new Map(withTimesOn(rows, { date }, inputs.now).map(({ distance_miles: _distance, ...card }) => [card.id, card]));
      for (const found of unread) {
        const card = read.get(found.serviceId) ?? null;
        cards.set(found.serviceId, card);
        remembered.set(keyOf(found), card);
      }
    }
    const services = cheapest.flatMap((found) => {
      const card = cards.get(found.serviceId);
      return card ? [{ ...card, distance_miles: roundMiles(found.distanceMiles) }] : [];
    });
    return { services: services.slice(0, query.limit) };
  });
}
