import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase, POOL_SIZE, type DatabaseHandle } from '../src/db/database';
import { enqueueMail } from '../src/modules/mail/mail.service';
import { ApiProcess, freePort, productionEnvironment, stopAll, waitUntil } from './support/api-process';
import { createScratchDatabase, usingPostgres } from './support/test-database';

/**
 * An instance serving with several worker processes on one port (decision 065, `WORKERS`): they share the requests,
 * GET /metrics adds up every worker's figures whichever worker answers it, a worker that dies is replaced, and a stop
 * signal drains them all.
 */

const WORKERS = 2;
const METRICS_TOKEN = 'w'.repeat(32);

describe('WORKERS', () => {
  it('is one by default, one per core with `auto` on PostgreSQL, and refuses more than one on the embedded database', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig(base).workers).toBe(1);
    expect(loadConfig({ ...base, WORKERS: 'auto' }).workers).toBe(1);
    expect(loadConfig({ ...base, WORKERS: 'auto', DATABASE_URL: 'postgres://localhost/lull' }).workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ ...base, WORKERS: '3', DATABASE_URL: 'postgres://localhost/lull' }).workers).toBe(3);
    expect(() => loadConfig({ ...base, WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, WORKERS: '2' })).toThrow('WORKERS: more than one needs PostgreSQL (DATABASE_URL)');
    expect(() => loadConfig({ ...base, WORKERS: '0', DATABASE_URL: 'postgres://localhost/lull' })).toThrow(ConfigError);
  });
});

/** A GET on a connection of its own, so the primary hands each to the next worker; the status, or null when cut. */
function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string } | null> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent: false, headers: { ...headers, connection: 'close' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', () => resolve(null));
    request.end();
  });
}

/** A series' value in Prometheus' text format (`name{labels} value`). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.skipIf(!usingPostgres)(`an instance with ${WORKERS} workers (PostgreSQL only; runs in CI's PostgreSQL pass)`, () => {
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let database: DatabaseHandle | undefined;
  let instance: ApiProcess | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lull_test_workers');
    const env = productionEnvironment(scratch.url, { WORKERS: String(WORKERS), METRICS_TOKEN, LOG_LEVEL: 'info' });
    instance = new ApiProcess('api', await freePort(), env);
    instance.start();
    await instance.ready();
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, onConnectionLost: () => undefined });
  }, 120_000);

  afterAll(async () => {
    await stopAll([instance]);
    await database?.close();
    await scratch?.drop();
  });

  const metrics = async () => {
    const answer = await getOnNewConnection(`${instance!.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer?.status).toBe(200);
    return answer!.text;
  };
  const healthAnswers = (text: string) => seriesValue(text, 'lull_http_requests_total{method="GET",route="/api/health",status="200"}') ?? 0;
  // The workers' process ids as the primary logs them starting (the log kept is its last 20 kB, so read early).
  const startedPids = () => new Set([...instance!.log().matchAll(/"workerPid":(\d+)[^\n]*"msg":"worker started"/g)].map((match) => Number(match[1])));
  let firstPids: number[] = [];

  it('starts the workers', async () => {
    await waitUntil('both workers to start', () => startedPids().size === WORKERS, 30_000);
    firstPids = [...startedPids()];
  });

  it("adds up every worker's figures, whichever worker is asked, and tells the database's once", async () => {
    const before = healthAnswers(await metrics());
    const asked = 40;
    const answers = await Promise.all(Array.from({ length: asked }, () => getOnNewConnection(`${instance!.url}/api/health`)));
    expect(answers.every((answer) => answer?.status === 200)).toBe(true);
    await enqueueMail(database!.db, { to: 'someone@example.com', subject: 'Hello', text: 'Hello.' });
    // Asked several times, so each worker answers at least once: the sums are the same whichever does.
    for (let ask = 0; ask < 4; ask++) {
      const text = await metrics();
      expect(healthAnswers(text)).toBe(before + asked);
      // Each worker reads the outbox; added up, it is still the one mail waiting.
      expect(seriesValue(text, 'lull_mail_outbox_depth')).toBe(1);
      expect(seriesValue(text, 'lull_db_pool_connections{state="max"}')).toBe(WORKERS * POOL_SIZE);
    }
  });

  it('starts another worker when one dies, and serves throughout', async () => {
    const [victim] = firstPids;
    process.kill(victim!, 'SIGKILL');
    await waitUntil('a worker to replace the one that died', () => [...startedPids()].some((pid) => !firstPids.includes(pid)), 30_000);
    const replacement = [...startedPids()].find((pid) => !firstPids.includes(pid))!;
    await waitUntil('the new worker to listen', () => new RegExp(`"pid":${replacement},[^\\n]*"msg":"Lull is running`).test(instance!.log()), 60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => getOnNewConnection(`${instance!.url}/api/health`)));
    expect(answers.every((answer) => answer?.status === 200)).toBe(true);
    expect(instance!.log()).toContain('a worker stopped unexpectedly: starting another');
  });

  it('drains every worker on SIGTERM, then ends with 0', async () => {
    await instance!.stop('SIGTERM');
    expect(instance!.exitCode).toBe(0);
    const log = instance!.log();
    expect(log.match(/"msg":"stopped"/g)?.length).toBe(WORKERS);
    expect(log).toContain('every worker stopped');
    expect((await getOnNewConnection(`${instance!.url}/api/health`))).toBeNull();
  });
});
