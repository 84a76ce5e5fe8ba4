import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { payments } from '../src/db/schema/bookings';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { FAKE_PUBLISHABLE_KEY, startFakeStripe, stripeEnv, type FakeStripe } from './support/stripe-fake';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London.
let now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let fake: FakeStripe;
let service: { id: string };
let slot = 0;

const inject = (options: InjectOptions) => t.app.inject(options);

async function hold(cookie: string): Promise<string> {
  slot += 1;
  const time = `${String(10 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '00' : '30'}`;
  const response = await inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie },
    payload: { service_id: service.id, booking_date: '2026-06-11', booking_time: time, agreed_to_terms: true },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

async function createIntent(cookie: string, bookingId: string, extra: Record<string, unknown> = {}) {
  const response = await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie }, payload: { booking_id: bookingId, ...extra } });
  expect(response.statusCode).toBe(200);
  return response.json() as { payment_intent_id: string; client_secret: string; amount: number; credits_used: number };
}

const confirm = (cookie: string, paymentIntentId: string, extra: Record<string, unknown> = {}) =>
  inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie }, payload: { payment_intent_id: paymentIntentId, ...extra } });
const bookingStatus = async (cookie: string, bookingId: string) => (await inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie } })).json().status;
const creditBalance = async (cookie: string) => (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json().credit_balance;
const paymentRow = async (intentId: string) => (await t.db.select().from(payments).where(eq(payments.gatewayReference, intentId)))[0]!;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ clock: () => now, env: stripeEnv(fake) });
  const { merchant } = await createMerchant(t.db);
  service = await createService(t.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('configuration for Stripe', () => {
  it('tells the browser to use Stripe with the publishable key, and lets Stripe.js run', async () => {
    const response = await inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ payments: 'stripe', stripe_publishable_key: FAKE_PUBLISHABLE_KEY });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('refuses to start with PAYMENTS=stripe unless all three Stripe values are set and look right', () => {
    const base = { NODE_ENV: 'test', ...stripeEnv(fake) };
    for (const missing of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(() => loadConfig({ ...base, [missing]: undefined })).toThrow(`${missing}: required when PAYMENTS=stripe`);
    }
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: FAKE_PUBLISHABLE_KEY })).toThrow('STRIPE_SECRET_KEY: expected a Stripe value starting with sk_');
    expect(loadConfig(base).payments).toMatchObject({ mode: 'stripe', stripeApiBase: fake.url });
    expect(loadConfig({ NODE_ENV: 'test', ...stripeEnv(fake), STRIPE_API_BASE: undefined }).payments).toMatchObject({ stripeApiBase: 'https://api.stripe.com' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ mode: 'sandbox' });
  });
});

describe('paying with Stripe', () => {
  it('creates a Stripe intent for the card amount, then confirms the booking once Stripe says the browser paid', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await createIntent(customer.cookie, bookingId, { credits_used: 5, guest_email: 'stripe.customer@example.com' });
    // £35 off-peak total less the £3 welcome credit.
    expect(intent).toMatchObject({ amount: 3200, credits_used: 3 });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.payment_intent_id}_secret_`));
    expect(fake.intents.get(intent.payment_intent_id)).toMatchObject({ amount: 3200, currency: 'gbp', metadata: { booking_id: bookingId }, payment_method_types: ['card'] });

    // Before the browser has paid, nothing is confirmed.
    const early = await confirm(customer.cookie, intent.payment_intent_id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('This payment has not been made yet. Enter your card details and try again.');

    expect((await fake.confirmInBrowser(intent.client_secret, 'pm_card_visa')).body.status).toBe('succeeded');
    const paid = await confirm(customer.cookie, intent.payment_intent_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', booking_id: bookingId });
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
    expect(await creditBalance(customer.cookie)).toBe(0);
    expect(await paymentRow(intent.payment_intent_id)).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242', gateway: 'stripe' });
    const mail = (await inject({ method: 'GET', url: '/api/dev/outbox?to=stripe.customer@example.com' })).json();
    expect(mail).toHaveLength(1);

    // Asking again changes nothing.
    expect((await confirm(customer.cookie, intent.payment_intent_id)).json()).toEqual({ status: 'succeeded', booking_id: bookingId });
    expect(await creditBalance(customer.cookie)).toBe(0);
    expect((await inject({ method: 'GET', url: '/api/dev/outbox?to=stripe.customer@example.com' })).json()).toHaveLength(1);
  });

  it('keeps the booking held when Stripe declines the card, and confirms it after a retry with another card', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await createIntent(customer.cookie, bookingId);
    expect((await fake.confirmInBrowser(intent.client_secret, 'pm_card_chargeDeclined')).status).toBe(402);

    const declined = await confirm(customer.cookie, intent.payment_intent_id);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Payment failed. Please try again.', fields: { card: 'Your card was declined.' } });
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');
    expect(await paymentRow(intent.payment_intent_id)).toMatchObject({ status: 'failed', failureCode: 'card_declined' });

    await fake.confirmInBrowser(intent.client_secret, 'pm_card_mastercard');
    expect((await confirm(customer.cookie, intent.payment_intent_id)).statusCode).toBe(200);
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
    expect(await paymentRow(intent.payment_intent_id)).toMatchObject({ status: 'succeeded', cardBrand: 'mastercard', cardLast4: '4444', failureCode: null });
  });

  it('refuses, and refunds, a charge that does not match the booking', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await createIntent(customer.cookie, bookingId);
    // Changed on Stripe's side after Lull created it (say, from the dashboard).
    fake.intents.get(intent.payment_intent_id)!.amount = 100;
    await fake.confirmInBrowser(intent.client_secret, 'pm_card_visa');

    const refused = await confirm(customer.cookie, intent.payment_intent_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This payment does not match your booking, so it has been refunded. Please start the payment again.');
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent.payment_intent_id)).toHaveLength(1);
    expect(await paymentRow(intent.payment_intent_id)).toMatchObject({ status: 'refunded', failureCode: 'amount_mismatch' });
    expect((await confirm(customer.cookie, intent.payment_intent_id)).statusCode).toBe(409);

    // The same goes for a charge in another currency, or for another booking.
    for (const change of [{ currency: 'eur' }, { metadata: { booking_id: '00000000-0000-4000-8000-000000000000' } }]) {
      const next = await createIntent(customer.cookie, bookingId);
      Object.assign(fake.intents.get(next.payment_intent_id)!, change);
      await fake.confirmInBrowser(next.client_secret, 'pm_card_visa');
      expect((await confirm(customer.cookie, next.payment_intent_id)).statusCode).toBe(409);
    }
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');
  });

  it('refunds a second payment for a booking that is already paid (two tabs)', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const first = await createIntent(customer.cookie, bookingId, { credits_used: 3 });
    const second = await createIntent(customer.cookie, bookingId, { credits_used: 3 });
    await fake.confirmInBrowser(first.client_secret, 'pm_card_visa');
    await fake.confirmInBrowser(second.client_secret, 'pm_card_visa');
    expect((await confirm(customer.cookie, first.payment_intent_id)).statusCode).toBe(200);
    const again = await confirm(customer.cookie, second.payment_intent_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This booking is already paid. Your card payment has been refunded.');
    expect(fake.refunds.map((refund) => refund.payment_intent)).toContain(second.payment_intent_id);
    expect(fake.refunds.map((refund) => refund.payment_intent)).not.toContain(first.payment_intent_id);
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('confirmed');
    expect(await creditBalance(customer.cookie)).toBe(0);
  });

  it('tells the customer when the bank is still processing or wants approval, keeping the booking held', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await createIntent(customer.cookie, bookingId);
    fake.intents.get(intent.payment_intent_id)!.status = 'processing';
    const processing = await confirm(customer.cookie, intent.payment_intent_id);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().error).toContain('still processing');
    fake.intents.get(intent.payment_intent_id)!.status = 'requires_action';
    const needsApproval = await confirm(customer.cookie, intent.payment_intent_id);
    expect(needsApproval.statusCode).toBe(402);
    expect(await bookingStatus(customer.cookie, bookingId)).toBe('pending');
  });

  it('refunds a payment whose booking lost its time before Stripe confirmed it', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await createIntent(customer.cookie, bookingId);
    // The hold lapses and another customer takes the time while the first is still at the payment page.
    const start = now;
    now = new Date(start.getTime() + 6 * 60_000);
    try {
      const other = await registerUser(t.app);
      slot -= 1;
      await hold(other.cookie);
      await fake.confirmInBrowser(intent.client_secret, 'pm_card_visa');
      const late = await confirm(customer.cookie, intent.payment_intent_id);
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toBe('Your hold on this time ended before the payment went through, so your payment has been refunded. Please choose the time again.');
      expect(fake.refunds.filter((refund) => refund.payment_intent === intent.payment_intent_id)).toHaveLength(1);
      expect(await paymentRow(intent.payment_intent_id)).toMatchObject({ status: 'refunded' });
      expect(await creditBalance(customer.cookie)).toBe(3);
    } finally {
      now = start;
    }
  });

  it('never accepts card details on the server, and explains an amount too small for a card', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await createIntent(customer.cookie, bookingId);
    const withCard = await confirm(customer.cookie, intent.payment_intent_id, { payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().error).toBe('Card details go to Stripe, not to Lull: confirm the card with Stripe first.');

    fake.script({ status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least £0.30 gbp' } } });
    const small = await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId } });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toBe('The amount left to pay is too small for a card payment. Please use less credit.');
  });

  it('answers a clear server error, not a hang, when Stripe cannot be reached', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const outage = { status: 503, body: { error: { type: 'api_error', message: 'Service unavailable' } } };
    fake.script(outage, outage);
    const down = await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId } });
    expect(down.statusCode).toBe(500);
    expect(down.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    // The booking is still held, and the next attempt works.
    expect((await createIntent(customer.cookie, bookingId)).client_secret).toMatch(/^pi_\w+_secret_[0-9a-f]{16}$/);
  });
});
