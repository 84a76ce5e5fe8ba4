import { UNSTORABLE_TEXT_MESSAGE } from '@lull/domain/validation/storable-text';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema/catalogue';
import { bookingTerms } from '../src/db/schema/terms';
import { createAccount, type Actor } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { serviceFormPayload } from './support/merchant-fixtures';
import { createTestApp, registrationBody, type TestApp } from './support/test-app';
import { pdfBytes } from './support/uploads';

/**
 * Text PostgreSQL cannot store (decision 032): a NUL byte, or half of a UTF-16 surrogate pair, in any
 * string of a request answers 400 `{error, fields}` naming the field, on every route, and nothing is written.
 * Before, NUL answered 500 on 27 route and parameter pairs (the database refused it mid-request), and a lone
 * surrogate was stored as U+FFFD without a word (text) or answered 500 (jsonb).
 */

// Wednesday 10 June 2026, 08:00 in London.
const now = new Date('2026-06-10T07:00:00Z');

let t: TestApp;
let customer: Actor;
let merchant: Actor;
let admin: Actor;
let serviceId: string;
let approvedServiceId: string;
let reviewId: string;

/**
 * Every row of every table, as one fingerprint per table. Left out: the sessions (a signed-in request notes
 * when it was last seen) and the rate limits' counters (a limit counts a request before its body is read).
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'rate_limit_counters') and table_name not like '\_\_%' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const query = tables.rows.map(({ name }) => `select '${name}' as name, md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as fingerprint from (select r::text as row_text from "${name}" r) rows`).join(' union all ');
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: { name: string; fingerprint: string }[] };
  return Object.fromEntries(result.rows.map(({ name, fingerprint }) => [name, fingerprint]));
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind, arrive on time.' });
  customer = await createAccount(t, now, 'customer', 'customerA');
  merchant = await createAccount(t, now, 'merchant', 'merchantA');
  admin = await createAccount(t, now, 'admin');
  serviceId = (await createService(t.db, merchant.merchantId!, { durationMinutes: 60 })).id;
  approvedServiceId = (await createService(t.db, merchant.merchantId!, { durationMinutes: 30 })).id;
  const service = { id: serviceId, merchantId: merchant.merchantId! };
  const visit = await createPaidBooking(t.db, { service, userId: customer.userId!, start: new Date('2026-06-01T09:00:00Z'), status: 'completed' });
  const [review] = await t.db.insert(reviews).values({ bookingId: visit, serviceId, merchantId: merchant.merchantId!, userId: customer.userId!, rating: 5, comment: 'Lovely.' }).returning();
  reviewId = review!.id;
}, 120_000);
afterAll(() => t?.close());

const as = (actor: Actor | null) => (actor?.cookie ? { cookie: actor.cookie } : {});

interface Case {
  what: string;
  field: string;
  request: () => InjectOptions;
}

const NUL = '\u0000';
const CASES: Case[] = [
  { what: 'the catalogue search (query)', field: 'search', request: () => ({ method: 'GET', url: '/api/services?search=a%00b' }) },
  { what: 'the service search (query)', field: 'search', request: () => ({ method: 'GET', url: '/api/services/search?search=gel%00' }) },
  { what: "an admin list's q", field: 'q', request: () => ({ method: 'GET', url: '/api/admin/users?q=%00', headers: as(admin) }) },
  { what: "another admin list's q", field: 'q', request: () => ({ method: 'GET', url: '/api/admin/bookings?q=x%00y', headers: as(admin) }) },
  { what: "the merchant's bookings list q", field: 'q', request: () => ({ method: 'GET', url: '/api/bookings/merchant?q=x%00', headers: as(merchant) }) },
  { what: "the merchant's services list q", field: 'q', request: () => ({ method: 'GET', url: '/api/services/me?q=x%00', headers: as(merchant) }) },
  { what: 'an export filter (query)', field: 'q', request: () => ({ method: 'GET', url: '/api/admin/export/users/count?q=x%00', headers: as(admin) }) },
  // Every other path parameter is a uuid, which its schema refuses first ("not found"); the export's kind is text.
  { what: 'a path parameter', field: 'kind', request: () => ({ method: 'GET', url: '/api/admin/export/users%00/count', headers: as(admin) }) },
  { what: 'the sign-in email', field: 'email', request: () => ({ method: 'POST', url: '/api/auth/login', payload: { email: `pri${NUL}ya@example.com`, password: 'correct-horse-battery' } }) },
  { what: 'the sign-up first name', field: 'first_name', request: () => ({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ first_name: `Pri${NUL}ya` }) }) },
  { what: 'the sign-up last name', field: 'last_name', request: () => ({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ last_name: `Shah${NUL}` }) }) },
  {
    what: 'the profile (a lone surrogate, which text columns stored as U+FFFD)',
    field: 'first_name',
    request: () => ({ method: 'PUT', url: '/api/users/profile', headers: as(customer), payload: { first_name: 'Am\uD800ara', last_name: 'Okafor', phone: '+44 7700 900777', city: 'Bristol', marketing_consent: true } }),
  },
  { what: 'the contact message', field: 'message', request: () => ({ method: 'POST', url: '/api/contact', payload: { name: 'Sam Visitor', email: 'sam@example.com', message: `Hello${NUL}` } }) },
  {
    what: 'booking notes',
    field: 'notes',
    request: () => ({ method: 'POST', url: '/api/bookings', headers: as(customer), payload: { service_id: serviceId, booking_date: '2026-06-11', booking_time: '10:00', notes: `Quiet room${NUL}`, agreed_to_terms: true } }),
  },
  { what: 'a new service name', field: 'name', request: () => ({ method: 'POST', url: '/api/services', headers: as(merchant), payload: serviceFormPayload({ name: `Gel${NUL}` }) }) },
  {
    what: "an approved service's edit (a lone surrogate, which the proposed changes' jsonb refused with a 500)",
    field: 'name',
    request: () => ({ method: 'PUT', url: `/api/services/${approvedServiceId}`, headers: as(merchant), payload: serviceFormPayload({ name: 'Gel \uD83D' }) }),
  },
  {
    what: 'a bank account',
    field: 'account_holder_name',
    request: () => ({
      method: 'POST',
      url: '/api/merchant/bank-accounts',
      headers: as(merchant),
      payload: { account_holder_name: `Fern${NUL}Ali`, bank_name: 'Monzo', sort_code: '04-00-04', account_number: '31926819', account_type: 'business', data_consent_given: true },
    }),
  },
  { what: 'a credit grant reason', field: 'reason', request: () => ({ method: 'POST', url: `/api/admin/users/${customer.userId}/grant-credit`, headers: as(admin), payload: { amount: 5, reason: `Sorry${NUL}` } }) },
  { what: "a review's hiding reason", field: 'reason', request: () => ({ method: 'POST', url: `/api/admin/reviews/${reviewId}/hide`, headers: as(admin), payload: { reason: `Names staff${NUL}` } }) },
  // A key the schema keeps (the export's filters are a record; other schemas drop unknown keys).
  { what: 'a key of a query', field: 'a\uFFFDb', request: () => ({ method: 'GET', url: '/api/admin/export/users/count?a%00b=1', headers: as(admin) }) },
  { what: 'a stored header (the session keeps the user agent)', field: 'user-agent', request: () => ({ method: 'POST', url: '/api/auth/register', headers: { 'user-agent': `Mozilla${NUL}` }, payload: registrationBody() }) },
];

describe('text the database cannot store', () => {
  it.each(CASES)('in $what answers 400 naming $field, and nothing is written', async ({ field, request }) => {
    const before = await snapshot();
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE, fields: { [field]: UNSTORABLE_TEXT_MESSAGE } });
    expect(await snapshot()).toEqual(before);
  });

  it('the same requests with the character taken out pass the check (they are otherwise valid)', async () => {
    // Half of them, enough to show the 400s above are the character's, not a broken fixture's.
    const clean = (options: InjectOptions): InjectOptions => JSON.parse(JSON.stringify(options).replaceAll('\\u0000', '').replaceAll('%00', '').replaceAll('\\ud800', '').replaceAll('\\ud83d', '')) as InjectOptions;
    for (const { what, request } of CASES.filter((_, index) => index % 2 === 0)) {
      const response = await t.app.inject(clean(request()));
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
      expect(response.json().error, what).not.toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it('in the forwarded address behind a trusted proxy (it keys the rate limits) answers 400 before any limit counts it', async () => {
    const proxied = await createTestApp({ clock: () => now, env: { TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.app.inject({ method: 'POST', url: '/api/contact', headers: { 'x-forwarded-for': `203.0.113.9${NUL}` }, payload: { name: 'Sam Visitor', email: 'sam@example.com', message: 'Hello' } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE, fields: { 'x-forwarded-for': UNSTORABLE_TEXT_MESSAGE } });
      const counted = (await proxied.db.execute(sql`select count(*)::int as n from rate_limit_counters`)) as unknown as { rows: { n: number }[] };
      expect(counted.rows[0]!.n).toBe(0);
    } finally {
      await proxied.close();
    }
  });

  describe('multipart uploads', () => {
    const BOUNDARY = 'storable-boundary';
    const upload = (parts: string | Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/uploads?purpose=certificate', headers: { ...as(merchant), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: parts });
    const filePart = (fileName: string) =>
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`), pdfBytes(), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

    it('a text field (the route takes none) is refused with a readable 4xx, and nothing is written', async () => {
      const before = await snapshot();
      const response = await upload(Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello${NUL}\r\n`), filePart('a.pdf')]));
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().error).toBe('string');
      expect(await snapshot()).toEqual(before);
    });

    it("a file name's NUL is cleaned out of the stored name (cleanFileName), not stored nor refused", async () => {
      const named = await upload(filePart(`Insurance${NUL}.pdf`));
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json().original_name).toBe('Insurance.pdf');
    });
  });
});
