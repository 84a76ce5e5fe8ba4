/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated) on the pages a customer sees first:
 * home, the services page, a landing page for a treatment in an area, a business page and a booking page, served as
 * `npm start` serves them (the built web app drawn on the server, the demo data on a fresh embedded database).
 * Prints one table, writes `bench/results/lighthouse.json`, and exits 1 when a page misses the bar: performance
 * 0.98, accessibility, best practices and SEO 1.0, LCP under 1.5 s, CLS under 0.02.
 *
 *   npm run build && npm run bench:lighthouse        (CHROME_PATH, default /usr/bin/chromium; LIGHTHOUSE_REPORT_DIR; LIGHTHOUSE_PAGES)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BAR = { performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1, lcpMs: 1500, cls: 0.02 };
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${port}`;

async function waitForHealth(deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within two minutes');
}

/** The first landing page the sitemap lists, or undefined before there is one. */
async function firstLandingPath(): Promise<string | undefined> {
  const sitemap = await (await fetch(`${baseUrl}/sitemaps/landing-pages.xml`)).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  return first ? new URL(first).pathname : undefined;
}

interface PageFigures {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKb: number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lull-lighthouse-'));
  // As `npm start` on a fresh machine: development settings (demo data), the embedded database, the built web app.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await waitForHealth();
    const [service] = ((await (await fetch(`${baseUrl}/api/services?limit=1`)).json()) as { services: { id: string; merchant_id: string }[] }).services;
    if (!service) throw new Error('the demo catalogue is empty');
    // The booking page is for signed-in customers (a visitor is sent to sign in): it is measured as the demo customer.
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email: 'customer@lull.test', password: 'demo-password' }),
    });
    const sessionCookie = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    if (!signIn.ok || !sessionCookie) throw new Error(`the demo customer could not sign in (${signIn.status})`);
    // A landing page for the first business's treatment in its area, as the sitemap lists them.
    const landingPath = await firstLandingPath();
    const pages = [
      { page: 'home', url: `${baseUrl}/` },
      { page: 'services', url: `${baseUrl}/services` },
      ...(landingPath ? [{ page: 'landing', url: `${baseUrl}${landingPath}` }] : []),
      { page: 'business', url: `${baseUrl}/merchant/${service.merchant_id}` },
      { page: 'booking', url: `${baseUrl}/booking/${service.id}`, headers: { Cookie: sessionCookie } },
    ];
    // LIGHTHOUSE_PAGES=home,business measures only those.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const figures: PageFigures[] = [];
    for (const { page, url, headers } of pages.filter((candidate) => !only || only.includes(candidate.page))) {
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, extraHeaders: headers };
      // Once to warm the server's caches of the built files, then the run that counts.
      await lighthouse(url, { ...flags, onlyCategories: ['performance'] });
      const measure = async () => (await lighthouse(url, { ...flags, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }))!.lhr;
      // Chromium now and then records no navigation in the trace (NO_NAVSTART): that run measured nothing; run again.
      let lhr = await measure();
      if (lhr.runtimeError?.code === 'NO_NAVSTART') lhr = await measure();
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report (open it at googlechrome.github.io/lighthouse/viewer).
      if (process.env.LIGHTHOUSE_REPORT_DIR) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page}.json`), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        page,
        url: url.replace(baseUrl, ''),
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        bestPractices: lhr.categories['best-practices']?.score ?? 0,
        seo: lhr.categories.seo?.score ?? 0,
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        fcpMs: Math.round(audit('first-contentful-paint')),
        transferKb: Math.round(audit('total-byte-weight') / 1024),
      });
      // What cost a category its full score, so a miss says where to look.
      for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
        const failed = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((found) => found && found.score !== null && found.score < 1);
        for (const found of failed) console.log(`  ${page}: ${category}: ${found!.id}: ${found!.title}`);
      }
    }

    console.log(`\nLighthouse ${figures.length > 0 ? '(mobile, simulated slow 4G and 4x CPU slowdown)' : ''}\n`);
    console.log('| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | FCP ms | transferred KB |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of figures) {
      const scores = [row.performance, row.accessibility, row.bestPractices, row.seo].map((score) => score.toFixed(2)).join(' | ');
      console.log(`| ${row.page} (\`${row.url.replace(/[0-9a-f-]{36}/, ':id')}\`) | ${scores} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.fcpMs} | ${row.transferKb} |`);
    }
    mkdirSync(path.join(here, 'results'), { recursive: true });
    writeFileSync(path.join(here, 'results/lighthouse.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), bar: BAR, pages: figures }, null, 2)}\n`);
    const short = figures.filter(
      (row) =>
        row.performance < BAR.performance ||
        row.accessibility < BAR.accessibility ||
        row.bestPractices < BAR.bestPractices ||
        row.seo < BAR.seo ||
        row.lcpMs >= BAR.lcpMs ||
        row.cls >= BAR.cls,
    );
    if (short.length > 0) {
      console.error(`\nUnder the bar (${JSON.stringify(BAR)}): ${short.map((row) => row.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
