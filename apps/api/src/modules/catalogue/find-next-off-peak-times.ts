import type { AppContext } from '../../shared/app-context';
import { matchingServicesOf } from './catalogue.repository';
import { cardsOf, type RememberedCards } from './listed-cards';
import type { Slot } from './service-cards';

/**
 * Each business's earliest free off-peak time over the coming week, of any of its services, as their cards show
 * them (`cardTimes`); a business without one is left out. For favourites (decision 028): per user, never cached,
 * though the cards are remembered as every list's are.
 */
export async function findNextOffPeakTimes(
  context: AppContext,
  remembered: RememberedCards,
  merchantIds: string[],
): Promise<Map<string, Slot & { service_id: string; service_name: string }>> {
  const entries = await matchingServicesOf(context.db, { term: '', categories: [], priceRanges: [] }, merchantIds);
  const cards = await cardsOf(context, remembered, entries);
  const earliest = new Map<string, Slot & { service_id: string; service_name: string }>();
  for (const entry of entries) {
    const card = cards.get(entry.id);
    const first = card?.next_available.find((slot) => slot.off_peak);
    if (!card || !first) continue;
    const best = earliest.get(entry.merchantId);
    if (!best || `${first.date} ${first.time}` < `${best.date} ${best.time}`) earliest.set(entry.merchantId, { ...first, service_id: card.id, service_name: card.name });
  }
  return earliest;
}
