import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { bookingEvents } from '../../db/schema/bookings';
import { teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';

export type NewBookingEvent = typeof bookingEvents.$inferInsert;

/** Adds a line to a booking's timeline (a move, a proposal and its answer, a salon's cancellation); answers its id. */
export async function recordBookingEvent(db: Database, event: NewBookingEvent): Promise<string> {
  const [row] = await db.insert(bookingEvents).values(event).returning({ id: bookingEvents.id });
  if (!row) throw new Error('insert into booking_events returned no row');
  return row.id;
}

const fromMember = alias(teamMembers, 'from_member');
const toMember = alias(teamMembers, 'to_member');

/** A booking's timeline, oldest first, with the members' names and the name of whoever acted. */
export async function listBookingEvents(db: Database, bookingId: string) {
  return db
    .select({
      event: bookingEvents,
      fromTeamMemberName: fromMember.displayName,
      toTeamMemberName: toMember.displayName,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(bookingEvents)
    .leftJoin(fromMember, eq(fromMember.id, bookingEvents.fromTeamMemberId))
    .leftJoin(toMember, eq(toMember.id, bookingEvents.toTeamMemberId))
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}
