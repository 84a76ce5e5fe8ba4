import type { IsoDate } from '@lull/domain/london-time';
import type { TimeOfDay } from '@lull/domain/search-when';
import type { AppContext } from '../../shared/app-context';
import { createRemembered, rememberedOrRead } from '../../shared/remembered';
import { type ListedEntry, listedServiceRows, type ShownBusiness, shownBusinesses } from './catalogue.repository';
import { cardKeptUntil, cardTimesInputs, dayCardInputs, type ServiceCard, withNextTimes, withTimesOn } from './service-cards';

/** Cards remembered at most (a few kilobytes each); past it the least recently used go first. */
const REMEMBERED_CARDS = 50_000;

/**
 * Cards as last read, each under what decides it (decisions 052 and 063): the service, its business's count of
 * changes (any change to its diary, team, services, hours, prices or reviews moves it) and the day asked for, and
 * kept until time alone would change it (`cardKeptUntil`: its first time starts, a hold runs out, or midnight). So a
 * card is never older than its business's last change, nor shown with a time gone. A card with no time on the day
 * asked for is remembered as null. One per app, shared by every list.
 */
export const createRememberedCards = () => createRemembered<ServiceCard | null>(REMEMBERED_CARDS);
export type RememberedCards = ReturnType<typeof createRememberedCards>;

/** A day's cards: only that day's free times, in the part of it asked for. */
export interface CardDay {
  date: IsoDate;
  timeOfDay?: TimeOfDay;
}

/**
 * The cards of some listed entries as of now, by service id: each with its next free times, or with `day`'s
 * times (null when it has none left then). Remembered cards are reused; the rest are read in one statement and
 * remembered. A service no longer listed when read is left out.
 */
export function cardsOf(
  { db, clock }: AppContext,
  remembered: RememberedCards,
  entries: readonly Pick<ListedEntry, 'id' | 'businessChanges'>[],
  day?: CardDay,
): Promise<Map<string, ServiceCard | null>> {
  const inputs = day ? dayCardInputs(clock, day.date) : cardTimesInputs(clock);
  const now = inputs.now.getTime();
  const asked = day ? `${day.date}|${day.timeOfDay ?? 'any'}` : 'next';
  return rememberedOrRead(remembered, entries, {
    now,
    idOf: (entry) => entry.id,
    keyOf: (entry) => `${entry.id}|${asked}|${underChanges(entry.businessChanges, now)}`,
    async read(unread) {
      const rows = await listedServiceRows(db, unread.map((entry) => entry.id), inputs);
      const cards = new Map((day ? withTimesOn(rows, day, inputs.now) : withNextTimes(rows, inputs.now)).map((card) => [card.id, card]));
      return new Map(
        rows.map((row) => {
          const card = cards.get(row.id) ?? null;
          return [row.id, { value: card, until: cardKeptUntil(row, card, inputs.now) }];
        }),
      );
    },
  });
}

/** A key's part for its business's count of changes; one unknown (-1) is read again each minute, as every card once was. */
function underChanges(businessChanges: number, now: number): string {
  return businessChanges < 0 ? `unknown|${Math.floor(now / 60_000)}` : String(businessChanges);
}

/** Businesses' cards remembered at most (well under a kilobyte each). */
const REMEMBERED_BUSINESSES = 50_000;

/**
 * What the services page shows of each business (name, address, logo, first photos, rating), remembered under its
 * count of changes: any change to the business, its photos or its reviews moves it (migrations 0041 and 0045).
 */
export const createRememberedBusinesses = () => createRemembered<ShownBusiness>(REMEMBERED_BUSINESSES);
export type RememberedBusinesses = ReturnType<typeof createRememberedBusinesses>;

/**
 * The cards of some businesses, by id: remembered ones reused, the rest read in one statement and remembered. A
 * business whose count of changes is unknown (-1) is read each minute. A business gone since is left out.
 */
export function businessCardsOf(
  { db, clock }: AppContext,
  remembered: RememberedBusinesses,
  businesses: readonly { merchantId: string; businessChanges: number }[],
): Promise<Map<string, ShownBusiness>> {
  const now = clock().getTime();
  return rememberedOrRead(remembered, businesses, {
    now,
    idOf: (business) => business.merchantId,
    keyOf: (business) => `${business.merchantId}|${underChanges(business.businessChanges, now)}`,
    read: async (unread) => new Map((await shownBusinesses(db, unread.map((business) => business.merchantId))).map((card) => [card.merchantId, { value: card }])),
  });
}
