import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, payments } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Database, payment: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function findUserPayment(db: Database, userId: string, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.gatewayReference, intentId), eq(payments.userId, userId)));
  return row;
}

/** Moves a payment on only from the state the caller saw: of two confirmations racing, one charges. */
export async function movePayment(
  db: Database,
  paymentId: string,
  from: PaymentRow['status'],
  changes: Partial<typeof payments.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning({ id: payments.id });
  return updated.length === 1;
}

export async function saveGuestContactAndCredits(
  db: Database,
  bookingId: string,
  details: { creditsUsedPence: number; guestFirstName?: string; guestLastName?: string; guestEmail?: string; guestPhone?: string },
): Promise<void> {
  await db.update(bookings).set(details).where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
}

/** Confirms a held booking; false when it is no longer pending (its hold lapsed and someone else took the time). */
export async function confirmHeldBooking(db: Database, bookingId: string, creditsUsedPence: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: now, creditsUsedPence, holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
    .returning({ id: bookings.id });
  return updated.length === 1;
}

/** Serialises everything that changes one user's credit: the caller's transaction holds the row lock. */
export async function lockUser(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
