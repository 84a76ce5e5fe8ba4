import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { calendarFeeds, diaryBlocks, teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** A business's feeds: its own (`teamMemberId` null) and its members'. */
export async function listFeedsOf(db: Database, merchantId: string): Promise<CalendarFeedRow[]> {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.merchantId, merchantId));
}

/** Adds the feeds a business lacks; one that exists already (a second tab asking at once) is kept as it is. */
export async function insertFeeds(tx: Database, rows: { merchantId: string; teamMemberId: string | null; token: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(calendarFeeds).values(rows).onConflictDoNothing();
}

export async function deleteFeedsOf(tx: Database, merchantId: string): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.merchantId, merchantId));
}

/** The feed a secret token opens, found through the token's unique index, with the names its calendar is called by. */
export async function findFeedByToken(db: Database, token: string) {
  const [feed] = await db
    .select({ merchantId: calendarFeeds.merchantId, teamMemberId: calendarFeeds.teamMemberId, businessName: merchants.businessName, memberName: teamMembers.displayName })
    .from(calendarFeeds)
    .innerJoin(merchants, eq(merchants.id, calendarFeeds.merchantId))
    .leftJoin(teamMembers, eq(teamMembers.id, calendarFeeds.teamMemberId))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return feed;
}

/** The business's active members, in the salon's order. */
export async function listActiveMembers(db: Database, merchantId: string) {
  return db
    .select({ id: teamMembers.id, displayName: teamMembers.displayName })
    .from(teamMembers)
    .where(and(eq(teamMembers.merchantId, merchantId), eq(teamMembers.isActive, true)))
    .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt), asc(teamMembers.id));
}

/**
 * The bookings a feed may show, starting in [from, until): of the business, or of one member. Holds are left out
 * here; which of the rest show, and how, is the domain's `feedBookingStatus`. No email or phone is read.
 */
export async function listFeedBookings(db: Database, merchantId: string, teamMemberId: string | null, from: Date, until: Date) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      confirmedAt: bookings.confirmedAt,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      calendarSequence: bookings.calendarSequence,
      updatedAt: bookings.updatedAt,
      guestFirstName: bookings.guestFirstName,
      guestLastName: bookings.guestLastName,
      firstName: users.firstName,
      lastName: users.lastName,
      serviceName: services.name,
      memberName: teamMembers.displayName,
    })
    .from(bookings)
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.merchantId, merchantId),
        teamMemberId === null ? undefined : eq(bookings.teamMemberId, teamMemberId),
        inArray(bookings.status, ['confirmed', 'completed', 'no_show', 'cancelled']),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, until),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/**
 * The blocks a feed shows, overlapping [from, until): all of the business's, or one member's and the whole
 * business's. External blocks (read from the salon's other calendar) are never echoed back (`isBlockInFeed`).
 */
export async function listFeedBlocks(db: Database, merchantId: string, teamMemberId: string | null, from: Date, until: Date) {
  return db
    .select({
      id: diaryBlocks.id,
      kind: diaryBlocks.kind,
      startsAt: diaryBlocks.startsAt,
      endsAt: diaryBlocks.endsAt,
      note: diaryBlocks.note,
      clientName: diaryBlocks.clientName,
      createdAt: diaryBlocks.createdAt,
      memberName: teamMembers.displayName,
    })
    .from(diaryBlocks)
    .leftJoin(teamMembers, eq(teamMembers.id, diaryBlocks.teamMemberId))
    .where(
      and(
        eq(diaryBlocks.merchantId, merchantId),
        teamMemberId === null ? undefined : or(eq(diaryBlocks.teamMemberId, teamMemberId), isNull(diaryBlocks.teamMemberId)),
        ne(diaryBlocks.kind, 'external'),
        lt(diaryBlocks.startsAt, until),
        gt(diaryBlocks.endsAt, from),
      ),
    )
    .orderBy(asc(diaryBlocks.startsAt), asc(diaryBlocks.id));
}
