import { analyticsMessages } from '@lull/domain/analytics';
import type { AdminAnalytics } from '@lull/domain/contracts/admin-analytics';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../src/db/schema/bookings';
import { users } from '../src/db/schema/users';
import { createPeople } from './support/actors';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The analytics (decision 023) checked against a seeded set of bookings whose right answers this file works out on
 * its own: plain loops over the seeded list, London days from Intl (not the domain's london-time, not the SQL).
 */

const NOW = new Date('2026-11-24T12:00:00Z');
let t: TestApp;
let admin: BookingCustomer;
let merchantUser: BookingCustomer;
let customer: BookingCustomer;

type Status = 'pending' | 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'expired';
interface Seed {
  createdAt: Date;
  status: Status;
  /** Set for bookings that were paid (a cancelled one with it was cancelled after payment). */
  confirmedAt: Date | null;
  serviceIndex: number;
  offPeak: boolean;
  finalPence: number;
  feePence: number;
  /** Card refund plus credits restored; null without a refund request. */
  refundedPence: number | null;
}
interface Named {
  id: string;
  name: string;
  merchantIndex: number;
}

const merchantNames = ['Birch Beauty', 'Aster Nails', 'Cedar Spa'];
const serviceNames = ['Gel polish', 'Brow shape', 'Facial', 'Massage', 'Blow dry', 'Pedicure', 'Lash lift'];
const salons: { id: string; name: string; city: string }[] = [];
const catalogue: Named[] = [];
const seeds: Seed[] = [];
/** Every account in the database, with what new-customer counting needs. */
const accounts: { createdAt: Date; role: string; deleted: boolean }[] = [];

/** The London calendar date of an instant, worked out by Intl. */
const londonDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * Instants either side of London midnights, on and around both clock changes of 2026 (29 March: 23 hours;
 * 25 October: 25 hours, 01:00-01:59 twice), and ordinary days in the default 30-day period.
 */
const INSTANTS = [
  '2026-03-27T12:00:00Z',
  '2026-03-28T23:30:00Z', // 23:30 GMT, 28 March
  '2026-03-29T00:30:00Z', // 00:30 GMT, 29 March
  '2026-03-29T01:30:00Z', // 02:30 BST, just after the clocks went forward
  '2026-03-29T22:59:00Z', // 23:59 BST, still 29 March
  '2026-03-29T23:00:00Z', // 00:00 BST, 30 March
  '2026-10-22T22:59:00Z', // 23:59 BST, 22 October
  '2026-10-22T23:30:00Z', // 00:30 BST, 23 October
  '2026-10-24T22:30:00Z', // 23:30 BST, 24 October
  '2026-10-24T23:30:00Z', // 00:30 BST, 25 October
  '2026-10-25T00:30:00Z', // the first 01:30 (BST)
  '2026-10-25T01:30:00Z', // the second 01:30 (GMT)
  '2026-10-25T23:59:00Z', // 23:59 GMT, still 25 October
  '2026-10-26T00:00:00Z', // midnight GMT, 26 October
  '2026-10-27T23:59:59Z',
  '2026-10-28T00:00:00Z',
  '2026-11-03T09:15:00Z',
  '2026-11-10T18:00:00Z',
  '2026-11-20T12:00:00Z',
  '2026-11-24T11:00:00Z', // today
].map((iso) => new Date(iso));

/** The statuses cycled through, 'cancelled-paid' meaning cancelled after payment. */
const CYCLE = ['confirmed', 'completed', 'no_show', 'cancelled-paid', 'cancelled', 'expired', 'completed', 'pending', 'confirmed', 'cancelled-paid', 'no_show'] as const;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [admin, merchantUser, customer] = await createPeople(t.db, NOW, ['admin', 'merchant', 'customer']);

  for (const [index, name] of merchantNames.entries()) {
    const { merchant } = await createMerchant(t.db, { businessName: name, city: ['Leeds', 'York', 'Bath'][index]! });
    salons.push({ id: merchant.id, name, city: merchant.city });
  }
  for (const [index, name] of serviceNames.entries()) {
    const merchantIndex = index % salons.length;
    const service = await createService(t.db, salons[merchantIndex]!.id, { name });
    catalogue.push({ id: service.id, name, merchantIndex });
  }

  // Several bookings per instant, statuses, services, prices and off-peak varying independently.
  let n = 0;
  for (const createdAt of INSTANTS) {
    for (let k = 0; k < 3; k += 1, n += 1) {
      const kind = CYCLE[n % CYCLE.length]!;
      const status: Status = kind === 'cancelled-paid' ? 'cancelled' : kind;
      const paid = kind !== 'cancelled' && kind !== 'expired' && kind !== 'pending';
      const finalPence = 2000 + (n % 5) * 750 + (n % 2);
      const feePence = n % 4 === 0 ? 500 : 450;
      // A cancellation after payment: every other one a customer's (fee kept), the others refunded in full.
      const refundedPence = kind === 'cancelled-paid' ? (n % 2 === 0 ? finalPence - feePence - 120 : finalPence) : null;
      seeds.push({ createdAt, status, confirmedAt: paid ? new Date(createdAt.getTime() + 120_000) : null, serviceIndex: (n * 3 + k) % catalogue.length, offPeak: n % 3 !== 0, finalPence, feePence, refundedPence });
    }
  }
  for (const [index, seed] of seeds.entries()) {
    const service = catalogue[seed.serviceIndex]!;
    const discount = seed.offPeak ? 1000 : 0;
    const creditsUsed = index % 5 === 0 ? 300 : 0;
    const id = await createPaidBooking(t.db, {
      service: { id: service.id, merchantId: salons[service.merchantIndex]!.id },
      userId: customer.id,
      // Distinct appointment times: the no-overlap constraint never objects.
      start: new Date(Date.UTC(2027, 0, 1, 9) + index * 3_600_000),
      status: seed.status,
      createdAt: seed.createdAt,
      confirmedAt: seed.confirmedAt,
      holdExpiresAt: new Date(seed.status === 'pending' ? NOW.getTime() + 300_000 : seed.createdAt.getTime() + 300_000),
      offPeakApplied: seed.offPeak,
      finalPricePence: seed.finalPence,
      platformFeePence: seed.feePence,
      originalPricePence: seed.finalPence - seed.feePence + discount,
      discountAmountPence: discount,
      creditsUsedPence: creditsUsed,
    });
    if (seed.refundedPence !== null) {
      // Credit comes back as credit, up to what the booking spent; the rest goes back to the card.
      const credits = Math.min(creditsUsed, seed.refundedPence);
      await t.db.insert(refundRequests).values({
        bookingId: id,
        userId: customer.id,
        totalPaidPence: seed.finalPence,
        cardRefundPence: seed.refundedPence - credits,
        creditsRestoredPence: credits,
      });
    }
  }

  // Accounts made at known instants: customers, a merchant, an admin and a deleted customer, around the same edges.
  const signUps: [string, 'consumer' | 'merchant' | 'admin', boolean][] = [
    ['2026-10-24T23:30:00Z', 'consumer', false],
    ['2026-10-25T01:30:00Z', 'consumer', false],
    ['2026-10-25T02:00:00Z', 'merchant', false],
    ['2026-10-26T00:00:00Z', 'consumer', true],
    ['2026-10-22T22:59:00Z', 'consumer', false],
    ['2026-11-24T10:00:00Z', 'consumer', false],
    ['2026-03-29T23:00:00Z', 'admin', false],
  ];
  const made = await createCustomers(t.db, signUps.length, NOW);
  for (const [index, [iso, role, deleted]] of signUps.entries()) {
    await t.db
      .update(users)
      .set({ createdAt: new Date(iso), role, deletedAt: deleted ? NOW : null })
      .where(eq(users.id, made[index]!.id));
  }
  // Everyone else (the three callers and the salons' owners) was made long before any period asked about.
  const made2020 = new Date('2020-01-01T00:00:00Z');
  const others = await t.db.select({ id: users.id }).from(users);
  const signUpIds = new Set(made.map((account) => account.id));
  const rest = others.map((row) => row.id).filter((id) => !signUpIds.has(id));
  await t.db.update(users).set({ createdAt: made2020 }).where(inArray(users.id, rest));
  for (const row of await t.db.select({ createdAt: users.createdAt, role: users.role, deletedAt: users.deletedAt }).from(users)) {
    accounts.push({ createdAt: row.createdAt, role: row.role, deleted: row.deletedAt !== null });
  }
});
afterAll(() => t.close());

/** `null` is a signed-out caller (undefined would be the admin's default). */
const get = (query: string, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/analytics${query}`, headers: cookie === null ? {} : { cookie } });

const pounds = (pence: number) => Math.round(pence) / 100;
const percent = (numerator: number, denominator: number) => (denominator === 0 ? null : Math.round((numerator * 1000) / denominator) / 10);

/** The right answers for a period, from the seeded list alone. */
function expected(from: string, to: string): AdminAnalytics {
  const dates: string[] = [];
  for (let day = new Date(`${from}T12:00:00Z`); day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + 86_400_000)) {
    dates.push(day.toISOString().slice(0, 10));
  }
  const inPeriod = (instant: Date) => londonDate(instant) >= from && londonDate(instant) <= to;
  const isPaid = (seed: Seed) => seed.status === 'confirmed' || seed.status === 'completed' || seed.status === 'no_show' || (seed.status === 'cancelled' && seed.confirmedAt !== null);
  // Decision 017's Revenue: the fee, less whatever part of a refund reached into it.
  const earned = (seed: Seed) => (isPaid(seed) ? Math.max(0, seed.feePence - Math.max(0, (seed.refundedPence ?? 0) - (seed.finalPence - seed.feePence))) : 0);

  const made = seeds.filter((seed) => inPeriod(seed.createdAt));
  const paid = made.filter(isPaid);
  const days = dates.map((date) => {
    const ofDay = made.filter((seed) => londonDate(seed.createdAt) === date);
    let revenue = 0;
    for (const seed of ofDay) revenue += earned(seed);
    return { date, bookings_made: ofDay.length, paid_bookings: ofDay.filter(isPaid).length, platform_revenue: pounds(revenue) };
  });
  let gross = 0;
  let revenue = 0;
  for (const seed of paid) {
    gross += seed.finalPence;
    revenue += earned(seed);
  }
  const cancelled = paid.filter((seed) => seed.status === 'cancelled').length;
  const completed = paid.filter((seed) => seed.status === 'completed').length;
  const noShows = paid.filter((seed) => seed.status === 'no_show').length;
  const offPeak = paid.filter((seed) => seed.offPeak).length;

  function ranking<T>(keyOf: (seed: Seed) => string, describe: (key: string) => T & { sortName: string }) {
    const groups = new Map<string, { paid: number; value: number; earned: number }>();
    for (const seed of paid) {
      const group = groups.get(keyOf(seed)) ?? { paid: 0, value: 0, earned: 0 };
      group.paid += 1;
      group.value += seed.finalPence;
      group.earned += earned(seed);
      groups.set(keyOf(seed), group);
    }
    return [...groups.entries()]
      .map(([key, group]) => ({ key, group, ...describe(key) }))
      .sort((a, b) => b.group.paid - a.group.paid || b.group.value - a.group.value || a.sortName.localeCompare(b.sortName))
      .slice(0, 5);
  }
  const services = ranking(
    (seed) => catalogue[seed.serviceIndex]!.id,
    (key) => {
      const service = catalogue.find((entry) => entry.id === key)!;
      return { sortName: service.name, name: service.name, salon: salons[service.merchantIndex]!.name };
    },
  );
  const topSalons = ranking(
    (seed) => salons[catalogue[seed.serviceIndex]!.merchantIndex]!.id,
    (key) => {
      const salon = salons.find((entry) => entry.id === key)!;
      return { sortName: salon.name, name: salon.name, city: salon.city };
    },
  );
  return {
    from,
    to,
    days,
    totals: {
      bookings_made: made.length,
      paid_bookings: paid.length,
      platform_revenue: pounds(revenue),
      gross_booking_value: pounds(gross),
      average_booking_value: paid.length === 0 ? null : pounds(Math.round(gross / paid.length)),
      hold_to_paid_percent: percent(paid.length, made.length),
      cancelled_bookings: cancelled,
      cancellation_percent: percent(cancelled, paid.length),
      completed_bookings: completed,
      no_show_bookings: noShows,
      no_show_percent: percent(noShows, completed + noShows),
      off_peak_bookings: offPeak,
      off_peak_percent: percent(offPeak, paid.length),
      new_customers: accounts.filter((account) => account.role === 'consumer' && !account.deleted && inPeriod(account.createdAt)).length,
    },
    top_services: services.map((entry) => ({ id: entry.key, name: entry.name, merchant_business_name: entry.salon, paid_bookings: entry.group.paid, booking_value: pounds(entry.group.value), platform_revenue: pounds(entry.group.earned) })),
    top_salons: topSalons.map((entry) => ({ id: entry.key, business_name: entry.name, city: entry.city, paid_bookings: entry.group.paid, booking_value: pounds(entry.group.value), platform_revenue: pounds(entry.group.earned) })),
  };
}

describe('who may read the analytics', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403), whatever they ask, and answers an admin', async () => {
    for (const query of ['', '?from=2026-10-01&to=2026-10-31', '?from=nonsense', '?from=2026-11-02&to=2026-11-01']) {
      expect((await get(query, null)).statusCode, `anonymous ${query}`).toBe(401);
      expect((await get(query, customer.cookie)).statusCode, `customer ${query}`).toBe(403);
      expect((await get(query, merchantUser.cookie)).statusCode, `merchant ${query}`).toBe(403);
    }
    expect((await get('?from=2026-10-01&to=2026-10-31')).statusCode).toBe(200);
  });
});

describe('the figures, against answers worked out from the seeded bookings', () => {
  it('counts the autumn clock change by London days: the 25-hour 25 October is one day', async () => {
    const response = await get('?from=2026-10-23&to=2026-10-27');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminAnalytics>();
    expect(body).toEqual(expected('2026-10-23', '2026-10-27'));
    // The seeds put 4 instants × 3 bookings on 25 October (00:30 BST to 23:59 GMT): the London day, not the UTC one.
    expect(body.days.map((day) => day.bookings_made)).toEqual([3, 3, 12, 3, 3]);
  });

  it('counts the spring clock change: the 23-hour 29 March is one day, 23:00Z that night is already 30 March', async () => {
    const body = (await get('?from=2026-03-28&to=2026-03-30')).json<AdminAnalytics>();
    expect(body).toEqual(expected('2026-03-28', '2026-03-30'));
    expect(body.days.map((day) => day.bookings_made)).toEqual([3, 9, 3]);
  });

  it('defaults to the last 30 London days, today included, every day listed, zeros where nothing was made', async () => {
    const body = (await get('')).json<AdminAnalytics>();
    expect(body.from).toBe('2026-10-26');
    expect(body.to).toBe('2026-11-24');
    expect(body).toEqual(expected('2026-10-26', '2026-11-24'));
    expect(body.days).toHaveLength(30);
    expect(body.days.filter((day) => day.bookings_made === 0)).toHaveLength(30 - 7);
  });

  it('agrees over the whole year with more services than the top list shows', async () => {
    const body = (await get('?from=2026-01-01&to=2026-12-31')).json<AdminAnalytics>();
    expect(body).toEqual(expected('2026-01-01', '2026-12-31'));
    expect(body.top_services).toHaveLength(5);
    expect(body.top_salons).toHaveLength(3);
    // The seeded set really exercises every rate (none of them 0 or null by accident).
    for (const rate of [body.totals.hold_to_paid_percent, body.totals.cancellation_percent, body.totals.no_show_percent, body.totals.off_peak_percent]) {
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThan(100);
    }
    // Revenue is the platform's fees (decision 017), well under what customers paid.
    expect(body.totals.platform_revenue).toBeLessThan(body.totals.gross_booking_value / 3);
  });

  it('answers a period without bookings with zeros and null rates, never 0 % of nothing', async () => {
    const body = (await get('?from=2025-06-01&to=2025-06-03')).json<AdminAnalytics>();
    expect(body.days).toEqual(['2025-06-01', '2025-06-02', '2025-06-03'].map((date) => ({ date, bookings_made: 0, paid_bookings: 0, platform_revenue: 0 })));
    expect(body.totals).toMatchObject({ bookings_made: 0, paid_bookings: 0, gross_booking_value: 0, average_booking_value: null, hold_to_paid_percent: null, cancellation_percent: null, no_show_percent: null, off_peak_percent: null });
    expect(body.top_services).toEqual([]);
  });
});

describe('the period asked for', () => {
  it.each([
    ['?from=2026-02-30', 'from', analyticsMessages.fromDate],
    ['?from=2026-10-01&to=31-10-2026', 'to', analyticsMessages.toDate],
    ['?from=2026-11-02&to=2026-11-01', 'from', analyticsMessages.order],
    ['?from=2025-01-01&to=2026-01-02', 'from', analyticsMessages.tooLong],
    ['?from=' + 'x'.repeat(40), 'from', undefined],
  ])('%s is a 400 on %s with a message', async (query, field, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toEqual([field]);
    if (message !== undefined) expect(body.error).toBe(message);
    expect(body.error.length).toBeGreaterThan(10);
  });

  it('accepts 366 days, one day, and a start alone (up to today)', async () => {
    expect((await get('?from=2024-01-01&to=2024-12-31')).json<AdminAnalytics>().days).toHaveLength(366);
    expect((await get('?from=2026-10-25&to=2026-10-25')).json<AdminAnalytics>()).toEqual(expected('2026-10-25', '2026-10-25'));
    const fromAlone = (await get('?from=2026-11-20')).json<AdminAnalytics>();
    expect([fromAlone.from, fromAlone.to]).toEqual(['2026-11-20', '2026-11-24']);
  });
});
