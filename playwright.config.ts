import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium, with the flags that keep it off this machine's closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // On PostgreSQL (CI), two files at a time, each journey on its own customers and salons (signUpThroughApi,
  // ownerApplies): on CI's 2 cores that took the journeys from 27 to 12 minutes (decision 053). The embedded database
  // serves one statement at a time, so on it they run one by one, as before.
  fullyParallel: false,
  workers: process.env.TEST_DATABASE_URL ? 2 : 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'reports/e2e.json' }]] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: {
    // A fresh database every run: a new PGlite folder, or a new PostgreSQL database when TEST_DATABASE_URL is set.
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // TRUST_PROXY: each customer a journey signs up comes from an address of its own (signUpThroughApi), as real
    // customers do; otherwise a whole run's sign-ups from 127.0.0.1 outgrow sign-up's 20 an hour per address. The
    // journeys reach the server over loopback, so that is the one "proxy" it believes.
    env: { PORT: String(port), PUBLIC_URL: baseURL, NODE_ENV: 'test', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' },
  },
});
