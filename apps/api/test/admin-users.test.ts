import { randomBytes, randomUUID } from 'node:crypto';
import { GRANT_AMOUNT_NOT_PENCE, GRANT_AMOUNT_NOT_POSITIVE, GRANT_AMOUNT_REQUIRED, GRANT_AMOUNT_TOO_HIGH, GRANT_REASON_REQUIRED } from '@lull/domain/validation/grant-credit';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refundRequests } from '../src/db/schema/bookings';
import { notifications } from '../src/db/schema/messaging';
import { adminActions, sessions, users } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { expireCredits } from '../src/modules/credits/credit-expiry';
import { adminUserMessages, createUsersAdminService } from '../src/modules/accounts/users-admin.service';
import { createPeople } from './support/actors';
import { createCustomers, ledgerOf, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { createSandboxGateway } from '../src/integrations/payments/sandbox-gateway';

const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
const DAY_0 = new Date('2026-06-10T11:00:00Z');
const day = (n: number) => new Date(DAY_0.getTime() + n * 86_400_000);
let now = DAY_0;
let t: TestApp;
let admin: BookingCustomer;
let secondAdmin: BookingCustomer;
let merchant: BookingCustomer;
let customer: BookingCustomer;

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const list = (query: string, cookie = admin.cookie) => send('GET', `/api/admin/users${query}`, cookie);
const auditOf = (targetId: string) => t.db.select().from(adminActions).where(eq(adminActions.targetId, targetId));

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, secondAdmin, merchant, customer] = await createPeople(t.db, DAY_0, [
    { role: 'admin', profile: { firstName: 'Ada', lastName: 'Admin' } },
    { role: 'admin', profile: { firstName: 'Second', lastName: 'Admin' } },
    'merchant',
    { role: 'customer', profile: { firstName: 'Priya', lastName: 'Shah', city: 'Leeds', phone: '+44 7700900123', marketingConsent: true } },
  ]);
});
afterAll(() => t.close());

describe('who may call the admin users routes', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403), whatever they send, and answers an admin', async () => {
    const id = customer.id;
    const routes: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users?status=nonsense&page=-4'],
      ['GET', `/api/admin/users/${id}`],
      ['GET', '/api/admin/users/not-a-uuid'],
      ['POST', `/api/admin/users/${id}/disable`],
      ['POST', `/api/admin/users/${id}/enable`],
      ['POST', `/api/admin/users/${id}/grant-credit`, { amount: 5, reason: 'Sorry' }],
      ['POST', `/api/admin/users/${id}/grant-credit`, { amount: 'lots' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await send(method, url, customer.cookie, payload)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await send(method, url, merchant.cookie, payload)).statusCode, `${method} ${url} merchant`).toBe(403);
    }
    // Nothing the refused callers sent changed anything.
    expect(await auditOf(id)).toHaveLength(0);
    expect((await send('GET', '/api/admin/users', admin.cookie)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/users/${id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed user id, and 400 for a bad filter', async () => {
    expect((await send('GET', `/api/admin/users/${randomUUID()}`, admin.cookie)).json()).toEqual({ error: adminUserMessages.notFound });
    expect((await send('POST', `/api/admin/users/${randomUUID()}/disable`, admin.cookie)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/users/not-a-uuid', admin.cookie)).statusCode).toBe(400);
    expect((await list('?status=sleeping')).statusCode).toBe(400);
  });
});

describe('the users list (GET /api/admin/users)', () => {
  const CITIES = ['Bristol', 'Manchester', 'Glasgow'];
  beforeAll(async () => {
    // 300 accounts: every fifth disabled, cities in turn, a few named so that search has something to find.
    const rows = Array.from({ length: 300 }, (_, index) => ({
      email: `bulk.${String(index).padStart(3, '0')}@bulk.example`,
      firstName: index === 7 ? 'Zanele' : `Bulk${index}`,
      lastName: index === 7 ? 'Okonkwo' : 'Person',
      city: CITIES[index % 3]!,
      isApproved: index % 5 !== 0,
      referralCode: randomBytes(6).toString('hex').toUpperCase(),
      createdAt: new Date(DAY_0.getTime() - (300 - index) * 60_000),
    }));
    await t.db.insert(users).values(rows);
  });

  it('pages the matching users newest first, every one exactly once', async () => {
    const seen: string[] = [];
    let total = 0;
    for (let page = 1; page <= 4; page += 1) {
      const response = await list(`?q=bulk.example&page=${page}&page_size=80`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      total = body.total;
      expect(body).toMatchObject({ page, page_size: 80 });
      expect(body.items.length).toBe(page < 4 ? 80 : 60);
      seen.push(...body.items.map((user: { email: string }) => user.email));
    }
    expect(total).toBe(300);
    expect(new Set(seen).size).toBe(300);
    expect(seen[0]).toBe('bulk.299@bulk.example');
    expect(seen.at(-1)).toBe('bulk.000@bulk.example');
    // A page past the end is empty, not an error.
    expect((await list('?q=bulk.example&page=9&page_size=80')).json()).toMatchObject({ items: [], total: 300 });
  });

  it('filters All, Active and Disabled on the server', async () => {
    const counts = async (status: string) => (await list(`?q=bulk.example&status=${status}`)).json().total;
    expect(await counts('all')).toBe(300);
    expect(await counts('active')).toBe(240);
    expect(await counts('disabled')).toBe(60);
    const disabled = (await list('?q=bulk.example&status=disabled&page_size=100')).json().items;
    expect(disabled.every((user: { is_approved: boolean }) => !user.is_approved)).toBe(true);
  });

  it('searches name, email and city, case-insensitively, combined with the filter', async () => {
    expect((await list('?q=zanele okonkwo')).json().items.map((user: { email: string }) => user.email)).toEqual(['bulk.007@bulk.example']);
    expect((await list('?q=BULK.123@')).json().total).toBe(1);
    expect((await list('?q=glasgow')).json().total).toBe(100);
    expect((await list('?q=glasgow&status=disabled')).json().total).toBe(20);
    expect((await list('?q=100%25')).json().total).toBe(0);
  });

  it("shows each user's role, status, credit balance, paid bookings and total spent", async () => {
    const salon = await createMerchant(t.db, { userId: merchant.id, businessName: 'Fern Studio' });
    const service = await createService(t.db, salon.merchant.id, { name: 'Gel Manicure' });
    await createPaidBooking(t.db, { service: { id: service.id, merchantId: salon.merchant.id }, userId: customer.id, start: day(-3) });
    // A cancelled paid booking counts, less what was refunded; a hold never paid does not count.
    const cancelled = await createPaidBooking(t.db, { service: { id: service.id, merchantId: salon.merchant.id }, userId: customer.id, start: day(-2), status: 'cancelled', confirmedAt: day(-4) });
    await t.db.insert(refundRequests).values({ bookingId: cancelled, userId: customer.id, totalPaidPence: 3500, cardRefundPence: 2868, creditsRestoredPence: 0 });
    await createPaidBooking(t.db, { service: { id: service.id, merchantId: salon.merchant.id }, userId: customer.id, start: day(-1), status: 'pending', holdExpiresAt: new Date(now.getTime() + 300_000), confirmedAt: null });

    const [row] = (await list('?q=priya shah')).json().items;
    expect(row).toMatchObject({ id: customer.id, first_name: 'Priya', last_name: 'Shah', city: 'Leeds', role: 'consumer', is_approved: true, credit_balance: 3, total_bookings: 2, total_spent: 41.32 });
    const detail = (await send('GET', `/api/admin/users/${customer.id}`, admin.cookie)).json();
    expect(detail).toMatchObject({ ...row, phone: '+44 7700900123', gdpr_consent: true, marketing_consent: true, merchant_contact_person: null });
    expect(detail.referral_code).toMatch(/^[0-9A-F]{10}$/);
    const merchantDetail = (await send('GET', `/api/admin/users/${merchant.id}`, admin.cookie)).json();
    expect(merchantDetail).toMatchObject({ role: 'merchant', merchant_contact_person: salon.merchant.contactPerson });
    // The pending booking stays out even though it exists.
    expect(await t.db.select().from(bookings).where(and(eq(bookings.userId, customer.id), eq(bookings.status, 'pending')))).toHaveLength(1);
  });
});

describe('Disable and Enable', () => {
  it('ends every session of the user at once, refuses their sign-in with a clear message, and is written to the audit trail', async () => {
    const person = await registerUser(t.app, { first_name: 'Dee', last_name: 'Sabled' });
    const signIn = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.body.email, password: person.body.password } });
    const second = await signIn();
    expect(second.statusCode).toBe(200);
    expect((await send('GET', '/api/users/me', person.cookie)).statusCode).toBe(200);

    const disabled = await send('POST', `/api/admin/users/${person.user.id}/disable`, admin.cookie);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: person.user.id, is_approved: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.user.id))).toHaveLength(0);
    expect((await send('GET', '/api/users/me', person.cookie)).statusCode).toBe(401);
    expect((await send('GET', '/api/notifications', person.cookie)).statusCode).toBe(401);

    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This account has been disabled. Please contact support.');

    const twice = await send('POST', `/api/admin/users/${person.user.id}/disable`, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(adminUserMessages.alreadyDisabled);
    expect((await list(`?q=${encodeURIComponent(person.body.email)}&status=disabled`)).json().total).toBe(1);

    const enabled = await send('POST', `/api/admin/users/${person.user.id}/enable`, admin.cookie);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ is_approved: true });
    expect((await send('POST', `/api/admin/users/${person.user.id}/enable`, admin.cookie)).json()).toEqual({ error: adminUserMessages.alreadyActive });
    expect((await signIn()).statusCode).toBe(200);

    const trail = await auditOf(person.user.id);
    expect(trail.map((row) => [row.action, row.actorUserId, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ['user.disable', admin.id, { is_approved: true }, { is_approved: false }],
        ['user.enable', admin.id, { is_approved: false }, { is_approved: true }],
      ]),
    );
    expect(trail).toHaveLength(2);
  });

  it('will not let an admin disable themselves', async () => {
    const self = await send('POST', `/api/admin/users/${admin.id}/disable`, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe(adminUserMessages.notSelf);
    expect((await send('GET', '/api/users/me', admin.cookie)).statusCode).toBe(200);
  });

  it('will not disable the last active admin: two admins disabling each other at once leave one of them active', async () => {
    const [one, two] = await createPeople(t.db, now, ['admin', 'admin']);
    // Only these two are active admins while they race.
    await t.db.update(users).set({ isApproved: false }).where(inArray(users.id, [admin.id, secondAdmin.id]));
    const answers = await Promise.all([
      send('POST', `/api/admin/users/${two.id}/disable`, one.cookie),
      send('POST', `/api/admin/users/${one.id}/disable`, two.cookie),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    expect(codes[0]).toBe(200);
    // The loser either finds its own session ended (401) or finds the other admin the last one (409).
    expect([401, 409]).toContain(codes[1]);
    const loser = answers.find((answer) => answer.statusCode !== 200)!;
    if (loser.statusCode === 409) expect(loser.json().error).toBe(adminUserMessages.lastAdmin);
    const active = await t.db.select().from(users).where(and(eq(users.role, 'admin'), eq(users.isApproved, true)));
    expect(active).toHaveLength(1);

    // Said plainly, through the use case: an actor who is no longer an active admin cannot take out the last one.
    const service = createUsersAdminService({ db: t.db, config: t.config, clock: () => now, log: silentLog, identityProvider: undefined, paymentGateway: createSandboxGateway() });
    const last = active[0]!;
    const other = last.id === one.id ? two : one;
    await expect(service.setActive({ user: { id: other.id, email: other.email, role: 'admin', firstName: 'X' }, tokenHash: 'x' }, last.id, false)).rejects.toMatchObject({
      message: adminUserMessages.lastAdmin,
    });

    await t.db.update(users).set({ isApproved: true }).where(inArray(users.id, [admin.id, secondAdmin.id]));
    admin = { ...admin, cookie: await sessionFor(admin.id) };
    expect((await send('POST', `/api/admin/users/${last.id}/disable`, admin.cookie)).statusCode).toBe(200);
  });
});

async function sessionFor(userId: string): Promise<string> {
  const session = await startSession(t.db, userId, now, 'lull-test');
  return `lull_session=${session.token}`;
}

describe('Grant Credit', () => {
  it('will not let an admin grant credit to themselves', async () => {
    const balance = async () => (await send('GET', `/api/admin/users/${admin.id}`, admin.cookie)).json().credit_balance as number;
    const before = await balance();
    const self = await send('POST', `/api/admin/users/${admin.id}/grant-credit`, admin.cookie, { amount: '5.00', reason: 'Goodwill' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: adminUserMessages.notSelfCredit });
    expect(typeof before).toBe('number');
    expect(await balance()).toBe(before);
  });

  it('adds a ledger grant the user sees in their credit history, notifies them, audits it and lets it expire after 30 days', async () => {
    now = DAY_0;
    const [person] = await createCustomers(t.db, 1, now);
    const granted = await send('POST', `/api/admin/users/${person!.id}/grant-credit`, admin.cookie, { amount: '12.50', reason: 'Salon closed on the day' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ amount: 12.5, credit_balance: 15.5, expires_at: day(30).toISOString() });

    const history = (await send('GET', '/api/credits/history', person!.cookie)).json();
    expect(history[0]).toMatchObject({ type: 'bonus', amount: 12.5, expires_at: day(30).toISOString() });
    expect(history[0].description).toContain('Salon closed on the day');
    expect((await send('GET', `/api/admin/users/${person!.id}`, admin.cookie)).json().credit_balance).toBe(15.5);

    const bell = (await send('GET', '/api/notifications', person!.cookie)).json();
    expect(bell[0]).toMatchObject({ type: 'credit_granted', title: '£12.50 credit added', is_read: false });
    expect(bell[0].message).toContain('Salon closed on the day');

    const [row] = await auditOf(person!.id);
    expect(row).toMatchObject({ action: 'user.grant_credit', actorUserId: admin.id, after: { amount: 12.5 }, note: 'Salon closed on the day' });

    // Thirty days on (sessions that old have lapsed: sign in afresh), the grant lapses with the welcome credit.
    now = new Date(day(30).getTime() - 1);
    await expireCredits(t.db, now);
    const historyAt = async () => (await send('GET', '/api/credits/history', await sessionFor(person!.id))).json() as { type: string; amount: number }[];
    expect((await historyAt()).filter((entry) => entry.type === 'expired')).toHaveLength(0);
    now = day(30);
    await expireCredits(t.db, now);
    expect((await historyAt()).filter((entry) => entry.type === 'expired').map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-12.5, -3]);
    expect((await send('GET', `/api/admin/users/${person!.id}`, await sessionFor(admin.id))).json().credit_balance).toBe(0);
    now = DAY_0;
  });

  it('refuses amounts that are missing, not above zero, not whole pence or above £100, and a missing reason, with fields', async () => {
    const trailBefore = (await auditOf(customer.id)).length;
    const ledgerBefore = (await ledgerOf(t.db, customer.id)).length;
    const notified = () => t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'credit_granted')));
    const notifiedBefore = (await notified()).length;
    const grant = (payload: unknown) => send('POST', `/api/admin/users/${customer.id}/grant-credit`, admin.cookie, payload);
    const cases: [unknown, Record<string, string>][] = [
      [{ reason: 'x' }, { amount: GRANT_AMOUNT_REQUIRED }],
      [{ amount: '', reason: 'x' }, { amount: GRANT_AMOUNT_REQUIRED }],
      [{ amount: 0, reason: 'x' }, { amount: GRANT_AMOUNT_NOT_POSITIVE }],
      [{ amount: -5, reason: 'x' }, { amount: GRANT_AMOUNT_NOT_POSITIVE }],
      [{ amount: 1.005, reason: 'x' }, { amount: GRANT_AMOUNT_NOT_PENCE }],
      [{ amount: 'ten', reason: 'x' }, { amount: GRANT_AMOUNT_NOT_PENCE }],
      [{ amount: 100.01, reason: 'x' }, { amount: GRANT_AMOUNT_TOO_HIGH }],
      [{ amount: 5, reason: '   ' }, { reason: GRANT_REASON_REQUIRED }],
      [{ amount: 5 }, { reason: GRANT_REASON_REQUIRED }],
    ];
    for (const [payload, fields] of cases) {
      const response = await grant(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toMatchObject(fields);
    }
    const malformed = await t.app.inject({ method: 'POST', url: `/api/admin/users/${customer.id}/grant-credit`, headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload: '{"amount": 5,' });
    expect(malformed.statusCode).toBe(400);
    // Nothing refused was written: no ledger entry, notification or audit row.
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(ledgerBefore);
    expect(await notified()).toHaveLength(notifiedBefore);
    expect(await auditOf(customer.id)).toHaveLength(trailBefore);
    expect((await grant({ amount: 100, reason: 'The most we give' })).statusCode).toBe(200);
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(ledgerBefore + 1);
    expect(await notified()).toHaveLength(notifiedBefore + 1);
    expect((await send('POST', `/api/admin/users/${randomUUID()}/grant-credit`, admin.cookie, { amount: 1, reason: 'x' })).statusCode).toBe(404);
  });
});
