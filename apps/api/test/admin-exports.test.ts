import { randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../src/db/schema/payouts';
import { adminActions, users } from '../src/db/schema/users';
import { createExportsService, exportMessages } from '../src/modules/admin/exports.service';
import { insertRevenueEntry } from '../src/modules/revenue/revenue.repository';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { parseCsv } from '@lull/domain/csv-reader';

// 23:30 on 30 June in UTC is 00:30 on 1 July in London: the file is dated the London day.
const NOW = new Date('2026-06-30T23:30:00Z');
const LONDON_DAY = '2026-07-01';
let t: TestApp;
let admin: BookingCustomer;
let merchantUser: BookingCustomer;
let customer: BookingCustomer;

/** Values a spreadsheet would run, or that break a naive CSV: each must read back as text, none as a formula. */
const HOSTILE = ['=HYPERLINK("http://evil.example","click")', '+SUM(1,2)', '-2+3', '@cmd|calc', '\tTabbed', '\rReturned', 'Shah, Priya', 'She said "hi"', 'two\nlines'];
const FORMULA_START = /^[=+\-@\t\r]/;
/** What csvCell makes of a value: formula-starting text prefixed with an apostrophe, the rest as it was. */
const asWritten = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const send = (method: InjectOptions['method'], url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const download = (path: string, cookie = admin.cookie) => send('GET', `/api/admin/export/${path}`, cookie);

async function textOf(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** The export as records keyed by header, after checking every record has the header's width and no cell starts a formula. */
function readExport(body: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...records] = parseCsv(body);
  for (const record of records) {
    expect(record).toHaveLength(header!.length);
    for (const cell of record) expect(cell).not.toMatch(FORMULA_START);
  }
  return { header: header!, rows: records.map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index]!]))) };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [admin, merchantUser, customer] = await createPeople(t.db, NOW, [{ role: 'admin', profile: { firstName: 'Ada', lastName: 'Admin' } }, 'merchant', 'customer']);
});
afterAll(() => t.close());

describe('who may export', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403) for every kind and its count, and answers an admin', async () => {
    for (const kind of ['users', 'bookings', 'merchants', 'audit', 'passwords']) {
      for (const url of [`/api/admin/export/${kind}`, `/api/admin/export/${kind}/count`, `/api/admin/export/${kind}?status=nonsense`]) {
        expect((await send('GET', url)).statusCode, `${url} anonymous`).toBe(401);
        expect((await send('GET', url, customer.cookie)).statusCode, `${url} customer`).toBe(403);
        expect((await send('GET', url, merchantUser.cookie)).statusCode, `${url} merchant`).toBe(403);
      }
      const expected = kind === 'passwords' ? 404 : 200;
      expect((await send('GET', `/api/admin/export/${kind}`, admin.cookie)).statusCode, `${kind} admin`).toBe(expected);
      expect((await send('GET', `/api/admin/export/${kind}/count`, admin.cookie)).statusCode, `${kind} count admin`).toBe(expected);
    }
  });

  it('answers an unknown kind with a JSON 404 and a bad filter with a JSON 400, before any CSV', async () => {
    const unknown = await download('passwords');
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.json()).toEqual({ error: exportMessages.unknownKind });
    expect((await download('passwords/count')).json()).toEqual({ error: exportMessages.unknownKind });
    for (const path of ['users?status=sleeping', 'merchants?status=closed', 'bookings?status=lost', 'bookings?date=31-12-2026', 'users/count?status=sleeping']) {
      const response = await download(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
      expect(typeof response.json().error, path).toBe('string');
    }
  });
});

describe('the file', () => {
  it('is a UTF-8 CSV attachment named {kind}-{London date}.csv, not cached', async () => {
    for (const kind of ['users', 'bookings', 'merchants', 'audit']) {
      const response = await download(kind);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${kind}-${LONDON_DAY}.csv"`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('users', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    const rows = HOSTILE.map((value, index) => ({
      email: `${index % 2 === 0 ? '=' : '+'}hostile.${index}@export.example`,
      firstName: value,
      lastName: `Exported${index}`,
      city: HOSTILE[(index + 1) % HOSTILE.length]!,
      phone: '+44 7700 900123',
      isApproved: index % 3 !== 0,
      referralCode: randomBytes(6).toString('hex').toUpperCase(),
      passwordHash: '$argon2id$v=19$secret-hash',
      createdAt: new Date(NOW.getTime() - (index + 1) * 60_000),
    }));
    ids.push(...(await t.db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
  });

  it('reads back every hostile name, email and city as text, never a formula, and never the password hash', async () => {
    const response = await download('users?q=export.example');
    expect(response.body).not.toContain('argon2');
    const { header, rows } = readExport(response.body);
    expect(header).toEqual(['User ID', 'First Name', 'Last Name', 'Email', 'Phone', 'City', 'Role', 'Status', 'Credit Balance', 'Bookings', 'Total Spent', 'Marketing Consent', 'Joined']);
    expect(rows.map((row) => row['User ID'])).toEqual(ids);
    HOSTILE.forEach((value, index) => {
      const row = rows[index]!;
      expect(row['First Name']).toBe(asWritten(value));
      expect(row.City).toBe(asWritten(HOSTILE[(index + 1) % HOSTILE.length]!));
      expect(row.Email).toBe(`'${index % 2 === 0 ? '=' : '+'}hostile.${index}@export.example`);
      expect(row.Phone).toBe("'+44 7700 900123");
      expect(row.Status).toBe(index % 3 !== 0 ? 'Active' : 'Disabled');
      expect(row['Credit Balance']).toBe('0.00');
      expect(row.Joined).toMatch(/^2026-07-01 00:2\d$/);
    });
  });

  it('holds the rows the Users tab lists with the same search and filter, in its order, and counts them', async () => {
    for (const query of ['q=export.example&status=disabled', 'q=exported3&status=all', 'q=EXPORT.example&status=active', 'q=nobody-at-all']) {
      const listed = (await send('GET', `/api/admin/users?${query}&page_size=100`, admin.cookie)).json();
      const { rows } = readExport((await download(`users?${query}`)).body);
      expect(rows.map((row) => row['User ID']), query).toEqual(listed.items.map((user: { id: string }) => user.id));
      expect((await download(`users/count?${query}`)).json(), query).toEqual({ count: listed.total });
    }
    expect((await download('users/count?q=export.example&status=disabled')).json()).toEqual({ count: 3 });
  });

  it('gives the header alone when nothing matches', async () => {
    const response = await download('users?q=nobody-at-all');
    // UTF-8's byte-order mark first (EF BB BF), so Excel reads "Sinéad" as written.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toBe('\uFEFFUser ID,First Name,Last Name,Email,Phone,City,Role,Status,Credit Balance,Bookings,Total Spent,Marketing Consent,Joined\r\n');
    expect((await download('users/count?q=nobody-at-all')).json()).toEqual({ count: 0 });
  });
});

describe('merchants', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    for (const [index, value] of HOSTILE.entries()) {
      const { merchant } = await createMerchant(t.db, {
        businessName: `${value} Salon`,
        contactPerson: value,
        email: `${index % 2 === 0 ? '@' : '-'}salon.${index}@export.example`,
        businessCategory: 'Nail Salon',
        status: index % 3 === 0 ? 'pending_review' : 'approved',
        isPaused: index % 3 === 1,
        createdAt: new Date(NOW.getTime() - (index + 1) * 60_000),
      });
      ids.push(merchant.id);
    }
  });

  it('reads back every hostile business name, contact and email as text, never a formula', async () => {
    const { header, rows } = readExport((await download('merchants?q=export.example')).body);
    expect(header).toEqual(['Merchant ID', 'Business', 'Contact Person', 'Email', 'Owner Email', 'Phone', 'Category', 'Services', 'Address Line 1', 'Address Line 2', 'City', 'Postcode', 'Status', 'Paused', 'Applied', 'Approved']);
    expect(rows.map((row) => row['Merchant ID'])).toEqual(ids);
    HOSTILE.forEach((value, index) => {
      const row = rows[index]!;
      expect(row.Business).toBe(asWritten(`${value} Salon`));
      expect(row['Contact Person']).toBe(asWritten(value));
      expect(row.Email).toBe(`'${index % 2 === 0 ? '@' : '-'}salon.${index}@export.example`);
      expect(row.Status).toBe(index % 3 === 0 ? 'Pending review' : 'Verified');
      expect(row.Paused).toBe(index % 3 === 1 ? 'Yes' : 'No');
    });
  });

  it('holds the rows the Merchants tab lists with the same search and filter, and counts them', async () => {
    for (const query of ['q=export.example&status=paused', 'q=export.example&status=verified', 'q=salon.4&status=all', 'q=nail salon&status=all']) {
      const listed = (await send('GET', `/api/admin/merchants?${query}&page_size=100`, admin.cookie)).json();
      const { rows } = readExport((await download(`merchants?${query}`)).body);
      // Same rows; the Pending filter lists the longest waiting first, the export is always newest first.
      expect(new Set(rows.map((row) => row['Merchant ID'])), query).toEqual(new Set(listed.items.map((merchant: { id: string }) => merchant.id)));
      expect(rows.length, query).toBe(listed.total);
      expect((await download(`merchants/count?${query}`)).json(), query).toEqual({ count: listed.total });
    }
    expect((await download('merchants/count?q=export.example&status=paused')).json()).toEqual({ count: 3 });
  });
});

describe('bookings', () => {
  const expected = new Map<string, { value: string; customer: string; status: string; date: string }>();
  beforeAll(async () => {
    const { merchant } = await createMerchant(t.db, { businessName: '=Bookings Export Salon' });
    const statuses = ['confirmed', 'completed', 'no_show', 'cancelled'] as const;
    for (const [index, value] of HOSTILE.entries()) {
      const service = await createService(t.db, merchant.id, { name: value });
      const customerName = HOSTILE[(index + 2) % HOSTILE.length]!;
      const [booker] = await t.db
        .insert(users)
        .values({ email: `-customer.${index}@booking.example`, firstName: customerName, lastName: 'Booker', referralCode: randomBytes(6).toString('hex').toUpperCase() })
        .returning({ id: users.id });
      const start = new Date(Date.UTC(2026, 6, 6 + (index % 2), 9 + index));
      const status = statuses[index % 4]!;
      const id = await createPaidBooking(t.db, { service, userId: booker!.id, start, status, createdAt: new Date(NOW.getTime() - (index + 1) * 60_000) });
      expected.set(id, { value, customer: customerName, status: status === 'no_show' ? 'no-show' : status, date: index % 2 === 0 ? '2026-07-06' : '2026-07-07' });
    }
  });

  it('has the columns of admin spec §7 and reads back every hostile service, customer and email as text', async () => {
    const response = await download('bookings');
    const { header, rows } = readExport(response.body);
    expect(header).toEqual([
      ...['Booking ID', 'Customer', 'Customer Email', 'Customer ID', 'Merchant', 'Merchant ID', 'Service', 'Service ID', 'Amount', 'Date', 'Time', 'Status', 'Created'],
      ...['Price', 'Discount', 'Booking Fee', 'Credit', 'Card', 'Processing Fee', 'Salon Payout', 'Refunded', 'Payout Reference'],
    ]);
    expect(rows).toHaveLength(HOSTILE.length);
    rows.forEach((row, index) => {
      const booking = expected.get(row['Booking ID']!)!;
      expect(booking.value).toBe(HOSTILE[index]);
      expect(row.Service).toBe(asWritten(HOSTILE[index]!));
      expect(row.Customer).toBe(asWritten(`${HOSTILE[(index + 2) % HOSTILE.length]} Booker`));
      expect(row['Customer Email']).toBe(`'-customer.${index}@booking.example`);
      expect(row['Customer ID']).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.Merchant).toBe("'=Bookings Export Salon");
      expect(row.Amount).toBe('35.00');
      expect(row.Date).toBe(booking.date);
      expect(row.Time).toBe(`${String(10 + index).padStart(2, '0')}:00`);
      expect(row.Status).toBe(booking.status);
      expect(row.Created).toMatch(/^2026-07-01 00:2\d$/);
      // £40 at £30 off-peak, £35 with Lull's fee, paid by card but the hold cancelled before payment; none settled yet.
      expect([row.Price, row.Discount, row['Booking Fee'], row.Credit, row.Card, row['Processing Fee'], row['Salon Payout'], row.Refunded, row['Payout Reference']]).toEqual([
        '40.00',
        '10.00',
        '5.00',
        '0.00',
        booking.status === 'cancelled' ? '0.00' : '35.00',
        '1.32',
        '',
        '0.00',
        '',
      ]);
    });
  });

  it("says what each booking's salon was paid and by which payouts, a settlement split between two naming both", async () => {
    const { merchant } = await createMerchant(t.db, { businessName: 'Payout Trail Salon' });
    const service = await createService(t.db, merchant.id, { name: 'Trail Facial' });
    const id = await createPaidBooking(t.db, { service, userId: admin.id, start: new Date('2026-06-20T09:00:00Z'), status: 'completed' });
    await insertRevenueEntry(t.db, { merchantId: merchant.id, type: 'booking_settled', bookingId: id, amountPence: 2883, description: 'Trail Facial' });
    for (const [reference, amountPence] of [['TRAIL-1', 2000], ['TRAIL-2', 883]] as const) {
      const [payout] = await t.db.insert(payouts).values({ merchantId: merchant.id, amountPence, reference }).returning();
      await insertRevenueEntry(t.db, { merchantId: merchant.id, type: 'payout', amountPence: -amountPence, payoutId: payout!.id, description: reference });
    }
    const [row] = readExport((await download(`bookings?q=${id}`)).body).rows;
    expect(row).toMatchObject({ 'Booking ID': id, 'Salon Payout': '28.83', Refunded: '0.00', 'Payout Reference': 'TRAIL-1 + TRAIL-2' });
  });

  it('holds the rows the Bookings tab lists with the same search, status (no-show included) and date, and counts them', async () => {
    const cases: [string, (booking: { value: string; customer: string; status: string; date: string }) => boolean][] = [
      ['status=no-show', (booking) => booking.status === 'no-show'],
      ['date=2026-07-07', (booking) => booking.date === '2026-07-07'],
      ['status=confirmed&date=2026-07-06', (booking) => booking.status === 'confirmed' && booking.date === '2026-07-06'],
      [`q=${encodeURIComponent('hyperlink')}`, (booking) => booking.value.startsWith('=HYPERLINK') || booking.customer.startsWith('=HYPERLINK')],
      ['q=bookings export salon&status=cancelled', (booking) => booking.status === 'cancelled'],
    ];
    for (const [query, matches] of cases) {
      const wanted = [...expected].filter(([, booking]) => matches(booking)).map(([id]) => id);
      expect(wanted.length, query).toBeGreaterThan(0);
      const listed = (await send('GET', `/api/admin/bookings?${query}&page_size=100`, admin.cookie)).json();
      const { rows } = readExport((await download(`bookings?${query}`)).body);
      expect(rows.map((row) => row['Booking ID']), query).toEqual(listed.items.map((booking: { id: string }) => booking.id));
      expect(new Set(rows.map((row) => row['Booking ID'])), query).toEqual(new Set(wanted));
      expect((await download(`bookings/count?${query}`)).json(), query).toEqual({ count: wanted.length });
    }
  });
});

describe('audit', () => {
  beforeAll(async () => {
    await t.db.insert(adminActions).values(
      HOSTILE.map((value, index) => ({
        actorUserId: admin.id,
        action: index % 2 === 0 ? 'merchant.reject' : 'user.grant_credit',
        targetType: 'merchant',
        targetId: randomUUID(),
        note: value,
        after: { reason: value },
        createdAt: new Date(NOW.getTime() - (index + 1) * 60_000),
      })),
    );
  });

  it('reads back every hostile note and changed field as text, with who did it', async () => {
    const { header, rows } = readExport((await download('audit')).body);
    expect(header).toEqual(['Time', 'Admin', 'Admin Email', 'Admin ID', 'Action', 'Target Type', 'Target ID', 'Note', 'Before', 'After']);
    expect(rows).toHaveLength(HOSTILE.length);
    rows.forEach((row, index) => {
      expect(row.Note).toBe(asWritten(HOSTILE[index]!));
      expect(JSON.parse(row.After!)).toEqual({ reason: HOSTILE[index] });
      expect(row.Admin).toBe('Ada Admin');
      expect(row['Admin Email']).toBe(admin.email);
    });
  });

  it('applies the action filter and the search, and counts the same rows', async () => {
    const { rows } = readExport((await download('audit?action=merchant.reject')).body);
    expect(rows).toHaveLength(5);
    const listed = (await send('GET', '/api/admin/audit?action=merchant.reject&page_size=100', admin.cookie)).json();
    expect(rows.map((row) => row['Target ID'])).toEqual(listed.items.map((item: { target_id: string }) => item.target_id));
    expect(rows.every((row) => row.Action === 'merchant.reject')).toBe(true);
    expect((await download('audit/count?action=merchant.reject')).json()).toEqual({ count: 5 });
    expect(readExport((await download('audit?q=HYPERLINK')).body).rows.map((row) => row.Note)).toEqual([asWritten(HOSTILE[0]!)]);
  });
});

describe('streaming', () => {
  const BULK = 2500;
  beforeAll(async () => {
    // Every one created in the same microsecond: the cursor's id must break the tie, or a batch would skip or repeat rows.
    await t.db.execute(sql`
      insert into users (email, first_name, last_name, city, referral_code, created_at)
      select 'bulk.' || n || '@stream.example', 'Bulk' || n, 'Streamer', 'Leeds', 'S' || lpad(n::text, 9, '0'), '2026-06-01 10:00:00.123456+00'
      from generate_series(1, ${BULK}) as n`);
  });

  it('reads the rows a batch at a time, each exactly once, across a shared created_at', async () => {
    const service = createExportsService({ db: t.db, clock: () => NOW } as never);
    const file = service.open('users', { q: 'stream.example' }, 1000);
    const chunks: string[] = [];
    for await (const chunk of file.chunks) chunks.push(chunk);
    // The header, then batches of 1000, 1000 and 500.
    expect(chunks.map((chunk) => chunk.split('\r\n').length - 1)).toEqual([1, 1000, 1000, 500]);
    const { rows } = readExport(chunks.join(''));
    expect(new Set(rows.map((row) => row.Email)).size).toBe(BULK);
    // A batch size that does not divide the total, and one that leaves an empty last read.
    for (const size of [333, 500]) {
      const { rows: again } = readExport(await textOf(service.open('users', { q: 'stream.example' }, size).chunks));
      expect(again.map((row) => row['User ID']), `batch ${size}`).toEqual(rows.map((row) => row['User ID']));
    }
  });

  it('arrives over HTTP chunked, with no length known in advance, compressed or not: sent as it is read, not as one buffered body', async () => {
    // Closed with the app in afterAll.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const encoding of ['identity', 'gzip']) {
        const response = await fetch(`${address}/api/admin/export/users?q=stream.example`, { headers: { cookie: admin.cookie, 'accept-encoding': encoding } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
        // Streamed: no length known in advance, chunked transfer instead.
        expect(response.headers.get('content-length')).toBeNull();
        const parts: Uint8Array[] = [];
        for await (const part of response.body!) parts.push(part);
        expect(parts.length, encoding).toBeGreaterThan(1);
        const bytes = Buffer.concat(parts);
        // fetch inflates gzip itself; the bytes are the CSV either way.
        const text = encoding === 'gzip' && bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
        expect(readExport(text).rows).toHaveLength(BULK);
    }
  });
});
