import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payouts } from '../../db/schema/payouts';
import { ledgerPlacesOf } from '../revenue/revenue.service';

/** One booking with what each record holds of its money, as `BookingRecords` wants it (pence, London day). */
export interface BookingMoneyRow {
  id: string;
  merchant_id: string;
  business_name: string;
  /** The London day it was paid; null for a hold never paid. */
  paid_on: string | null;
  status: 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'pending' | 'expired';
  confirmed_at: Date | null;
  original_price_pence: number;
  discount_amount_pence: number;
  platform_fee_pence: number;
  final_price_pence: number;
  processing_fee_pence: number;
  merchant_payout_pence: number;
  card_charged_pence: number;
  credit_spent_pence: number;
  credit_returned_pence: number;
  card_refunded_pence: number;
  card_refund_owed_pence: number;
  cancellation_refund_pence: number | null;
  cancellation_refund_pending_pence: number | null;
  settled_pence: number | null;
  settled_credits_before_pence: number | null;
  merchant_debits_pence: number;
}

/**
 * The bookings `which` picks (a condition on the bookings table aliased `b`), each with its charges kept, its credit
 * spent and given back (the credit ledger), its card refunds paid and owed and its cancellation's refund (the refund
 * requests), its settlement in the salon's ledger with that entry's place in the ledger's queue, and all the salon
 * has been paid out. One statement, so every record is read as of one moment.
 */
async function bookingMoneyRecords(db: Database, which: SQL): Promise<BookingMoneyRow[]> {
  const result = await db.execute(sql`
        with chosen as (
          select b.*, ((b.confirmed_at at time zone 'Europe/London')::date)::text as paid_on
          from bookings b
          where ${which}
        ),
        places as (${ledgerPlacesOf(sql`(select distinct merchant_id from chosen)`)}),
        debits as (
          select merchant_id, coalesce(sum(-amount_pence) filter (where amount_pence < 0), 0)::int as pence
          from merchant_revenue_entries
          where merchant_id in (select distinct merchant_id from chosen)
          group by merchant_id
        )
        select p.id, p.merchant_id, m.business_name, p.paid_on, p.status, p.confirmed_at,
          p.original_price_pence, p.discount_amount_pence, p.platform_fee_pence, p.final_price_pence,
          p.processing_fee_pence, p.merchant_payout_pence,
          (select coalesce(sum(pay.amount_pence), 0)::int from payments pay where pay.booking_id = p.id and pay.status = 'succeeded') as card_charged_pence,
          (select coalesce(-sum(c.amount_pence) filter (where c.type = 'spent'), 0)::int from credit_ledger_entries c
            where c.user_id = p.user_id and c.reference_type = 'booking' and c.reference_id = p.id::text) as credit_spent_pence,
          (select coalesce(sum(c.amount_pence) filter (where c.type = 'refund'), 0)::int from credit_ledger_entries c
            where c.user_id = p.user_id and c.reference_type = 'booking' and c.reference_id = p.id::text) as credit_returned_pence,
          (select coalesce(sum(r.card_refund_pence) filter (where r.status = 'completed'), 0)::int from refund_requests r where r.booking_id = p.id) as card_refunded_pence,
          (select coalesce(sum(r.card_refund_pence) filter (where r.status = 'pending'), 0)::int from refund_requests r where r.booking_id = p.id) as card_refund_owed_pence,
          cancellation.refund_pence as cancellation_refund_pence,
          cancellation.pending_pence as cancellation_refund_pending_pence,
          settled.amount_pence as settled_pence,
          settled.credits_before_pence as settled_credits_before_pence,
          coalesce(d.pence, 0) as merchant_debits_pence
        from chosen p
        join merchants m on m.id = p.merchant_id
        left join lateral (
          select r.credits_restored_pence + r.card_refund_pence as refund_pence,
            case when r.status = 'pending' then r.card_refund_pence else 0 end as pending_pence
          from refund_requests r where r.booking_id = p.id and r.reason <> 'price_difference'
        ) cancellation on true
        left join places settled on settled.booking_id = p.id and settled.type = 'booking_settled'
        left join debits d on d.merchant_id = p.merchant_id
        order by p.confirmed_at, p.id`);
  return (result as unknown as { rows: BookingMoneyRow[] }).rows;
}

/** The payouts recorded between two instants, whatever bookings they paid: what the bank shows leaving. */
export async function payoutsRecordedBetween(db: Database, { start, end }: { start: Date; end: Date }): Promise<{ count: number; pence: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, pence: sql<number>`coalesce(sum(${payouts.amountPence}), 0)::int` })
    .from(payouts)
    .where(and(gte(payouts.createdAt, start), lt(payouts.createdAt, end)));
  return { count: row?.count ?? 0, pence: row?.pence ?? 0 };
}

/** The bookings paid (confirmed) between two instants, as `bookingMoneyRecords` reads them. */
export function paidBookingRecords(db: Database, { start, end }: { start: Date; end: Date }): Promise<BookingMoneyRow[]> {
  return bookingMoneyRecords(db, sql`b.confirmed_at >= ${start} and b.confirmed_at < ${end}`);
}

/** The bookings `ids`, as `bookingMoneyRecords` reads them (the bookings export's money columns). */
export async function moneyRecordsOfBookings(db: Database, ids: readonly string[]): Promise<BookingMoneyRow[]> {
  if (ids.length === 0) return [];
  return bookingMoneyRecords(db, sql`b.id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`);
}
