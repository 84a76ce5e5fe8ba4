import type { BookingStatus } from '@lull/domain/booking-status';
import type { MerchantBookingsWindow } from '@lull/domain/merchant-booking-views';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingMoveProposals, bookings, refundRequests } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';
import { matchesAnyOf } from '../../db/search-pattern';
import { changeStatus } from './bookings.repository';
import { cancellationRefundOfBooking } from '../../db/sql-rules';

// Who attends: the details given at checkout when there are any, else the account's.
const firstName = sql<string>`coalesce(${bookings.guestFirstName}, ${users.firstName})`;
const lastName = sql<string>`coalesce(${bookings.guestLastName}, ${users.lastName})`;
const email = sql<string>`coalesce(${bookings.guestEmail}, ${users.email}, '')`;
const phone = sql<string>`coalesce(${bookings.guestPhone}, ${users.phone})`;

const merchantBookingColumns = {
  booking: bookings,
  serviceName: services.name,
  teamMemberName: teamMembers.displayName,
  firstName,
  lastName,
  email,
  phone,
  customerUserId: users.id,
  /** Whether the customer was refunded (a cancellation in time, or by Lull): the salon is then paid nothing. */
  refunded: sql<boolean>`${refundRequests.id} is not null`,
};
export type MerchantBookingRow = Awaited<ReturnType<typeof findMerchantBooking>> & {};

function fromBookings(db: Database) {
  return db
    .select(merchantBookingColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .innerJoin(users, eq(users.id, bookings.userId))
    // The booking's one cancellation refund (a move's price-difference refunds are not a refund of the booking).
    .leftJoin(refundRequests, cancellationRefundOfBooking);
}

/**
 * One page of a salon's bookings in the given statuses, searched by service, customer or email, within a view's
 * bounds (`merchantBookingsWindow`) and in its order: soonest or latest appointment first.
 */
export async function listMerchantBookings(
  db: Database,
  merchantId: string,
  { statuses, term, window, limit, offset }: { statuses: readonly BookingStatus[]; term: string; window: MerchantBookingsWindow; limit: number; offset: number },
) {
  const where = and(
    eq(bookings.merchantId, merchantId),
    inArray(bookings.status, [...statuses]),
    matchesAnyOf(term, [services.name, sql`${firstName} || ' ' || ${lastName}`, email]),
    window.startsFrom && gte(bookings.startsAt, window.startsFrom),
    window.startsBefore && lt(bookings.startsAt, window.startsBefore),
    window.endsAfter && gt(bookings.endsAt, window.endsAfter),
    window.endsBy && lte(bookings.endsAt, window.endsBy),
  );
  const order = window.order === 'soonest' ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    fromBookings(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A salon's bookings in the given statuses starting in [from, until), in order: the calendar's days. */
export async function listMerchantBookingsBetween(db: Database, merchantId: string, statuses: readonly BookingStatus[], from: Date, until: Date) {
  return fromBookings(db)
    .where(and(eq(bookings.merchantId, merchantId), inArray(bookings.status, [...statuses]), gte(bookings.startsAt, from), lt(bookings.startsAt, until)))
    .orderBy(bookings.startsAt, bookings.id);
}

export async function findMerchantBooking(db: Database, bookingId: string) {
  const [row] = await fromBookings(db).where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Moves a confirmed booking that has started to completed or no_show. The conditional UPDATE is the guard:
 * of twenty presses at once exactly one moves the row, and only that one goes on to settle it.
 */
export async function markSettled(db: Database, bookingId: string, to: 'completed' | 'no_show', now: Date): Promise<boolean> {
  const moved = await changeStatus(db, and(eq(bookings.id, bookingId), lte(bookings.startsAt, now))!, 'confirmed', to, {
    completionConfirmedAt: now,
  });
  return moved.length === 1;
}

/**
 * The salon or an admin cancels a confirmed booking whose appointment is still to come: only from that state (so a
 * second press, or the customer's own cancellation racing it, has no effect), with the reason the customer is told.
 */
export async function markCancelledWithFullRefund(
  db: Database,
  seen: { id: string; startsAt: Date; calendarSequence: number },
  cancelledBy: 'merchant' | 'admin',
  reason: string,
  now: Date,
): Promise<boolean> {
  // Only the booking as they saw it (not moved since): its cancellation invite then outranks every one before it.
  const which = and(eq(bookings.id, seen.id), gt(bookings.startsAt, now), eq(bookings.startsAt, seen.startsAt), eq(bookings.calendarSequence, seen.calendarSequence))!;
  const moved = await changeStatus(db, which, 'confirmed', 'cancelled', {
    cancelledAt: now,
    cancelledBy,
    cancellationReason: reason,
    // The cancellation's invite outranks every invite sent before it, in the customer's calendar and the salon's feed.
    calendarSequence: seen.calendarSequence + 1,
  });
  return moved.length === 1;
}

export type MoveProposalRow = typeof bookingMoveProposals.$inferSelect;

/** Each booking's latest offer of another time, with the name of whoever it was offered with. */
export async function latestMoveProposals(db: Database, bookingIds: readonly string[]): Promise<Map<string, MoveProposalRow & { teamMemberName: string }>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookingMoveProposals.bookingId], { proposal: bookingMoveProposals, teamMemberName: teamMembers.displayName })
    .from(bookingMoveProposals)
    .innerJoin(teamMembers, eq(teamMembers.id, bookingMoveProposals.teamMemberId))
    .where(inArray(bookingMoveProposals.bookingId, [...bookingIds]))
    // The one pending offer is always the latest; among answered ones, the last made.
    .orderBy(bookingMoveProposals.bookingId, sql`${bookingMoveProposals.status} = 'pending' desc`, desc(bookingMoveProposals.createdAt), desc(bookingMoveProposals.id));
  return new Map(rows.map(({ proposal, teamMemberName }) => [proposal.bookingId, { ...proposal, teamMemberName }]));
}

/** Withdraws the booking's pending offer, if there is one (a new offer replaces it; a cancellation ends it). Answers whether one was. */
export async function withdrawPendingMoveProposal(db: Database, bookingId: string, now: Date): Promise<boolean> {
  const withdrawn = await db
    .update(bookingMoveProposals)
    .set({ status: 'withdrawn', respondedAt: now })
    .where(and(eq(bookingMoveProposals.bookingId, bookingId), eq(bookingMoveProposals.status, 'pending')))
    .returning({ id: bookingMoveProposals.id });
  return withdrawn.length > 0;
}

export async function insertMoveProposal(db: Database, proposal: typeof bookingMoveProposals.$inferInsert): Promise<string> {
  const [row] = await db.insert(bookingMoveProposals).values(proposal).returning({ id: bookingMoveProposals.id });
  if (!row) throw new Error('insert into booking_move_proposals returned no row');
  return row.id;
}

/** Locks the booking's row for a change by its salon, so an offer and a cancellation (or two offers) take turns. */
export async function lockBooking(db: Database, bookingId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}
