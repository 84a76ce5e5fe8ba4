import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/**
 * The rules that must hold of the whole database whatever happened before: each is a query for the rows that
 * break it, so a failure names them. `openTestDatabase().close()` runs them after every API test file, and the
 * fuzz, crash and several-instance tests run them after their load.
 */
const INVARIANTS: { rule: string; offenders: SQL }[] = [
  {
    rule: 'no team member is in two places at once',
    // Active as diary_occupancy_no_overlap means it (a pending hold or a confirmed booking), and a visit that took
    // place: a completed or missed visit still held the member, clean-up buffer included (decision 050).
    offenders: sql`
      select a.id as booking, b.id as overlaps
      from bookings a join bookings b on a.team_member_id = b.team_member_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at + make_interval(mins => a.buffer_minutes), '[)')
          && tstzrange(b.starts_at, b.ends_at + make_interval(mins => b.buffer_minutes), '[)')
      where a.status in ('pending', 'confirmed', 'completed', 'no_show') and b.status in ('pending', 'confirmed', 'completed', 'no_show')`,
  },
  {
    rule: 'every active booking takes its member in the diary, and nothing else does',
    offenders: sql`
      select b.id as booking, o.id as occupancy
      from bookings b full join diary_occupancy o on o.booking_id = b.id
      where (b.id is not null and b.status in ('pending', 'confirmed')
          and (o.id is null or o.team_member_id <> b.team_member_id or o.starts_at <> b.starts_at
            or o.ends_at <> b.ends_at + make_interval(mins => b.buffer_minutes)))
        or (o.booking_id is not null and (b.id is null or b.status not in ('pending', 'confirmed')))`,
  },
  {
    rule: "every business's revenue balance equals its ledger and is not negative",
    offenders: sql`
      select m.id as merchant, m.revenue_balance_pence as balance, coalesce(sum(e.amount_pence), 0)::int as ledger
      from merchants m left join merchant_revenue_entries e on e.merchant_id = m.id
      group by m.id having m.revenue_balance_pence <> coalesce(sum(e.amount_pence), 0) or m.revenue_balance_pence < 0`,
  },
  {
    rule: "no customer's credit balance (the sum of their ledger) is negative",
    offenders: sql`select user_id, sum(amount_pence)::int as balance from credit_ledger_entries group by user_id having sum(amount_pence) < 0`,
  },
  {
    rule: 'every credit spend or expiry is drawn from grants in full, and no grant is drawn beyond its amount',
    offenders: sql`
      select e.id as entry, e.type, e.amount_pence, coalesce(sum(a.amount_pence), 0)::int as drawn
      from credit_ledger_entries e left join credit_allocations a on a.debit_entry_id = e.id
      where e.amount_pence < 0 group by e.id having coalesce(sum(a.amount_pence), 0) <> -e.amount_pence
      union all
      select e.id, e.type, e.amount_pence, sum(a.amount_pence)::int
      from credit_ledger_entries e join credit_allocations a on a.grant_entry_id = e.id
      where e.amount_pence > 0 group by e.id having sum(a.amount_pence) > e.amount_pence`,
  },
  {
    // Confirming clears the hold, so "confirmed after its hold lapsed without a payment" is this rule too: no
    // booking is confirmed, lapsed hold or not, without the charge and the credit spend that pay for it.
    // A booking's amounts are what it costs now (decision 051): its card charges (the booking's and any dearer move's)
    // less what cheaper moves gave back to the card, and the credit spent less what they gave back as credit.
    rule: 'every confirmed booking has its payment: the card part charged, the credit part spent',
    offenders: sql`
      select b.id as booking, b.status, b.final_price_pence, b.credits_used_pence
      from bookings b
      where (b.confirmed_at is not null or b.status in ('confirmed', 'completed', 'no_show'))
        and (
          (b.final_price_pence > b.credits_used_pence and not exists (
            select 1 from payments p where p.booking_id = b.id and p.status = 'succeeded' and p.purpose = 'booking'))
          or b.final_price_pence - b.credits_used_pence <>
            coalesce((select sum(p.amount_pence) from payments p where p.booking_id = b.id and p.status = 'succeeded'), 0)
            - coalesce((select sum(r.card_refund_pence) from refund_requests r where r.booking_id = b.id and r.reason = 'price_difference'), 0)
          or b.credits_used_pence <> -coalesce((
            select sum(c.amount_pence) from credit_ledger_entries c where c.reference_id = b.id::text and c.type = 'spent'), 0)
            - coalesce((select sum(r.credits_restored_pence) from refund_requests r where r.booking_id = b.id and r.reason = 'price_difference'), 0)
        )`,
  },
  {
    rule: 'no charge is kept without a confirmed booking behind it',
    offenders: sql`
      select p.id as payment, b.id as booking, b.status
      from payments p join bookings b on b.id = p.booking_id
      where p.status = 'succeeded' and b.confirmed_at is null and b.status not in ('confirmed', 'completed', 'no_show')`,
  },
  {
    rule: 'no booking has two charges kept for itself, and every dearer move kept was paid for one',
    offenders: sql`
      select booking_id, count(*)::int as charges from payments where status = 'succeeded' and purpose = 'booking' group by booking_id having count(*) > 1
      union all
      select p.booking_id, -1 from payments p where p.status = 'succeeded' and p.purpose = 'price_difference'
        and not exists (select 1 from booking_events e where e.booking_id = p.booking_id and e.kind = 'rescheduled' and e.price_change_pence = p.amount_pence)`,
  },
  {
    rule: 'every refund is paid at most once: no more card back than charged, no more credit back than spent',
    offenders: sql`
      select r.id as refund_request, r.booking_id, r.card_refund_pence, r.credits_restored_pence
      from refund_requests r join bookings b on b.id = r.booking_id
      where (r.reason <> 'price_difference' and r.card_refund_pence > b.final_price_pence - b.credits_used_pence)
        or (r.status = 'completed' and r.card_refund_pence > 0 and r.gateway_refund_reference is null)
        or coalesce((select sum(x.card_refund_pence) from refund_requests x where x.booking_id = b.id), 0)
          > coalesce((select sum(p.amount_pence) from payments p where p.booking_id = b.id and p.status = 'succeeded'), 0)
        or coalesce((select sum(c.amount_pence) from credit_ledger_entries c where c.reference_id = b.id::text and c.type = 'refund'), 0)
          > -coalesce((select sum(c.amount_pence) from credit_ledger_entries c where c.reference_id = b.id::text and c.type = 'spent'), 0)`,
  },
  {
    rule: 'a pending booking always has a hold, and a settled visit is settled to its business once, for the payout it was priced with',
    offenders: sql`
      select b.id as booking, b.status::text as problem from bookings b where b.status = 'pending' and b.hold_expires_at is null
      union all
      select e.booking_id, 'settled ' || count(*) from merchant_revenue_entries e
      where e.type = 'booking_settled' group by e.booking_id having count(*) > 1
      union all
      select e.booking_id, 'settled ' || e.amount_pence || ', priced to pay ' || b.merchant_payout_pence from merchant_revenue_entries e
      join bookings b on b.id = e.booking_id where e.type = 'booking_settled' and e.amount_pence <> b.merchant_payout_pence`,
  },
  {
    // Decision 051: a salon's cancellation gives the customer everything back, so the salon is never paid for it.
    rule: 'a paid booking the salon cancelled has its full refund requested and is never settled to the salon',
    offenders: sql`
      select b.id as booking, 'no full refund' as problem from bookings b
      where b.cancelled_by = 'merchant' and b.confirmed_at is not null and not exists (
        select 1 from refund_requests r where r.booking_id = b.id and r.reason = 'salon_cancellation'
          and r.card_refund_pence + r.credits_restored_pence = r.total_paid_pence)
      union all
      select e.booking_id, 'settled to the salon' from merchant_revenue_entries e join bookings b on b.id = e.booking_id
      where b.cancelled_by = 'merchant' and e.type = 'booking_settled'`,
  },
];

/** The rules each listed with the rows that break it (at most five apiece); empty when all hold. */
export async function findInvariantBreaches(db: Database): Promise<string[]> {
  const breaches: string[] = [];
  for (const { rule, offenders } of INVARIANTS) {
    const result = (await db.execute(sql`select * from (${offenders}) as offenders limit 5`)) as unknown as { rows: object[] };
    if (result.rows.length > 0) breaches.push(`${rule}: ${JSON.stringify(result.rows)}`);
  }
  return breaches;
}

export async function assertInvariants(db: Database): Promise<void> {
  const breaches = await findInvariantBreaches(db);
  if (breaches.length > 0) throw new Error(`database invariants broken:\n- ${breaches.join('\n- ')}`);
}
