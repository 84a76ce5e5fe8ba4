import {
  MAX_BUSY_TIMES,
  type ExternalBlockSpec,
  busyCalendarWindow,
  busySyncSummary,
  occurrenceBlocks,
  reconcileExternalBlocks,
} from '@lull/domain/busy-calendars';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, pgErrorCode, pgErrorCodes } from '../../db/database';
import { fetchCalendar, type CalendarFetchResult } from '../../integrations/calendar-fetcher/calendar-fetcher';
import { readBusyOccurrences } from '../../integrations/calendar-fetcher/ical-events';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import {
  type BusyCalendarRow,
  type ExternalBlockRow,
  bookingOverlapping,
  claimDueBusyCalendars,
  deleteExternalBlocks,
  insertExternalBlock,
  listExternalBlocks,
  lockBusyCalendar,
  recordBusySync,
  setClash,
} from './busy-calendars.repository';

export interface BusySyncDeps {
  db: Database;
  clock: Clock;
  allowPrivate: boolean;
  /** The reader of the address; tests may give a stand-in, the app uses `fetchCalendar`. */
  fetch?: (url: string) => Promise<CalendarFetchResult>;
}

const NOT_A_CALENDAR = 'Could not read this calendar: the address does not answer with a calendar';

/** Whether the database refused a block over a booking. */
const isOverBooking = (error: unknown) => pgErrorCode(error) === pgErrorCodes.exclusionViolation;

/**
 * Writes one external block. Over a booking it is kept as a clash (`clash_booking_id`): it takes no time, the
 * booking keeps its customer, and the salon sees it. The insert runs in a savepoint, so a booking written between
 * the look and the insert turns it into a clash instead of failing the whole sync. Answers whether it clashes.
 */
async function writeBlock(tx: Database, calendar: BusyCalendarRow, spec: ExternalBlockSpec): Promise<boolean> {
  const row = {
    merchantId: calendar.merchantId,
    teamMemberId: calendar.teamMemberId,
    kind: 'external' as const,
    blockDate: spec.blockDate,
    startTime: spec.startTime,
    endTime: spec.endTime,
    startsAt: spec.startsAt,
    endsAt: spec.endsAt,
    note: spec.note,
    busyCalendarId: calendar.id,
    externalUid: spec.externalUid,
  };
  let clash = await bookingOverlapping(tx, calendar.merchantId, calendar.teamMemberId, spec);
  if (!clash) {
    try {
      await tx.transaction((savepoint) => insertExternalBlock(savepoint, row));
      return false;
    } catch (error) {
      if (!isOverBooking(error)) throw error;
      clash = await bookingOverlapping(tx, calendar.merchantId, calendar.teamMemberId, spec);
      if (!clash) throw error;
    }
  }
  await insertExternalBlock(tx, { ...row, clashBookingId: clash });
  return true;
}

/** A clash whose booking has gone (cancelled, moved) takes its time again; answers whether it still clashes. */
async function recheckClash(tx: Database, calendar: BusyCalendarRow, block: ExternalBlockRow): Promise<boolean> {
  const booking = await bookingOverlapping(tx, calendar.merchantId, calendar.teamMemberId, block, block.clashBookingId);
  if (booking) {
    if (booking !== block.clashBookingId) await setClash(tx, block.id, booking);
    return true;
  }
  try {
    await tx.transaction((savepoint) => setClash(savepoint, block.id, null));
    return false;
  } catch (error) {
    if (!isOverBooking(error)) throw error;
    return true;
  }
}

/**
 * Reads one busy calendar and brings its blocks in step (decision 051): new events written, removed or changed ones
 * taken out, clashes with bookings kept and shown, cleared once their booking has gone. The read happens outside
 * any transaction; the writes under the calendar's row lock, and only if the address is still the one read. A
 * failed read keeps the blocks already there (the other calendar's server being down does not empty the diary)
 * and records why, in a sentence that never quotes what the address answered.
 */
export async function syncBusyCalendar(deps: BusySyncDeps, calendar: BusyCalendarRow): Promise<void> {
  const now = deps.clock();
  const window = busyCalendarWindow(now);
  const fetched = await (deps.fetch ?? ((url: string) => fetchCalendar(url, { allowPrivate: deps.allowPrivate })))(calendar.url);
  const read = fetched.ok ? readBusyOccurrences(fetched.text, window, MAX_BUSY_TIMES) : null;
  const failure = !fetched.ok ? fetched.message : read === null ? NOT_A_CALENDAR : null;

  await deps.db.transaction(async (tx) => {
    const current = await lockBusyCalendar(tx, calendar.id);
    if (!current || current.url !== calendar.url) return; // removed or changed while it was being read
    if (failure !== null || read === null) {
      await recordBusySync(tx, current.id, { at: now, ok: false, message: failure ?? NOT_A_CALENDAR });
      return;
    }
    const perOccurrence = read.occurrences.map((occurrence) => occurrenceBlocks(occurrence, window)).filter((blocks) => blocks.length > 0);
    const wanted = perOccurrence.flat();
    const diff = reconcileExternalBlocks(await listExternalBlocks(tx, current.id, window.from), wanted);
    await deleteExternalBlocks(tx, diff.remove.map((row) => row.id));
    let clashes = 0;
    for (const spec of diff.insert) if (await writeBlock(tx, current, spec)) clashes += 1;
    for (const row of diff.keep) if (row.clashBookingId !== null && (await recheckClash(tx, current, row))) clashes += 1;
    const summary = busySyncSummary(perOccurrence.length, clashes);
    await recordBusySync(tx, current.id, {
      at: now,
      ok: true,
      message: read.truncated ? `${summary} (the first ${MAX_BUSY_TIMES} read)` : summary,
      eventCount: perOccurrence.length,
      clashCount: clashes,
    });
  });
}

const BATCH_SIZE = 10;

/** Reads every busy calendar that is due, a batch at a time, each next read `spacingMs` later. Answers how many. */
export async function syncDueBusyCalendars(deps: BusySyncDeps, spacingMs: number, log?: FastifyBaseLogger): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock();
    const claimed = await claimDueBusyCalendars(deps.db, now, new Date(now.getTime() + spacingMs), BATCH_SIZE);
    await Promise.all(
      claimed.map((calendar) =>
        syncBusyCalendar(deps, calendar).catch((error: unknown) => log?.error({ err: error, busyCalendarId: calendar.id }, 'busy calendar sync failed')),
      ),
    );
    total += claimed.length;
    if (claimed.length < BATCH_SIZE) return total;
  }
}

/** Runs every `intervalMs`; the returned function stops it once the run in progress has finished. */
export function startBusyCalendarSync(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number; spacingMs: number; allowPrivate: boolean }): () => Promise<void> {
  return startPeriodicJob({
    name: 'busy_calendar_sync',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'busy calendar sync failed',
    task: () => syncDueBusyCalendars({ db: options.db, clock: options.clock, allowPrivate: options.allowPrivate }, options.spacingMs, options.log),
  });
}
