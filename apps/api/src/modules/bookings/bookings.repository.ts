import { canTransition, type BookingStatus } from '@lull/domain/booking-status';
import { type SQL, and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { bookings, payments, refundRequests } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';
import { bookingTerms } from '../../db/schema/terms';
import { cancellationRefundOfBooking, occupiesSlotAt, offPeakPricingFromJson, offPeakPricingJson } from '../../db/sql-rules';

export type BookingRow = typeof bookings.$inferSelect;
type BookingChanges = Omit<Partial<typeof bookings.$inferInsert>, 'status'>;

/**
 * The one writer of a booking's status: the move must be an edge of the domain's booking graph, and the UPDATE
 * touches only rows still in a from-status, so a writer that lost a race cannot skip the graph. Answers the
 * ids it moved.
 */
export async function changeStatus(db: Database, which: SQL, from: BookingStatus | readonly BookingStatus[], to: BookingStatus, changes: BookingChanges = {}): Promise<string[]> {
  const fromStatuses = typeof from === 'string' ? [from] : [...from];
  const illegal = fromStatuses.filter((status) => !canTransition(status, to));
  if (illegal.length > 0) throw new Error(`a booking cannot go from ${illegal.join(', ')} to ${to}`);
  const moved = await db
    .update(bookings)
    .set({ ...changes, status: to })
    .where(and(which, inArray(bookings.status, fromStatuses)))
    .returning({ id: bookings.id });
  return moved.map((row) => row.id);
}

const bookableService = preparedPerDatabase((db) =>
  db
    .select({
      service: services,
      merchant: merchants,
      offPeakPricing: offPeakPricingJson(services.id, merchants.id),
      termsVersion: sql<number | null>`(select max(${bookingTerms.version}) from ${bookingTerms})`,
    })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(
      and(
        eq(services.id, sql.placeholder('serviceId')),
        eq(services.approvalStatus, 'approved'),
        eq(services.isActive, true),
        eq(merchants.status, 'approved'),
        eq(merchants.isPaused, false),
      ),
    )
    .prepare('bookable_service'),
);

/**
 * A service customers may book right now (approved, active, of an approved, unpaused business), with what a
 * hold is priced and recorded by: the business's off-peak pricing of it (null: the default rule) and the booking terms' current version.
 * Every hold asks, so it is a prepared statement.
 */
export async function findBookableService(db: Database, serviceId: string) {
  const [row] = await bookableService(db).execute({ serviceId });
  return row && { ...row, merchantPricing: offPeakPricingFromJson(row.offPeakPricing) };
}

export async function findListedMerchant(db: Database, merchantId: string) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), eq(merchants.status, 'approved'), eq(merchants.isPaused, false)));
  return row;
}

/** Lapsed holds of some team members stop taking their time (the exclusion constraint only ignores them once they say so); answers how many. */
export async function expireLapsedHolds(db: Database, teamMemberIds: readonly string[], now: Date): Promise<number> {
  if (teamMemberIds.length === 0) return 0;
  return (await changeStatus(db, and(inArray(bookings.teamMemberId, [...teamMemberIds]), lte(bookings.holdExpiresAt, now))!, 'pending', 'expired')).length;
}

/**
 * Expires lapsed holds across every service, a batch at a time. SKIP LOCKED lets several API instances run
 * the sweep together without waiting on, or double-handling, each other's rows.
 */
export async function expireLapsedHoldsBatch(db: Database, now: Date, batchSize: number): Promise<number> {
  const lapsed = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return (await changeStatus(db, inArray(bookings.id, lapsed), 'pending', 'expired')).length;
}

/**
 * Inserts a hold for a customer unless they already have as many live holds as `limitReached` allows, or their
 * member no longer fits (`memberStillFits`, which takes the member's row lock); answers the new row, or what stood in
 * the way. One transaction: the customer's hold lock first (so two holds of one customer asked for at once are
 * counted one after the other, on every instance), then the count, then the member's row, then the insert, whose
 * pending row takes its member's insert lock (trigger of migration 0030), so holds racing for a member get one clean
 * exclusion violation (23P01) each instead of deadlocking one another. Every hold takes the locks in that order, so
 * they never wait on each other in a circle.
 */
export async function insertHoldWithinLimit(
  db: Database,
  booking: typeof bookings.$inferInsert & { userId: string },
  now: Date,
  limitReached: (liveHolds: readonly LiveHoldRow[]) => boolean,
  memberStillFits: (tx: Database) => Promise<boolean>,
): Promise<{ inserted: BookingRow } | { refused: LiveHoldRow[] } | { memberChanged: true }> {
  return db.transaction(async (tx) => {
    // Its own statement: a statement's snapshot is taken when it starts, so a count in the same statement as the
    // wait could miss the hold committed by the transaction it waited for.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holds-of:${booking.userId}`}, 0))`);
    const live = await listLiveHoldsOf(tx, booking.userId, now);
    if (limitReached(live)) return { refused: live };
    // The member is read again under their row lock: the salon may have changed them since the times were worked out.
    if (!(await memberStillFits(tx))) return { memberChanged: true };
    const [row] = await tx.insert(bookings).values(booking).returning();
    if (!row) throw new Error('insert into bookings returned no row');
    return { inserted: row };
  });
}

export type LiveHoldRow = Awaited<ReturnType<typeof listLiveHoldsOf>>[number];

/** The customer's pending bookings still inside their hold, oldest first, with what they are for. */
export async function listLiveHoldsOf(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: bookings.id,
      serviceName: services.name,
      businessName: merchants.businessName,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)))
    .orderBy(bookings.createdAt);
}

/**
 * The customer lets their own hold go: it ends now, as if it had lapsed ('expired' keeps released holds out of
 * the cancellations salons and admins count). False when it is not the customer's or no longer pending.
 */
export async function releaseOwnHold(db: Database, userId: string, bookingId: string, now: Date): Promise<boolean> {
  const moved = await changeStatus(db, and(eq(bookings.id, bookingId), eq(bookings.userId, userId))!, 'pending', 'expired', { holdExpiresAt: now });
  return moved.length > 0;
}

export async function currentBookingTerms(db: Database) {
  const [row] = await db.select().from(bookingTerms).orderBy(desc(bookingTerms.version)).limit(1);
  return row;
}

const bookingWithListing = {
  booking: bookings,
  serviceName: services.name,
  serviceDescription: services.description,
  serviceCategory: services.category,
  serviceImageUrl: services.imageUrl,
  merchantBusinessName: merchants.businessName,
  merchantAddressLine1: merchants.addressLine1,
  merchantAddressLine2: merchants.addressLine2,
  merchantCity: merchants.city,
  merchantPostcode: merchants.postcode,
  merchantPhone: merchants.phone,
  teamMemberName: teamMembers.displayName,
  // The card that paid, for the receipt: the booking's own payment (a dearer move's difference is a second one).
  cardBrand: sql<string | null>`(select ${payments.cardBrand} from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'succeeded' and ${payments.purpose} = 'booking' limit 1)`,
  cardLast4: sql<string | null>`(select ${payments.cardLast4} from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'succeeded' and ${payments.purpose} = 'booking' limit 1)`,
};
export type BookingWithListing = Awaited<ReturnType<typeof listUserBookings>>[number];

export async function listUserBookings(db: Database, userId: string) {
  return db
    .select(bookingWithListing)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'confirmed', 'completed', 'no_show', 'cancelled'])))
    .orderBy(bookings.startsAt);
}

/** One of the user's own bookings; someone else's is as good as absent. */
export async function findUserBooking(db: Database, userId: string, bookingId: string) {
  const [row] = await db
    .select(bookingWithListing)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}

/** Cancels only from the status the caller saw, so two cancellations racing have one effect. */
export async function markCancelled(db: Database, bookingId: string, fromStatus: BookingStatus, now: Date): Promise<boolean> {
  const moved = await changeStatus(db, eq(bookings.id, bookingId), fromStatus, 'cancelled', { cancelledAt: now, cancelledBy: 'customer', holdExpiresAt: null });
  return moved.length === 1;
}

/** Confirms a held booking; false when it is no longer pending (its hold lapsed and someone else took the time). */
export async function confirmHeldBooking(db: Database, bookingId: string, creditsUsedPence: number, now: Date): Promise<boolean> {
  const moved = await changeStatus(db, eq(bookings.id, bookingId), 'pending', 'confirmed', { confirmedAt: now, creditsUsedPence, holdExpiresAt: null });
  return moved.length === 1;
}

/** The contact details given at checkout and the credit chosen, kept on the hold while it is pending. */
export async function saveGuestContactAndCredits(
  db: Database,
  bookingId: string,
  details: { creditsUsedPence: number; guestFirstName?: string; guestLastName?: string; guestEmail?: string; guestPhone?: string },
): Promise<void> {
  await db.update(bookings).set(details).where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
}

/** The user's bookings that are still to happen and still hold a time: confirmed, or pending (an unpaid hold). */
export async function listUpcomingActiveBookings(db: Database, userId: string, now: Date) {
  return db
    .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startsAt, now)))
    .orderBy(bookings.startsAt);
}

/** Whether any of the user's bookings yet to start occupies its slot at `now`. */
export async function hasUpcomingOccupyingBooking(db: Database, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), gt(bookings.startsAt, now), occupiesSlotAt(now)))
    .limit(1);
  return row !== undefined;
}

/** The addresses the user gave for their bookings' confirmations. */
export async function listBookingContactEmails(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: bookings.guestEmail })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNotNull(bookings.guestEmail)));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/** Bookings stay (amounts, dates, statuses) without the contact details given at payment or the free-text notes. */
export async function eraseBookingContacts(db: Database, userId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ guestFirstName: null, guestLastName: null, guestEmail: null, guestPhone: null, notes: null })
    .where(eq(bookings.userId, userId));
}

export async function insertRefundRequest(db: Database, request: typeof refundRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(refundRequests).values(request).returning({ id: refundRequests.id });
  return row!.id;
}

/** Bookings paid for and not cancelled, and what their off-peak prices took off, in pence. */
export async function sumMadeBookings(db: Database): Promise<{ count: number; discountPence: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, discountPence: sql<number>`coalesce(sum(${bookings.discountAmountPence}), 0)::int` })
    .from(bookings)
    .where(inArray(bookings.status, ['confirmed', 'completed', 'no_show']));
  return row ?? { count: 0, discountPence: 0 };
}

/**
 * A business's bookings still to come that hold a time (a live hold, or confirmed), with what a cancellation
 * notice needs, locked in start order so two deletions of one business cannot cancel one booking twice.
 */
export async function lockUpcomingBookingsOfMerchant(db: Database, merchantId: string, now: Date) {
  return db
    .select({
      booking: bookings,
      serviceName: services.name,
      merchantBusinessName: merchants.businessName,
      customerEmail: users.email,
      customerFirstName: users.firstName,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.merchantId, merchantId), inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startsAt, now)))
    .orderBy(bookings.startsAt, bookings.id)
    .for('update', { of: bookings });
}

/** The same bookings unlocked, for the admin's Delete to say beforehand what it would cancel (decision 042). */
export async function upcomingBookingsOfMerchant(db: Database, merchantId: string, now: Date) {
  return db
    .select({ status: bookings.status, finalPricePence: bookings.finalPricePence, creditsUsedPence: bookings.creditsUsedPence })
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startsAt, now)));
}

/** Lull cancels a booking (its business was closed): only from the status the caller saw. */
export async function markCancelledByLull(db: Database, bookingId: string, fromStatus: BookingStatus, now: Date): Promise<boolean> {
  const moved = await changeStatus(db, eq(bookings.id, bookingId), fromStatus, 'cancelled', { cancelledAt: now, cancelledBy: 'admin', holdExpiresAt: null });
  return moved.length === 1;
}

/**
 * Paid bookings cancelled without a refund (within 24 hours of the start: no refund request was made) whose
 * start has passed and which have not been settled to the salon yet, locked so that two workers never settle the
 * same one (the ledger's unique settlement per booking is the last word).
 */
export async function lockLateCancellationsDue(db: Database, now: Date, batchSize: number) {
  return db
    .select({ booking: bookings, serviceName: services.name })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        isNotNull(bookings.confirmedAt),
        sql`${bookings.lateCancellationSettledAt} is null`,
        lte(bookings.startsAt, now),
        // A cheaper move's difference refund is not a cancellation's: such a booking is still settled.
        sql`not exists (select 1 from ${refundRequests} where ${cancellationRefundOfBooking})`,
      ),
    )
    .orderBy(bookings.startsAt)
    .limit(batchSize)
    .for('update', { of: bookings, skipLocked: true });
}

export async function markLateCancellationSettled(db: Database, bookingId: string, now: Date): Promise<void> {
  await db.update(bookings).set({ lateCancellationSettledAt: now }).where(eq(bookings.id, bookingId));
}
