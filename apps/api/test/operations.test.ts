/**
 * Running Lull (decision 062): GET /metrics in Prometheus' format, behind a token in production; readiness that fails
 * while the database is unreachable or behind this build's migrations; and load shedding, a 503 with Retry-After when
 * the instance is overloaded, that health, readiness and metrics never get.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { enqueueMail } from '../src/modules/mail/mail.service';
import { createCustomers } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/test-app';
import { waitUntil } from './support/api-process';
import { createScratchDatabase, usingPostgres } from './support/test-database';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const BUSY = { error: 'Lull is busy right now. Please try again in a moment.' };

/** The value of one series in Prometheus' text format (`name{labels} value`), or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const metrics = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    return response.body;
  };

  it('counts and times answers by route as registered, whatever the ids in the address', async () => {
    const { merchant } = await createMerchant(t.db);
    const service = await createService(t.db, merchant.id);
    for (let asked = 0; asked < 3; asked += 1) expect((await t.app.inject({ method: 'GET', url: `/api/services/${service.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/services/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const text = await metrics();
    expect(seriesValue(text, 'lull_http_requests_total{method="GET",route="/api/services/:id",status="200"}')).toBe(3);
    expect(seriesValue(text, 'lull_http_requests_total{method="GET",route="/api/services/:id",status="404"}')).toBe(1);
    expect(seriesValue(text, 'lull_http_request_duration_seconds_count{method="GET",route="/api/services/:id",status="200"}')).toBe(3);
    expect(text).not.toContain(service.id);
    // The process's own figures come too.
    expect(text).toMatch(/^lull_process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^lull_nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it("tells the outbox's depth, and the holds and payments of the last minute", async () => {
    const before = await metrics();
    const depth = seriesValue(before, 'lull_mail_outbox_depth')!;
    const holds = seriesValue(before, 'lull_holds_last_minute')!;
    const succeeded = seriesValue(before, 'lull_payments_last_minute{status="succeeded"}')!;
    await enqueueMail(t.db, { to: 'someone@example.com', subject: 'Hello', text: 'Hello.' });
    await enqueueMail(t.db, { to: 'someone@example.com', subject: 'Again', text: 'Hello again.' });
    const { merchant } = await createMerchant(t.db);
    const service = await createService(t.db, merchant.id);
    const [customer] = await createCustomers(t.db, 1, new Date());
    // A booking and its payment, as a customer's paid hold leaves them.
    await createPaidBooking(t.db, { service: { id: service.id, merchantId: merchant.id }, userId: customer!.id, start: new Date(Date.now() + 86_400_000) });

    const after = await metrics();
    expect(seriesValue(after, 'lull_mail_outbox_depth')).toBe(depth + 2);
    expect(seriesValue(after, 'lull_mail_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, 'lull_holds_last_minute')).toBe(holds + 1);
    expect(seriesValue(after, 'lull_payments_last_minute{status="succeeded"}')).toBe(succeeded + 1);
    expect(seriesValue(after, 'lull_payments_last_minute{status="failed"}')).toBe(0);
  });

  it('asks for the token when one is set: refused without it or with another, answered with it', async () => {
    const guarded = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const ask = (authorization?: string) => guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      const without = await ask();
      expect({ status: without.statusCode, body: without.json(), challenge: without.headers['www-authenticate'] }).toEqual({
        status: 401,
        body: { error: 'Send the metrics token as a bearer token.' },
        challenge: 'Bearer realm="metrics"',
      });
      expect((await ask(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await ask(TOKEN)).statusCode).toBe(401);
      const answered = await ask(`Bearer ${TOKEN}`);
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toContain('lull_http_requests_total');
    } finally {
      await guarded.close();
    }
  });

  it('is not served in production without a token', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', BANK_ACCOUNT_ENCRYPTION_KEY: 'c3'.repeat(32) } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/metrics' });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { error: 'Metrics are turned off: set METRICS_TOKEN to read them.' } });
    } finally {
      await production.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready on a migrated database, and says so', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { status: 'ready' } });
    } finally {
      await t.close();
    }
  });

  it('is not ready while migrations are still to run, nor once the database stops answering', async () => {
    // An empty embedded database, as an instance finds one while another is still migrating it.
    const database = await openDatabase({ dataDir: null });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      const empty = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(empty.statusCode).toBe(503);
      expect(empty.json().error).toMatch(/^Not ready: \d+ database migrations are still to run\.$/);
      await database.migrate();
      // As a database one migration behind this build: the last one's record taken away, then put back.
      const last = sql`(select max(id) from drizzle.__drizzle_migrations)`;
      await database.db.execute(sql`create temporary table forgotten as select * from drizzle.__drizzle_migrations where id = ${last}`);
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last}`);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ error: 'Not ready: 1 database migration is still to run.' });
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from forgotten`);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      await database.close();
      const unreachable = await app.inject({ method: 'GET', url: '/api/ready' });
      expect({ status: unreachable.statusCode, body: unreachable.json() }).toEqual({ status: 503, body: { error: 'Not ready: the database does not answer.' } });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/ready while the catalogue index is read', () => {
  it.skipIf(!usingPostgres)('is not ready until a production instance has read its catalogue index (PostgreSQL only; runs in CI’s PostgreSQL pass)', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lull_test_ready');
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    // Another session holds the catalogue's table, so the instance's reading of it waits until let go.
    const holder = new pg.Client({ connectionString: scratch.url });
    let app: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      await database.migrate();
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table catalogue_entries in access exclusive mode');
      const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL, LOG_LEVEL: 'silent', BANK_ACCOUNT_ENCRYPTION_KEY: 'a1'.repeat(32), DATABASE_URL: scratch.url });
      app = await buildApp({ config, db: database.db, logger: false });
      const reading = await app.inject({ method: 'GET', url: '/api/ready' });
      expect({ status: reading.statusCode, body: reading.json() }).toEqual({ status: 503, body: { error: 'Not ready: the catalogue index is still being read.' } });
      await holder.query('rollback');
      await waitUntil('the instance to be ready', async () => (await app!.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200, 30_000);
    } finally {
      await holder.end();
      await app?.close();
      await database.close();
      await scratch.drop();
    }
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, but never to health, readiness or metrics, then serves again', async () => {
    const t = await createTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '15' } });
    try {
      // Two seconds of work that never yields: the event loop's mean delay over its one-second sample is well past 15 ms.
      const until = Date.now() + 2_000;
      while (Date.now() < until) Math.sqrt(Math.random());
      let turnedAway = await t.app.inject({ method: 'GET', url: '/api/services' });
      let pageTurnedAway = turnedAway;
      await vi.waitFor(async () => {
        turnedAway = await t.app.inject({ method: 'GET', url: '/api/services' });
        // A browser loading a page is told in a page.
        pageTurnedAway = await t.app.inject({ method: 'GET', url: '/services?search=nails', headers: { accept: 'text/html,application/xhtml+xml' } });
        expect([turnedAway.statusCode, pageTurnedAway.statusCode]).toEqual([503, 503]);
      }, { timeout: 3_000, interval: 20 });
      expect({ body: turnedAway.json(), retryAfter: turnedAway.headers['retry-after'] }).toEqual({ body: BUSY, retryAfter: '5' });
      expect({ type: pageTurnedAway.headers['content-type'], retryAfter: pageTurnedAway.headers['retry-after'] }).toEqual({ type: 'text/html; charset=utf-8', retryAfter: '5' });
      expect(pageTurnedAway.body).toContain('<h1>Lull is busy right now</h1><p>Please try again in a moment.</p>');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(seriesValue(metrics.body, 'lull_http_requests_shed_total{reason="event_loop_delay"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(metrics.body, 'lull_http_requests_total{method="GET",route="/api/services",status="503"}')).toBeGreaterThanOrEqual(1);
      // The next second's sample finds the loop idle again.
      await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200), { timeout: 10_000, interval: 100 });
    } finally {
      await t.close();
    }
  }, 30_000);

  it.runIf(usingPostgres)('answers 503 while queries queue for a PostgreSQL connection, and serves again once they have run', async () => {
    const t = await createTestApp({ env: { SHED_DATABASE_QUEUE: '20' } });
    try {
      // Forty slow queries on a pool of ten: thirty wait for a connection.
      // (A Drizzle query starts when asked for its result: `then` asks.)
      const slow = Array.from({ length: 40 }, () => t.db.execute(sql`select pg_sleep(0.3)`).then(() => undefined));
      const turnedAway = await t.app.inject({ method: 'GET', url: '/api/services' });
      expect({ status: turnedAway.statusCode, body: turnedAway.json(), retryAfter: turnedAway.headers['retry-after'] }).toEqual({ status: 503, body: BUSY, retryAfter: '5' });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^lull_db_pool_connections\{state="waiting"\} [1-9]/m);
      await Promise.all(slow);
      expect((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(seriesValue(metrics, 'lull_http_requests_shed_total{reason="database_queue"}')).toBe(1);
      expect(seriesValue(metrics, 'lull_db_pool_connections{state="max"}')).toBe(10);
    } finally {
      await t.close();
    }
  }, 30_000);
});
