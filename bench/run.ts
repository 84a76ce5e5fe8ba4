/**
 * `npm run bench`: seeds a large catalogue into a scratch database, starts the real server on it, and
 * measures the catalogue routes next to GET /api/health with autocannon, 32 connections each, then booking
 * throughput (bench/bookings.ts): 32 customers holding distinct slots and releasing each (DELETE), and 32
 * customers racing for one hot slot round after round (BENCH_BOOKING_CUSTOMERS, default 1000, fresh customers per
 * scenario, since an account may try 30 holds an hour), then the admin dashboard's lists (bench/admin.ts) beside BENCH_USERS customers. Prints one table and writes it as JSON to bench/results/ (a timestamped file and
 * latest.json).
 *
 * BENCH_DATABASE_URL=postgres://… runs it on a scratch database of that PostgreSQL server; without it the
 * embedded PGlite is used. BENCH_BUSINESSES (default 5000, ten services each), BENCH_SECONDS (default 10)
 * BENCH_USERS (default 100000) and BENCH_SCENARIOS (default `catalogue,bookings,reschedule,admin,merchant`; any of them alone
 * to run only that part; `reschedule` moves confirmed bookings between two times and asks the quote of a move,
 * bench/reschedule.ts (BENCH_RESCHEDULE_BOOKINGS, default 2000); `merchant` asks the salon's team and diary, bench/merchant.ts; `exports`, not in the default, seeds BENCH_EXPORT_BOOKINGS bookings, default 500,000, and streams
 * them as CSV through GET /api/admin/export/bookings, bench/exports.ts; `uploads`, not in the default either, sends one
 * 5 MB PDF, then BENCH_UPLOADS (default 30) 5 MB PDFs and as many camera photos at once from 6 accounts, asking
 * GET /api/health back to back meanwhile, bench/uploads.ts); BENCH_ONLY=home (or `home|browse`)
 * narrows the catalogue part to the routes whose name contains it.
 * CATALOGUE_CACHE_SECONDS is passed to the server (0: every answer computed afresh).
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/database';
import { createScratchDatabase, databaseExists, runOnServer } from '../apps/api/test/support/test-database';
import { adminMix, prepareAdminFixtures } from './admin';
import { type BookingFigures, measureDistinctSlots, measureHotSlot, prepareBookingFixtures, printBookingFigures } from './bookings';
import { catalogueMix } from './catalogue-mix';
import { merchantMix, prepareMerchantFixtures } from './merchant';
import { type RescheduleFigures, measureMoves, measureQuotes, prepareRescheduleFixtures, printRescheduleFigures } from './reschedule';
import { type ExportFigures, measureExport, prepareExportFixtures, printExportFigures } from './exports';
import { refreshFreeDays } from '../apps/api/src/modules/catalogue/free-days';
import { seedLargeCatalogue } from './seed-large-catalogue';
import { type UploadFigures, measureUploadScenarios, prepareUploadFixtures, printUploadFigures } from './uploads';
import { CUSTOMER_CATEGORIES } from '@lull/domain/catalogue-filters';

const businesses = Number(process.env.BENCH_BUSINESSES ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const cacheSeconds = Number(process.env.CATALOGUE_CACHE_SECONDS ?? 10);
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const exportBookings = Number(process.env.BENCH_EXPORT_BOOKINGS ?? 500_000);
// Customers made for each booking scenario: each makes at most 15 holds (a real account may try 30 an hour).
const bookingCustomers = Number(process.env.BENCH_BOOKING_CUSTOMERS ?? 1000);
// Confirmed bookings the reschedule scenario moves, one customer and one business each (18 moves a booking at most).
const rescheduleBookings = Number(process.env.BENCH_RESCHEDULE_BOOKINGS ?? 2000);
const parallelUploads = Number(process.env.BENCH_UPLOADS ?? 30);
const scenarioSet = new Set((process.env.BENCH_SCENARIOS ?? 'catalogue,bookings,reschedule,admin,merchant').split(',').map((name) => name.trim()));
/** The server runs in production mode, where the session cookie carries the `__Host-` prefix. */
const sessionCookieName = '__Host-lull_session';
const port = 3900;
/** The server's METRICS_TOKEN, which GET /metrics asks for in production. */
const metricsToken = 'bench-metrics-token-0123456789abcdef';
const baseUrl = `http://127.0.0.1:${port}`;

const mix = catalogueMix(businesses);

/** The business and landing pages the sitemaps list, read once the server is up; each row asks them in turn. */
const pageAddresses = { businesses: [] as string[], landings: [] as string[] };
const turns = new Map<readonly string[], number>();
function nextOf(addresses: readonly string[]): string {
  const turn = turns.get(addresses) ?? 0;
  turns.set(addresses, turn + 1);
  return addresses[turn % addresses.length] ?? '/';
}

/** The addresses a sitemap lists, as paths. */
async function sitemapPaths(path: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}${path}`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * What is measured, in order; the first is the yardstick the others are compared with. Each scenario asks
 * its next question per request (bench/catalogue-mix.ts), so the figures are not one warm query repeated.
 * A new route is one more line here.
 */
const scenarios: { name: string; path: () => string; headers?: Record<string, string> }[] = [
  { name: 'GET /api/health', path: () => '/api/health' },
  // What a load balancer and a monitor ask of every instance (decision 062).
  { name: 'GET /api/ready (readiness)', path: () => '/api/ready' },
  { name: 'GET /metrics (Prometheus)', path: () => '/metrics', headers: { authorization: `Bearer ${metricsToken}` } },
  { name: 'GET /api/services?limit=12 (home)', path: () => '/api/services?limit=12' },
  { name: 'GET /api/services?search=… (flat, mixed)', path: mix.flatSearch },
  { name: 'GET /api/services?category=… (browse)', path: mix.categoryBrowse },
  { name: 'GET /api/services/search?… (grouped, mixed)', path: mix.groupedSearch },
  { name: 'GET /api/services?search=…&sort=… (flat, sorted)', path: mix.flatSearchSorted },
  { name: 'GET /api/services?search=…&date=… (flat, by day)', path: mix.flatSearchByWhen },
  { name: 'GET /api/services/search?…&date=… (grouped, by day)', path: mix.groupedSearchByWhen },
  { name: 'GET /api/services/last-minute (home, last-minute today)', path: mix.lastMinuteToday },
  // Pages drawn on the server with their data (the built web app; `npm run build` first), by addresses from the sitemaps.
  { name: 'GET / (home page, drawn on the server)', path: () => '/' },
  { name: 'GET /services?category=… (drawn on the server)', path: () => `/services?category=${encodeURIComponent(nextOf(CUSTOMER_CATEGORIES))}` },
  { name: 'GET /merchant/{id} (business page, drawn on the server)', path: () => nextOf(pageAddresses.businesses) },
  { name: 'GET /service/{area}/{treatment} (landing page, drawn on the server)', path: () => nextOf(pageAddresses.landings) },
].filter(
  // BENCH_ONLY=home measures health (always: the yardstick) and the scenarios whose name contains it; `a|b`, either.
  (scenario, index) => index === 0 || !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split('|').some((part) => scenario.name.includes(part)),
);

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

interface ScenarioFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  shareOfHealth: number;
  non200: number;
}

/** `amount` asks that many requests instead of asking for `seconds`; `method` is GET unless said. */
interface MeasureOptions {
  headers?: Record<string, string>;
  clients?: number;
  method?: 'POST';
  amount?: number;
}

async function measure(name: string, nextPath: () => string, { headers = {}, clients = connections, method, amount }: MeasureOptions = {}): Promise<ScenarioFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: clients,
    ...(amount ? { amount } : { duration: seconds }),
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, ...(method ? { method } : {}), path: nextPath() }) }],
    setupClient: (client) => {
      client.on('response', (statusCode: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if (statusCode !== 200) errors += 1;
      });
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Number(percentile(latencies, 0.5).toFixed(1)),
    p95: Number(percentile(latencies, 0.95).toFixed(1)),
    p99: Number(percentile(latencies, 0.99).toFixed(1)),
    shareOfHealth: Number.NaN,
    non200: errors + result.errors,
  };
}

function gitCommit(): string | null {
  try {
    const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync("git status --porcelain -- apps packages bench ':!bench/results'", { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return null;
  }
}

/** bench/results/<time>.json and bench/results/latest.json, the same figures as the printed tables. */
function writeResults(results: Record<string, unknown>) {
  const folder = path.join(import.meta.dirname, 'results');
  mkdirSync(folder, { recursive: true });
  const text = `${JSON.stringify(results, null, 2)}\n`;
  const file = path.join(folder, `${String(results.measuredAt).replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, text);
  writeFileSync(path.join(folder, 'latest.json'), text);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)} and bench/results/latest.json`);
}

/** The status of GET /api/ready on a connection of its own (each worker is handed connections in turn), or 0. */
function readyOnNewConnection(): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/api/ready`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

/** Waits until every worker is ready (its catalogue index read): ready answered on several connections in a row. */
async function waitForReady(workers: number) {
  let inARow = 0;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    inARow = (await readyOnNewConnection()) === 200 ? inARow + 1 : 0;
    if (inARow >= 4 * workers) return;
    if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  // BENCH_SEEDED_TEMPLATE=name (PostgreSQL): the seeded catalogue is kept as that database and later runs copy it
  // instead of seeding again, so a change is measured in a minute rather than several. One per catalogue size and
  // day (free days are worked out for the day seeded): drop it when either or the seed changes.
  const template = serverUrl ? process.env.BENCH_SEEDED_TEMPLATE : undefined;
  const seeded = template ? await databaseExists(serverUrl!, template) : false;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'lull_bench', seeded ? template : undefined) : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), 'lull-bench-'));
  const engine = scratch ? 'PostgreSQL' : 'PGlite (embedded)';
  // The server runs as README advises production to (WORKERS=auto, decision 065): a worker per core on PostgreSQL,
  // one on PGlite. The uploads and exports read one process's memory, so they run with one. BENCH_WORKERS overrides.
  const workers = Number(process.env.BENCH_WORKERS ?? (!scratch || scenarioSet.has('uploads') || scenarioSet.has('exports') ? 1 : os.availableParallelism()));

  const cleanUp = async () => {
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  console.log(`Seeding ${businesses} businesses and ${businesses * 10} services into ${engine}…`);
  const started = Date.now();
  let version: string | null = null;
  let bookingFixtures: Awaited<ReturnType<typeof prepareBookingFixtures>> | undefined;
  let adminFixtures: Awaited<ReturnType<typeof prepareAdminFixtures>> | undefined;
  let exportFixtures: Awaited<ReturnType<typeof prepareExportFixtures>> | undefined;
  let uploadFixtures: Awaited<ReturnType<typeof prepareUploadFixtures>> | undefined;
  let merchantFixtures: Awaited<ReturnType<typeof prepareMerchantFixtures>> | undefined;
  let rescheduleFixtures: Awaited<ReturnType<typeof prepareRescheduleFixtures>> | undefined;
  try {
    if (!seeded) {
      const seeding = await openDatabase({ databaseUrl: scratch?.url, dataDir: dataDir ?? null });
      try {
        await seeding.migrate();
        await seedLargeCatalogue(seeding.db, businesses);
        // Searching by day reads each business's free days, which the server's job works out; here, before timing.
        await refreshFreeDays(seeding.db, () => new Date(), { limit: Number.POSITIVE_INFINITY, rollover: true });
      } finally {
        await seeding.close();
      }
      if (template) await runOnServer(serverUrl!, `create database ${template} template ${new URL(scratch!.url).pathname.slice(1)}`);
    }
    const handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: dataDir ?? null });
    try {
      await handle.migrate();
      version = ((await handle.db.execute(sql`select version() as version`)) as unknown as { rows: { version: string }[] }).rows[0]?.version ?? null;
      bookingFixtures = scenarioSet.has('bookings') ? await prepareBookingFixtures(handle.db, bookingCustomers, sessionCookieName) : undefined;
      adminFixtures = scenarioSet.has('admin') ? await prepareAdminFixtures(handle.db, userCount, sessionCookieName) : undefined;
      exportFixtures = scenarioSet.has('exports') ? await prepareExportFixtures(handle.db, exportBookings, sessionCookieName) : undefined;
      uploadFixtures = scenarioSet.has('uploads') ? await prepareUploadFixtures(handle.db, sessionCookieName) : undefined;
      merchantFixtures = scenarioSet.has('merchant') ? await prepareMerchantFixtures(handle.db, sessionCookieName) : undefined;
      rescheduleFixtures = scenarioSet.has('reschedule') ? await prepareRescheduleFixtures(handle.db, rescheduleBookings, sessionCookieName) : undefined;
      // The database as autovacuum keeps it in a running service, statistics and visibility maps up to date, rather
      // than just bulk-loaded: index-only scans then read no table pages, and the planner knows the tables' sizes.
      await handle.db.execute(sql`vacuum analyze`);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // TRUST_PROXY: the bench's customers each come from an address of their own (X-Forwarded-For from loopback), so
  // the per-address limits count them apart, as a real proxy in front of Lull would.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PUBLIC_URL: baseUrl, PORT: String(port), LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' };
  // Production refuses to start without the bank account key; any 32 bytes do for a benchmark.
  env.BANK_ACCOUNT_ENCRYPTION_KEY ??= 'a1'.repeat(32);
  env.METRICS_TOKEN = metricsToken;
  // The bench measures what an instance can serve, so it is not turned away at its limit (load shedding, decision 062)
  // unless BENCH is run with SHED_EVENT_LOOP_DELAY_MS set.
  env.SHED_EVENT_LOOP_DELAY_MS ??= '0';
  env.WORKERS = String(workers);
  if (scratch) env.DATABASE_URL = scratch.url;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  // BENCH_CPU_PROFILE_DIR=dir writes the server's V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForReady(workers);
    pageAddresses.businesses = (await sitemapPaths('/sitemaps/businesses-1.xml')).slice(0, 1000);
    pageAddresses.landings = (await sitemapPaths('/sitemaps/landing-pages.xml')).slice(0, 1000);
    const catalogue: ScenarioFigures[] = [];
    if (scenarioSet.has('catalogue')) {
      for (const scenario of scenarios) {
        await measure(scenario.name, scenario.path, { headers: scenario.headers }); // warm-up run, not reported
        catalogue.push(await measure(scenario.name, scenario.path, { headers: scenario.headers }));
      }
      const health = catalogue[0]!.requestsPerSecond;
      for (const row of catalogue) row.shareOfHealth = Number((row.requestsPerSecond / health).toFixed(2));
      console.log(`\n${engine}, ${businesses} businesses / ${businesses * 10} services, ${workers} worker${workers === 1 ? '' : 's'}, ${connections} connections, ${seconds} s each, ` +
        `CATALOGUE_CACHE_SECONDS=${cacheSeconds}, ${mix.termCount} distinct search terms\n`);
      console.log('| route | req/s | p50 ms | p95 ms | p99 ms | share of health | non-200 |');
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const row of catalogue) {
        console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.shareOfHealth.toFixed(2)} | ${row.non200} |`);
      }
    }
    let bookingRows: BookingFigures[] = [];
    if (bookingFixtures) {
      const warmUp = Math.min(3, seconds);
      await measureDistinctSlots(baseUrl, bookingFixtures, warmUp); // warm-up, not reported
      const [distinct, released] = await measureDistinctSlots(baseUrl, bookingFixtures, seconds);
      await measureHotSlot(baseUrl, bookingFixtures, warmUp); // warm-up, not reported
      const hot = await measureHotSlot(baseUrl, bookingFixtures, seconds);
      bookingRows = [distinct, released, hot];
      printBookingFigures(`${engine}, ${businesses * 10} services, ${seconds} s each after a ${warmUp} s warm-up`, bookingRows);
      const unexpected = (row: BookingFigures) => Object.keys(row.other).length > 0;
      if (hot.roundsNotSoldToCapacity !== 0 || distinct.conflicts > 0 || released.conflicts > 0 || bookingRows.some(unexpected)) {
        console.error('\nBooking answers were not all as expected (every distinct slot 201 and its release 204; each hot slot sold once per member free then, the rest 409).');
        process.exitCode = 1;
      }
    }
    let rescheduleRows: RescheduleFigures[] = [];
    if (rescheduleFixtures) {
      const warmUp = Math.min(3, seconds);
      await measureQuotes(baseUrl, rescheduleFixtures, warmUp); // warm-up, not reported
      const quotes = await measureQuotes(baseUrl, rescheduleFixtures, seconds);
      await measureMoves(baseUrl, rescheduleFixtures, warmUp); // warm-up, not reported
      const moves = await measureMoves(baseUrl, rescheduleFixtures, seconds);
      rescheduleRows = [quotes, moves];
      printRescheduleFigures(`${engine}, ${rescheduleBookings} confirmed bookings beside ${businesses * 10} services, ${seconds} s each after a ${warmUp} s warm-up`, rescheduleRows);
      if (rescheduleRows.some((row) => Object.keys(row.other).length > 0)) {
        console.error("\nReschedule answers were not all as expected (every quote 200, every move 200 'moved').");
        process.exitCode = 1;
      }
    }
    const admin: ScenarioFigures[] = [];
    if (adminFixtures) {
      const headers = { cookie: adminFixtures.adminCookie };
      for (const { name, next, method, amount } of adminMix(adminFixtures)) {
        if (amount) {
          // A write limited per account, or a report asked now and then: one admin asks it `amount` times, no warm-up.
          admin.push({ ...(await measure(name, next, { headers, clients: 1, method, amount })), name: `${name}, 1 connection, ${amount} requests` });
          continue;
        }
        await measure(name, next, { headers }); // warm-up run, not reported
        // One admin at a time (what the dashboard sees: a team of admins rarely asks at once), then 32 at once.
        admin.push({ ...(await measure(name, next, { headers, clients: 1 })), name: `${name}, 1 connection` });
        admin.push({ ...(await measure(name, next, { headers })), name: `${name}, ${connections} connections` });
      }
      console.log(`\n${engine}, admin lists and actions: ${userCount} customers, ${businesses} businesses, ${businesses * 10} services, ${seconds} s each\n`);
      console.log('| route | req/s | p50 ms | p95 ms | p99 ms | non-200 |');
      console.log('|---|---:|---:|---:|---:|---:|');
      for (const row of admin) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.non200} |`);
      if (admin.some((row) => row.non200 > 0)) {
        console.error('\nSome admin list answers were not 200.');
        process.exitCode = 1;
      }
    }
    const merchant: ScenarioFigures[] = [];
    if (merchantFixtures) {
      const headers = { cookie: merchantFixtures.ownerCookie };
      for (const { name, next } of merchantMix(merchantFixtures)) {
        await measure(name, next, { headers }); // warm-up run, not reported
        merchant.push(await measure(name, next, { headers }));
      }
      console.log(`\n${engine}, the salon's team, diary (a team of four) and calendar feed beside ${businesses} businesses, ${connections} connections, ${seconds} s each\n`);
      console.log('| route | req/s | p50 ms | p95 ms | p99 ms | non-200 |');
      console.log('|---|---:|---:|---:|---:|---:|');
      for (const row of merchant) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.non200} |`);
      if (merchant.some((row) => row.non200 > 0)) {
        console.error('\nSome team, diary or calendar feed answers were not 200.');
        process.exitCode = 1;
      }
    }
    const exportRows: ExportFigures[] = [];
    if (exportFixtures) {
      // One admin's export at a time, as a browser saves it: plain, then compressed (the compress plugin's path).
      for (const encoding of ['identity', 'gzip'] as const) {
        exportRows.push(await measureExport(baseUrl, server.pid!, exportFixtures.adminCookie, '/api/admin/export/bookings', encoding));
      }
      printExportFigures(`${engine}, CSV export of every booking (${exportBookings} seeded beside the catalogue's own), server memory sampled every 50 ms`, exportRows);
      // Every booking the database holds: the seeded ones and the large catalogue's own week of bookings.
      const expected = ((await (await fetch(`${baseUrl}/api/admin/export/bookings/count`, { headers: { cookie: exportFixtures.adminCookie } })).json()) as { count: number }).count;
      if (exportRows.some((row) => row.rows !== expected)) {
        console.error(`\nAn export did not hold all ${expected} bookings.`);
        process.exitCode = 1;
      }
    }
    let uploadRows: UploadFigures[] = [];
    if (uploadFixtures) {
      uploadRows = await measureUploadScenarios(baseUrl, server.pid!, uploadFixtures, parallelUploads);
      printUploadFigures(`${engine}, uploads while GET /api/health is asked back to back, server memory sampled every 50 ms`, uploadRows);
      if (uploadRows.some((row) => row.non201 > 0)) {
        console.error('\nSome uploads were not answered 201.');
        process.exitCode = 1;
      }
    }
    writeResults({
      measuredAt: new Date().toISOString(),
      commit: gitCommit(),
      engine,
      engineVersion: version,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGiB: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg(), node: process.version },
      businesses,
      services: businesses * 10,
      workers,
      connections,
      seconds,
      catalogueCacheSeconds: cacheSeconds,
      distinctSearchTerms: mix.termCount,
      catalogue,
      bookings: bookingRows,
      rescheduleBookings: rescheduleFixtures ? rescheduleBookings : null,
      reschedule: rescheduleRows,
      adminUsers: adminFixtures ? userCount : null,
      admin,
      merchant,
      exportBookings: exportFixtures ? exportBookings : null,
      exports: exportRows,
      uploads: uploadRows,
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await cleanUp();
  }
}

await main();
