/**
 * Booking throughput over real HTTP against the server `bench/run.ts` starts: POST /api/bookings from
 * signed-in customers, each worker sending one request at a time.
 *
 * - distinct slots: 32 workers each holding a different (service, date, time) every request, spread over
 *   many services, so the figure is the cost of a hold (transaction, the customer's hold count, exclusion
 *   constraint, price) without contention, then releasing it (DELETE /api/bookings/{id}, its own row). Every
 *   hold should be 201 and every release 204.
 * - one hot slot: in rounds, 32 customers ask for the same time of the same service at the same moment, as "Any
 *   professional". A time sells once per team member who performs the service, works then and has no block over it
 *   (decision 050; the large catalogue's teams are one to four), so every round must sell exactly that many holds,
 *   worked out from the database before the server starts, and the other racers hear 409. The winners then let go.
 *
 * Holds are limited as a real customer's are (decision 033): two live at once, 30 tries an hour per account and 120 per
 * address. So each worker releases what it holds and moves on to a fresh customer after HOLDS_PER_CUSTOMER tries,
 * and each customer comes from an address of its own (X-Forwarded-For, which the bench's server trusts from
 * loopback), as real customers do.
 */
import { asc } from 'drizzle-orm';
import { addDaysToDate, londonDateOf, londonInstant, londonWeekday } from '@lull/domain/london-time';
import { type WorkingRange, openingHoursAsWorkingHours, worksThrough } from '@lull/domain/team';
import type { Database } from '../apps/api/src/db/database';
import { services } from '../apps/api/src/db/schema/catalogue';
import { merchants } from '../apps/api/src/db/schema/merchants';
import { diaryBlocks, teamMemberServices, teamMembers } from '../apps/api/src/db/schema/team';
import { createCustomers } from '../apps/api/test/support/booking-customers';

/** The bench's businesses open Mon–Sat from 10:00 at the latest until 18:00 at the earliest; closed on Sunday. */
const TIMES = ['10:00', '11:30', '13:00', '14:30'];

export interface Slot {
  service_id: string;
  booking_date: string;
  booking_time: string;
}

/** A signed-in customer as the bench sends them: the session cookie and the address they come from. */
export interface BenchCustomer {
  cookie: string;
  address: string;
}

/** Tries per customer before the next one takes over: under the 30 an hour an account may make. */
const HOLDS_PER_CUSTOMER = 15;
/** How many workers book side by side, and how many customers race for each hot slot. */
const WORKERS = 32;

export interface BookingFixtures {
  /** Fresh customers for the workers who book side by side, taken in turn. */
  customers: Iterator<BenchCustomer>;
  /** Fresh customers for the hot-slot rounds, 32 at a time. */
  racers: Iterator<BenchCustomer>;
  /** Never-overlapping slots: one service per request in turn, so concurrent holds do not contend. */
  distinctSlots: Iterator<Slot>;
  /** Fresh slots for the hot-slot rounds, on services the distinct-slot scenario never touches, with how many holds each can sell. */
  hotSlots: Iterator<{ slot: Slot; capacity: number }>;
}

function* slotsOf(serviceIds: string[], dates: string[], capacity: (slot: Slot) => number): Generator<{ slot: Slot; capacity: number }> {
  // Services vary fastest, so requests in flight together are for different services.
  for (const date of dates) {
    for (const time of TIMES) {
      for (const id of serviceIds) {
        const slot = { service_id: id, booking_date: date, booking_time: time };
        const can = capacity(slot);
        // A time nobody can take (everyone who performs it is on a break or off) is not offered: not a hold to measure.
        if (can > 0) yield { slot, capacity: can };
      }
    }
  }
}

/**
 * How many holds each (service, date, time) can sell: the business's active members who perform the service, work
 * through it and have no block over it (decision 050). The large catalogue's own bookings are at other times
 * (bench/seed-large-catalogue.ts), so they take nothing from these.
 */
async function capacityOfSlots(db: Database): Promise<(slot: Slot) => number> {
  const serviceRows = await db.select({ id: services.id, merchantId: services.merchantId, minutes: services.durationMinutes }).from(services);
  const opening = new Map((await db.select({ id: merchants.id, hours: merchants.availabilityHours }).from(merchants)).map((row) => [row.id, row.hours]));
  const performers = new Map<string, string[]>();
  for (const row of await db.select().from(teamMemberServices)) performers.set(row.serviceId, [...(performers.get(row.serviceId) ?? []), row.teamMemberId]);
  const members = new Map((await db.select().from(teamMembers)).map((row) => [row.id, row]));
  const blocks = new Map<string, { from: number; to: number }[]>();
  for (const row of await db.select({ memberId: diaryBlocks.teamMemberId, merchantId: diaryBlocks.merchantId, from: diaryBlocks.startsAt, to: diaryBlocks.endsAt }).from(diaryBlocks)) {
    const key = row.memberId ?? row.merchantId;
    blocks.set(key, [...(blocks.get(key) ?? []), { from: row.from.getTime(), to: row.to.getTime() }]);
  }
  const serviceById = new Map(serviceRows.map((row) => [row.id, row]));
  const openingOf = new Map<string, WorkingRange[]>();
  return (slot) => {
    const service = serviceById.get(slot.service_id)!;
    const from = londonInstant(slot.booking_date, slot.booking_time).getTime();
    const to = from + service.minutes * 60_000;
    const free = (key: string) => (blocks.get(key) ?? []).every((block) => block.to <= from || block.from >= to);
    return (performers.get(service.id) ?? []).filter((id) => {
      const member = members.get(id)!;
      if (!member.isActive || !free(id) || !free(member.merchantId)) return false;
      const opens = openingOf.get(member.merchantId) ?? openingHoursAsWorkingHours(opening.get(member.merchantId));
      openingOf.set(member.merchantId, opens);
      return worksThrough(member.workingHours ?? opens, slot.booking_date, slot.booking_time, service.minutes);
    }).length;
  };
}

/**
 * Customers with live sessions (made in the database before the server starts; production cookies are
 * `__Host-` prefixed) and the slots they will ask for: tomorrow to 13 days ahead (inside the 14-day window
 * whatever the hour), Sundays left out, starts 90 minutes apart so no two of one service overlap.
 */
export async function prepareBookingFixtures(db: Database, customerCount: number, cookieName: string): Promise<BookingFixtures> {
  const now = new Date();
  let addresses = 0;
  const asBench = (customer: { cookie: string }): BenchCustomer => {
    addresses += 1;
    return { cookie: customer.cookie, address: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}` };
  };
  const customers = (await createCustomers(db, customerCount, now, cookieName)).map(asBench);
  const racers = (await createCustomers(db, customerCount, now, cookieName)).map(asBench);
  const today = londonDateOf(now);
  const dates = Array.from({ length: 13 }, (_unused, index) => addDaysToDate(today, index + 1)).filter((date) => londonWeekday(date) !== 0);
  const ids = (await db.select({ id: services.id }).from(services).orderBy(asc(services.id))).map((row) => row.id);
  const capacity = await capacityOfSlots(db);
  const distinct = slotsOf(ids.filter((_id, index) => index % 2 === 0), dates, capacity);
  return {
    customers: customers[Symbol.iterator](),
    racers: racers[Symbol.iterator](),
    distinctSlots: (function* () {
      for (const { slot } of distinct) yield slot;
    })(),
    hotSlots: slotsOf(ids.filter((_id, index) => index % 2 === 1), dates, capacity),
  };
}

interface Answer {
  status: number;
  ms: number;
  /** The hold's id, when one was made. */
  id?: string;
}

async function hold(baseUrl: string, customer: BenchCustomer, slot: Slot): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie, 'x-forwarded-for': customer.address },
    body: JSON.stringify({ ...slot, agreed_to_terms: true }),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, ms: performance.now() - started, id: response.status === 201 ? body.id : undefined };
}

async function release(baseUrl: string, customer: BenchCustomer, bookingId: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/bookings/${bookingId}`, { method: 'DELETE', headers: { cookie: customer.cookie, 'x-forwarded-for': customer.address } });
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
  /** Answered with the status that means it worked (201 for a hold, 204 for a release). */
  created: number;
  conflicts: number;
  /** Status → count for anything that is neither that nor 409. */
  other: Record<number, number>;
  p50: number;
  p95: number;
  p99: number;
  /** Hot slot only: rounds run, holds the rounds' times could sell together, and rounds that did not sell exactly what their time could. */
  rounds?: number;
  capacity?: number;
  roundsNotSoldToCapacity?: number;
  /** Hot slot only: how long a whole round of 32 took to be answered, median. */
  roundP50?: number;
}

function summarise(name: string, seconds: number, results: Answer[], extra: Partial<BookingFigures> = {}, success = 201): BookingFigures {
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const other: Record<number, number> = {};
  for (const { status } of results) if (status !== success && status !== 409) other[status] = (other[status] ?? 0) + 1;
  return {
    name,
    seconds,
    requests: results.length,
    created: results.filter((result) => result.status === success).length,
    conflicts: results.filter((result) => result.status === 409).length,
    other,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    ...extra,
  };
}

/**
 * Each worker holds the next free slot as soon as its previous answer arrives, and releases it, for `seconds`;
 * answers the holds' figures and the releases'. A worker stops early if the fixtures run out of customers.
 */
export async function measureDistinctSlots(baseUrl: string, fixtures: BookingFixtures, seconds: number): Promise<[BookingFigures, BookingFigures]> {
  const holds: Answer[] = [];
  const releases: Answer[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        const customer = fixtures.customers.next();
        if (customer.done) return;
        for (let tries = 0; tries < HOLDS_PER_CUSTOMER && performance.now() < deadline; tries += 1) {
          const slot = fixtures.distinctSlots.next();
          if (slot.done) return;
          const held = await hold(baseUrl, customer.value, slot.value);
          holds.push(held);
          if (held.id) releases.push(await release(baseUrl, customer.value, held.id));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return [
    summarise(`POST /api/bookings: ${WORKERS} customers, distinct slots`, elapsed, holds),
    summarise(`DELETE /api/bookings/{id}: the same ${WORKERS} releasing each hold`, elapsed, releases, {}, 204),
  ];
}

/** Round after round, every racer asks for the same fresh slot at once; each round must sell it once per member free then. */
export async function measureHotSlot(baseUrl: string, fixtures: BookingFixtures, seconds: number): Promise<BookingFigures> {
  const results: Answer[] = [];
  const roundTimes: number[] = [];
  let rounds = 0;
  let roundsNotSoldToCapacity = 0;
  let capacity = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let racers: BenchCustomer[] = [];
  while (performance.now() < deadline) {
    // The same racers for HOLDS_PER_CUSTOMER rounds, then fresh ones.
    if (rounds % HOLDS_PER_CUSTOMER === 0) {
      racers = Array.from({ length: WORKERS }, () => fixtures.racers.next()).flatMap((next) => (next.done ? [] : [next.value]));
      if (racers.length < WORKERS) break;
    }
    const next = fixtures.hotSlots.next();
    if (next.done) break;
    const { slot } = next.value;
    capacity += next.value.capacity;
    const roundStarted = performance.now();
    const answers = await Promise.all(racers.map((customer) => hold(baseUrl, customer, slot)));
    roundTimes.push(performance.now() - roundStarted);
    rounds += 1;
    const winners = answers.flatMap((answer, index) => (answer.id ? [{ id: answer.id, customer: racers[index]! }] : []));
    if (winners.length !== next.value.capacity) roundsNotSoldToCapacity += 1;
    results.push(...answers);
    // The winners let the time go, so it never keeps more than the two holds a customer may have.
    for (const winner of winners) await release(baseUrl, winner.customer, winner.id);
  }
  const elapsed = (performance.now() - started) / 1000;
  roundTimes.sort((a, b) => a - b);
  return summarise(`POST /api/bookings: ${WORKERS} customers, one hot slot per round`, elapsed, results, { rounds, capacity, roundsNotSoldToCapacity, roundP50: percentile(roundTimes, 0.5) });
}

export function printBookingFigures(engine: string, rows: BookingFigures[]): void {
  const ms = (value: number) => value.toFixed(1);
  const otherText = (other: Record<number, number>) => Object.entries(other).map(([status, count]) => `${count}× ${status}`).join(', ') || '0';
  console.log(`\nHolds over HTTP, ${engine}\n`);
  console.log('| scenario | s | requests/s | done/s | p50 ms | p95 ms | p99 ms | 201/204 | 409 | other |');
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
      `\nHot slot: ${row.rounds} rounds of ${row.requests / Math.max(1, row.rounds)} simultaneous requests for a time ` +
        `${((row.capacity ?? 0) / Math.max(1, row.rounds)).toFixed(2)} members could take (mean); ${row.created} holds sold of ${row.capacity}; ` +
        `${row.rounds - (row.roundsNotSoldToCapacity ?? 0)} rounds sold exactly what their time could, ${row.roundsNotSoldToCapacity} not; ` +
        `conflict rate ${conflictRate.toFixed(1)}% (409 of all answers); a whole round answered in ${ms(row.roundP50 ?? Number.NaN)} ms (median).`,
    );
  }
}
