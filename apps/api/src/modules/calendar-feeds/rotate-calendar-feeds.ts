import type { CalendarFeeds } from '@lull/domain/contracts/calendar-feeds';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { businessOfRequest } from '../merchants/merchants.service';
import { deleteFeedsOf } from './calendar-feeds.repository';
import { feedAddressesOf } from './feed-addresses';

/**
 * New addresses for every feed of the business, in one step: the old ones answer 404 from then on (an address that
 * was shared too widely, or a member who left with it). A paused business may still do it: it closes a leak.
 */
export async function rotateCalendarFeeds({ db, config }: AppContext, actor: Authenticated, merchantId?: string): Promise<CalendarFeeds> {
  const business = await businessOfRequest(db, actor, merchantId);
  return db.transaction(async (tx) => {
    await deleteFeedsOf(tx, business.id);
    return feedAddressesOf(tx, config.publicUrl, business.id);
  });
}
