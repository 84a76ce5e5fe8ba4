import type { CalendarFeeds } from '@lull/domain/contracts/calendar-feeds';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { businessOfRequest } from '../merchants/merchants.service';
import { feedAddressesOf } from './feed-addresses';

/** The salon's secret calendar addresses: the business's and one per active member, made on first asking. */
export async function getCalendarFeeds({ db, config }: AppContext, actor: Authenticated, merchantId?: string): Promise<CalendarFeeds> {
  const business = await businessOfRequest(db, actor, merchantId);
  return db.transaction((tx) => feedAddressesOf(tx, config.publicUrl, business.id));
}
