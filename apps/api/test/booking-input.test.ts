import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '@lull/domain/london-time';
import { bookings } from '../src/db/schema/bookings';
import { bookingTerms } from '../src/db/schema/terms';
import { createConfirmedBooking, createMerchant, createService } from './support/catalogue-fixtures';
import { createCustomers, grantCredit, type BookingCustomer } from './support/booking-customers';
import { createTestApp, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Wednesday 10 June 2026, 08:00 in London. Opening hours (fixtures): Mon–Fri 09:00–17:00, Sat 10:00–22:00, Sunday closed.
const START = new Date('2026-06-10T07:00:00Z');
let now = START;
let t: TestApp;

const SIGN_IN = 'Please sign in to continue.';
const SERVICE_NOT_FOUND = 'Service not found';
const BOOKING_NOT_FOUND = 'Booking not found';
const PAYMENT_NOT_FOUND = 'Payment not found';
const CHOOSE_DATE = 'Choose a date.';
const SELECT_TIME = 'Please select a time.';
const AGREE_TERMS = 'Please agree to the booking terms to continue.';
const POLICY_REQUIRED = "Please agree to the merchant's booking policy to continue.";
const WITHIN_14_DAYS = 'Choose a date within the next 14 days.';
const NOT_OFFERED = 'That time is not available. Please choose one of the times shown.';
const NOTES_TOO_LONG = 'Special requests can be at most 1000 characters.';
const NO_LONGER_CANCELLABLE = 'This booking can no longer be cancelled.';
const WITHIN_24_HOURS = 'Cannot cancel - less than 24 hours before appointment';
const ALREADY_PAID = 'This booking is already paid.';
const HOLD_LAPSED = 'Your hold on this time has expired. Please choose the time again.';
const CREDIT_COVERS = 'Your credit covers this booking: confirm it without a card.';
const CREDIT_SHORT = 'Your credit does not cover this booking: please pay the rest by card.';
const PAYMENT_FAILED = 'Payment failed. Please try again.';

let service: { id: string; merchantId: string };
let free: { id: string; merchantId: string };
/** Booked only with the clock moved on: booking expires a service's lapsed holds, and `service` keeps its holds live. */
let laterService: { id: string; merchantId: string };
let policyService: { id: string };
let unapprovedService: { id: string };
let pausedService: { id: string };
let owner: BookingCustomer;
let stranger: BookingCustomer;
/** Owner's live hold, a stranger's live hold, and owner's paid bookings far off and within 24 hours. */
const ids = { held: '', strangers: '', paid: '', paidSoon: '' };

// Each request comes from its own address, so the per-address rate limit on confirming a payment never
// stands in for the validation under test (one test below checks the limit itself).
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: nextAddress(), ...options });
const as = (customer: BookingCustomer | undefined) => (customer ? { cookie: customer.cookie } : {});
const post = (url: string, customer: BookingCustomer | undefined, payload?: unknown) =>
  inject({ method: 'POST', url, headers: as(customer), ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const get = (url: string, customer: BookingCustomer | undefined) => inject({ method: 'GET', url, headers: as(customer) });
const card = (number = '4242424242424242', overrides: Record<string, unknown> = {}) => ({ card: { number, exp_month: 12, exp_year: 2030, cvc: '123', ...overrides } });
const slot = (date: string, time: string, extra: Record<string, unknown> = {}) => ({ service_id: service.id, booking_date: date, booking_time: time, agreed_to_terms: true, ...extra });

/** A 4xx answered as JSON `{error: "<readable message>"}`, with the exact message where one is given. */
function expectError(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(typeof body.error).toBe('string');
  expect(body.error.trim().length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.error).toBe(message);
  return body as { error: string; fields?: Record<string, string> };
}

async function hold(customer: BookingCustomer, body: Record<string, unknown>): Promise<string> {
  const response = await post('/api/bookings', customer, body);
  if (response.statusCode !== 201) throw new Error(`hold failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

async function confirmedBookingId(customer: BookingCustomer, date: string, time: string): Promise<string> {
  await createConfirmedBooking(t.db, service, customer.id, londonInstant(date, time), 60);
  const [row] = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, customer.id), eq(bookings.startsAt, londonInstant(date, time))));
  return row!.id;
}

/** Runs `body` with the app's clock at `instant`, then puts it back. */
async function at<T>(instant: Date, body: () => Promise<T>): Promise<T> {
  now = instant;
  try {
    return await body();
  } finally {
    now = START;
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind, arrive on time.' });
  const { merchant } = await createMerchant(t.db, { businessName: 'Careful Inputs' });
  service = await createService(t.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 60 });
  free = await createService(t.db, merchant.id, { name: 'Free consultation', pricePence: 0, offPeakPricePence: null, durationMinutes: 30 });
  // Its own business, so a hold expired there (when someone takes its lapsed time) leaves this file's holds alone.
  laterService = await createService(t.db, (await createMerchant(t.db, { businessName: 'Later Hours' })).merchant.id, { name: 'Later treatment', durationMinutes: 60 });
  unapprovedService = await createService(t.db, merchant.id, { approvalStatus: 'pending' });
  policyService = await createService(t.db, (await createMerchant(t.db, { specificPolicies: 'Cancel 24 hours ahead or pay 50%.' })).merchant.id);
  pausedService = await createService(t.db, (await createMerchant(t.db, { isPaused: true })).merchant.id);
  [owner, stranger] = (await createCustomers(t.db, 2, now)) as [BookingCustomer, BookingCustomer];
  ids.held = await hold(owner, slot('2026-06-11', '10:00'));
  ids.strangers = await hold(stranger, slot('2026-06-11', '12:00'));
  ids.paid = await confirmedBookingId(owner, '2026-06-22', '10:00');
  ids.paidSoon = await confirmedBookingId(owner, '2026-06-11', '07:00');
});
afterAll(() => t.close());

/** The seven booking and payment routes, each with an input that is fine apart from what a test breaks. */
const routes = [
  { name: 'POST /api/bookings', method: 'POST', url: () => '/api/bookings', body: () => slot('2026-06-12', '10:00') },
  { name: 'GET /api/bookings/me', method: 'GET', url: () => '/api/bookings/me' },
  { name: 'GET /api/bookings/:id', method: 'GET', url: () => `/api/bookings/${ids.held}` },
  { name: 'POST /api/bookings/:id/cancel', method: 'POST', url: () => `/api/bookings/${ids.held}/cancel` },
  { name: 'DELETE /api/bookings/:id', method: 'DELETE', url: () => `/api/bookings/${ids.held}` },
  { name: 'POST /api/payments/create-intent', method: 'POST', url: () => '/api/payments/create-intent', body: () => ({ booking_id: ids.held }) },
  { name: 'POST /api/payments/confirm', method: 'POST', url: () => '/api/payments/confirm', body: () => ({ payment_intent_id: 'pi_sandbox_000', payment_method: card() }) },
  { name: 'POST /api/bookings/:id/confirm', method: 'POST', url: () => `/api/bookings/${ids.held}/confirm`, body: () => ({ credits_used: 5 }) },
] as const;
const postRoutes = routes.filter((route) => route.method === 'POST');
const unsafeRoutes = routes.filter((route) => route.method !== 'GET');

describe('who may ask', () => {
  it.each(routes)('$name needs a signed-in customer', async (route) => {
    const body = 'body' in route ? route.body() : undefined;
    expectError(await inject({ method: route.method, url: route.url(), ...(body ? { payload: body } : {}) }), 401, SIGN_IN);
    // A forged or stale session cookie is no session at all.
    const forged = await inject({ method: route.method, url: route.url(), headers: { cookie: 'lull_session=forged-token' }, ...(body ? { payload: body } : {}) });
    expectError(forged, 401, SIGN_IN);
  });

  it.each(unsafeRoutes)('$name refuses a request from another site', async (route) => {
    const body = 'body' in route ? route.body() : {};
    const response = await inject({ method: route.method, url: route.url(), headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' }, payload: body });
    expectError(response, 403, 'Cross-site requests are not allowed.');
  });

  it.each(postRoutes)('$name answers a body that is not JSON, or not a body, with a 4xx', async (route) => {
    const url = route.url();
    const headers = { cookie: owner.cookie };
    expectError(await inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"booking_id": ' }), 400, 'The request body is not valid JSON.');
    expectError(await inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"credits_used": NaN}' }), 400, 'The request body is not valid JSON.');
    expectError(await inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '' }), 400, 'The request body is empty.');
    expectError(await inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'book me in' }), 415, 'Send the request body as JSON.');
    const huge = JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) });
    expectError(await inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: huge }), 413, 'The request body is too large.');
  });

  it.each([
    ['GET', (id: string) => `/api/bookings/${id}`],
    ['POST', (id: string) => `/api/bookings/${id}/cancel`],
    ['POST', (id: string) => `/api/bookings/${id}/confirm`],
    ['DELETE', (id: string) => `/api/bookings/${id}`],
  ] as const)("%s %s: a malformed id is refused, and an unknown or someone else's booking is not found", async (method, url) => {
    const payload = method === 'POST' ? { credits_used: 5 } : undefined;
    const send = (id: string) => inject({ method, url: url(id), headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
    for (const malformed of ['not-a-uuid', "1'%20or%20'1'%3D'1", '123', `${ids.held}x`, '%00']) {
      expectError(await send(malformed), 400, BOOKING_NOT_FOUND);
    }
    // Longer than Fastify lets a route parameter be: refused by the router itself, still a JSON 4xx.
    expectError(await send('a'.repeat(5000)), 414, 'That address is too long.');
    expectError(await send(randomUUID()), 404, BOOKING_NOT_FOUND);
    expectError(await send(ids.strangers), 404, BOOKING_NOT_FOUND);
    // The stranger's booking is untouched by the owner's attempts.
    const theirs = await get(`/api/bookings/${ids.strangers}`, stranger);
    expect(theirs.json()).toMatchObject({ status: 'pending', credits_used: 0 });
  });
});

describe('POST /api/bookings', () => {
  const longNotes = 'n'.repeat(1001);
  it.each([
    ['no body at all', undefined, 400, undefined],
    ['a JSON array', [], 400, undefined],
    ['a JSON string', 'book me', 400, undefined],
    ['null', null, 400, undefined],
    ['service_id missing', { service_id: undefined }, 400, SERVICE_NOT_FOUND],
    ['service_id a number', { service_id: 42 }, 400, SERVICE_NOT_FOUND],
    ['service_id malformed', { service_id: 'not-a-uuid' }, 400, SERVICE_NOT_FOUND],
    ['service_id an injection attempt', { service_id: "' or 1=1 --" }, 400, SERVICE_NOT_FOUND],
    ['service_id 100,000 characters', { service_id: 'a'.repeat(100_000) }, 400, SERVICE_NOT_FOUND],
    ['service_id an object', { service_id: { $ne: null } }, 400, SERVICE_NOT_FOUND],
    ['booking_date missing', { booking_date: undefined }, 400, undefined],
    ['booking_date a number', { booking_date: 20260611 }, 400, undefined],
    ['booking_date not a real date', { booking_date: '2026-02-30' }, 400, CHOOSE_DATE],
    ['booking_date in another format', { booking_date: '11/06/2026' }, 400, CHOOSE_DATE],
    ['booking_date with a time', { booking_date: '2026-06-11T10:00:00Z' }, 400, CHOOSE_DATE],
    ['booking_date a huge string', { booking_date: '2'.repeat(50_000) }, 400, CHOOSE_DATE],
    ['booking_time missing', { booking_time: undefined }, 400, undefined],
    ['booking_time a number', { booking_time: 1000 }, 400, undefined],
    ['booking_time 24:00', { booking_time: '24:00' }, 400, SELECT_TIME],
    ['booking_time with seconds', { booking_time: '10:00:00' }, 400, SELECT_TIME],
    ['booking_time unpadded', { booking_time: '9:00' }, 400, SELECT_TIME],
    ['booking_time negative', { booking_time: '-10:00' }, 400, SELECT_TIME],
    ['agreed_to_terms missing', { agreed_to_terms: undefined }, 400, AGREE_TERMS],
    ['agreed_to_terms false', { agreed_to_terms: false }, 400, AGREE_TERMS],
    ['agreed_to_terms the string "true"', { agreed_to_terms: 'true' }, 400, AGREE_TERMS],
    ['agreed_to_merchant_policy a string', { agreed_to_merchant_policy: 'yes' }, 400, undefined],
    ['notes over 1000 characters', { notes: longNotes }, 400, NOTES_TOO_LONG],
    ['notes a number', { notes: 5 }, 400, undefined],
    ['an unknown service', { service_id: randomUUID() }, 404, SERVICE_NOT_FOUND],
    ['a date in the past', { booking_date: '2026-06-09' }, 400, WITHIN_14_DAYS],
    ['a date beyond 14 days', { booking_date: '2026-06-24' }, 400, WITHIN_14_DAYS],
    ['a date in year 9999', { booking_date: '9999-12-31' }, 400, WITHIN_14_DAYS],
    ['a date in year 0001', { booking_date: '0001-01-01' }, 400, WITHIN_14_DAYS],
    ['a closed day (Sunday)', { booking_date: '2026-06-14' }, 400, NOT_OFFERED],
    ['a time off the 30-minute schedule', { booking_time: '10:10' }, 400, NOT_OFFERED],
    ['a quarter past', { booking_time: '10:15' }, 400, NOT_OFFERED],
    ['a time before opening', { booking_time: '08:30' }, 400, NOT_OFFERED],
    ['a 60-minute treatment ending after closing', { booking_time: '16:30' }, 400, NOT_OFFERED],
    ['a time in the middle of the night', { booking_time: '03:00' }, 400, NOT_OFFERED],
  ] as const)('refuses %s', async (_label, patch, status, message) => {
    const body = patch === undefined || patch === null || Array.isArray(patch) || typeof patch === 'string' ? patch : { ...slot('2026-06-11', '14:00'), ...patch };
    const response =
      body === undefined ? await post('/api/bookings', owner) : await inject({ method: 'POST', url: '/api/bookings', headers: { cookie: owner.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const error = expectError(response, status, message);
    if (message === NOT_OFFERED) expect(error.fields).toEqual({ booking_time: NOT_OFFERED });
  });

  it('finds no service awaiting approval or of a paused business, and asks for a business policy to be agreed', async () => {
    expectError(await post('/api/bookings', owner, { ...slot('2026-06-11', '14:00'), service_id: unapprovedService.id }), 404, SERVICE_NOT_FOUND);
    expectError(await post('/api/bookings', owner, { ...slot('2026-06-11', '14:00'), service_id: pausedService.id }), 404, SERVICE_NOT_FOUND);
    const policy = expectError(await post('/api/bookings', owner, { ...slot('2026-06-11', '14:00'), service_id: policyService.id }), 400, POLICY_REQUIRED);
    expect(policy.fields).toEqual({ agreed_to_merchant_policy: POLICY_REQUIRED });
  });

  it('refuses a time that has passed today, and the current minute itself', async () => {
    // Thursday 11 June, 13:00 in London.
    const later = (date: string, time: string) => ({ ...slot(date, time), service_id: laterService.id });
    await at(new Date('2026-06-11T12:00:00Z'), async () => {
      expectError(await post('/api/bookings', owner, later('2026-06-11', '12:00')), 400, NOT_OFFERED);
      expectError(await post('/api/bookings', owner, later('2026-06-11', '13:00')), 400, NOT_OFFERED);
      expectError(await post('/api/bookings', owner, later('2026-06-10', '15:00')), 400, WITHIN_14_DAYS);
      expect((await post('/api/bookings', owner, later('2026-06-11', '13:30'))).statusCode).toBe(201);
    });
  });

  it('accepts the edges of what is allowed: the 14th day, and the last start that ends by closing', async () => {
    // A customer of its own: the owner already keeps the two holds a customer may have at once.
    const buyer = (await createCustomers(t.db, 1, now))[0]!;
    const last = await post('/api/bookings', buyer, slot('2026-06-23', '16:00'));
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({ booking_date: '2026-06-23', booking_time: '16:00', status: 'pending' });
    const notes = await post('/api/bookings', buyer, slot('2026-06-23', '09:00', { notes: 'n'.repeat(1000) }));
    expect(notes.statusCode, notes.body).toBe(201);
  });

  it('ignores fields that would set the status, the owner, the price or the hold', async () => {
    // A customer of its own: the owner already keeps the two holds a customer may have at once.
    const buyer = (await createCustomers(t.db, 1, now))[0]!;
    const response = await post(
      '/api/bookings',
      buyer,
      slot('2026-06-12', '11:00', { status: 'confirmed', user_id: stranger.id, final_price: 0, credits_used: 5, hold_expires_at: '2099-01-01T00:00:00Z', id: ids.strangers }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending', final_price: 35, credits_used: 0, hold_expires_at: '2026-06-10T07:05:00.000Z' });
    expect(response.json().id).not.toBe(ids.strangers);
    expect((await get(`/api/bookings/${response.json().id}`, buyer)).statusCode).toBe(200);
    expectError(await get(`/api/bookings/${response.json().id}`, stranger), 404, BOOKING_NOT_FOUND);
  });
});

describe('GET /api/bookings/me and cancelling', () => {
  it('lists only the signed-in customer, whatever the query says', async () => {
    const mine = await get(`/api/bookings/me?user_id=${stranger.id}&status=all`, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((booking: { id: string }) => booking.id)).not.toContain(ids.strangers);
    expect(mine.json().map((booking: { id: string }) => booking.id)).toContain(ids.held);
  });

  it("refuses to cancel inside 24 hours, twice, or a hold that has lapsed, and ignores anything in the body", async () => {
    // A customer of its own: the owner already keeps the two holds a customer may have at once.
    const buyer = (await createCustomers(t.db, 1, now))[0]!;
    expectError(await post(`/api/bookings/${ids.paidSoon}/cancel`, owner, {}), 409, WITHIN_24_HOURS);
    const cancelHere = await hold(buyer, slot('2026-06-16', '10:00'));
    const first = await post(`/api/bookings/${cancelHere}/cancel`, buyer, { refund: 1000, status: 'completed', user_id: stranger.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ booking: { status: 'cancelled' }, credits_restored: 0, card_refund: 0 });
    expectError(await post(`/api/bookings/${cancelHere}/cancel`, buyer), 409, NO_LONGER_CANCELLABLE);

    const lapsing = await hold(buyer, { ...slot('2026-06-16', '12:00'), service_id: laterService.id });
    await at(new Date(START.getTime() + 6 * 60_000), async () => {
      // Someone else takes the time, which expires the lapsed hold; it cannot be cancelled any more.
      expect((await post('/api/bookings', stranger, { ...slot('2026-06-16', '12:00'), service_id: laterService.id })).statusCode).toBe(201);
      expectError(await post(`/api/bookings/${lapsing}/cancel`, buyer), 409, NO_LONGER_CANCELLABLE);
    });
  });
});

describe('POST /api/payments/create-intent', () => {
  it.each([
    ['booking_id missing', { booking_id: undefined }, 400, BOOKING_NOT_FOUND],
    ['booking_id malformed', { booking_id: 'booking-1' }, 400, BOOKING_NOT_FOUND],
    ['booking_id a number', { booking_id: 1 }, 400, BOOKING_NOT_FOUND],
    ['booking_id 100,000 characters', { booking_id: 'b'.repeat(100_000) }, 400, BOOKING_NOT_FOUND],
    ['credits_used negative', { credits_used: -5 }, 400, undefined],
    ['credits_used a string', { credits_used: '5' }, 400, undefined],
    ['credits_used beyond any balance', { credits_used: 1e12 }, 400, undefined],
    ['credits_used null', { credits_used: null }, 400, undefined],
    ['amount negative', { amount: -1 }, 400, undefined],
    ['amount in fractions of a penny', { amount: 12.5 }, 400, undefined],
    ['guest_email malformed', { guest_email: 'nobody' }, 400, 'email address incomplete'],
    ['guest_email without a domain', { guest_email: 'a@b' }, 400, 'domain incomplete'],
    ['guest_phone letters', { guest_phone: 'call me maybe' }, 400, 'please enter a valid phone number'],
    ['guest_phone too short', { guest_phone: '123' }, 400, 'phone number too short'],
    ['guest_first_name 101 characters', { guest_first_name: 'A'.repeat(101) }, 400, 'First name must be at most 100 characters.'],
    ['guest_last_name an object', { guest_last_name: { first: 'x' } }, 400, undefined],
  ] as const)('refuses %s', async (_label, patch, status, message) => {
    expectError(await post('/api/payments/create-intent', owner, { booking_id: ids.held, ...patch }), status, message);
  });

  it("finds no unknown booking or someone else's, and refuses a paid booking or a lapsed hold", async () => {
    expectError(await post('/api/payments/create-intent', owner, { booking_id: randomUUID() }), 404, BOOKING_NOT_FOUND);
    expectError(await post('/api/payments/create-intent', owner, { booking_id: ids.strangers }), 404, BOOKING_NOT_FOUND);
    expectError(await post('/api/payments/create-intent', owner, { booking_id: ids.paid }), 409, ALREADY_PAID);
    await at(new Date(START.getTime() + 5 * 60_000), async () => {
      expectError(await post('/api/payments/create-intent', owner, { booking_id: ids.held }), 410, HOLD_LAPSED);
    });
  });

  it('sends a booking that credit covers to the credit-only confirmation', async () => {
    const [rich] = await createCustomers(t.db, 1, now);
    await grantCredit(t.db, rich!.id, 500, now);
    const id = await hold(rich!, { ...slot('2026-06-15', '10:00'), service_id: free.id });
    expectError(await post('/api/payments/create-intent', rich, { booking_id: id, credits_used: 5 }), 400, CREDIT_COVERS);
  });

  it('caps the credit at £5, the balance and the amount due, and recomputes the card amount whatever the page says', async () => {
    const [rich] = await createCustomers(t.db, 1, now);
    await grantCredit(t.db, rich!.id, 5000, now);
    const id = await hold(rich!, slot('2026-06-15', '11:00'));
    const intent = await post('/api/payments/create-intent', rich, { booking_id: id, credits_used: 1000, amount: 1 });
    expect(intent.statusCode, intent.body).toBe(200);
    // £35 off-peak total, £5 of credit at most: £30 by card.
    expect(intent.json()).toMatchObject({ amount: 3000, credits_used: 5 });
    const [poor] = await createCustomers(t.db, 1, now);
    const poorId = await hold(poor!, slot('2026-06-15', '12:00'));
    const capped = await post('/api/payments/create-intent', poor, { booking_id: poorId, credits_used: 5 });
    expect(capped.json()).toMatchObject({ amount: 3200, credits_used: 3 });
  });
});

describe('POST /api/payments/confirm', () => {
  it.each([
    ['no body', undefined, 400, undefined],
    ['payment_intent_id missing', { payment_method: card() }, 400, undefined],
    ['payment_intent_id empty', { payment_intent_id: '', payment_method: card() }, 400, undefined],
    ['payment_intent_id 101 characters', { payment_intent_id: 'p'.repeat(101), payment_method: card() }, 400, undefined],
    ['payment_intent_id a number', { payment_intent_id: 42, payment_method: card() }, 400, undefined],
    ['payment_method a string', { payment_intent_id: 'pi_sandbox_000', payment_method: '4242424242424242' }, 400, undefined],
    ['card number empty', { payment_intent_id: 'pi_sandbox_000', payment_method: card('') }, 400, 'Enter your card number.'],
    ['card number 10,000 digits', { payment_intent_id: 'pi_sandbox_000', payment_method: card('4'.repeat(10_000)) }, 400, undefined],
    ['expiry month 13', { payment_intent_id: 'pi_sandbox_000', payment_method: card(undefined, { exp_month: 13 }) }, 400, 'Check the expiry date.'],
    ['expiry month 0', { payment_intent_id: 'pi_sandbox_000', payment_method: card(undefined, { exp_month: 0 }) }, 400, 'Check the expiry date.'],
    ['expiry month words', { payment_intent_id: 'pi_sandbox_000', payment_method: card(undefined, { exp_month: 'soon' }) }, 400, undefined],
    ['expiry year negative', { payment_intent_id: 'pi_sandbox_000', payment_method: card(undefined, { exp_year: -1 }) }, 400, undefined],
    ['security code too short', { payment_intent_id: 'pi_sandbox_000', payment_method: card(undefined, { cvc: '1' }) }, 400, 'Check the security code.'],
    ['security code too long', { payment_intent_id: 'pi_sandbox_000', payment_method: card(undefined, { cvc: '12345' }) }, 400, 'Check the security code.'],
    ['an unknown payment', { payment_intent_id: 'pi_sandbox_000', payment_method: card() }, 404, PAYMENT_NOT_FOUND],
    ['a payment id that is a uuid', { payment_intent_id: '6f1c3a52-8d7e-4f1a-9b2c-0d4e5f6a7b8c', payment_method: card() }, 404, PAYMENT_NOT_FOUND],
  ] as const)('refuses %s', async (_label, body, status, message) => {
    expectError(await post('/api/payments/confirm', owner, body), status, message);
  });

  it("refuses someone else's payment, a card the network turns down, and (on the sandbox) no card at all", async () => {
    const [payer] = await createCustomers(t.db, 1, now);
    const id = await hold(payer!, slot('2026-06-17', '10:00'));
    const intent = await post('/api/payments/create-intent', payer, { booking_id: id });
    expect(intent.statusCode, intent.body).toBe(200);
    const intentId: string = intent.json().payment_intent_id;

    expectError(await post('/api/payments/confirm', stranger, { payment_intent_id: intentId, payment_method: card() }), 404, PAYMENT_NOT_FOUND);
    expectError(await post('/api/payments/confirm', payer, { payment_intent_id: intentId }), 400, 'Enter your card details.');
    for (const [number, overrides, reason] of [
      ['4000000000000002', {}, 'Your card was declined.'],
      ['4242424242424241', {}, 'Your card number is not valid.'],
      ['not a card number', {}, 'Your card number is not valid.'],
      ['4242424242424242', { exp_year: 2020 }, 'Your card has expired.'],
    ] as const) {
      const declined = expectError(await post('/api/payments/confirm', payer, { payment_intent_id: intentId, payment_method: card(number, overrides) }), 402, PAYMENT_FAILED);
      expect(declined.fields).toEqual({ card: reason });
    }
    // None of that touched the booking: it is still held, and still payable.
    expect((await get(`/api/bookings/${id}`, payer)).json().status).toBe('pending');
    expect((await post('/api/payments/confirm', payer, { payment_intent_id: intentId, payment_method: card() })).statusCode).toBe(200);
  });

  it('limits how often one address may try a card (20 in 15 minutes)', async () => {
    const fixed = '192.0.2.77';
    const attempts = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      attempts.push(await t.app.inject({ method: 'POST', url: '/api/payments/confirm', remoteAddress: fixed, headers: { cookie: owner.cookie }, payload: { payment_intent_id: 'pi_sandbox_000', payment_method: card() } }));
    }
    expect(attempts.slice(0, 20).every((response) => response.statusCode === 404)).toBe(true);
    expectError(attempts[20]!, 429, 'Too many attempts. Please wait a few minutes and try again.');
  });
});

describe('POST /api/bookings/:id/confirm (credit only)', () => {
  it.each([
    ['no body', undefined, 400, undefined],
    ['credits_used negative', { credits_used: -5 }, 400, undefined],
    ['credits_used words', { credits_used: 'all of it' }, 400, undefined],
    ['credits_used a million pounds', { credits_used: 1e6 }, 400, undefined],
    ['credits_used an array', { credits_used: [5] }, 400, undefined],
    ['guest_email malformed', { credits_used: 5, guest_email: 'x@y' }, 400, 'domain incomplete'],
    ['no credit asked for', {}, 400, CREDIT_SHORT],
    ['credit that does not cover the total', { credits_used: 5 }, 400, CREDIT_SHORT],
  ] as const)('refuses %s', async (_label, body, status, message) => {
    expectError(await post(`/api/bookings/${ids.held}/confirm`, owner, body), status, message);
    expect((await get(`/api/bookings/${ids.held}`, owner)).json()).toMatchObject({ status: 'pending' });
  });

  it('refuses a paid booking and a lapsed hold', async () => {
    expectError(await post(`/api/bookings/${ids.paid}/confirm`, owner, { credits_used: 5 }), 409, ALREADY_PAID);
    const [rich] = await createCustomers(t.db, 1, now);
    await grantCredit(t.db, rich!.id, 500, now);
    const id = await hold(rich!, { ...slot('2026-06-17', '15:00'), service_id: free.id });
    await at(new Date(START.getTime() + 5 * 60_000), async () => {
      expectError(await post(`/api/bookings/${id}/confirm`, rich, { credits_used: 5 }), 410, HOLD_LAPSED);
    });
    // Nothing was spent on the refused attempt.
    expect((await get('/api/users/me', rich)).json().credit_balance).toBe(8);
  });
});

// --- Random input: whatever arrives, the answer is a 2xx or a 4xx with a readable message, never a 5xx. ---

const fieldNames = [
  'service_id', 'booking_date', 'booking_time', 'notes', 'agreed_to_terms', 'agreed_to_merchant_policy', 'booking_id', 'credits_used', 'amount',
  'guest_first_name', 'guest_last_name', 'guest_email', 'guest_phone', 'payment_intent_id', 'payment_method', 'billing_details', 'status', 'user_id',
];
const isoDate = fc.date({ min: new Date('2026-05-01T00:00:00Z'), max: new Date('2026-07-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const wallTime = fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const knownIds = () => fc.constantFrom(ids.held, ids.strangers, ids.paid, ids.paidSoon, service.id, free.id);
const hostileValue = () =>
  fc.oneof(
    fc.jsonValue(),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.constant('x'.repeat(20_000)),
    fc.double(),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.constantFrom(-1, 0, 0.001, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.uuid(),
    knownIds(),
    isoDate,
    wallTime,
    fc.record({ card: fc.record({ number: fc.oneof(fc.string(), fc.constantFrom('4242424242424242', '4000000000000002')), exp_month: fc.jsonValue(), exp_year: fc.jsonValue(), cvc: fc.jsonValue() }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  );
const hostileBody = () =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue(), { maxKeys: fieldNames.length }),
    fc.dictionary(fc.constantFrom(...fieldNames), hostileValue(), { maxKeys: fieldNames.length }),
    // Nearly right: a valid-looking request with one or two fields gone wrong.
    fc.record({
      service_id: fc.oneof(fc.constant(service.id), fc.constant(free.id), fc.uuid(), hostileValue()),
      booking_date: fc.oneof(isoDate, hostileValue()),
      booking_time: fc.oneof(wallTime, hostileValue()),
      agreed_to_terms: fc.oneof(fc.constant(true), hostileValue()),
      booking_id: fc.oneof(knownIds(), hostileValue()),
      credits_used: fc.oneof(fc.double({ min: -10, max: 2000 }), hostileValue()),
    }, { requiredKeys: [] }),
  );
const hostileId = () =>
  fc.oneof(knownIds(), fc.uuid(), fc.string({ unit: 'grapheme', maxLength: 120 }).map(encodeURIComponent), fc.constantFrom('me', '..', '%2e%2e', '%00', 'null', '-1', 'a'.repeat(300)));

function expectNoServerError(label: string, response: LightMyRequestResponse) {
  if (response.statusCode >= 500) throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
  if (response.statusCode >= 400) {
    const body = response.json() as { error?: unknown };
    if (typeof body.error !== 'string' || body.error.trim() === '') throw new Error(`${label} answered ${response.statusCode} without a message: ${response.body}`);
  }
}

describe(`booking and payment routes under random input (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const bodyRoutes = [
    { name: 'POST /api/bookings', url: () => fc.constant('/api/bookings') },
    { name: 'POST /api/payments/create-intent', url: () => fc.constant('/api/payments/create-intent') },
    { name: 'POST /api/payments/confirm', url: () => fc.constant('/api/payments/confirm') },
    { name: 'POST /api/bookings/:id/confirm', url: () => hostileId().map((id) => `/api/bookings/${id}/confirm`) },
    { name: 'POST /api/bookings/:id/cancel', url: () => hostileId().map((id) => `/api/bookings/${id}/cancel`) },
  ];

  it.each(bodyRoutes)('$name never answers a random body with a 5xx, and always says what went wrong', async (route) => {
    await fc.assert(
      fc.asyncProperty(route.url(), hostileBody(), fc.constantFrom(owner, stranger, undefined), async (url, body, customer) => {
        const response = await inject({ method: 'POST', url, headers: { ...as(customer), 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' });
        expectNoServerError(`POST ${url} ${JSON.stringify(body)?.slice(0, 300)}`, response);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    { name: 'GET /api/bookings/:id', url: () => hostileId().map((id) => `/api/bookings/${id}`) },
    { name: 'GET /api/bookings/me', url: () => fc.string({ unit: 'grapheme', maxLength: 100 }).map((query) => `/api/bookings/me?${encodeURIComponent(query)}=${encodeURIComponent(query)}`) },
  ])('$name never answers a random path or query with a 5xx', async (route) => {
    await fc.assert(
      fc.asyncProperty(route.url(), fc.constantFrom(owner, stranger, undefined), async (url, customer) => {
        expectNoServerError(`GET ${url}`, await get(url, customer));
      }),
      { numRuns: 60 },
    );
  });
});
