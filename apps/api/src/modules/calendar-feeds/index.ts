import type { LullModule } from '../../shared/module';
import { calendarFeedsRoutes } from './calendar-feeds.routes';
import { createCalendarFeedsService } from './calendar-feeds.service';

/** The calendar feeds module: the salon's diary as iCalendar addresses its calendars subscribe to (decision 051). */
export const calendarFeedsModule: LullModule = async (app, { context }) => {
  await app.register(calendarFeedsRoutes, { feeds: createCalendarFeedsService(context) });
};
