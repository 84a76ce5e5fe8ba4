import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentWebhookEvents, payments } from '../../db/schema/bookings';

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

/** The payment of a gateway intent, whoever owns it (webhooks carry no session). */
export async function findPaymentByReference(db: Database, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayReference, intentId));
  return row;
}

export async function attachGatewayReference(db: Database, paymentId: string, intentId: string): Promise<void> {
  await db.update(payments).set({ gatewayReference: intentId }).where(eq(payments.id, paymentId));
}

export type PaymentStatus = PaymentRow['status'];

/**
 * Moves a payment on only from a state the caller expects: of two confirmations racing, the second waits
 * for the first's row lock, then finds the state gone and changes nothing.
 */
export async function movePayment(
  db: Database,
  paymentId: string,
  from: PaymentStatus | readonly PaymentStatus[],
  changes: Partial<typeof payments.$inferInsert>,
): Promise<boolean> {
  const fromStatuses = typeof from === 'string' ? [from] : [...from];
  const updated = await db
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, paymentId), inArray(payments.status, fromStatuses)))
    .returning({ id: payments.id });
  return updated.length === 1;
}

/**
 * Takes over a sandbox payment left "processing" by a process that died mid-charge (its claim older than
 * `stalledSeconds` by the database's clock, which also stamps updated_at on every change): one caller wins, as
 * with any claim. Answers whether this caller now holds it.
 */
export async function reclaimStalledPayment(db: Database, paymentId: string, stalledSeconds: number): Promise<boolean> {
  const updated = await db
    .update(payments)
    .set({ status: 'processing' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing'), sql`${payments.updatedAt} < now() - make_interval(secs => ${stalledSeconds})`))
    .returning({ id: payments.id });
  return updated.length === 1;
}

export async function webhookEventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select({ eventId: paymentWebhookEvents.eventId }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  return Boolean(row);
}

/** Records a webhook event; false when it was recorded before (a redelivery, or a concurrent twin that won). */
export async function recordWebhookEvent(db: Database, event: { eventId: string; gateway: string; type: string }): Promise<boolean> {
  const inserted = await db.insert(paymentWebhookEvents).values(event).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length === 1;
}


/** A booking's kept card charges, oldest first: its own payment and any dearer move's (decision 051). */
export async function listSucceededPaymentsOfBooking(db: Database, bookingId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
