import type { IsoDate } from '@lull/domain/london-time';
import type { TimeOfDay } from '@lull/domain/search-when';
import type { AppContext } from '../../shared/app-context';
import { type ListedEntry, listedServiceRows, type ShownBusiness, shownBusinesses } from './catalogue.repository';
import { cardKeptUntil, cardTimesInputs, dayCardInputs, type ServiceCard, withNextTimes, withTimesOn } from './service-cards';

/** Cards remembered at most (a few kilobytes each); past it the least recently used go first. */
const REMEMBERED_CARDS = 50_000;

/**
 * Values each remembered until a moment (ms), `most` at most: past it the least recently used go first. What is asked
 * for at or after its moment is forgotten.
 */
export function createRemembered<T>(most: number) {
  const values = new Map<string, { value: T; until: number }>();
  return {
    get(key: string, now: number): T | undefined {
      const remembered = values.get(key);
      if (remembered === undefined) return undefined;
      values.delete(key);
      if (now >= remembered.until) return undefined;
      values.set(key, remembered);
      return remembered.value;
    },
    set(key: string, value: T, until = Number.POSITIVE_INFINITY) {
      if (values.size >= most) values.delete(values.keys().next().value as string);
      values.set(key, { value, until });
    },
  };
}

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
 * The cards of some listed entries as of this minute, by service id: each with its next free times, or with `day`'s
 * times (null when it has none left then). Remembered cards are reused; the rest are read in one statement and
 * remembered. A service no longer listed when read is left out.
 */
export async function cardsOf(
  { db, clock }: AppContext,
  remembered: RememberedCards,
  entries: readonly Pick<ListedEntry, 'id' | 'businessChanges'>[],
  day?: CardDay,
): Promise<Map<string, ServiceCard | null>> {
  const inputs = day ? dayCardInputs(clock, day.date) : cardTimesInputs(clock);
  const now = inputs.now.getTime();
  // A business whose count of changes is unknown (-1) is read again each minute, as every card once was.
  const asked = day ? `${day.date}|${day.timeOfDay ?? 'any'}` : 'next';
  const keyOf = (entry: Pick<ListedEntry, 'id' | 'businessChanges'>) =>
    `${entry.id}|${entry.businessChanges}|${asked}${entry.businessChanges < 0 ? `|${Math.floor(now / 60_000)}` : ''}`;

  const cards = new Map<string, ServiceCard | null>();
  const unread: Pick<ListedEntry, 'id' | 'businessChanges'>[] = [];
  for (const entry of entries) {
    const card = remembered.get(keyOf(entry), now);
    if (card === undefined) unread.push(entry);
    else cards.set(entry.id, card);
  }
  if (unread.length > 0) {
    const rows = await listedServiceRows(db, unread.map((entry) => entry.id), inputs);
    const read = new Map((day ? withTimesOn(rows, day, inputs.now) : withNextTimes(rows, inputs.now)).map((card) => [card.id, card]));
    const rowsById = new Map(rows.map((row) => [row.id, row]));
    for (const entry of unread) {
      const row = rowsById.get(entry.id);
      if (!row) continue;
      const card = read.get(entry.id) ?? null;
      cards.set(entry.id, card);
      remembered.set(keyOf(entry), card, cardKeptUntil(row, card, inputs.now));
    }
  }
  return cards;
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
export async function businessCardsOf(
  { db, clock }: AppContext,
  remembered: RememberedBusinesses,
  businesses: readonly { merchantId: string; businessChanges: number }[],
): Promise<Map<string, ShownBusiness>> {
  const now = clock().getTime();
  const keyOf = ({ merchantId, businessChanges }: { merchantId: string; businessChanges: number }) =>
    `${merchantId}|${businessChanges}${businessChanges < 0 ? `|${Math.floor(now / 60_000)}` : ''}`;
  const shown = new Map<string, ShownBusiness>();
  const unread: { merchantId: string; businessChanges: number }[] = [];
  for (const business of businesses) {
    const card = remembered.get(keyOf(business), now);
    if (card === undefined) unread.push(business);
    else shown.set(business.merchantId, card);
  }
  if (unread.length > 0) {
    const read = new Map((await shownBusinesses(db, unread.map((business) => business.merchantId))).map((card) => [card.merchantId, card]));
    for (const business of unread) {
      const card = read.get(business.merchantId);
      if (!card) continue;
      shown.set(business.merchantId, card);
      remembered.set(keyOf(business), card);
    }
  }
  return shown;
}
