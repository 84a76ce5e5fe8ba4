/**
 * The admin's CSV export at scale (decision 024): BENCH_EXPORT_BOOKINGS bookings (default 500,000) across the large
 * catalogue's services and 10,000 customers, seeded with generate_series, then GET /api/admin/export/bookings
 * through the real server, read to the end and counted. Reported: the time, rows per second, the file's size and
 * the server's memory while it streams: its resident set sampled every 50 ms from /proc (the server is another
 * process; its peak is what an export costs), before, at its highest and after.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { users } from '../apps/api/src/db/schema/users';
import { createCustomers } from '../apps/api/test/support/booking-customers';
import { residentBytes } from './process-memory';

const CUSTOMERS = 10_000;

/** Bookings in one set-based statement (a day apart per service, so no two overlap), and an admin's session cookie. */
export async function prepareExportFixtures(db: Database, bookingCount: number, cookieName: string): Promise<{ adminCookie: string }> {
  await db.execute(sql`
    insert into users (email, first_name, last_name, city, role, referral_code, gdpr_consent)
    select 'export.customer.' || n || '@example.com', 'Export', 'Customer ' || n, 'Leeds', 'consumer', 'X' || lpad(n::text, 9, '0'), true
    from generate_series(1, ${CUSTOMERS}) as n`);
  await db.execute(sql`
    with catalogue as (select array_agg(id order by id) as ids, array_agg(merchant_id order by id) as merchant_ids, count(*)::int as size from services),
      customers as (select array_agg(id order by id) as ids from users where email like 'export.customer.%')
    insert into bookings (user_id, service_id, merchant_id, booking_date, booking_time, starts_at, ends_at, duration_minutes, status,
      original_price_pence, discount_amount_pence, platform_fee_pence, final_price_pence, processing_fee_pence, merchant_payout_pence, created_at)
    select customers.ids[1 + n % ${CUSTOMERS}], catalogue.ids[1 + n % catalogue.size], catalogue.merchant_ids[1 + n % catalogue.size],
      (slot.starts_at at time zone 'Europe/London')::date, to_char(slot.starts_at at time zone 'Europe/London', 'HH24:MI'),
      slot.starts_at, slot.starts_at + interval '60 minutes', 60,
      (array['confirmed', 'completed', 'no_show', 'cancelled'])[1 + n % 4]::booking_status,
      4000, 0, 500, 4500, 161, 3854, timestamptz '2025-01-01 00:00+00' + n * interval '37 seconds'
    from generate_series(0, ${bookingCount - 1}) as n, catalogue, customers,
      lateral (select timestamptz '2026-01-05 09:00+00' + (n / catalogue.size) * interval '1 day' as starts_at) as slot`);
  await db.execute(sql`analyze bookings`);
  await db.execute(sql`analyze users`);
  const [admin] = await createCustomers(db, 1, new Date(), cookieName);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin!.id));
  return { adminCookie: admin!.cookie };
}

export interface ExportFigures {
  name: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  /** The server's resident set just before the request, at its highest while streaming, and just after. */
  rssBeforeMiB: number | null;
  rssPeakMiB: number | null;
  rssAfterMiB: number | null;
  samples: number;
}

const mib = (bytes: number | null) => (bytes === null ? null : Number((bytes / 2 ** 20).toFixed(1)));

/** One export read to the end (as a browser saving it would), the server's memory sampled every 50 ms meanwhile. */
export async function measureExport(baseUrl: string, serverPid: number, adminCookie: string, path: string, encoding: 'identity' | 'gzip'): Promise<ExportFigures> {
  const before = residentBytes(serverPid);
  let peak = before ?? 0;
  let samples = 0;
  const sampler = setInterval(() => {
    const now = residentBytes(serverPid);
    samples += 1;
    if (now !== null && now > peak) peak = now;
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let lineEnds = 0;
  try {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: adminCookie, 'accept-encoding': encoding } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    // fetch inflates gzip; the rows are counted on the CSV either way (no cell in this data holds a line break).
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.byteLength;
      for (const byte of part.value) if (byte === 0x0a) lineEnds += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lineEnds - 1;
  return {
    name: `GET ${path} (${encoding})`,
    rows,
    seconds: Number(seconds.toFixed(1)),
    rowsPerSecond: Math.round(rows / seconds),
    megabytes: Number((bytes / 1e6).toFixed(1)),
    rssBeforeMiB: mib(before),
    rssPeakMiB: mib(peak || null),
    rssAfterMiB: mib(residentBytes(serverPid)),
    samples,
  };
}

export function printExportFigures(title: string, rows: ExportFigures[]) {
  console.log(`\n${title}\n`);
  console.log('| export | rows | s | rows/s | MB (inflated) | server RSS before MiB | peak MiB | after MiB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.rows} | ${row.seconds} | ${row.rowsPerSecond} | ${row.megabytes} | ${row.rssBeforeMiB ?? '–'} | ${row.rssPeakMiB ?? '–'} | ${row.rssAfterMiB ?? '–'} |`);
  }
}
