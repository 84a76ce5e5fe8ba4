import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAllocations, creditExpiryWarnings, creditLedgerEntries } from '../src/db/schema/credits';
import { notifications } from '../src/db/schema/messaging';
import { startSession } from '../src/modules/auth/sessions';
import { expireCredits } from '../src/modules/credits/credit-expiry';
import { insertCreditEntry } from '../src/modules/credits/credits.repository';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createCustomers, ledgerOf, type BookingCustomer } from './support/booking-customers';
import { createTestApp, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Day 0 is Monday 1 June 2026, 08:00 in London. The fixtures' salon opens Mon–Fri 09:00–17:00.
const DAY_0 = new Date('2026-06-01T07:00:00Z');
const day = (n: number) => new Date(DAY_0.getTime() + n * 86_400_000);
let now = DAY_0;
let t: TestApp;
let service: { id: string };
let free: { id: string };
const engine = usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection: runs serialise';

const inject = (options: InjectOptions) => t.app.inject(options);
const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };

/** A session made at the current fake time (a session idles out after 7 days, and these tests skip weeks). */
async function signedIn(customer: BookingCustomer): Promise<string> {
  const session = await startSession(t.db, customer.id, now, 'credits-test');
  return `lull_session=${session.token}`;
}

async function history(customer: BookingCustomer) {
  const response = await inject({ method: 'GET', url: '/api/credits/history', headers: { cookie: await signedIn(customer) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; type: string; amount: number; description: string; created_at: string; expires_at: string | null }[];
}

async function balance(customer: BookingCustomer): Promise<number> {
  return (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: await signedIn(customer) } })).json().credit_balance;
}

const ledgerSum = async (customer: BookingCustomer) => (await ledgerOf(t.db, customer.id)).reduce((sum, entry) => sum + entry.amountPence, 0);

async function hold(customer: BookingCustomer, serviceId: string, date: string, time: string): Promise<string> {
  const response = await inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: await signedIn(customer) },
    payload: { service_id: serviceId, booking_date: date, booking_time: time, agreed_to_terms: true },
  });
  if (response.statusCode !== 201) throw new Error(`could not hold ${date} ${time}: ${response.body}`);
  return response.json().id;
}

/** Pays a held booking with `credits` pounds of credit and the rest by the sandbox's good card. */
async function payWithCreditAndCard(customer: BookingCustomer, bookingId: string, credits: number) {
  const cookie = await signedIn(customer);
  const intent = await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie }, payload: { booking_id: bookingId, credits_used: credits } });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie }, payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: card } });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** A grant written straight to the ledger, with the expiry the test needs. */
async function goodwill(customer: BookingCustomer, pence: number, expiresAt: Date): Promise<string> {
  return insertCreditEntry(t.db, { userId: customer.id, type: 'bonus', amountPence: pence, description: 'Goodwill credit', expiresAt });
}

const notificationsOf = (customer: BookingCustomer, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, customer.id))
    .then((rows) => rows.filter((row) => row.type === type));

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { merchant } = await createMerchant(t.db);
  service = await createService(t.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
  free = await createService(t.db, merchant.id, { name: 'Free consultation', pricePence: 0, offPeakPricePence: null, durationMinutes: 30 });
});
afterAll(() => t.close());

describe('credit history and the balance, on a fake clock', () => {
  it('grant, spend oldest first, expiry of what is left, and a refund as a new 30-day grant', async () => {
    now = DAY_0;
    const [customer] = await createCustomers(t.db, 1, now);
    const me = customer!;
    // The welcome £3 expires on day 30; a £6 goodwill grant expires sooner, on day 5, so it is spent first.
    const soon = await goodwill(me, 600, day(5));
    expect(await balance(me)).toBe(9);
    const [goodwillEntry, welcome] = await history(me);
    expect(welcome).toMatchObject({ type: 'bonus', amount: 3, description: 'Welcome credit', expires_at: day(30).toISOString() });
    expect(goodwillEntry).toMatchObject({ id: soon, type: 'bonus', amount: 6, expires_at: day(5).toISOString() });

    // Day 1: a £35 booking on Wednesday 10 June, paid with £5 of credit (the most a booking takes) and £30 by card.
    now = day(1);
    const bookingId = await hold(me, service.id, '2026-06-10', '11:00');
    await payWithCreditAndCard(me, bookingId, 5);
    expect(await balance(me)).toBe(4);
    const [spent] = await history(me);
    expect(spent).toMatchObject({ type: 'spent', amount: -5, expires_at: null });
    expect(spent!.description).toMatch(/^Spent on /);
    // The spend drew from the grant that expires first only.
    const draws = await t.db.select().from(creditAllocations).where(eq(creditAllocations.debitEntryId, spent!.id));
    expect(draws.map((draw) => [draw.grantEntryId, draw.amountPence])).toEqual([[soon, 500]]);

    // Day 5: the goodwill grant lapses with £1 left. The balance shown is what can be spent at once; the
    // ledger catches up when the job writes the expiry, which takes only what was left.
    now = day(5);
    expect(await balance(me)).toBe(3);
    expect(await ledgerSum(me)).toBe(400);
    await expireCredits(t.db, now);
    expect(await ledgerSum(me)).toBe(300);
    const [expired] = await history(me);
    expect(expired).toMatchObject({ type: 'expired', amount: -1, description: 'Expired: Goodwill credit', expires_at: null });
    const expiryDraws = await t.db.select().from(creditAllocations).where(eq(creditAllocations.debitEntryId, expired!.id));
    expect(expiryDraws.map((draw) => [draw.grantEntryId, draw.amountPence])).toEqual([[soon, 100]]);

    // Day 7: cancelled more than 24 hours ahead. The £5 comes back in full, although the grant it was spent
    // from has expired: as a new refund grant that expires 30 days after the refund (decision 010).
    now = day(7);
    const cancelled = await inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: { cookie: await signedIn(me) } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ credits_restored: 5 });
    expect(await balance(me)).toBe(8);
    const entries = await history(me);
    expect(entries.map((entry) => [entry.type, entry.amount])).toEqual([
      ['refund', 5],
      ['expired', -1],
      ['spent', -5],
      ['bonus', 6],
      ['bonus', 3],
    ]);
    expect(entries[0]).toMatchObject({ expires_at: day(37).toISOString() });
    expect(entries[0]!.description).toMatch(/^Credit returned: cancelled /);
    expect(await ledgerSum(me)).toBe(800);

    // Day 30: the welcome credit lapses untouched; the refund is still good until day 37.
    now = day(30);
    expect(await balance(me)).toBe(5);
    await expireCredits(t.db, now);
    expect(await ledgerSum(me)).toBe(500);
    now = day(37);
    expect(await balance(me)).toBe(0);
    await expireCredits(t.db, now);
    expect(await ledgerSum(me)).toBe(0);
    expect((await history(me)).filter((entry) => entry.type === 'expired').map((entry) => entry.amount)).toEqual([-5, -3, -1]);
  });

  it('counts only unexpired credit towards a payment: credit that lapses between the hold and the payment is refused', async () => {
    now = DAY_0;
    const [customer] = await createCustomers(t.db, 1, now);
    const me = customer!;
    await goodwill(me, 200, new Date(day(2).getTime() + 60_000));
    now = day(2);
    const bookingId = await hold(me, free.id, '2026-06-05', '10:00');
    // £5 of credit at 08:00 (the goodwill £2 lapses at 08:01), enough for the £5 booking fee.
    expect(await balance(me)).toBe(5);
    now = new Date(day(2).getTime() + 2 * 60_000);
    const refused = await inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: { cookie: await signedIn(me) }, payload: { credits_used: 5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Your credit does not cover this booking: please pay the rest by card.');
    expect(await balance(me)).toBe(3);
    expect((await ledgerOf(t.db, me.id)).filter((entry) => entry.type === 'spent')).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await inject({ method: 'GET', url: '/api/credits/history' })).statusCode).toBe(401);
  });

  it('shows a user only their own ledger', async () => {
    now = DAY_0;
    const [first, second] = await createCustomers(t.db, 2, now);
    await goodwill(first!, 900, day(30));
    expect((await history(second!)).map((entry) => entry.amount)).toEqual([3]);
  });
});

describe(`the expiry job (${engine})`, () => {
  it('warns 3 days ahead once per grant, and writes one expiry per lapsed grant, however often and however many run it', async () => {
    now = DAY_0;
    const customers = await createCustomers(t.db, 12, now);
    // Half of them spent £1 of their welcome credit: their warning and their expiry are for £2.
    for (const customer of customers.slice(0, 6)) {
      const grant = (await ledgerOf(t.db, customer.id)).find((entry) => entry.type === 'bonus')!;
      const debit = await insertCreditEntry(t.db, { userId: customer.id, type: 'spent', amountPence: -100, description: 'Spent on a test' });
      await t.db.insert(creditAllocations).values({ debitEntryId: debit, grantEntryId: grant.id, amountPence: 100 });
    }
    const ids = customers.map((customer) => customer.id);
    const warnings = async () => (await t.db.select().from(notifications).where(inArray(notifications.userId, ids))).filter((row) => row.type === 'credit_expiring');

    // Just before 3 days ahead: no warning yet.
    await expireCredits(t.db, new Date(day(27).getTime() - 1));
    expect(await warnings()).toHaveLength(0);

    // From 3 days ahead: one warning per grant, whether the job runs on one instance, again, or on four at once.
    await Promise.all([1, 2, 3, 4].map(() => expireCredits(t.db, day(27))));
    await expireCredits(t.db, day(28));
    const sent = await warnings();
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((row) => row.userId)).size).toBe(12);
    expect(sent.filter((row) => row.title === 'Your £3 credit expires soon')).toHaveLength(6);
    expect(sent.filter((row) => row.title === 'Your £2 credit expires soon')).toHaveLength(6);
    expect(sent[0]!.message).toMatch(/expires on Wed 1 Jul 2026 at 08:00\. Use it on any booking before then\.$/);
    const grantIds = (await t.db.select().from(creditLedgerEntries).where(inArray(creditLedgerEntries.userId, ids))).filter((e) => e.type === 'bonus').map((e) => e.id);
    expect(await t.db.select().from(creditExpiryWarnings).where(inArray(creditExpiryWarnings.grantEntryId, grantIds))).toHaveLength(12);

    // At expiry: four instances at once, then once more.
    const runs = await Promise.all([1, 2, 3, 4].map(() => expireCredits(t.db, day(30))));
    await expireCredits(t.db, day(31));
    for (const customer of customers) {
      const ledger = await ledgerOf(t.db, customer.id);
      const expiries = ledger.filter((entry) => entry.type === 'expired');
      expect(expiries).toHaveLength(1);
      expect(expiries[0]!.amountPence).toBe(customers.indexOf(customer) < 6 ? -200 : -300);
      expect(ledger.reduce((sum, entry) => sum + entry.amountPence, 0)).toBe(0);
    }
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBeGreaterThanOrEqual(12);
    expect(await warnings()).toHaveLength(12);
  });

  it('lets a spend and the expiry of the same credit race: one of them gets it, never both', async () => {
    now = DAY_0;
    const [customer] = await createCustomers(t.db, 1, now);
    const me = customer!;
    // £3 welcome + £2 goodwill, both lapsing on day 30: exactly the £5 booking fee.
    await goodwill(me, 200, day(30));
    now = new Date(day(30).getTime() - 10 * 60_000);
    const bookingId = await hold(me, free.id, '2026-07-02', '10:00');
    const cookie = await signedIn(me);

    // The payment runs at 07:50 on the app's clock; the job runs as if its instance's clock already read 08:01.
    const [paid] = await Promise.all([
      inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: { cookie }, payload: { credits_used: 5 } }),
      expireCredits(t.db, new Date(day(30).getTime() + 60_000)),
    ]);
    const ledger = await ledgerOf(t.db, me.id);
    const spent = ledger.filter((entry) => entry.type === 'spent');
    const expired = ledger.filter((entry) => entry.type === 'expired');
    if (paid!.statusCode === 200) {
      expect(spent.map((entry) => entry.amountPence)).toEqual([-500]);
      expect(expired).toHaveLength(0);
    } else {
      // Refused under the lock (409), or before it when the balance read already showed the expiry (400).
      expect([
        [409, 'Your credit balance has changed. Please review your payment.'],
        [400, 'Your credit does not cover this booking: please pay the rest by card.'],
      ]).toContainEqual([paid!.statusCode, paid!.json().error]);
      expect(spent).toHaveLength(0);
      expect(expired.map((entry) => entry.amountPence).sort((a, b) => a - b)).toEqual([-300, -200]);
    }
    expect(ledger.reduce((sum, entry) => sum + entry.amountPence, 0)).toBe(0);
    // No grant ever gave more than it granted.
    const grants = ledger.filter((entry) => entry.amountPence > 0);
    const draws = await t.db.select().from(creditAllocations).where(inArray(creditAllocations.grantEntryId, grants.map((grant) => grant.id)));
    for (const grant of grants) {
      expect(draws.filter((draw) => draw.grantEntryId === grant.id).reduce((sum, draw) => sum + draw.amountPence, 0)).toBe(grant.amountPence);
    }
    expect(await notificationsOf(me, 'credit_expiring')).toHaveLength(0);
  });
});
