import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { countHit } from '../src/modules/rate-limits/rate-limits.repository';
import { backgroundWorkSettled } from '../src/shared/background-work';
import { createPeople, createPerson } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { addMerchantFile, createMerchant, createService } from './support/catalogue-fixtures';
import { listRoutes, routeKey } from './support/route-table';
import { PUBLIC_URL, registrationBody, sessionCookie, uniqueEmail } from './support/test-app';
import { openTestDatabase, usingPostgres } from './support/test-database';

/**
 * What a reviewer would try against Lull's API, one test each (docs/SECURITY.md, DESIGN §5 and §6): sessions that
 * outlive their owner's wishes, cross-site writes, guessing accounts, paths out of the web root, missing
 * headers, secrets in logs. The matrix, the fuzzer and the XSS journey cover the rest (docs/SECURITY.md).
 */

// Wednesday 10 June 2026, 08:00 in London.
const NOW = new Date('2026-06-10T07:00:00Z');
const INDEX_HTML = '<!doctype html><html><head><title>Lull</title></head><body><div id="root"></div></body></html>';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;
let webDist: string;
let admin: BookingCustomer;
const logLines: string[] = [];
let address = 0;

/** Each call from an address of its own (the app trusts X-Forwarded-For here), so no test spends another's limits. */
function send(options: InjectOptions & { cookie?: string; from?: string }) {
  const { cookie, from, headers, ...rest } = options;
  address += 1;
  return app.inject({
    ...rest,
    headers: { 'x-forwarded-for': from ?? `198.51.100.${address % 250}`, ...(cookie ? { cookie } : {}), ...headers },
  });
}
const me = (cookie: string) => send({ method: 'GET', url: '/api/users/me', cookie });

async function register() {
  const body = registrationBody();
  const response = await send({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { ...body, id: response.json().user.id as string, cookie: sessionCookie(response) };
}
const login = (email: string, password: string, extra: Partial<InjectOptions> & { cookie?: string; from?: string } = {}) =>
  send({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...extra });

async function latestMailTo(email: string): Promise<{ subject: string; text: string; html: string }> {
  await backgroundWorkSettled();
  const [mail] = (await send({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lull-attacks-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets/app-abc123.js'), 'export {};\n');
  database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOG_LEVEL: 'info', TRUST_PROXY: 'true', CATALOGUE_CACHE_SECONDS: '0' }), webDist };
  // Everything the app logs, at info and above as in production, kept for the test that reads it.
  app = await buildApp({ config, db: database.db, clock: () => NOW, logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } } });
  await app.ready();
  admin = await createPerson(database.db, NOW, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('sessions', () => {
  it('never adopts a session id planted before sign-in (fixation): sign-in always issues a new one', async () => {
    const person = await register();
    const planted = 'lull_session=planted-by-someone-else-0123456789abcdef';
    const signedIn = await login(person.email, person.password, { cookie: planted });
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn)).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
    expect((await me(sessionCookie(signedIn))).statusCode).toBe(200);
  });

  it('ends a session for good at logout: the old cookie, sent again, is a stranger', async () => {
    const person = await register();
    expect((await send({ method: 'GET', url: '/api/logout', cookie: person.cookie })).statusCode).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect((await send({ method: 'DELETE', url: '/api/users/me', cookie: person.cookie })).statusCode).toBe(401);
  });

  it('ends every other session when the password is changed, and every session when it is reset', async () => {
    const person = await register();
    const otherDevice = sessionCookie(await login(person.email, person.password));
    const changed = await send({ method: 'PUT', url: '/api/users/password', cookie: person.cookie, payload: { current_password: person.password, new_password: 'a-changed-secret-1' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(person.cookie)).statusCode).toBe(200);

    await send({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } });
    const token = new URL(/http\S+/.exec((await latestMailTo(person.email)).text)![0]).searchParams.get('token');
    const reset = await send({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a-reset-secret-22', confirmPassword: 'a-reset-secret-22' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it('ends every session of an account an admin disables, and refuses to sign it in again', async () => {
    const person = await register();
    const disabled = await send({ method: 'POST', url: `/api/admin/users/${person.id}/disable`, cookie: admin.cookie });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
    const again = await login(person.email, person.password);
    expect(again.statusCode).toBe(403);
    expect(again.cookies.find((cookie) => cookie.name === 'lull_session')).toBeUndefined();
  });
});

describe('cross-site requests', () => {
  const foreign = [
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin (a sandboxed frame or a data: page)', { origin: 'null' }],
    ['a cross-site fetch, as the browser marks it', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site, as the browser marks it', { 'sec-fetch-site': 'same-site' }],
  ] as const;

  it('refuses every unsafe route of the app from a foreign page with 403, before it reads the request, even with a live admin session; only the signed payment webhook is exempt', async () => {
    const unsafe = listRoutes(app, '/api/').filter(({ method }) => method !== 'GET');
    expect(unsafe.length).toBeGreaterThan(40);
    const answered = new Map<string, number>();
    for (const route of unsafe) {
      const url = route.url.replace(/:\w+/g, '7d9f3a52-6f0e-4b9e-8d55-5b8f1b6f2d10');
      for (const [, headers] of foreign) {
        const response = await send({ method: route.method as 'POST', url, cookie: admin.cookie, headers, payload: {} });
        if (response.statusCode === 403 && response.json().error === 'Cross-site requests are not allowed.') continue;
        answered.set(routeKey(route), response.statusCode);
      }
    }
    // The webhook is called by the payment processor's servers and proves itself by its signature instead.
    expect([...answered.keys()]).toEqual(['POST /api/payments/webhook']);
    expect(answered.get('POST /api/payments/webhook')).toBeGreaterThanOrEqual(400);
  });

  it('changes nothing when a foreign page posts with the victim’s cookie', async () => {
    const person = await register();
    const attempt = await send({ method: 'PUT', url: '/api/users/profile', cookie: person.cookie, headers: { origin: 'https://evil.example' }, payload: { first_name: 'Mallory' } });
    expect(attempt.statusCode).toBe(403);
    expect((await me(person.cookie)).json().first_name).toBe(person.first_name);
  });
});

describe('finding out who has an account', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('answers a wrong password and an unknown address in the same words and in comparable time (both check a password hash)', async () => {
    const person = await register();
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let attempt = 0; attempt < 7; attempt++) {
      for (const [email, times] of [
        [person.email, known],
        [uniqueEmail('nobody'), unknown],
      ] as const) {
        const started = performance.now();
        const response = await login(email, 'not-the-password');
        times.push(performance.now() - started);
        answers.add(`${response.statusCode} ${response.body}`);
      }
    }
    expect([...answers]).toEqual(['401 {"error":"Invalid email or password"}']);
    // Without the decoy hash an unknown address answers in about 2 ms against about 50 for a known one.
    const ratio = median(unknown) / median(known);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it.skipIf(!usingPostgres)(
    'answers a reset request before doing anything for the account, so its time cannot tell (PostgreSQL only: a second connection holds the reset table)',
    async () => {
      const person = await register();
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table password_reset_tokens in access exclusive mode');
        // Were the link made before the answer, this would wait for the lock, and the test would time out.
        const answer = await send({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } });
        expect(answer.json()).toEqual({ message: "If your email is registered, you'll receive a reset link shortly" });
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      expect((await latestMailTo(person.email)).subject).toContain('password');
    },
  );

  it('limits sign-in attempts at one account from one address, and says the same whether or not the account exists', async () => {
    const person = await register();
    const from = '203.0.113.9';
    for (const email of [person.email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) statuses.push((await login(email, 'guess-number-x', { from })).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    }
    // The owner, from home, is not locked out by someone else's guessing.
    expect((await login(person.email, person.password, { from: '192.0.2.1' })).statusCode).toBe(200);
  });

  it('limits guesses at one account spread over many addresses to 30 in 15 minutes, and one address trying many accounts to 100', async () => {
    const person = await register();
    // The first attempts are counted straight into the shared counters (each real one costs an argon2 check).
    const fill = async (key: string, attempts: number) => {
      for (let attempt = 0; attempt < attempts; attempt++) await countHit(database.db, `attempts|${key}`, 15 * 60_000);
    };
    await fill(`login-account:${person.email.toLowerCase()}`, 28);
    const spread = [await login(person.email, 'guess-29', { from: '10.1.0.29' }), await login(person.email, 'guess-30', { from: '10.1.0.30' }), await login(person.email, person.password, { from: '10.1.0.31' })];
    expect(spread.map((response) => response.statusCode)).toEqual([401, 401, 429]);

    const from = '203.0.113.77';
    await fill(`login-address:${from}`, 98);
    const stuffing = [await login(uniqueEmail('leaked'), 'leaked-password', { from }), await login(uniqueEmail('leaked'), 'leaked-password', { from }), await login(person.email, person.password, { from })];
    expect(stuffing.map((response) => response.statusCode)).toEqual([401, 401, 429]);
    expect(stuffing[2]!.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
  });

  it('limits reset requests for one address and account to five in 15 minutes', async () => {
    const from = '203.0.113.10';
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await send({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, from })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('paths', () => {
  it('never serves a file from outside the web build or the file store, however the path is dressed up', async () => {
    const attempts = [
      '/api/files/..%2F..%2F..%2Fpackage.json',
      '/api/files/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%2F..%2F..%2F..%2Fpackage.json',
      '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/assets/..%5C..%5C..%5C..%5Cpackage.json',
      '/assets/app-abc123.js%00.html',
    ];
    for (const url of attempts) {
      const response = await send({ method: 'GET', url });
      expect(response.statusCode, url).not.toBeGreaterThanOrEqual(500);
      expect(response.body, url).not.toContain('"workspaces"');
      expect(response.body, url).not.toContain('root:');
      // What does come back is the app's page (a client route) or a readable refusal.
      if (response.statusCode === 200) expect(response.body, url).toBe(INDEX_HTML);
      else expect(response.json(), url).toHaveProperty('error');
    }
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (response: { headers: Record<string, unknown> }, label: string) => {
    const csp = String(response.headers['content-security-policy'] ?? '');
    expect(csp, label).toMatch(/default-src '(self|none)'/);
    expect(csp, label).toMatch(/frame-ancestors 'none'|sandbox/);
    expect(csp, label).not.toContain("'unsafe-eval'");
    expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers['x-content-type-options'], label).toBe('nosniff');
    expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  };

  it('come with every API answer, success or refusal, for every GET route', async () => {
    for (const route of listRoutes(app, '/api/').filter(({ method }) => method === 'GET')) {
      const url = route.url.replace(/:\w+/g, '7d9f3a52-6f0e-4b9e-8d55-5b8f1b6f2d10').replace('*', 'index.css');
      for (const cookie of [undefined, admin.cookie]) expectSecurityHeaders(await send({ method: 'GET', url, cookie }), `${url} ${cookie ? 'as admin' : 'signed out'}`);
    }
  });

  it('come with every page, script and stored file, and a stored file is also sandboxed', async () => {
    for (const url of ['/', '/search?q=nails', '/merchant/7d9f3a52-6f0e-4b9e-8d55-5b8f1b6f2d10', '/admin/dashboard', '/assets/app-abc123.js', '/nowhere.png']) {
      expectSecurityHeaders(await send({ method: 'GET', url }), url);
    }
    const { merchant } = await createMerchant(database.db);
    await createService(database.db, merchant.id);
    const file = await addMerchantFile(database.db, merchant.id, 'photo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    const served = await send({ method: 'GET', url: `/api/files/${typeof file === 'string' ? file : file.id}` });
    expectSecurityHeaders(served, 'a stored file');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('logs', () => {
  it('never hold a password, a card number, a reset token, a session token or a bank account number, even from failed requests', async () => {
    logLines.length = 0;
    const secrets: string[] = [];
    const person = await register();
    secrets.push(person.password, /lull_session=(.*)/.exec(person.cookie)![1]!);
    await login(person.email, 'wrong-password-secret-9');
    secrets.push('wrong-password-secret-9');
    await send({ method: 'PUT', url: '/api/users/password', cookie: person.cookie, payload: { current_password: person.password, new_password: 'changed-secret-77' } });
    secrets.push('changed-secret-77');
    // A body the validator refuses still holds a password.
    await send({ method: 'POST', url: '/api/auth/register', payload: { ...registrationBody({ email: 'not-an-email' }), password: 'refused-secret-555' } });
    secrets.push('refused-secret-555');
    await send({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } });
    const token = new URL(/http\S+/.exec((await latestMailTo(person.email)).text)![0]).searchParams.get('token')!;
    secrets.push(token);
    await send({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'reset-secret-4444', confirmPassword: 'reset-secret-4444' } });
    secrets.push('reset-secret-4444');

    // A salon's bank account, and a card payment, including one the gateway declines.
    const [owner, payer] = await createPeople(database.db, NOW, [{ role: 'merchant', business: {} }, 'customer']);
    const merchant = owner.merchant!;
    const service = await createService(database.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
    const bank = await send({
      method: 'POST',
      url: '/api/merchant/bank-accounts',
      cookie: owner.cookie,
      payload: { account_holder_name: 'Fern Ali', bank_name: 'Monzo', sort_code: '040004', account_number: '31926819', account_type: 'business', data_consent_given: true },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    secrets.push('31926819');
    for (const [time, card] of [
      ['10:00', '4000 0000 0000 0002'],
      ['11:00', '4242 4242 4242 4242'],
    ] as const) {
      const held = await send({ method: 'POST', url: '/api/bookings', cookie: payer.cookie, payload: { service_id: service.id, booking_date: '2026-06-11', booking_time: time, agreed_to_terms: true } });
      expect(held.statusCode, held.body).toBe(201);
      const bookingId = held.json().id as string;
      const intent = await send({
        method: 'POST',
        url: '/api/payments/create-intent',
        cookie: payer.cookie,
        payload: { booking_id: bookingId, credits_used: 0, guest_first_name: 'Priya', guest_last_name: 'Shah', guest_email: payer.email, guest_phone: '07700900123' },
      });
      await send({
        method: 'POST',
        url: '/api/payments/confirm',
        cookie: payer.cookie,
        payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: { card: { number: card, exp_month: 12, exp_year: 2030, cvc: '737' } } },
      });
      secrets.push(card, card.replaceAll(' ', ''));
    }
    await backgroundWorkSettled();

    const logged = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(logged.includes(secret), `the logs hold ${secret.slice(0, 6)}…`).toBe(false);
    expect(logged).not.toMatch(/"cookie"|"authorization"/i);
  });
});
