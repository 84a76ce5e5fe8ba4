import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { waitlistEntries } from '../../db/schema/waitlist';
import { occupiesSlotAt, someMemberFreeFor } from '../../db/sql-rules';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** A service customers may book now (approved, active, of an approved, unpaused business): only its times are waited for. */
export async function findWaitableService(db: Database, serviceId: string) {
  const [row] = await db
    .select({ service: services, merchant: merchants })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(
      and(
        eq(services.id, serviceId),
        eq(services.approvalStatus, 'approved'),
        eq(services.isActive, true),
        eq(merchants.status, 'approved'),
        eq(merchants.isPaused, false),
      ),
    );
  return row;
}

/** The service's bookings that hold their time now (confirmed, or inside a live hold) overlapping [from, until). */
export async function occupyingBookings(db: Database, serviceId: string, from: Date, until: Date, now: Date) {
  return db
    .select({ userId: bookings.userId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.serviceId, serviceId), gt(bookings.endsAt, from), sql`${bookings.startsAt} < ${until}`, occupiesSlotAt(now)));
}

/** Inserts an entry; null when the customer already waits for this time (the partial unique index decides, also in a race). */
export async function insertEntry(db: Database, entry: typeof waitlistEntries.$inferInsert): Promise<WaitlistEntryRow | null> {
  const [row] = await db.insert(waitlistEntries).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}

const entryWithListing = {
  entry: waitlistEntries,
  serviceName: services.name,
  durationMinutes: services.durationMinutes,
  businessName: merchants.businessName,
};

/** The customer's entries still waiting for a time ahead and not booked by them since, soonest first. */
export async function listLiveEntriesOf(db: Database, userId: string, now: Date) {
  return db
    .select(entryWithListing)
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .innerJoin(merchants, eq(merchants.id, waitlistEntries.merchantId))
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        isNull(waitlistEntries.leftAt),
        gt(waitlistEntries.startsAt, now),
        // Once the customer has booked (or holds) the time, there is nothing left to wait for.
        sql`not exists (select 1 from ${bookings} where ${bookings.userId} = ${waitlistEntries.userId} and ${bookings.serviceId} = ${waitlistEntries.serviceId}
          and ${bookings.startsAt} = ${waitlistEntries.startsAt} and ${occupiesSlotAt(now)})`,
      ),
    )
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.position));
}

/** The customer leaves one of their own entries; false when it is not theirs or already left. */
export async function markLeft(db: Database, userId: string, entryId: string, now: Date): Promise<boolean> {
  const left = await db
    .update(waitlistEntries)
    .set({ leftAt: now })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId), isNull(waitlistEntries.leftAt)))
    .returning({ id: waitlistEntries.id });
  return left.length > 0;
}

/**
 * Entries not yet told whose time is ahead and free again (no booking of the service holds any of it now), in
 * join order, locked: SKIP LOCKED lets two runs (or instances) share the work without telling anyone twice.
 */
export async function lockEntriesDue(db: Database, now: Date, batchSize: number) {
  return db
    .select({ ...entryWithListing, email: users.email, firstName: users.firstName })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .innerJoin(merchants, eq(merchants.id, waitlistEntries.merchantId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        isNull(waitlistEntries.notifiedAt),
        isNull(waitlistEntries.leftAt),
        gt(waitlistEntries.startsAt, now),
        // A closed account is told nothing.
        isNull(users.deletedAt),
        // Someone who does the treatment is free for it again (a cancellation, a lapsed hold, a block removed…).
        someMemberFreeFor(
          {
            serviceId: sql`${waitlistEntries.serviceId}`,
            date: sql`${waitlistEntries.bookingDate}`,
            time: sql`${waitlistEntries.bookingTime}`,
            startsAt: sql`${waitlistEntries.startsAt}`,
            durationMinutes: sql`${services.durationMinutes}`,
            bufferMinutes: sql`${services.bufferMinutes}`,
          },
          now,
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.position))
    .limit(batchSize)
    .for('update', { of: waitlistEntries, skipLocked: true });
}

/** Marks an entry told; the condition keeps a second marking from counting. */
export async function markNotified(db: Database, entryId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(waitlistEntries)
    .set({ notifiedAt: now })
    .where(and(eq(waitlistEntries.id, entryId), isNull(waitlistEntries.notifiedAt)))
    .returning({ id: waitlistEntries.id });
  return marked.length > 0;
}
