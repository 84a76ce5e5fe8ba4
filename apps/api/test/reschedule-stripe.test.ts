import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, payments } from '../src/db/schema/bookings';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { startFakeStripe, stripeEnv, stripeSignature, type FakeStripe } from './support/stripe-fake';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London; webhook signatures are checked against this clock.
const now = new Date('2026-06-10T07:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
let t: TestApp;
let fake: FakeStripe;

const inject = (options: InjectOptions) => t.app.inject(options);
const deliver = (payload: string) =>
  inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignature(payload, { timestamp: nowSeconds }) }, payload });
const readBooking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ clock: () => now, env: stripeEnv(fake) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a dearer move paid with Stripe', () => {
  it('moves the booking once when Stripe reports the difference paid, however often the webhook and the browser say so', async () => {
    const customer = await registerUser(t.app);
    const service = await createService(t.db, (await createMerchant(t.db)).merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
    const cookie = customer.cookie;
    // Friday 12 June 10:00, off-peak (£30 + £5), paid by card.
    const held = await inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { service_id: service.id, booking_date: '2026-06-12', booking_time: '10:00', agreed_to_terms: true } });
    const bookingId = held.json().id as string;
    const intent = (await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie }, payload: { booking_id: bookingId, credits_used: 0 } })).json();
    await fake.confirmInBrowser(intent.client_secret, 'pm_card_visa');
    expect((await deliver(fake.event('payment_intent.succeeded', intent.payment_intent_id))).statusCode).toBe(200);
    expect(await readBooking(bookingId)).toMatchObject({ status: 'confirmed', finalPricePence: 3500 });

    // To 16:00 (peak, £40 + £5): the answer is a Stripe intent for £10; the booking keeps its time until it is paid.
    const asked = await inject({ method: 'POST', url: `/api/bookings/${bookingId}/reschedule`, headers: { cookie }, payload: { booking_date: '2026-06-12', booking_time: '16:00' } });
    expect(asked.json()).toMatchObject({ status: 'payment_required', payment: { amount: 1000 } });
    const { payment_intent_id: differenceId, client_secret: secret } = asked.json().payment as { payment_intent_id: string; client_secret: string };
    expect(secret).toEqual(expect.any(String));
    expect(await readBooking(bookingId)).toMatchObject({ bookingTime: '10:00' });

    await fake.confirmInBrowser(secret, 'pm_card_visa');
    const event = fake.event('payment_intent.succeeded', differenceId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie }, payload: { payment_intent_id: differenceId } })).json()).toEqual({ status: 'succeeded', booking_id: bookingId });

    expect(await readBooking(bookingId)).toMatchObject({ bookingTime: '16:00', finalPricePence: 4500, calendarSequence: 1 });
    expect(await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).toMatchObject([{ kind: 'rescheduled', priceChangePence: 1000 }]);
    const [difference] = await t.db.select().from(payments).where(eq(payments.gatewayReference, differenceId));
    expect(difference).toMatchObject({ purpose: 'price_difference', status: 'succeeded', amountPence: 1000 });
    await assertInvariants(t.db);
  });
});
