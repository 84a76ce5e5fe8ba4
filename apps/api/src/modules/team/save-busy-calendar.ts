import { BUSY_CALENDAR_MESSAGES, type BusyCalendarInput, busyCalendarHost, parseBusyCalendarAddress } from '@lull/domain/busy-calendars';
import type { BusyCalendarStatus } from '@lull/domain/contracts/team';
import { TEAM_MESSAGES } from '@lull/domain/team';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessOfRequest } from '../merchants/merchants.service';
import { type BusyCalendarRow, findBusyCalendarOf, recordBusySync, saveBusyCalendar } from './busy-calendars.repository';
import { syncBusyCalendar } from './sync-busy-calendar';
import { findMember } from './team.repository';

/** What the Team tab shows of a busy calendar: the host, never the secret path. */
export function toBusyCalendarStatus(row: BusyCalendarRow): BusyCalendarStatus {
  return {
    url_hint: busyCalendarHost(row.url),
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_sync_ok: row.lastSyncOk,
    last_sync_message: row.lastSyncMessage,
    event_count: row.eventCount,
    clash_count: row.clashCount,
  };
}

/** The business and the owner a busy-calendar call names: a member of the business, or (null) the business itself. */
export async function busyCalendarOwner(context: AppContext, actor: Authenticated, memberId: string | null, merchantId?: string) {
  if (memberId === null) return { business: await businessOfRequest(context.db, actor, merchantId), teamMemberId: null };
  const member = await findMember(context.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  const business = await businessOfRequest(context.db, actor, actor.user.role === 'admin' ? (merchantId ?? member.merchantId) : merchantId);
  if (business.id !== member.merchantId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  return { business, teamMemberId: member.id };
}

/** How long after a save (or a read) the job reads a calendar again. */
export const busySyncSpacingMs = (context: AppContext) => context.config.jobIntervalMs ?? context.config.busyCalendars.syncMinutes * 60_000;

/**
 * Saves the address of a member's (or the business's) other calendar and reads it once at once, through the job's
 * own path, so the salon sees its busy times, or why they could not be read, as soon as it saves.
 */
export async function saveBusyCalendarOf(context: AppContext, actor: Authenticated, memberId: string | null, input: BusyCalendarInput, merchantId?: string): Promise<BusyCalendarStatus> {
  const { db, clock, config } = context;
  const { business, teamMemberId } = await busyCalendarOwner(context, actor, memberId, merchantId);
  const address = parseBusyCalendarAddress(input.url, { allowHttp: config.busyCalendars.allowPrivate });
  if (!address.ok) throw new AppError('VALIDATION_FAILED', address.message, { url: address.message });
  const now = clock();
  const saved = await db.transaction((tx) => saveBusyCalendar(tx, business.id, teamMemberId, address.url, now, new Date(now.getTime() + busySyncSpacingMs(context))));
  try {
    await syncBusyCalendar({ db, clock, allowPrivate: config.busyCalendars.allowPrivate }, saved);
  } catch (error) {
    // Saved all the same: the job reads it again shortly.
    context.log.error({ err: error, busyCalendarId: saved.id }, 'busy calendar sync failed');
    await recordBusySync(db, saved.id, { at: now, ok: false, message: 'Could not read this calendar just now: Lull will try again in a few minutes.' });
  }
  const row = await findBusyCalendarOf(db, business.id, teamMemberId);
  if (!row) throw new AppError('NOT_FOUND', BUSY_CALENDAR_MESSAGES.notFound);
  return toBusyCalendarStatus(row);
}
