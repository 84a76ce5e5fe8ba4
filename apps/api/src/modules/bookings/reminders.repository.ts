import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { teamMembers } from '../../db/schema/team';
import { users } from '../../db/schema/users';

// The day-before London wall time of the start (reminderDueAt in SQL, for the scan; the job checks each row again in TypeScript).
const dueAt = sql`((${bookings.startsAt} at time zone 'Europe/London') - interval '1 day') at time zone 'Europe/London'`;

/**
 * Claims confirmed bookings whose reminder is due and not yet sent for their current start. SKIP LOCKED lets
 * several API instances run the job together: a row another is reminding is skipped, and once that one commits
 * reminder_sent_for equals starts_at, so the row no longer matches (PostgreSQL re-checks the condition on it).
 * The claim holds until the caller's transaction ends. Uses bookings_reminder_due_idx.
 */
export async function claimDueReminders(db: Database, now: Date, batchSize: number) {
  return db
    .select({
      booking: bookings,
      serviceName: services.name,
      teamMemberName: teamMembers.displayName,
      businessName: merchants.businessName,
      addressLine1: merchants.addressLine1,
      addressLine2: merchants.addressLine2,
      city: merchants.city,
      postcode: merchants.postcode,
      salonPolicy: merchants.specificPolicies,
      userEmail: users.email,
      userFirstName: users.firstName,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`${bookings.reminderSentFor} is distinct from ${bookings.startsAt}`,
        gt(bookings.startsAt, now),
        // A day and the hour a clock change adds: the index's range; the due time itself decides.
        lte(bookings.startsAt, sql`${now.toISOString()}::timestamptz + interval '26 hours'`),
        sql`${dueAt} <= ${now.toISOString()}::timestamptz`,
        sql`${bookings.confirmedAt} <= ${bookings.startsAt} - interval '24 hours'`,
      ),
    )
    .orderBy(bookings.startsAt)
    .limit(batchSize)
    .for('update', { of: bookings, skipLocked: true });
}

export type DueReminder = Awaited<ReturnType<typeof claimDueReminders>>[number];

/** Records the reminder for the start it was sent for; only while that is still the start (false otherwise). */
export async function markReminderSent(db: Database, bookingId: string, sentFor: Date, outboxId: string | null): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set({ reminderSentFor: sentFor, reminderOutboxId: outboxId })
    .where(and(eq(bookings.id, bookingId), eq(bookings.startsAt, sentFor)))
    .returning({ id: bookings.id });
  return updated.length === 1;
}
