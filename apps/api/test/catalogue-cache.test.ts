import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema/catalogue';
import { createConfirmedBooking, createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Tuesday 9 June 2026, 08:00 in London.
const now = new Date('2026-06-09T07:00:00Z');

let t: TestApp;
let service: { id: string; merchantId: string };
let userId: string;

async function listing() {
  const response = await t.app.inject({ method: 'GET', url: '/api/services?search=quiet%20hour%20facial' });
  expect(response.statusCode).toBe(200);
  const found = response.json().services.find((row: { id: string }) => row.id === service.id);
  return found as { price: number; next_available: { date: string; time: string }[] };
}

/** Asks until the listing shows what `expected` looks for; a notification is asynchronous, but quick. */
async function eventually(expected: (row: Awaited<ReturnType<typeof listing>>) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const row = await listing();
    if (expected(row) || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  // Cached for five minutes: only a change notification can explain a fresh answer within the test.
  t = await createTestApp({ clock: () => now, env: { CATALOGUE_CACHE_SECONDS: '300' } });
  const { merchant } = await createMerchant(t.db, { businessName: 'Quiet Hour Studio' });
  service = await createService(t.db, merchant.id, { name: 'Quiet Hour Facial', pricePence: 4000, offPeakPricePence: null });
  userId = (await registerUser(t.app)).user.id;
});
afterAll(() => t.close());

describe(`the listing cache (${usingPostgres ? 'PostgreSQL: LISTEN on a connection of its own' : 'PGlite'})`, () => {
  it("keeps a listing for its lifetime, but forgets it as soon as a salon's change is committed", async () => {
    const first = await listing();
    expect(first.price).toBe(40);
    const shownTime = first.next_available[0]!;

    // A booking does not empty the cache (holds would, many times a second): the time is still shown.
    await createConfirmedBooking(t.db, service, userId, new Date(`${shownTime.date}T${shownTime.time}:00+01:00`), 60);
    expect((await listing()).next_available[0]).toEqual(shownTime);

    await t.db.update(services).set({ pricePence: 3500 }).where(eq(services.id, service.id));
    const changed = await eventually((row) => row.price === 35);
    expect(changed.price).toBe(35);
    // The answer is fresh, so the booked time has gone too.
    expect(changed.next_available[0]).not.toEqual(shownTime);
  });

  it.runIf(usingPostgres)('serves nothing from the cache while its listening connection is down, and listens again', async () => {
    const before = await listing();
    const listener = sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`;
    const killed = (await t.db.execute(sql`select pg_terminate_backend(pid) as ended from (${listener}) l`)) as unknown as { rows: { ended: boolean }[] };
    expect(killed.rows).toEqual([{ ended: true }]);

    // A booking alone never empties the cache, yet it shows: once the loss is noticed nothing is served from the
    // cache, and the first answer after listening again is fresh.
    const nextTime = before.next_available[0]!;
    await createConfirmedBooking(t.db, service, userId, new Date(`${nextTime.date}T${nextTime.time}:00+01:00`), 60);
    expect((await eventually((row) => row.next_available[0]?.time !== nextTime.time)).next_available[0]).not.toEqual(nextTime);

    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && ((await t.db.execute(listener)) as unknown as { rows: unknown[] }).rows.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(((await t.db.execute(listener)) as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await t.db.update(services).set({ pricePence: 3000 }).where(eq(services.id, service.id));
    expect((await eventually((row) => row.price === 30)).price).toBe(30);
  });
});
