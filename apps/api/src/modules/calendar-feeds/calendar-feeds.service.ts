import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { getCalendarFeeds } from './get-calendar-feeds';
import { readCalendarFeed } from './read-calendar-feed';
import { rotateCalendarFeeds } from './rotate-calendar-feeds';

/** The salon's calendar feeds: their addresses, new addresses, and what an address answers. */
export function createCalendarFeedsService(context: AppContext) {
  return {
    addresses: (actor: Authenticated, merchantId?: string) => getCalendarFeeds(context, actor, merchantId),
    rotate: (actor: Authenticated, merchantId?: string) => rotateCalendarFeeds(context, actor, merchantId),
    read: (file: string) => readCalendarFeed(context, file),
  };
}
export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
