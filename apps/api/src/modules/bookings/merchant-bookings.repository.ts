import type { BookingStatus } from '@lull/domain/booking-status';
import type { MerchantBookingsWindow } from '@lull/domain/merchant-booking-views';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, refundRequests } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';
import { matchesAnyOf } from '../../db/search-pattern';
import { changeStatus } from './bookings.repository';

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
    .leftJoin(refundRequests, eq(refundRequests.bookingId, bookings.id));
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
