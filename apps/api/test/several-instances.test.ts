import { addDaysToDate, londonDateOf, londonWeekday } from '@lull/domain/london-time';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { insertCreditEntry } from '../src/modules/credits/credits.repository';
import { enqueueMail } from '../src/modules/mail/mail.service';
import { ApiClient, ApiProcess, freePort, productionEnvironment, queryCount, queryRows, startSmtpSink, stopAll, waitUntil, type ApiAnswer } from './support/api-process';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { registrationBody } from './support/test-app';
import { type NginxProxy, startNginx, UPSTREAM_HEADER } from './support/nginx-proxy';
import { createScratchDatabase, usingPostgres } from './support/test-database';

/**
 * Several instances (docs/SECURITY.md): two real API processes on one PostgreSQL database behind a real nginx, as
 * README's "Running several instances" sets them up (round robin, no stickiness, TRUST_PROXY naming nginx), behave as
 * one Lull: the last free time is sold once, each background job's item is handled once, a session works everywhere
 * and ends everywhere, and a rate limit counts every instance's attempts. Clients connect from loopback addresses of
 * their own (127.5.x.y), which nginx tells the instances.
 */

const INSTANCES = 2;
const JOB_INTERVAL_MS = 300;
const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another.';
const everyDayOpen = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: 09:00-22:00`).join(', ');

let scratch: { url: string; drop(): Promise<void> } | undefined;
let database: DatabaseHandle | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let instances: ApiProcess[] = [];
let proxy: NginxProxy | undefined;
let serviceId = '';
let startupSeconds = 0;

beforeAll(async () => {
  if (!usingPostgres) return;
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lull_test_instances');
  smtp = await startSmtpSink();
  const env = productionEnvironment(scratch.url, { SMTP_URL: smtp.url, JOB_INTERVAL_MS: String(JOB_INTERVAL_MS) });
  // All at once on an empty database, as a deployment would start them: each migrates on start.
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  instances = ports.map((port, index) => new ApiProcess(`api${index + 1}`, port, env));
  const startedAt = Date.now();
  for (const instance of instances) instance.start();
  await Promise.all(instances.map((instance) => instance.ready()));
  startupSeconds = (Date.now() - startedAt) / 1000;
  proxy = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
  database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, onConnectionLost: () => undefined });
  const { merchant } = await createMerchant(database.db, { availabilityHours: everyDayOpen });
  serviceId = (await createService(database.db, merchant.id, { durationMinutes: 30, pricePence: 4000, offPeakPricePence: 3000 })).id;
}, 150_000);

afterAll(async () => {
  await proxy?.stop();
  await stopAll(instances);
  await smtp?.close();
  await database?.close();
  await scratch?.drop();
});

/** Which instance nginx sent an answered request to (`127.0.0.1:port`). */
const upstreamOf = (answer: ApiAnswer | null) => String(answer?.headers[UPSTREAM_HEADER] ?? 'no answer');

/** Off-peak times (Lull's default windows) from tomorrow on; each test takes its own. */
const offPeakSlots = (function* () {
  const today = londonDateOf(new Date());
  for (let day = 1; day <= 12; day += 1) {
    const date = addDaysToDate(today, day);
    const [from, to] = [0, 6].includes(londonWeekday(date)) ? [18 * 60, 22 * 60] : [10 * 60, 15 * 60];
    for (let minute = from; minute < to; minute += 30) {
      yield { booking_date: date, booking_time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` };
    }
  }
})();
const nextSlot = () => ({ service_id: serviceId, ...offPeakSlots.next().value! });

/** Signed-in customers straight through the repositories (argon2 for each would be the slowest part). */
async function customers(count: number, addressPrefix: string): Promise<{ customer: BookingCustomer; client: ApiClient }[]> {
  const made = await createCustomers(database!.db, count, new Date(), '__Host-lull_session');
  return made.map((customer, index) => {
    const client = new ApiClient(`${addressPrefix}.${index}`, 'source-address');
    client.cookie = customer.cookie;
    return { customer, client };
  });
}

const problemsLogged = () => [
  ...instances.flatMap((instance) => instance.log().split('\n').filter((line) => /"level":(50|60)/.test(line))),
  ...(proxy?.log().split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)) ?? []),
];

describe.skipIf(!usingPostgres)(`${INSTANCES} API instances on one database behind nginx (PostgreSQL only; runs in CI's PostgreSQL pass)`, () => {
  it('started together on an empty database: each migrated it or waited for the one that did', () => {
    expect(instances.every((instance) => instance.running)).toBe(true);
    console.info(`several instances: ${INSTANCES} started at once on an empty database in ${startupSeconds.toFixed(1)} s`);
  });

  it('sells the last free time once when customers on every instance ask for it at the same moment', async () => {
    const rounds = 3;
    const perRound = 30;
    const people = await customers(rounds * perRound, '127.5.1');
    const results: { attempts: number; winners: number; others: Record<string, number> }[] = [];
    const served = new Map<string, number>();
    for (let round = 0; round < rounds; round += 1) {
      const slot = nextSlot();
      const racers = people.slice(round * perRound, (round + 1) * perRound);
      const answers = await Promise.all(racers.map(({ client }) => client.call(proxy!.url, 'POST', '/api/bookings', { ...slot, agreed_to_terms: true })));
      for (const answer of answers) served.set(upstreamOf(answer), (served.get(upstreamOf(answer)) ?? 0) + 1);
      const others: Record<string, number> = {};
      for (const answer of answers.filter((a) => a?.status !== 201)) {
        const key = answer ? `${answer.status} ${String(answer.body.error)}` : 'no answer';
        others[key] = (others[key] ?? 0) + 1;
      }
      results.push({ attempts: answers.length, winners: answers.filter((a) => a?.status === 201).length, others });
      const held = await queryCount(
        database!.db,
        sql`select count(*) as count from bookings where service_id = ${serviceId} and booking_date = ${slot.booking_date} and booking_time = ${slot.booking_time} and status in ('pending', 'confirmed')`,
      );
      expect(held).toBe(1);
    }
    console.info(`one-slot race across ${INSTANCES} instances behind nginx: ${JSON.stringify(results)}; answered by ${JSON.stringify(Object.fromEntries(served))}`);
    // nginx spread the customers over every instance.
    expect([...served.keys()].sort()).toEqual(instances.map((instance) => instance.url.replace('http://', '')).sort());
    expect(results).toEqual(Array.from({ length: rounds }, () => ({ attempts: perRound, winners: 1, others: { [`409 ${SLOT_TAKEN}`]: perRound - 1 } })));
  }, 60_000);

  it('runs each background job item once: lapsed holds swept and their waitlists told once, credit expired and warned once, each mail delivered once', async () => {
    const db = database!.db;
    // Holds on one instance, a waitlist for each taken time on another; then the holds lapse.
    const holders = await customers(12, '127.5.2');
    const waiters = await customers(12, '127.5.3');
    const holdIds: string[] = [];
    for (const [index, { client }] of holders.entries()) {
      const slot = nextSlot();
      const held = await client.call(proxy!.url, 'POST', '/api/bookings', { ...slot, agreed_to_terms: true });
      expect(held?.status, JSON.stringify(held?.body)).toBe(201);
      holdIds.push(held!.body.id as string);
      const joined = await waiters[index]!.client.call(proxy!.url, 'POST', '/api/waitlist', slot);
      expect(joined?.status, JSON.stringify(joined?.body)).toBe(201);
    }
    // Credit: a grant that has lapsed and one that expires in two days, for each of a dozen customers.
    const creditors = await customers(12, '127.5.4');
    const now = Date.now();
    for (const { customer } of creditors) {
      await insertCreditEntry(db, { userId: customer.id, type: 'bonus', amountPence: 200, description: 'Lapsed goodwill', expiresAt: new Date(now - 60_000) });
      await insertCreditEntry(db, { userId: customer.id, type: 'bonus', amountPence: 300, description: 'Soon goodwill', expiresAt: new Date(now + 2 * 86_400_000) });
    }
    // Mail: sixty messages queued at once, drained by three workers.
    for (let index = 0; index < 60; index += 1) {
      await enqueueMail(db, { to: `bulk.${index}@example.com`, subject: `Bulk ${index}`, text: 'Hello.' });
    }
    await db.execute(sql`update bookings set hold_expires_at = now() - interval '1 second' where id in ${holdIds}`);

    const count = (query: SQL) => queryCount(db, query);
    const done = async () =>
      (await count(sql`select count(*) as count from bookings where id in ${holdIds} and status = 'expired'`)) === holdIds.length &&
      (await count(sql`select count(*) as count from waitlist_entries where notified_at is not null`)) === waiters.length &&
      (await count(sql`select count(*) as count from credit_ledger_entries where type = 'expired'`)) === creditors.length &&
      (await count(sql`select count(*) as count from notifications where type = 'credit_expiring'`)) >= creditors.length &&
      (await count(sql`select count(*) as count from mail_outbox where status = 'pending'`)) === 0;
    await waitUntil('the jobs to sweep, expire, warn and send', done, 60_000, 200);
    // A few more runs of every job on every instance: a second handling of any item would show below.
    const settled = Date.now() + 10 * JOB_INTERVAL_MS;
    await waitUntil('more job runs', () => Date.now() > settled, 30_000, 100);

    const perItem = async (query: SQL) => (await queryRows<{ item: string; times: string }>(db, query)).map((row) => Number(row.times));
    const expiries = await perItem(sql`select reference_id as item, count(*) as times from credit_ledger_entries where type = 'expired' group by reference_id`);
    const warnings = await perItem(sql`select user_id as item, count(*) as times from notifications where type = 'credit_expiring' group by user_id`);
    const lapsedGrantsLeft = await count(sql`select count(*) as count from credit_ledger_entries where type = 'bonus' and description = 'Lapsed goodwill' and not exists (select 1 from credit_ledger_entries x where x.type = 'expired' and x.reference_id = credit_ledger_entries.id::text)`);
    const outbox = await queryRows<{ id: string; status: string }>(db, sql`select id, status from mail_outbox`);
    const received = smtp!.received;
    const deliveries = new Map<string, number>();
    for (const mail of received) deliveries.set(mail.messageId ?? '(none)', (deliveries.get(mail.messageId ?? '(none)') ?? 0) + 1);
    const timeFreeMail = received.filter((mail) => mail.subject?.startsWith('A time you wanted is free'));

    expect({
      holdsExpired: await count(sql`select count(*) as count from bookings where id in ${holdIds} and status = 'expired'`),
      waitersToldByMail: new Set(timeFreeMail.flatMap((mail) => mail.to)).size,
      timeFreeMails: timeFreeMail.length,
      grantsExpiredOnceEach: expiries.length === creditors.length && expiries.every((times) => times === 1),
      lapsedGrantsLeft,
      customersWarnedOnceEach: warnings.length === creditors.length && warnings.every((times) => times === 1),
      outboxRowsNotSent: outbox.filter((mail) => mail.status !== 'sent').length,
      outboxRowsDeliveredOnce: outbox.filter((mail) => deliveries.get(`<outbox.${mail.id}@lull.test>`) === 1).length,
      deliveries: received.length,
    }).toEqual({
      holdsExpired: holdIds.length,
      waitersToldByMail: waiters.length,
      timeFreeMails: waiters.length,
      grantsExpiredOnceEach: true,
      lapsedGrantsLeft: 0,
      customersWarnedOnceEach: true,
      outboxRowsNotSent: 0,
      outboxRowsDeliveredOnce: outbox.length,
      deliveries: outbox.length,
    });
    expect(outbox.length).toBeGreaterThanOrEqual(60 + waiters.length);
    // A job that handled an item twice would have met a unique index and logged its failure.
    expect(problemsLogged()).toEqual([]);
  }, 120_000);

  it('honours a session made on one instance on every other, and ends it on all at logout through the proxy', async () => {
    const client = new ApiClient('127.5.5.1', 'source-address');
    const registration = registrationBody();
    const [first, second] = instances as [ApiProcess, ApiProcess];
    const signedUp = await client.call(first.url, 'POST', '/api/auth/register', registration);
    expect(signedUp?.status).toBe(201);
    const session = client.cookie;
    const whoAmI = async (instance: ApiProcess) => {
      const me = await client.call(instance.url, 'GET', '/api/users/me');
      return me?.status === 200 ? me.body.email : me?.status;
    };
    expect(await Promise.all(instances.map(whoAmI))).toEqual(instances.map(() => registration.email));

    expect((await client.call(proxy!.url, 'GET', '/api/logout'))?.status).toBe(200);
    // The old cookie, as a copy kept elsewhere (another tab, a thief) would send it.
    client.cookie = session;
    expect(await Promise.all([second, first].map(whoAmI))).toEqual([401, 401]);
  }, 60_000);

  it('counts login attempts across instances as one instance does: the eleventh is refused wherever nginx sends it, whatever address the client claims', async () => {
    const attempts = 12;
    const failedLogins = async (address: string, baseUrl: string, claim?: (attempt: number) => string) => {
      const client = new ApiClient(address, 'source-address');
      const body = { email: `nobody.${address}@example.com`, password: 'not-the-password' };
      const statuses: (number | undefined)[] = [];
      const upstreams = new Set<string>();
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        const answer = await client.call(baseUrl, 'POST', '/api/auth/login', body, claim ? { 'x-forwarded-for': claim(attempt) } : {});
        statuses.push(answer?.status);
        upstreams.add(upstreamOf(answer));
      }
      return { statuses, upstreams: upstreams.size };
    };
    const oneInstance = await failedLogins('127.5.6.1', instances[0]!.url);
    const spread = await failedLogins('127.5.6.2', proxy!.url);
    // Each attempt claims another address; nginx appends the real one, the only one the instances believe of it.
    const claiming = await failedLogins('127.5.6.3', proxy!.url, (attempt) => `203.0.113.${attempt + 1}`);
    console.info(`login limit: one instance ${JSON.stringify(oneInstance.statuses)}; through nginx ${JSON.stringify(spread)}; claiming other addresses ${JSON.stringify(claiming)}`);
    expect(oneInstance.statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect(spread).toEqual({ statuses: oneInstance.statuses, upstreams: INSTANCES });
    expect(claiming).toEqual({ statuses: oneInstance.statuses, upstreams: INSTANCES });
  }, 60_000);

  it('leaves the database invariants true', async () => {
    await assertInvariants(database!.db);
    expect(problemsLogged()).toEqual([]);
  });
});
