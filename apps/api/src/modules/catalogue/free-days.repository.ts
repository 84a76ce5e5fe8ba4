import type { IsoDate } from '@lull/domain/london-time';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedSql } from '../../db/prepared';
import { offPeakPricingFromJson, offPeakPricingJson } from '../../db/sql-rules';
import { catalogueEntries, type serviceFreeDays, services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';

export type FreeDayRow = typeof serviceFreeDays.$inferInsert;

/**
 * Claims up to `limit` businesses whose free days must be worked out again (`free_day_refresh`): marked stale by a
 * change, or, with `rollover`, last worked out from a day before `today`. Others' claims are skipped, so instances
 * share the work; a change made after the claim marks the business stale again, to be worked out once more.
 */
export async function claimStaleBusinesses(db: Database, today: IsoDate, limit: number, rollover: boolean): Promise<string[]> {
  const claimed = await (rollover ? claimDueOrRolledOver : claimChanged)(db, { today, limit });
  return claimed.map((row) => row.merchant_id);
}

// Every search by day and every Last-minute row claims first: prepared statements.
const claimDue = (name: string, due: SQL) =>
  preparedSql<{ merchant_id: string }>(
    name,
    sql`update free_day_refresh r set stale = false, computed_from = ${sql.placeholder('today')}::date
      where r.merchant_id in (select merchant_id from free_day_refresh where ${due} limit ${sql.placeholder('limit')}::int for update skip locked)
      returning r.merchant_id`,
  );
const claimChanged = claimDue('claim_changed_businesses', sql`stale`);
const claimDueOrRolledOver = claimDue('claim_due_businesses', sql`stale or computed_from is null or computed_from < ${sql.placeholder('today')}::date`);

/** Marks businesses stale again, when working them out failed. */
export async function markStale(db: Database, merchantIds: readonly string[]): Promise<void> {
  if (merchantIds.length === 0) return;
  await db.execute(sql`update free_day_refresh set stale = true where merchant_id in (${sql.join(merchantIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
}

/** The listed services of some businesses, with what their free times and their prices depend on besides the team. */
export async function listedServicesOf(db: Database, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return [];
  const rows = await db
    .select({
      id: services.id,
      merchantId: services.merchantId,
      durationMinutes: services.durationMinutes,
      bufferMinutes: services.bufferMinutes,
      availabilitySchedule: services.availabilitySchedule,
      availabilityHours: merchants.availabilityHours,
      pricePence: services.pricePence,
      offPeakPricePence: services.offPeakPricePence,
      pricing: offPeakPricingJson(services.id, merchants.id),
    })
    .from(catalogueEntries)
    .innerJoin(services, eq(services.id, catalogueEntries.serviceId))
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(and(inArray(catalogueEntries.merchantId, [...merchantIds]), eq(catalogueEntries.listed, true)));
  return rows.map(({ pricing, ...row }) => ({ ...row, merchantPricing: offPeakPricingFromJson(pricing) }));
}

/** Replaces the free days of some businesses' services with `rows`, all or none. */
export async function replaceFreeDays(db: Database, merchantIds: readonly string[], rows: readonly FreeDayRow[]): Promise<void> {
  if (merchantIds.length === 0) return;
  const ids = sql.join([...merchantIds].sort().map((id) => sql`${id}::uuid`), sql`, `);
  await db.transaction(async (tx) => {
    // One writer a business at a time, in one order: a business changed again while an instance worked it out is
    // claimed by another, and two deletes before either insert would each insert the same days.
    await tx.execute(sql`select merchant_id from free_day_refresh where merchant_id in (${ids}) order by merchant_id for update`);
    await tx.execute(sql`delete from service_free_days f using services s
      where s.id = f.service_id and s.merchant_id in (${sql.join(merchantIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
    if (rows.length === 0) return;
    // One array parameter a column however many rows: a query builder's row-by-row values cost more than working them out.
    const column = <T>(pick: (row: FreeDayRow) => T) => `{${rows.map((row) => pick(row) ?? 'NULL').join(',')}}`;
    await tx.execute(sql`insert into service_free_days (service_id, day, morning_last, afternoon_last, evening_last, morning_price, afternoon_price, evening_price)
      select * from unnest(${column((row) => row.serviceId)}::uuid[], ${column((row) => row.day)}::date[],
        ${column((row) => row.morningLast)}::smallint[], ${column((row) => row.afternoonLast)}::smallint[], ${column((row) => row.eveningLast)}::smallint[],
        ${column((row) => row.morningPrice)}::integer[], ${column((row) => row.afternoonPrice)}::integer[], ${column((row) => row.eveningPrice)}::integer[])`);
  });
}
