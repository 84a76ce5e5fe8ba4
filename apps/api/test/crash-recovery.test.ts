import { addDaysToDate, londonDateOf, londonWeekday } from '@lull/domain/london-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { ApiClient, ApiProcess, freePort, productionEnvironment, queryCount, queryRows, startSmtpSink, stopAll, waitUntil, type ApiAnswer } from './support/api-process';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { registrationBody } from './support/test-app';
import { createScratchDatabase, usingPostgres } from './support/test-database';

/**
 * Crash recovery (docs/SECURITY.md): the real server under booking and payment load is killed with SIGKILL and started again on
 * the same database, several times. Whatever a client was told succeeded (a 2xx) must be there afterwards; holds
 * that lapsed are swept; every mail in the outbox is delivered, and a mail sent twice (the worker killed after
 * the SMTP server took it, before it was marked sent) is the same message, with the same Message-ID.
 */

const KILLS_UNDER_LOAD = 3;
/** Acknowledged writes between two kills: the kills land in the middle of the load, wherever it is. */
const WRITES_BETWEEN_KILLS = 12;
const WORKERS = 6;
const everyDayOpen = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: 09:00-22:00`).join(', ');
const card = { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' } };

let scratch: { url: string; drop(): Promise<void> } | undefined;
let database: DatabaseHandle | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let api: ApiProcess | undefined;
let serviceIds: string[] = [];

beforeAll(async () => {
  if (!usingPostgres) return;
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lull_test_crash');
  database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, onConnectionLost: () => undefined });
  await database.migrate();
  const { merchant } = await createMerchant(database.db, { availabilityHours: everyDayOpen });
  serviceIds = [];
  for (let index = 0; index < 4; index += 1) {
    serviceIds.push((await createService(database.db, merchant.id, { durationMinutes: 30, pricePence: 4000, offPeakPricePence: 3000 })).id);
  }
  smtp = await startSmtpSink();
  api = new ApiProcess('api', await freePort(), productionEnvironment(scratch.url, { SMTP_URL: smtp.url, JOB_INTERVAL_MS: '500' }));
  api.start();
  await api.ready();
}, 120_000);

afterAll(async () => {
  await stopAll([api]);
  await smtp?.close();
  await database?.close();
  await scratch?.drop();
});

/** Off-peak times (Lull's default windows) from tomorrow on, each held at most once, across four services. */
function* offPeakSlots(): Generator<{ service_id: string; booking_date: string; booking_time: string }> {
  const today = londonDateOf(new Date());
  for (let day = 1; day <= 12; day += 1) {
    const date = addDaysToDate(today, day);
    const weekend = [0, 6].includes(londonWeekday(date));
    const [from, to] = weekend ? [18 * 60, 22 * 60] : [10 * 60, 15 * 60];
    for (let minute = from; minute < to; minute += 30) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      for (const service_id of serviceIds) yield { service_id, booking_date: date, booking_time: time };
    }
  }
}

interface Acknowledged {
  /** Accounts whose sign-up answered 201. */
  accounts: string[];
  /**
   * Sessions the client was last told it holds: the sign-up's, or the sign-in's after a sign-out. A client that
   * asked to sign out no longer counts on its session, and gets one back only from a sign-in answered 200 (a
   * sign-in whose answer a kill swallowed gave the client nothing to keep).
   */
  sessions: Map<string, ApiClient>;
  /** Booking id → what the client was told: held (201 on the hold) or confirmed (200 on the payment). */
  bookings: Map<string, 'held' | 'confirmed'>;
  /** Intent id → created (200 on create-intent) or succeeded (200 on confirm). */
  payments: Map<string, { bookingId: string; state: 'created' | 'succeeded' }>;
}

describe.skipIf(!usingPostgres)('killing the API process under load (PostgreSQL only; runs in CI\'s PostgreSQL pass)', () => {
  it('loses nothing it acknowledged, sweeps lapsed holds, and delivers every mail, a resend only ever as the same message', async () => {
    const db = database!.db;
    const server = api!;
    const acknowledged: Acknowledged = { accounts: [], sessions: new Map(), bookings: new Map(), payments: new Map() };
    const answers = new Map<string, number>();
    const serverErrors: string[] = [];
    let unanswered = 0;
    let loadRunning = true;
    /** False from a kill until the new process answers: clients that lost an answer wait for it. */
    let serverUp = true;
    const slots = offPeakSlots();
    const writes = () => acknowledged.accounts.length + acknowledged.bookings.size + acknowledged.payments.size;

    /** One request; a lost answer (the process died) is counted and then waited out until the server is back. */
    const send = async (client: ApiClient, method: string, path: string, body?: unknown): Promise<ApiAnswer | null> => {
      const answer = await client.call(server.url, method, path, body);
      if (!answer) {
        unanswered += 1;
        await waitUntil('the server to be back', () => serverUp || !loadRunning, 120_000, 50);
        return null;
      }
      const key = `${method} ${path.replace(/[0-9a-f-]{36}/, ':id')} ${answer.status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (answer.status >= 500) serverErrors.push(`${key}: ${JSON.stringify(answer.body)}`);
      return answer;
    };

    /** A customer signs up (and every other one signs out and in again), then books and pays, or just holds. */
    const customerJourney = async (worker: number, customer: number) => {
      const client = new ApiClient(`10.4.${worker}.${customer}`);
      const registration = registrationBody();
      const signedUp = await send(client, 'POST', '/api/auth/register', registration);
      if (signedUp?.status !== 201) return;
      acknowledged.accounts.push(registration.email);
      acknowledged.sessions.set(registration.email, client);
      if (customer % 2 === 1) {
        acknowledged.sessions.delete(registration.email);
        await send(client, 'GET', '/api/logout');
        const signedIn = await send(client, 'POST', '/api/auth/login', { email: registration.email, password: registration.password });
        if (signedIn?.status !== 200) return;
        acknowledged.sessions.set(registration.email, client);
      }
      for (let booking = 0; booking < 2 && loadRunning; booking += 1) {
        const slot = slots.next();
        if (slot.done) return;
        const held = await send(client, 'POST', '/api/bookings', { ...slot.value, agreed_to_terms: true });
        if (held?.status !== 201) continue;
        const bookingId = held.body.id as string;
        acknowledged.bookings.set(bookingId, 'held');
        // Every third hold is left unpaid, to lapse.
        if ((customer + booking) % 3 === 0) continue;
        const intent = await send(client, 'POST', '/api/payments/create-intent', { booking_id: bookingId });
        if (intent?.status !== 200) continue;
        const intentId = intent.body.payment_intent_id as string;
        acknowledged.payments.set(intentId, { bookingId, state: 'created' });
        // A client whose confirmation got no answer asks again, as the payment page would.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const paid = await send(client, 'POST', '/api/payments/confirm', { payment_intent_id: intentId, payment_method: card });
          if (!paid) continue;
          if (paid.status === 200) {
            acknowledged.payments.set(intentId, { bookingId, state: 'succeeded' });
            acknowledged.bookings.set(bookingId, 'confirmed');
          }
          break;
        }
      }
    };

    const worker = async (index: number) => {
      for (let customer = 0; loadRunning; customer += 1) await customerJourney(index, customer);
    };

    const startedAt = Date.now();
    const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    let kills = 0;
    try {
      for (; kills < KILLS_UNDER_LOAD; kills += 1) {
        const target = writes() + WRITES_BETWEEN_KILLS;
        await waitUntil(`${WRITES_BETWEEN_KILLS} more acknowledged writes`, () => writes() >= target, 60_000, 20);
        serverUp = false;
        await server.stop('SIGKILL');
        server.start();
        await server.ready();
        serverUp = true;
      }
      const target = writes() + WRITES_BETWEEN_KILLS;
      await waitUntil('writes after the last restart', () => writes() >= target, 60_000, 20);
    } finally {
      loadRunning = false;
      await load;
    }
    const loadSeconds = (Date.now() - startedAt) / 1000;
    expect(serverErrors).toEqual([]);

    // Time passes for the holds nobody paid for (they last five minutes), and the process dies once more
    // with them lapsed: the one started after it must sweep them.
    await db.execute(sql`update bookings set hold_expires_at = now() - interval '1 second' where status = 'pending'`);
    await server.stop('SIGKILL');
    kills += 1;
    server.start();
    await server.ready();
    const lapsedStillPending = () => queryCount(db, sql`select count(*) as count from bookings where status = 'pending' and hold_expires_at <= now()`);
    await waitUntil('the sweeper to expire every lapsed hold', async () => (await lapsedStillPending()) === 0, 60_000, 200);

    // Every acknowledged booking and payment is there, in at least the state the client was told.
    const bookingRows = new Map(
      (await queryRows<{ id: string; status: string }>(db, sql`select id, status from bookings`)).map((row) => [row.id, row.status]),
    );
    const paymentRows = new Map(
      (await queryRows<{ gateway_reference: string; status: string; booking_id: string }>(db, sql`select gateway_reference, status, booking_id from payments`)).map((row) => [row.gateway_reference, row]),
    );
    const lost: string[] = [];
    for (const [id, state] of acknowledged.bookings) {
      const status = bookingRows.get(id);
      const allowed = state === 'confirmed' ? ['confirmed'] : ['pending', 'confirmed', 'expired'];
      if (!status || !allowed.includes(status)) lost.push(`booking ${id} acknowledged ${state}, now ${status ?? 'missing'}`);
    }
    for (const [intentId, { bookingId, state }] of acknowledged.payments) {
      const row = paymentRows.get(intentId);
      if (!row || row.booking_id !== bookingId) lost.push(`payment ${intentId} acknowledged ${state}, now missing`);
      else if (state === 'succeeded' && row.status !== 'succeeded') lost.push(`payment ${intentId} acknowledged succeeded, now ${row.status}`);
    }
    // Every acknowledged account is there, and every session a client was given still works.
    const accounts = new Set((await queryRows<{ email: string }>(db, sql`select email from users`)).map((row) => row.email));
    for (const email of acknowledged.accounts) if (!accounts.has(email)) lost.push(`account ${email} acknowledged, now missing`);
    for (const [email, client] of acknowledged.sessions) {
      const me = await client.call(server.url, 'GET', '/api/users/me');
      if (me?.status !== 200) lost.push(`session of ${email}: ${me?.status ?? 'no answer'}`);
    }
    expect(lost).toEqual([]);

    // Every outbox row is delivered; each message the SMTP server took is one outbox row's, under its Message-ID.
    await waitUntil('the outbox to drain', async () => (await queryCount(db, sql`select count(*) as count from mail_outbox where status = 'pending'`)) === 0, 60_000, 200);
    const outbox = await queryRows<{ id: string; status: string }>(db, sql`select id, status from mail_outbox`);
    expect(outbox.filter((mail) => mail.status !== 'sent')).toEqual([]);
    const received = smtp!.received;
    const copies = new Map<string, number>();
    for (const mail of received) copies.set(mail.messageId ?? '(none)', (copies.get(mail.messageId ?? '(none)') ?? 0) + 1);
    const expectedIds = outbox.map((mail) => `<outbox.${mail.id}@lull.test>`);
    expect(expectedIds.filter((id) => !copies.has(id)), 'outbox rows marked sent that never arrived').toEqual([]);
    expect([...copies.keys()].filter((id) => !expectedIds.includes(id)), 'mail that is no outbox row (a resend under a new Message-ID)').toEqual([]);
    const resent = received.length - copies.size;

    const stuckProcessing = [...paymentRows.values()].filter((row) => row.status === 'processing').length;
    console.info(
      `crash test: ${kills} SIGKILLs survived (${KILLS_UNDER_LOAD} under load) in ${loadSeconds.toFixed(1)} s of load; ` +
        `acknowledged and checked: ${acknowledged.accounts.length} sign-ups, ${acknowledged.sessions.size} sessions, ${acknowledged.bookings.size} bookings ` +
        `(${[...acknowledged.bookings.values()].filter((state) => state === 'confirmed').length} paid), ${acknowledged.payments.size} payments; lost: ${lost.length}; ` +
        `requests without an answer: ${unanswered}; mail: ${outbox.length} outbox rows, ${received.length} deliveries, ${resent} resent under the same Message-ID; ` +
        `payments left processing by a kill: ${stuckProcessing}`,
    );
    console.info(`answers: ${JSON.stringify(Object.fromEntries([...answers].sort()))}`);
    await assertInvariants(db);
    // The load really did book and pay across the kills.
    expect(kills).toBeGreaterThanOrEqual(KILLS_UNDER_LOAD + 1);
    expect([...acknowledged.bookings.values()].filter((state) => state === 'confirmed').length).toBeGreaterThan(0);
    expect(outbox.length).toBeGreaterThan(0);
  }, 240_000);
});
