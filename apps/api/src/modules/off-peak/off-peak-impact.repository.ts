import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { diaryOccupancy } from '../../db/schema/bookings';
import { offPeakPricingSettings, offPeakSchedules } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { teamMembers } from '../../db/schema/team';
import type { WorkingRange } from '@lull/domain/team';

/**
 * The off-peak figures' reads (decision 057). The bookings are summed by the database, grouped by salon, rule and
 * London week in one query whatever the number of salons; the rest (rules, teams, blocks) are a few rows a salon.
 */

/** A window of a rule as the bookings query matches it: `merchantId` null for Lull's standard hours (any salon). */
export interface RuleWindowRow {
  merchantId: string | null;
  ruleKey: string;
  /** Attribution order: a booking in several rules' windows goes to the lowest. */
  rank: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface ImpactBookingRow {
  merchantId: string;
  /** A rule's key, or null for a booking in no rule's hours. */
  ruleKey: string | null;
  weekStart: string;
  bookings: number;
  revenuePence: number;
  discountPence: number;
  bookedMinutes: number;
}

/**
 * Off-peak bookings Lull sold (`off_peak_applied`, status confirmed, completed or no-show) starting in [start, end),
 * each attributed to the first rule (by rank) whose window its London start falls in (day, start inclusive, end
 * exclusive, as `offPeakPriceAt` reads them), and summed per salon, rule and London week (Monday first, from the
 * booking's London date: no zone arithmetic). Booked minutes are the treatment's real minutes inside the rule's
 * window that day (not its clean-up buffer); a booking in no rule's hours has none.
 */
export async function offPeakBookingsByRule(
  db: Database,
  input: { start: Date; end: Date; merchantId?: string | undefined; windows: readonly RuleWindowRow[] },
): Promise<ImpactBookingRow[]> {
  const windows = JSON.stringify(
    input.windows.map((w) => ({ merchant_id: w.merchantId, rule_key: w.ruleKey, rank: w.rank, day: w.dayOfWeek, start_time: w.startTime, end_time: w.endTime })),
  );
  // A salon's own windows join on its id (a hash join however many salons), Lull's standard ones (merchant_id null) on
  // nothing but the day and time; a booking with no window at all is kept with none, ranked last.
  const result = await db.execute(sql`
    with rule_windows as (
      select * from jsonb_to_recordset(${windows}::jsonb)
        as w(merchant_id uuid, rule_key text, rank int, day int, start_time text, end_time text)
    ),
    sold as (
      select b.id, b.merchant_id, b.booking_date, b.booking_time, b.starts_at, b.ends_at,
        b.original_price_pence - b.discount_amount_pence as revenue_pence, b.discount_amount_pence as discount_pence,
        extract(dow from b.booking_date)::int as day
      from bookings b
      where b.off_peak_applied
        and b.status in ('confirmed', 'completed', 'no_show')
        and b.starts_at >= ${input.start} and b.starts_at < ${input.end}
        ${input.merchantId === undefined ? sql`` : sql`and b.merchant_id = ${input.merchantId}`}
    ),
    candidates as (
      select s.*, w.rule_key, w.rank, w.start_time, w.end_time
        from sold s join rule_windows w on w.merchant_id = s.merchant_id and w.day = s.day and s.booking_time >= w.start_time and s.booking_time < w.end_time
      union all
      select s.*, w.rule_key, w.rank, w.start_time, w.end_time
        from sold s join rule_windows w on w.merchant_id is null and w.day = s.day and s.booking_time >= w.start_time and s.booking_time < w.end_time
      union all
      select s.*, null, 2147483647, null, null from sold s
    ),
    attributed as (
      select merchant_id, booking_date, revenue_pence, discount_pence, rule_key,
        case when rule_key is null then 0 else greatest(0, extract(epoch from (
          least(ends_at, (booking_date + end_time::time) at time zone 'Europe/London')
          - greatest(starts_at, (booking_date + start_time::time) at time zone 'Europe/London')))) / 60 end as minutes,
        row_number() over (partition by id order by rank) as pick
      from candidates
    )
    select merchant_id, rule_key,
      (booking_date - (extract(isodow from booking_date)::int - 1))::text as week_start,
      count(*)::int as bookings,
      coalesce(sum(revenue_pence), 0)::bigint as revenue_pence,
      coalesce(sum(discount_pence), 0)::bigint as discount_pence,
      round(coalesce(sum(minutes), 0))::bigint as booked_minutes
    from attributed
    where pick = 1
    group by merchant_id, rule_key, week_start
    order by merchant_id, rule_key, week_start`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    merchantId: String(row.merchant_id),
    ruleKey: row.rule_key === null ? null : String(row.rule_key),
    weekStart: String(row.week_start),
    bookings: Number(row.bookings),
    revenuePence: Number(row.revenue_pence),
    discountPence: Number(row.discount_pence),
    bookedMinutes: Number(row.booked_minutes),
  }));
}

export interface ImpactSalonRow {
  id: string;
  businessName: string;
  city: string;
  openingHours: string;
}

/** Listed salons (approved, not deleted), or the one named, by name. */
export async function listImpactSalons(db: Database, merchantId?: string): Promise<ImpactSalonRow[]> {
  return db
    .select({ id: merchants.id, businessName: merchants.businessName, city: merchants.city, openingHours: merchants.availabilityHours })
    .from(merchants)
    .where(and(isNull(merchants.deletedAt), merchantId === undefined ? eq(merchants.status, 'approved') : eq(merchants.id, merchantId)))
    .orderBy(asc(merchants.businessName), asc(merchants.id));
}

/**
 * Which salons a read is about: one, or every listed one. Listed salons are chosen by the database (a sub-select), never
 * sent back to it as thousands of ids.
 */
export type SalonScope = { merchantId: string } | 'listed';

const listedSalonIds = (db: Database) => db.select({ id: merchants.id }).from(merchants).where(and(isNull(merchants.deletedAt), eq(merchants.status, 'approved')));

/** The salons' active off-peak schedules and their pricing mode (percentage without a settings row). */
export async function activeSchedulesOf(db: Database, scope: SalonScope) {
  return db
    .select({
      id: offPeakSchedules.id,
      merchantId: offPeakSchedules.merchantId,
      dayOfWeek: offPeakSchedules.dayOfWeek,
      startTime: offPeakSchedules.startTime,
      endTime: offPeakSchedules.endTime,
      discountPercentage: offPeakSchedules.discountPercentage,
      isActive: offPeakSchedules.isActive,
      pricingMode: sql<'percentage' | 'fixed'>`coalesce(${offPeakPricingSettings.pricingMode}, 'percentage')`,
    })
    .from(offPeakSchedules)
    .leftJoin(offPeakPricingSettings, eq(offPeakPricingSettings.merchantId, offPeakSchedules.merchantId))
    .where(
      and(
        scope === 'listed' ? inArray(offPeakSchedules.merchantId, listedSalonIds(db)) : eq(offPeakSchedules.merchantId, scope.merchantId),
        eq(offPeakSchedules.isActive, true),
      ),
    );
}

/** The salons' active team members and their working hours (null: whenever the business is open). */
export async function activeMembersOf(db: Database, scope: SalonScope) {
  const rows = await db
    .select({ id: teamMembers.id, merchantId: teamMembers.merchantId, workingHours: teamMembers.workingHours })
    .from(teamMembers)
    .where(
      and(scope === 'listed' ? inArray(teamMembers.merchantId, listedSalonIds(db)) : eq(teamMembers.merchantId, scope.merchantId), eq(teamMembers.isActive, true)),
    );
  return rows.map((row) => ({ ...row, workingHours: row.workingHours as WorkingRange[] | null }));
}

/** The time members' blocks take in [start, end), from the diary's occupancy (a whole-business block has a row per member). */
export async function blockedTimeOf(db: Database, input: { start: Date; end: Date; merchantId?: string | undefined }) {
  return db
    .select({ teamMemberId: diaryOccupancy.teamMemberId, startsAt: diaryOccupancy.startsAt, endsAt: diaryOccupancy.endsAt })
    .from(diaryOccupancy)
    .where(
      and(
        isNotNull(diaryOccupancy.blockId),
        lt(diaryOccupancy.startsAt, input.end),
        gt(diaryOccupancy.endsAt, input.start),
        input.merchantId === undefined ? undefined : eq(diaryOccupancy.merchantId, input.merchantId),
      ),
    );
}
