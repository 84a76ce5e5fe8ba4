import type { WorkingRange } from '@lull/domain/team';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, max, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, diaryOccupancy } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { diaryBlocks, teamMemberServices, teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';
import { occupiesSlotAt } from '../../db/sql-rules';

export type TeamMemberRecord = typeof teamMembers.$inferSelect;
export type DiaryBlockRow = typeof diaryBlocks.$inferSelect;

// Archived services are no longer the salon's to offer: a member's list leaves them out (their rows stay, so a
// booking made before the archive keeps its member).
const serviceIdsOfMember = sql<string[]>`coalesce((select array_agg(tms.service_id order by tms.service_id) from ${teamMemberServices} tms join ${services} s on s.id = tms.service_id where tms.team_member_id = "team_members"."id" and s.archived_at is null), '{}')`;

/** Some businesses' members, each business's in the salon's order, with the services each performs. */
export async function listMembersOfBusinesses(db: Database, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return [];
  const rows = await db
    .select({ member: teamMembers, serviceIds: serviceIdsOfMember })
    .from(teamMembers)
    .where(inArray(teamMembers.merchantId, [...merchantIds]))
    .orderBy(asc(teamMembers.merchantId), asc(teamMembers.position), asc(teamMembers.createdAt), asc(teamMembers.id));
  return rows.map((row) => ({ ...row.member, serviceIds: [...row.serviceIds] }));
}

/** A business's members in the salon's order, with the services each performs. */
export const listMembersOf = (db: Database, merchantId: string) => listMembersOfBusinesses(db, [merchantId]);
export type TeamMemberWithServices = Awaited<ReturnType<typeof listMembersOf>>[number];

export async function findMember(db: Database, id: string): Promise<TeamMemberWithServices | undefined> {
  const [row] = await db.select({ member: teamMembers, serviceIds: serviceIdsOfMember }).from(teamMembers).where(eq(teamMembers.id, id));
  return row && { ...row.member, serviceIds: [...row.serviceIds] };
}

/** How many active bookings (held or confirmed) each member of a business has still to start. */
export async function countUpcomingBookingsOf(db: Database, merchantId: string, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ teamMemberId: bookings.teamMemberId, value: count() })
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), gt(bookings.startsAt, now), occupiesSlotAt(now)))
    .groupBy(bookings.teamMemberId);
  return new Map(rows.map((row) => [row.teamMemberId, row.value]));
}

/** A member's active bookings still to start, earliest first: what a change to the member must not strand. */
export async function upcomingBookingsOfMember(db: Database, teamMemberId: string, now: Date) {
  return db
    .select({
      id: bookings.id,
      serviceId: bookings.serviceId,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      durationMinutes: bookings.durationMinutes,
    })
    .from(bookings)
    .where(and(eq(bookings.teamMemberId, teamMemberId), gt(bookings.startsAt, now), occupiesSlotAt(now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** Whether any booking, of any status and time, names the member: the records keep it, so it cannot be deleted. */
export async function hasAnyBooking(db: Database, teamMemberId: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.teamMemberId, teamMemberId)).limit(1);
  return row !== undefined;
}

/** Takes the business's row lock, so two changes to its team (the count, the names, the last active member) run in turn. */
export async function lockBusiness(tx: Database, merchantId: string): Promise<void> {
  await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('no key update');
}

/**
 * Takes a member's row lock before a change to them is checked against their upcoming bookings: a hold being
 * written for them holds the row FOR SHARE (`memberAsHeld`), so either the hold commits first and is counted, or
 * it waits and then sees the change (decision 050).
 */
export async function lockMember(tx: Database, memberId: string): Promise<void> {
  await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, memberId)).for('no key update');
}

export async function countMembersOf(db: Database, merchantId: string): Promise<{ all: number; active: number }> {
  const [row] = await db
    .select({ all: count(), active: sql<number>`count(*) filter (where ${teamMembers.isActive})`.mapWith(Number) })
    .from(teamMembers)
    .where(eq(teamMembers.merchantId, merchantId));
  return { all: row?.all ?? 0, active: row?.active ?? 0 };
}

/** Whether another member of the business already has this name, whatever its case and outer spaces. */
export async function isNameTaken(db: Database, merchantId: string, displayName: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.merchantId, merchantId),
        sql`lower(btrim(${teamMembers.displayName})) = lower(btrim(${displayName}))`,
        exceptId === undefined ? undefined : ne(teamMembers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The business's own services a member may perform: not archived. */
export async function listOwnServiceIds(db: Database, merchantId: string): Promise<Set<string>> {
  const rows = await db.select({ id: services.id }).from(services).where(and(eq(services.merchantId, merchantId), isNull(services.archivedAt)));
  return new Set(rows.map((row) => row.id));
}

export interface MemberFields {
  displayName: string;
  workingHours: WorkingRange[] | null;
  isActive: boolean;
}

/** A new member, listed after the business's others. */
export async function insertMember(tx: Database, merchantId: string, fields: MemberFields): Promise<string> {
  const [last] = await tx.select({ position: max(teamMembers.position) }).from(teamMembers).where(eq(teamMembers.merchantId, merchantId));
  const [row] = await tx
    .insert(teamMembers)
    .values({ merchantId, ...fields, position: (last?.position ?? -1) + 1 })
    .returning({ id: teamMembers.id });
  return row!.id;
}

export async function updateMember(tx: Database, id: string, fields: MemberFields, now: Date): Promise<void> {
  await tx
    .update(teamMembers)
    .set({ ...fields, updatedAt: now })
    .where(eq(teamMembers.id, id));
}

/** Replaces the services (not archived) a member performs; links to archived services stay as they are. */
export async function setMemberServices(tx: Database, teamMemberId: string, serviceIds: readonly string[]): Promise<void> {
  const archived = tx.select({ id: services.id }).from(services).where(isNotNull(services.archivedAt));
  await tx
    .delete(teamMemberServices)
    .where(
      and(
        eq(teamMemberServices.teamMemberId, teamMemberId),
        serviceIds.length > 0 ? notInArray(teamMemberServices.serviceId, [...serviceIds]) : undefined,
        notInArray(teamMemberServices.serviceId, archived),
      ),
    );
  if (serviceIds.length > 0) await tx.insert(teamMemberServices).values(serviceIds.map((serviceId) => ({ teamMemberId, serviceId }))).onConflictDoNothing();
}

/** Deletes a member with its blocks and services; a booking of theirs, past or not, keeps the row (a foreign key refuses, 23503). */
export async function deleteMember(tx: Database, id: string): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.id, id));
}

// ─── The diary ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A business's bookings starting in [from, until) that belong in its diary: held (inside the hold) or confirmed,
 * and those that took place (completed, no-show); never cancelled or expired ones.
 */
export async function listDiaryBookings(db: Database, merchantId: string, from: Date, until: Date, now: Date) {
  return db
    .select({
      booking: {
        id: bookings.id,
        teamMemberId: bookings.teamMemberId,
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        durationMinutes: bookings.durationMinutes,
        bufferMinutes: bookings.bufferMinutes,
        status: bookings.status,
        serviceId: bookings.serviceId,
        guestFirstName: bookings.guestFirstName,
        guestLastName: bookings.guestLastName,
      },
      memberName: teamMembers.displayName,
      serviceName: services.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.merchantId, merchantId),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, until),
        or(occupiesSlotAt(now), inArray(bookings.status, ['completed', 'no_show'])),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** A business's blocks overlapping [from, until), in order. */
export async function listDiaryBlocks(db: Database, merchantId: string, from: Date, until: Date): Promise<DiaryBlockRow[]> {
  return db
    .select()
    .from(diaryBlocks)
    .where(and(eq(diaryBlocks.merchantId, merchantId), lt(diaryBlocks.startsAt, until), gt(diaryBlocks.endsAt, from)))
    .orderBy(asc(diaryBlocks.startsAt), asc(diaryBlocks.id));
}

/** Writes blocks; their trigger takes the time of their member (or every member) in `diary_occupancy`. */
export async function insertBlocks(tx: Database, rows: (typeof diaryBlocks.$inferInsert)[]): Promise<DiaryBlockRow[]> {
  return tx.insert(diaryBlocks).values(rows).returning();
}

export async function findBlock(db: Database, id: string): Promise<DiaryBlockRow | undefined> {
  const [row] = await db.select().from(diaryBlocks).where(eq(diaryBlocks.id, id));
  return row;
}

/** Deletes a block, or with `series` it and the later occurrences of its weekly series; answers how many. */
export async function deleteBlocks(db: Database, block: DiaryBlockRow, series: boolean): Promise<number> {
  const where =
    series && block.seriesId !== null
      ? and(eq(diaryBlocks.merchantId, block.merchantId), eq(diaryBlocks.seriesId, block.seriesId), gte(diaryBlocks.startsAt, block.startsAt))
      : eq(diaryBlocks.id, block.id);
  return (await db.delete(diaryBlocks).where(where).returning({ id: diaryBlocks.id })).length;
}

/**
 * The first booking that takes a member's time (or, for a whole-business block, any member's) within one of the
 * spans: the one a refused block is told about.
 */
export async function firstBookingOverlapping(db: Database, merchantId: string, teamMemberId: string | null, spans: readonly { startsAt: Date; endsAt: Date }[]) {
  if (spans.length === 0) return undefined;
  const [row] = await db
    .select({
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      serviceName: services.name,
      firstName: users.firstName,
      guestFirstName: bookings.guestFirstName,
    })
    .from(diaryOccupancy)
    .innerJoin(bookings, eq(bookings.id, diaryOccupancy.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(diaryOccupancy.merchantId, merchantId),
        isNotNull(diaryOccupancy.bookingId),
        teamMemberId === null ? undefined : eq(diaryOccupancy.teamMemberId, teamMemberId),
        or(...spans.map((span) => and(lt(diaryOccupancy.startsAt, span.endsAt), gt(diaryOccupancy.endsAt, span.startsAt)))),
      ),
    )
    .orderBy(asc(diaryOccupancy.startsAt))
    .limit(1);
  return row;
}
