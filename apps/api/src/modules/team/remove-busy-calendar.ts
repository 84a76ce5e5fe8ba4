import { BUSY_CALENDAR_MESSAGES } from '@lull/domain/busy-calendars';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { deleteBusyCalendar, findBusyCalendarOf } from './busy-calendars.repository';
import { busyCalendarOwner } from './save-busy-calendar';

/** Stops reading a member's (or the business's) other calendar: its busy times leave the diary with it. */
export async function removeBusyCalendarOf(context: AppContext, actor: Authenticated, memberId: string | null, merchantId?: string): Promise<void> {
  const { business, teamMemberId } = await busyCalendarOwner(context, actor, memberId, merchantId);
  const row = await findBusyCalendarOf(context.db, business.id, teamMemberId);
  if (!row) throw new AppError('NOT_FOUND', BUSY_CALENDAR_MESSAGES.notFound);
  await deleteBusyCalendar(context.db, row.id);
}
