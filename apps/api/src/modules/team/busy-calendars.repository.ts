import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, diaryOccupancy } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { busyCalendars, diaryBlocks } from '../../db/schema/team';
import { users } from '../../db/schema/users';

export type BusyCalendarRow = typeof busyCalendars.$inferSelect;
export type ExternalBlockRow = typeof diaryBlocks.$inferSelect;

const ownerIs = (merchantId: string, teamMemberId: string | null) =>
  and(eq(busyCalendars.merchantId, merchantId), teamMemberId === null ? isNull(busyCalendars.teamMemberId) : eq(busyCalendars.teamMemberId, teamMemberId));

export async function listBusyCalendarsOf(db: Database, merchantId: string): Promise<BusyCalendarRow[]> {
  return db.select().from(busyCalendars).where(eq(busyCalendars.merchantId, merchantId));
}

export async function findBusyCalendarOf(db: Database, merchantId: string, teamMemberId: string | null): Promise<BusyCalendarRow | undefined> {
  const [row] = await db.select().from(busyCalendars).where(ownerIs(merchantId, teamMemberId));
  return row;
}

/** Holds a calendar's row while a sync writes its blocks, so two syncs of one calendar (the job's, a save's) run in turn. */
export async function lockBusyCalendar(tx: Database, id: string): Promise<BusyCalendarRow | undefined> {
  const [row] = await tx.select().from(busyCalendars).where(eq(busyCalendars.id, id)).for('update');
  return row;
}

/**
 * Saves the owner's address (the save reads it at once, so its next read is `nextSyncAt`). A different address starts afresh: the old calendar's blocks
 * go (they are another calendar's) and its last result with them.
 */
export async function saveBusyCalendar(tx: Database, merchantId: string, teamMemberId: string | null, url: string, now: Date, nextSyncAt: Date): Promise<BusyCalendarRow> {
  const [existing] = await tx.select().from(busyCalendars).where(ownerIs(merchantId, teamMemberId)).for('update');
  if (existing && existing.url === url) {
    const [row] = await tx.update(busyCalendars).set({ nextSyncAt, updatedAt: now }).where(eq(busyCalendars.id, existing.id)).returning();
    return row!;
  }
  if (existing) await tx.delete(busyCalendars).where(eq(busyCalendars.id, existing.id));
  const [row] = await tx.insert(busyCalendars).values({ merchantId, teamMemberId, url, nextSyncAt }).returning();
  return row!;
}

/** Stops reading a calendar; its blocks go with it (the foreign key cascades, and their occupancy with them). */
export async function deleteBusyCalendar(db: Database, id: string): Promise<void> {
  await db.delete(busyCalendars).where(eq(busyCalendars.id, id));
}

/**
 * Claims up to `limit` calendars due to be read, pushing each one's next read to `nextAt` in the same statement:
 * SKIP LOCKED, so several instances share the work and none reads a calendar another has just claimed.
 */
export async function claimDueBusyCalendars(db: Database, now: Date, nextAt: Date, limit: number): Promise<BusyCalendarRow[]> {
  const due = db
    .select({ id: busyCalendars.id })
    .from(busyCalendars)
    .where(sql`${busyCalendars.nextSyncAt} <= ${now}`)
    .orderBy(asc(busyCalendars.nextSyncAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(busyCalendars).set({ nextSyncAt: nextAt }).where(inArray(busyCalendars.id, due)).returning();
}

/** A calendar's blocks still to end after `from`: what a sync compares its events with. */
export async function listExternalBlocks(tx: Database, busyCalendarId: string, from: Date): Promise<ExternalBlockRow[]> {
  return tx.select().from(diaryBlocks).where(and(eq(diaryBlocks.busyCalendarId, busyCalendarId), gt(diaryBlocks.endsAt, from)));
}

export async function deleteExternalBlocks(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(diaryBlocks).where(inArray(diaryBlocks.id, [...ids]));
}

export async function insertExternalBlock(tx: Database, row: typeof diaryBlocks.$inferInsert): Promise<void> {
  await tx.insert(diaryBlocks).values(row);
}

export async function setClash(tx: Database, blockId: string, clashBookingId: string | null): Promise<void> {
  await tx.update(diaryBlocks).set({ clashBookingId }).where(eq(diaryBlocks.id, blockId));
}

/** A booking that takes the member's time (or, for a whole-business block, any member's) within a span. */
/**
 * A booking the span overlaps, `keep` first when it still does (a clash stays with the booking the salon was shown),
 * else the earliest: a business-wide busy time can lie over several members' bookings.
 */
export async function bookingOverlapping(
  tx: Database,
  merchantId: string,
  teamMemberId: string | null,
  span: { startsAt: Date; endsAt: Date },
  keep: string | null = null,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: diaryOccupancy.bookingId })
    .from(diaryOccupancy)
    .where(
      and(
        eq(diaryOccupancy.merchantId, merchantId),
        isNotNull(diaryOccupancy.bookingId),
        teamMemberId === null ? undefined : eq(diaryOccupancy.teamMemberId, teamMemberId),
        lt(diaryOccupancy.startsAt, span.endsAt),
        gt(diaryOccupancy.endsAt, span.startsAt),
      ),
    )
    .orderBy(...(keep ? [desc(sql`${diaryOccupancy.bookingId} = ${keep}`)] : []), asc(diaryOccupancy.startsAt), asc(diaryOccupancy.bookingId))
    .limit(1);
  return row?.id ?? undefined;
}

export async function recordBusySync(
  tx: Database,
  id: string,
  result: { at: Date; ok: boolean; message: string; eventCount?: number; clashCount?: number },
): Promise<void> {
  await tx
    .update(busyCalendars)
    .set({
      lastSyncedAt: result.at,
      lastSyncOk: result.ok,
      lastSyncMessage: result.message,
      ...(result.eventCount === undefined ? {} : { eventCount: result.eventCount }),
      ...(result.clashCount === undefined ? {} : { clashCount: result.clashCount }),
      updatedAt: result.at,
    })
    .where(eq(busyCalendars.id, id));
}

/** The bookings some clashes are over, as the diary names them: who, what and when. */
export async function clashBookings(db: Database, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      teamMemberId: bookings.teamMemberId,
      bookingTime: bookings.bookingTime,
      serviceName: services.name,
      firstName: users.firstName,
      lastName: users.lastName,
      guestFirstName: bookings.guestFirstName,
      guestLastName: bookings.guestLastName,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, [...bookingIds]));
}

/** The calendars some external blocks came from (id to address), for the diary to name the host. */
export async function busyCalendarUrls(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: busyCalendars.id, url: busyCalendars.url }).from(busyCalendars).where(inArray(busyCalendars.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.url]));
}
