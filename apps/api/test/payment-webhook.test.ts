import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, payments } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { mailOutbox } from '../src/db/schema/messaging';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { startFakeStripe, stripeEnv, stripeSignature, type FakeStripe } from './support/stripe-fake';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London; webhook signatures are checked against this clock.
const now = new Date('2026-06-10T07:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
let t: TestApp;
let fake: FakeStripe;

const inject = (options: InjectOptions) => t.app.inject(options);

/** A delivery as Stripe makes it: JSON body, signature header, no cookie, no Origin. */
function deliver(payload: string, signature: string | null = stripeSignature(payload, { timestamp: nowSeconds }), headers: Record<string, string> = {}) {
  return inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }), ...headers },
    payload,
  });
}

/** A customer with a held booking and a Stripe intent the "browser" has paid with `paymentMethod`. */
async function paidBooking(paymentMethod = 'pm_card_visa') {
  const customer = await registerUser(t.app);
  // A business and service of its own (a business's services share its team, decision 050), so every booking
  // can take the same off-peak time.
  const service = await createService(t.db, (await createMerchant(t.db)).merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
  const held = await inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: customer.cookie },
    payload: { service_id: service.id, booking_date: '2026-06-11', booking_time: '10:00', agreed_to_terms: true },
  });
  if (held.statusCode !== 201) throw new Error(held.body);
  const bookingId = held.json().id as string;
  const intent = (
    await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId, credits_used: 3 } })
  ).json() as { payment_intent_id: string; client_secret: string };
  await fake.confirmInBrowser(intent.client_secret, paymentMethod);
  return { customer, bookingId, intentId: intent.payment_intent_id };
}

const bookingStatus = async (cookie: string, bookingId: string) => (await inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie } })).json().status;
const spendsOn = async (bookingId: string) => (await t.db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.referenceId, bookingId))).length;
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) => mail.subject.includes('Booking confirmed')).length;
const paymentRow = async (intentId: string) => (await t.db.select().from(payments).where(eq(payments.gatewayReference, intentId)))[0]!;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ clock: () => now, env: stripeEnv(fake) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Stripe webhook: payment_intent.succeeded', () => {
  it('confirms the booking from a correctly signed event, with no session and no Origin', async () => {
    const { customer, bookingId, intentId } = await paidBooking();
    const response = await deliver(fake.event('payment_intent.succeeded', intentId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
    expect(await spendsOn(bookingId)).toBe(1);
    expect(await mailsTo(customer.user.email)).toBe(1);
    expect(await paymentRow(intentId)).toMatchObject({ status: 'succeeded', cardLast4: '4242' });

    // The browser's own confirmation afterwards just reports success.
    const browser = await inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie: customer.cookie }, payload: { payment_intent_id: intentId } });
    expect(browser.json()).toEqual({ status: 'succeeded', booking_id: bookingId });
    expect(await spendsOn(bookingId)).toBe(1);
  });

  it('is not blocked by the cross-site check: the signature authenticates the sender', async () => {
    const { customer, bookingId, intentId } = await paidBooking();
    const response = await deliver(fake.event('payment_intent.succeeded', intentId), undefined, { origin: 'https://stripe.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
  });

  it('applies an event delivered twice, one after the other or at once, exactly once', async () => {
    const first = await paidBooking();
    const event = fake.event('payment_intent.succeeded', first.intentId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).json()).toEqual({ received: true });
    expect(await spendsOn(first.bookingId)).toBe(1);
    expect(await mailsTo(first.customer.user.email)).toBe(1);

    const second = await paidBooking();
    const twin = fake.event('payment_intent.succeeded', second.intentId);
    const answers = await Promise.all([deliver(twin), deliver(twin), deliver(twin)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await bookingStatus(second.customer.cookie, second.bookingId)).toBe('confirmed');
    expect(await spendsOn(second.bookingId)).toBe(1);
    expect(await mailsTo(second.customer.user.email)).toBe(1);
    expect(await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, JSON.parse(twin).id))).toHaveLength(1);
  });

  it('confirms once when the webhook and the browser confirm at the same moment, and when two events arrive for one payment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { customer, bookingId, intentId } = await paidBooking();
      const [webhook, browser, secondEvent] = await Promise.all([
        deliver(fake.event('payment_intent.succeeded', intentId)),
        inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie: customer.cookie }, payload: { payment_intent_id: intentId } }),
        deliver(fake.event('payment_intent.succeeded', intentId)),
      ]);
      expect(webhook.statusCode).toBe(200);
      expect(secondEvent.statusCode).toBe(200);
      expect(browser.json()).toEqual({ status: 'succeeded', booking_id: bookingId });
      expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
      expect(await spendsOn(bookingId)).toBe(1);
      expect(await mailsTo(customer.user.email)).toBe(1);
      expect((await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: customer.cookie } })).json().credit_balance).toBe(0);
    }
  });

  it('acknowledges, without acting on, events for intents Lull did not create and types it does not handle', async () => {
    expect((await deliver(fake.event('payment_intent.succeeded', 'pi_someone_else'))).json()).toEqual({ received: true });
    const { customer, bookingId, intentId } = await paidBooking();
    for (const type of ['charge.succeeded', 'payment_intent.created', 'customer.created']) {
      expect((await deliver(fake.event(type, intentId))).statusCode).toBe(200);
    }
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');
  });
});

describe('Stripe webhook: payment_intent.payment_failed', () => {
  it('marks the payment failed and keeps the booking held for another card', async () => {
    const { customer, bookingId, intentId } = await paidBooking('pm_card_chargeDeclinedInsufficientFunds');
    expect((await deliver(fake.event('payment_intent.payment_failed', intentId))).statusCode).toBe(200);
    expect(await paymentRow(intentId)).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds', failureMessage: 'Your card has insufficient funds.' });
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');

    // A late failure event never undoes a success.
    const intent = fake.intents.get(intentId)!;
    await fake.confirmInBrowser(intent.client_secret, 'pm_card_visa');
    expect((await deliver(fake.event('payment_intent.succeeded', intentId))).statusCode).toBe(200);
    const stale = JSON.stringify({ id: 'evt_late_failure', type: 'payment_intent.payment_failed', data: { object: { id: intentId, last_payment_error: { code: 'card_declined' } } } });
    expect((await deliver(stale)).statusCode).toBe(200);
    expect(await paymentRow(intentId)).toMatchObject({ status: 'succeeded' });
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
  });
});

describe('Stripe webhook: refusing deliveries it cannot trust', () => {
  it.each([
    ['no signature header', null],
    ['an empty header', ''],
    ['a signature made with another secret', (payload: string) => stripeSignature(payload, { timestamp: nowSeconds, secret: 'whsec_notOurs' })],
    ['a stale timestamp', (payload: string) => stripeSignature(payload, { timestamp: nowSeconds - 6 * 60 })],
    ['a timestamp from the future', (payload: string) => stripeSignature(payload, { timestamp: nowSeconds + 6 * 60 })],
    ['a signature of another body', () => stripeSignature('{"id":"evt_other"}', { timestamp: nowSeconds })],
  ])('answers 400 to %s', async (_name, signature) => {
    const { customer, bookingId, intentId } = await paidBooking();
    const payload = fake.event('payment_intent.succeeded', intentId);
    const response = await deliver(payload, typeof signature === 'function' ? signature(payload) : signature);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid signature' });
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');
  });

  it('answers 400, not 500, to a signed body that is not an event, and 415 to a body that is not JSON', async () => {
    const notAnEvent = '{"hello":"world"}';
    expect((await deliver(notAnEvent)).json()).toEqual({ error: 'Invalid event' });
    const text = await inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    const empty = await inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps parsing JSON normally on every other route', async () => {
    const malformed = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('sandbox payments', () => {
  it('have no webhook', async () => {
    const sandbox = await createTestApp({ clock: () => now });
    try {
      const payload = '{"id":"evt_1","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1"}}}';
      const response = await sandbox.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, { timestamp: nowSeconds }) },
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Payment webhooks are not set up on this server.' });
    } finally {
      await sandbox.close();
    }
  });
});
