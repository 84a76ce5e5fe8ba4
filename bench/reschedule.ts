/**
 * A customer moving a confirmed booking (decision 051), over real HTTP against the server `bench/run.ts` starts:
 * POST /api/bookings/{id}/reschedule/quote (what a move would cost, nothing held) and POST /api/bookings/{id}/reschedule
 * (the move: the old time freed and the new one taken in one transaction, the event, bell and mail).
 *
 * Fixtures, inserted before the server starts: BENCH_RESCHEDULE_BOOKINGS (default 2000) customers, each with one
 * confirmed, paid booking with the business's first member, one business each, 7 to 12 days ahead (well outside the
 * 24 hours within which a move is refused, and after the large catalogue's week of bookings), at 17:00 on a service
 * with no off-peak price (30 minutes long in the large catalogue), so 17:00 and 17:30 cost the same and every move is
 * 'moved' with nothing to pay or give back. Both are starts the service offers (every 30 minutes from opening; every
 * business is open until 18:00 at least) and clear of what bench/bookings.ts holds (10:00 to 15:45) and of the
 * seeded lunch breaks.
 *
 * 32 workers, each one request at a time. The quote row asks, booking after booking, for the other time; the move row
 * moves a booking to its other time and back, answer after answer. A move is limited to 20 per address in 15
 * minutes, so a worker takes the next customer (its own address, X-Forwarded-For) after MOVES_PER_BOOKING. Every
 * quote must be 200, every move 200 with status 'moved'; anything else is counted and fails the run.
 */
import { addDaysToDate, londonDateOf, londonInstant, londonWeekday } from '@lull/domain/london-time';
import { priceBooking } from '@lull/domain/pricing';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { services } from '../apps/api/src/db/schema/catalogue';
import { teamMembers } from '../apps/api/src/db/schema/team';
import { createCustomers } from '../apps/api/test/support/booking-customers';
import { createPaidBooking } from '../apps/api/test/support/catalogue-fixtures';

/** The two times every booking moves between: the same price (no off-peak price), both inside every business's hours. */
const TIMES = ['17:00', '17:30'] as const;
const WORKERS = 32;
/** Moves per booking before the worker takes the next: under the route's 20 per address in 15 minutes. */
const MOVES_PER_BOOKING = 18;

interface BenchBooking {
  id: string;
  cookie: string;
  address: string;
  date: string;
  teamMemberId: string;
  /** Where the booking is now; each move goes to the other. */
  time: string;
  moves: number;
}

export interface RescheduleFixtures {
  bookings: BenchBooking[];
}

/**
 * One confirmed paid booking per customer, each on a different business's service with no off-peak price, priced as
 * the server prices that time (so a move to the other time changes nothing), with the business's first member.
 */
export async function prepareRescheduleFixtures(db: Database, count: number, cookieName: string): Promise<RescheduleFixtures> {
  const now = new Date();
  const today = londonDateOf(now);
  const dates = Array.from({ length: 6 }, (_unused, index) => addDaysToDate(today, index + 7)).filter((date) => londonWeekday(date) !== 0);
  const rows = await db
    .selectDistinctOn([services.merchantId], { id: services.id, merchantId: services.merchantId, pricePence: services.pricePence, minutes: services.durationMinutes, memberId: teamMembers.id })
    .from(services)
    .innerJoin(teamMembers, and(eq(teamMembers.merchantId, services.merchantId), eq(teamMembers.position, 0)))
    .where(isNull(services.offPeakPricePence))
    .orderBy(asc(services.merchantId), asc(services.id))
    .limit(count);
  if (rows.length < count) throw new Error(`the large catalogue has ${rows.length} businesses with a service with no off-peak price, not ${count}`);
  const customers = await createCustomers(db, count, now, cookieName);
  const bookings: BenchBooking[] = [];
  for (const [index, service] of rows.entries()) {
    const customer = customers[index]!;
    const date = dates[index % dates.length]!;
    const price = priceBooking({ pricePence: service.pricePence, offPeakPricePence: null, date, time: TIMES[0], availableCreditPence: 0 });
    const id = await createPaidBooking(db, {
      service,
      userId: customer.id,
      start: londonInstant(date, TIMES[0]),
      minutes: service.minutes,
      teamMemberId: service.memberId,
      originalPricePence: price.originalPricePence,
      discountAmountPence: price.discountAmountPence,
      offPeakApplied: price.offPeakApplied,
      platformFeePence: price.platformFeePence,
      finalPricePence: price.finalPricePence,
      creditsUsedPence: price.creditsUsedPence,
      processingFeePence: price.processingFeePence,
      merchantPayoutPence: price.merchantPayoutPence,
      confirmedAt: now,
    });
    const n = index + 1;
    bookings.push({ id, cookie: customer.cookie, address: `10.200.${(n >> 8) & 255}.${n & 255}`, date, teamMemberId: service.memberId, time: TIMES[0], moves: 0 });
  }
  return { bookings };
}

interface Answer {
  status: number;
  ms: number;
  /** The answer's `status` for a move ('moved' or 'payment_required'). */
  outcome?: string;
  /** A refusal's message, to say why in the run's output. */
  message?: string;
}

async function ask(baseUrl: string, booking: BenchBooking, route: 'reschedule' | 'reschedule/quote', time: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/bookings/${booking.id}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: booking.cookie, 'x-forwarded-for': booking.address },
    body: JSON.stringify({ booking_date: booking.date, booking_time: time, team_member_id: booking.teamMemberId }),
  });
  const body = (await response.json()) as { status?: string; message?: string };
  return {
    status: response.status,
    ms: performance.now() - started,
    outcome: typeof body.status === 'string' ? body.status : undefined,
    message: response.status === 200 ? undefined : (body.message ?? JSON.stringify(body).slice(0, 300)),
  };
}

const otherTime = (time: string) => (time === TIMES[0] ? TIMES[1] : TIMES[0]);

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export interface RescheduleFigures {
  name: string;
  seconds: number;
  requests: number;
  /** 200, and for a move 'moved'. */
  expected: number;
  /** Status (or `200 payment_required`) → count for anything else. */
  other: Record<string, number>;
  /** One refusal's message for each status in `other`. */
  examples: Record<string, string>;
  p50: number;
  p95: number;
  p99: number;
}

function summarise(name: string, seconds: number, answers: Answer[], moves: boolean): RescheduleFigures {
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const other: Record<string, number> = {};
  const examples: Record<string, string> = {};
  let expected = 0;
  for (const answer of answers) {
    if (answer.status === 200 && (!moves || answer.outcome === 'moved')) expected += 1;
    else {
      const key = answer.status === 200 ? `200 ${answer.outcome}` : String(answer.status);
      other[key] = (other[key] ?? 0) + 1;
      examples[key] ??= answer.message ?? '';
    }
  }
  return { name, seconds, requests: answers.length, expected, other, examples, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99) };
}

/** For `seconds`, each worker asks the quote of moving the next booking to its other time. */
export async function measureQuotes(baseUrl: string, fixtures: RescheduleFixtures, seconds: number): Promise<RescheduleFigures> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        const booking = fixtures.bookings[next++ % fixtures.bookings.length]!;
        answers.push(await ask(baseUrl, booking, 'reschedule/quote', otherTime(booking.time)));
      }
    }),
  );
  return summarise(`POST /api/bookings/{id}/reschedule/quote: ${WORKERS} customers`, (performance.now() - started) / 1000, answers, false);
}

/**
 * For `seconds`, each worker moves a booking to its other time and back, MOVES_PER_BOOKING times, then takes the next
 * booking no worker has moved yet; stops early if every booking has spent its moves.
 */
export async function measureMoves(baseUrl: string, fixtures: RescheduleFixtures, seconds: number): Promise<RescheduleFigures> {
  const answers: Answer[] = [];
  const fresh = fixtures.bookings.filter((booking) => booking.moves === 0)[Symbol.iterator]();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        const next = fresh.next();
        if (next.done) return;
        const booking = next.value;
        while (booking.moves < MOVES_PER_BOOKING && performance.now() < deadline) {
          const to = otherTime(booking.time);
          const answer = await ask(baseUrl, booking, 'reschedule', to);
          answers.push(answer);
          booking.moves += 1;
          if (answer.status === 200 && answer.outcome === 'moved') booking.time = to;
        }
      }
    }),
  );
  return summarise(`POST /api/bookings/{id}/reschedule: ${WORKERS} customers, each moving its booking between two same-price times`, (performance.now() - started) / 1000, answers, true);
}

export function printRescheduleFigures(heading: string, rows: RescheduleFigures[]): void {
  const ms = (value: number) => value.toFixed(1);
  const otherText = (other: Record<string, number>) => Object.entries(other).map(([status, count]) => `${count}× ${status}`).join(', ') || '0';
  console.log(`\nMoving bookings over HTTP, ${heading}\n`);
  console.log('| scenario | s | req/s | p50 ms | p95 ms | p99 ms | 200 (moved) | other |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.seconds.toFixed(1)} | ${Math.round(row.requests / row.seconds)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.expected} | ${otherText(row.other)} |`);
  }
  for (const row of rows) for (const [status, message] of Object.entries(row.examples)) console.log(`${row.name}: ${status}, e.g. "${message}"`);
}
