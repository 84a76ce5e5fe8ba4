/**
 * Booking throughput over real HTTP against the server `bench/run.ts` starts: POST /api/bookings from
 * signed-in customers, each a worker with its own session that sends one request at a time.
 *
 * - distinct slots: 32 customers each holding a different (service, date, time) every request, spread over
 *   many services, so the figure is the cost of a hold (transaction, exclusion constraint, price) without
 *   contention. Every answer should be 201.
 * - one hot slot: in rounds, 32 customers ask for the same time of the same service at the same moment.
 *   Every round must sell the slot exactly once; the other 31 hear 409.
 */
import { asc } from 'drizzle-orm';
import { addDaysToDate, londonDateOf, londonWeekday } from '@lull/domain/london-time';
import type { Database } from '../apps/api/src/db/database';
import { services } from '../apps/api/src/db/schema/catalogue';
import { createCustomers } from '../apps/api/test/support/booking-customers';

/** The bench's businesses open Mon–Sat from 10:00 at the latest until 18:00 at the earliest; closed on Sunday. */
const TIMES = ['10:00', '11:30', '13:00', '14:30'];

export interface Slot {
  service_id: string;
  booking_date: string;
  booking_time: string;
}

export interface BookingFixtures {
  /** Cookie headers of the customers who book side by side. */
  customers: string[];
  /** Cookie headers of the customers who race for the hot slot. */
  racers: string[];
  /** Never-overlapping slots: one service per request in turn, so concurrent holds do not contend. */
  distinctSlots: Iterator<Slot>;
  /** Fresh slots for the hot-slot rounds, on services the distinct-slot scenario never touches. */
  hotSlots: Iterator<Slot>;
}

function* slotsOf(serviceIds: string[], dates: string[]): Generator<Slot> {
  // Services vary fastest, so requests in flight together are for different services.
  for (const date of dates) for (const time of TIMES) for (const id of serviceIds) yield { service_id: id, booking_date: date, booking_time: time };
}

/**
 * Customers with live sessions (made in the database before the server starts; production cookies are
 * `__Host-` prefixed) and the slots they will ask for: tomorrow to 13 days ahead (inside the 14-day window
 * whatever the hour), Sundays left out, starts 90 minutes apart so no two of one service overlap.
 */
export async function prepareBookingFixtures(db: Database, concurrency: number, cookieName: string): Promise<BookingFixtures> {
  const now = new Date();
  const customers = await createCustomers(db, concurrency, now, cookieName);
  const racers = await createCustomers(db, concurrency, now, cookieName);
  const today = londonDateOf(now);
  const dates = Array.from({ length: 13 }, (_unused, index) => addDaysToDate(today, index + 1)).filter((date) => londonWeekday(date) !== 0);
  const ids = (await db.select({ id: services.id }).from(services).orderBy(asc(services.id))).map((row) => row.id);
  return {
    customers: customers.map((customer) => customer.cookie),
    racers: racers.map((customer) => customer.cookie),
    distinctSlots: slotsOf(ids.filter((_id, index) => index % 2 === 0), dates),
    hotSlots: slotsOf(ids.filter((_id, index) => index % 2 === 1), dates),
  };
}

async function hold(baseUrl: string, cookie: string, slot: Slot): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...slot, agreed_to_terms: true }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export interface BookingFigures {
  name: string;
  seconds: number;
  requests: number;
  created: number;
  conflicts: number;
  /** Status → count for anything that is neither 201 nor 409. */
  other: Record<number, number>;
  p50: number;
  p95: number;
  p99: number;
  /** Hot slot only: rounds run, and rounds that did not sell the slot exactly once. */
  rounds?: number;
  roundsNotSoldOnce?: number;
  /** Hot slot only: how long a whole round of 32 took to be answered, median. */
  roundP50?: number;
}

function summarise(name: string, seconds: number, results: { status: number; ms: number }[], extra: Partial<BookingFigures> = {}): BookingFigures {
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const other: Record<number, number> = {};
  for (const { status } of results) if (status !== 201 && status !== 409) other[status] = (other[status] ?? 0) + 1;
  return {
    name,
    seconds,
    requests: results.length,
    created: results.filter((result) => result.status === 201).length,
    conflicts: results.filter((result) => result.status === 409).length,
    other,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    ...extra,
  };
}

/** Each customer books the next free slot as soon as its previous answer arrives, for `seconds`. */
export async function measureDistinctSlots(baseUrl: string, fixtures: BookingFixtures, seconds: number): Promise<BookingFigures> {
  const results: { status: number; ms: number }[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    fixtures.customers.map(async (cookie) => {
      while (performance.now() < deadline) {
        const next = fixtures.distinctSlots.next();
        if (next.done) return;
        results.push(await hold(baseUrl, cookie, next.value));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return summarise(`${fixtures.customers.length} customers, distinct slots`, elapsed, results);
}

/** Round after round, every racer asks for the same fresh slot at once; each round must sell it once. */
export async function measureHotSlot(baseUrl: string, fixtures: BookingFixtures, seconds: number): Promise<BookingFigures> {
  const results: { status: number; ms: number }[] = [];
  const roundTimes: number[] = [];
  let rounds = 0;
  let roundsNotSoldOnce = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    const next = fixtures.hotSlots.next();
    if (next.done) break;
    const slot = next.value;
    const roundStarted = performance.now();
    const answers = await Promise.all(fixtures.racers.map((cookie) => hold(baseUrl, cookie, slot)));
    roundTimes.push(performance.now() - roundStarted);
    rounds += 1;
    if (answers.filter((answer) => answer.status === 201).length !== 1) roundsNotSoldOnce += 1;
    results.push(...answers);
  }
  const elapsed = (performance.now() - started) / 1000;
  roundTimes.sort((a, b) => a - b);
  return summarise(`${fixtures.racers.length} customers, one hot slot per round`, elapsed, results, { rounds, roundsNotSoldOnce, roundP50: percentile(roundTimes, 0.5) });
}

export function printBookingFigures(engine: string, rows: BookingFigures[]): void {
  const ms = (value: number) => value.toFixed(1);
  const otherText = (other: Record<number, number>) => Object.entries(other).map(([status, count]) => `${count}× ${status}`).join(', ') || '0';
  console.log(`\nPOST /api/bookings over HTTP, ${engine}\n`);
  console.log('| scenario | s | requests/s | holds/s | p50 ms | p95 ms | p99 ms | 201 | 409 | other |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.seconds.toFixed(1)} | ${Math.round(row.requests / row.seconds)} | ${Math.round(row.created / row.seconds)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.created} | ${row.conflicts} | ${otherText(row.other)} |`,
    );
  }
  for (const row of rows) {
    if (row.rounds === undefined) continue;
    const conflictRate = row.requests > 0 ? (100 * row.conflicts) / row.requests : 0;
    console.log(
      `\nHot slot: ${row.rounds} rounds of ${row.requests / Math.max(1, row.rounds)} simultaneous requests; ` +
        `${row.rounds - (row.roundsNotSoldOnce ?? 0)} sold exactly once, ${row.roundsNotSoldOnce} not; ` +
        `conflict rate ${conflictRate.toFixed(1)}% (409 of all answers); a whole round answered in ${ms(row.roundP50 ?? Number.NaN)} ms (median).`,
    );
  }
}
