import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentStatus } from '../../db/schema/bookings';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** What the whole platform is doing, every instance's work together: GET /metrics' figures from the database. */
export interface PlatformFigures {
  /** Mails waiting in the outbox, and how long the longest-waiting one (due, not yet sent) has waited. */
  outboxDepth: number;
  outboxOldestDueSeconds: number;
  /** Bookings started in the last minute: each begins as a hold on its time. */
  holdsLastMinute: number;
  /** Payments begun in the last minute, by their status now (every status, 0 when none). */
  paymentsLastMinute: Record<string, number>;
}

/** One statement, each part read off an index: the outbox's pending index, bookings' and payments' created-at. */
export async function platformFigures(db: Database): Promise<PlatformFigures> {
  const result = (await db.execute(sql`
    select
      (select count(*) from mail_outbox where status = 'pending') as outbox_depth,
      (select coalesce(extract(epoch from now() - min(available_at)), 0) from mail_outbox where status = 'pending' and available_at <= now()) as outbox_oldest,
      (select count(*) from bookings where created_at > now() - interval '1 minute') as holds,
      (select coalesce(json_object_agg(status, payments), '{}') from (
        select status, count(*) as payments from payments where created_at > now() - interval '1 minute' group by status) recent) as payments`)) as unknown as {
    rows: { outbox_depth: string | number; outbox_oldest: string | number; holds: string | number; payments: Record<string, string | number> }[];
  };
  const row = result.rows[0]!;
  return {
    outboxDepth: Number(row.outbox_depth),
    outboxOldestDueSeconds: Number(row.outbox_oldest),
    holdsLastMinute: Number(row.holds),
    paymentsLastMinute: Object.fromEntries(paymentStatus.enumValues.map((status) => [status, Number(row.payments[status] ?? 0)])),
  };
}
