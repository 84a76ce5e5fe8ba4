import { londonDateOf, nextDates } from '@lull/domain/london-time';
import type { AppContext } from '../../shared/app-context';
import { matchingServicesOf } from './catalogue.repository';
import { CARD_DAYS, cardTimes, cardTimesInputs, type Slot } from './service-cards';

/**
 * Each business's earliest free off-peak time over the coming week, of any of its services, by the cards'
 * rule (`cardTimes`); a business without one is left out. For favourites (decision 028): per user, never cached.
 */
export async function findNextOffPeakTimes({ db, clock }: AppContext, merchantIds: string[]): Promise<Map<string, Slot & { service_id: string; service_name: string }>> {
  const inputs = cardTimesInputs(clock);
  const rows = await matchingServicesOf(db, { term: '', categories: [], priceRanges: [] }, merchantIds, inputs);
  const dates = nextDates(londonDateOf(inputs.now), CARD_DAYS);
  const earliest = new Map<string, Slot & { service_id: string; service_name: string }>();
  for (const row of rows) {
    const first = cardTimes(row, dates, inputs.now).find((slot) => slot.off_peak);
    if (!first) continue;
    const best = earliest.get(row.merchantId);
    if (!best || `${first.date} ${first.time}` < `${best.date} ${best.time}`) earliest.set(row.merchantId, { ...first, service_id: row.id, service_name: row.name });
  }
  return earliest;
}
