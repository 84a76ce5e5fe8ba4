import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { merchantRevenueEntries, payouts } from '../../db/schema/payouts';

export type NewRevenueEntry = typeof merchantRevenueEntries.$inferInsert;

/**
 * Writes one ledger entry and moves the balance by its amount, in the caller's transaction. The balance's check
 * (never negative) refuses a debit larger than it; the unique index refuses a booking's second settlement.
 * Returns the new balance.
 */
export async function insertRevenueEntry(db: Database, entry: NewRevenueEntry): Promise<number> {
  await db.insert(merchantRevenueEntries).values(entry);
  const [row] = await db
    .update(merchants)
    .set({ revenueBalancePence: sql`${merchants.revenueBalancePence} + ${entry.amountPence}` })
    .where(eq(merchants.id, entry.merchantId))
    .returning({ balance: merchants.revenueBalancePence });
  if (!row) throw new Error(`merchant ${entry.merchantId} not found for a revenue entry`);
  return row.balance;
}

/** A merchant's entries with the booking each settlement came from and the payout each payout entry records. */
function entriesWithBookings(db: Database) {
  return db
    .select({
      id: merchantRevenueEntries.id,
      type: merchantRevenueEntries.type,
      amountPence: merchantRevenueEntries.amountPence,
      description: merchantRevenueEntries.description,
      createdAt: merchantRevenueEntries.createdAt,
      bookingId: merchantRevenueEntries.bookingId,
      payoutId: merchantRevenueEntries.payoutId,
      payoutReference: payouts.reference,
      serviceName: services.name,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      bookingStatus: bookings.status,
      originalPricePence: bookings.originalPricePence,
      discountAmountPence: bookings.discountAmountPence,
      merchantPayoutPence: bookings.merchantPayoutPence,
    })
    .from(merchantRevenueEntries)
    .leftJoin(bookings, eq(bookings.id, merchantRevenueEntries.bookingId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(payouts, eq(payouts.id, merchantRevenueEntries.payoutId));
}

/** One page of a merchant's entries, newest first, with the booking each settlement came from. */
export async function listRevenueEntries(db: Database, merchantId: string, { limit, offset }: { limit: number; offset: number }) {
  const where = eq(merchantRevenueEntries.merchantId, merchantId);
  const [rows, [total]] = await Promise.all([
    entriesWithBookings(db)
      .where(where)
      .orderBy(desc(merchantRevenueEntries.createdAt), desc(merchantRevenueEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(merchantRevenueEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * A merchant's balance before `start` and its entries from `start` until `end`, oldest first, read from one
 * snapshot so that the two agree however many entries are written meanwhile.
 */
export async function revenueEntriesOver(db: Database, merchantId: string, { start, end }: { start: Date; end: Date }) {
  return db.transaction(
    async (tx) => {
      const [opening] = await tx
        .select({ pence: sql<number>`coalesce(sum(${merchantRevenueEntries.amountPence}), 0)::int` })
        .from(merchantRevenueEntries)
        .where(and(eq(merchantRevenueEntries.merchantId, merchantId), lt(merchantRevenueEntries.createdAt, start)));
      const entries = await entriesWithBookings(tx)
        .where(and(eq(merchantRevenueEntries.merchantId, merchantId), gte(merchantRevenueEntries.createdAt, start), lt(merchantRevenueEntries.createdAt, end)))
        // Entries written in one transaction share its timestamp; the balance can never go below zero, so at one
        // instant money in came before money out.
        .orderBy(asc(merchantRevenueEntries.createdAt), desc(merchantRevenueEntries.amountPence), asc(merchantRevenueEntries.id));
      return { openingPence: opening?.pence ?? 0, entries };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
export type RevenueEntryRow = Awaited<ReturnType<typeof listRevenueEntries>>['rows'][number];

/** The ledger's sum, to check the running balance against (tests and the admin's reconciliation). */
export async function sumRevenueEntries(db: Database, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${merchantRevenueEntries.amountPence}), 0)::int` })
    .from(merchantRevenueEntries)
    .where(and(eq(merchantRevenueEntries.merchantId, merchantId)));
  return row?.total ?? 0;
}

/**
 * What the salon's confirmed bookings will pay it once marked completed or no-show (each its stored payout, as
 * `settlementAmount` in packages/domain), and how many there are.
 */
export async function pendingRevenue(db: Database, merchantId: string): Promise<{ pence: number; bookings: number }> {
  const [row] = await db
    .select({
      pence: sql<number>`coalesce(sum(${bookings.merchantPayoutPence}), 0)::int`,
      bookings: count(),
    })
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), eq(bookings.status, 'confirmed')));
  return { pence: row?.pence ?? 0, bookings: row?.bookings ?? 0 };
}

/**
 * Every entry of the ledgers of `merchantIds` (SQL for a parenthesised list or subquery) with its place in its salon's
 * queue (`payout-allocation` in packages/domain, decision 055): how much came in and went out before it, in the
 * statement's order (oldest first, money in before money out at one instant). `until` (SQL for an instant) leaves out
 * what came later, which no place before it depends on.
 */
export function ledgerPlacesOf(merchantIds: SQL, until?: SQL): SQL {
  return sql`select e.id, e.merchant_id, e.type, e.amount_pence, e.booking_id, e.payout_id, e.description, e.created_at,
      (sum(greatest(e.amount_pence, 0)) over queue - greatest(e.amount_pence, 0))::int as credits_before_pence,
      (sum(greatest(-e.amount_pence, 0)) over queue - greatest(-e.amount_pence, 0))::int as debits_before_pence
    from merchant_revenue_entries e
    where e.merchant_id in ${merchantIds}${until ? sql` and e.created_at <= ${until}` : sql``}
    window queue as (partition by e.merchant_id order by e.created_at, e.amount_pence desc, e.id)`;
}

/**
 * The money in (settlements, positive adjustments) whose place in the salon's queue overlaps the payout's: what the
 * payout paid, oldest first, each with both places for `paidByDebit`, and its booking's treatment and time.
 */
export async function creditsReachedByPayout(db: Database, merchantId: string, payoutId: string) {
  const result = await db.execute(sql`
    with places as (${ledgerPlacesOf(sql`(${merchantId}::uuid)`, sql`(select created_at from merchant_revenue_entries where payout_id = ${payoutId}::uuid)`)}),
    payout as (select debits_before_pence, -amount_pence as amount_pence from places where payout_id = ${payoutId}::uuid)
    select c.id, c.type, c.amount_pence, c.credits_before_pence, c.booking_id, c.description, c.created_at,
      payout.debits_before_pence as payout_debits_before_pence, payout.amount_pence as payout_amount_pence,
      s.name as service_name, b.booking_date::text as booking_date, b.booking_time
    from places c
    cross join payout
    left join bookings b on b.id = c.booking_id
    left join services s on s.id = b.service_id
    where c.amount_pence > 0
      and c.credits_before_pence < payout.debits_before_pence + payout.amount_pence
      and c.credits_before_pence + c.amount_pence > payout.debits_before_pence
    order by c.created_at, c.amount_pence desc, c.id`);
  return (
    result as unknown as {
      rows: {
        id: string;
        type: 'booking_settled' | 'adjustment';
        amount_pence: number;
        credits_before_pence: number;
        booking_id: string | null;
        description: string;
        created_at: Date | string;
        payout_debits_before_pence: number;
        payout_amount_pence: number;
        service_name: string | null;
        booking_date: string | null;
        booking_time: string | null;
      }[];
    }
  ).rows;
}

/** Every payout of the salons `merchantIds` with its place in its salon's queue and its reference, oldest first. */
export async function payoutPlacesOf(db: Database, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return [];
  const ids = sql`(${sql.join(
    merchantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const result = await db.execute(sql`
    select places.merchant_id, places.debits_before_pence, -places.amount_pence as amount_pence, p.reference
    from (${ledgerPlacesOf(ids)}) places
    join payouts p on p.id = places.payout_id
    where places.type = 'payout'
    order by places.merchant_id, places.debits_before_pence`);
  return (result as unknown as { rows: { merchant_id: string; debits_before_pence: number; amount_pence: number; reference: string }[] }).rows;
}
