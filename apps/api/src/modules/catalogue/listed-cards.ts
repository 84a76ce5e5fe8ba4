import type { IsoDate } from '@lull/domain/london-time';
import type { TimeOfDay } from '@lull/domain/search-when';
import type { AppContext } from '../../shared/app-context';
import { type ListedEntry, listedServiceRows } from './catalogue.repository';
import { cardTimesInputs, dayCardInputs, type ServiceCard, withNextTimes, withTimesOn } from './service-cards';

/** Cards remembered at most (a few kilobytes each); past it the oldest go first. */
const REMEMBERED_CARDS = 20_000;

/**
 * Cards as last read, each under what decides it (decisions 052 and 063): the service, its business's count of
 * changes (any change to its diary, team, services, hours, prices or reviews moves it), the London minute (times
 * pass, and a hold's five minutes run out, without a change) and the day asked for. A card is read again once any of
 * them moves, so it is never older than the minute or than its business's last change. A card with no time on the
 * day asked for is remembered as null. One per app, shared by every list.
 */
export function createRememberedCards() {
  const cards = new Map<string, ServiceCard | null>();
  return {
    get: (key: string) => cards.get(key),
    set(key: string, card: ServiceCard | null) {
      if (cards.size >= REMEMBERED_CARDS) cards.delete(cards.keys().next().value as string);
      cards.set(key, card);
    },
  };
}
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
  const minute = Math.floor(inputs.now.getTime() / 60_000);
  const asked = day ? `${day.date}|${day.timeOfDay ?? 'any'}` : 'next';
  const keyOf = (entry: Pick<ListedEntry, 'id' | 'businessChanges'>) => `${entry.id}|${entry.businessChanges}|${minute}|${asked}`;

  const cards = new Map<string, ServiceCard | null>();
  const unread: Pick<ListedEntry, 'id' | 'businessChanges'>[] = [];
  for (const entry of entries) {
    const card = remembered.get(keyOf(entry));
    if (card === undefined) unread.push(entry);
    else cards.set(entry.id, card);
  }
  if (unread.length > 0) {
    const rows = await listedServiceRows(db, unread.map((entry) => entry.id), inputs);
    const read = new Map((day ? withTimesOn(rows, day, inputs.now) : withNextTimes(rows, inputs.now)).map((card) => [card.id, card]));
    const listed = new Set(rows.map((row) => row.id));
    for (const entry of unread) {
      if (!listed.has(entry.id)) continue;
      const card = read.get(entry.id) ?? null;
      cards.set(entry.id, card);
      remembered.set(keyOf(entry), card);
    }
  }
  return cards;
}
