import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London.
let now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let service: { id: string };
let freeService: { id: string };
let slot = 0;

const inject = (options: InjectOptions) => t.app.inject(options);
const card = (number: string) => ({ card: { number, exp_month: 12, exp_year: 2030, cvc: '123' } });

/** Holds a fresh off-peak slot (each test gets its own time) and returns the booking id. */
async function hold(cookie: string, serviceId = service.id): Promise<string> {
  slot += 1;
  const time = `${String(10 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '00' : '30'}`;
  const response = await inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie },
    payload: { service_id: serviceId, booking_date: '2026-06-11', booking_time: time, agreed_to_terms: true },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

const me = async (cookie: string) => (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json();

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { merchant } = await createMerchant(t.db);
  service = await createService(t.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
  freeService = await createService(t.db, merchant.id, { name: 'Free consultation', pricePence: 0, offPeakPricePence: null, durationMinutes: 30 });
});
afterAll(() => t.close());

describe('paying by card', () => {
  it('applies credit, charges the rest once, confirms the booking and mails a calendar invite', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = await inject({
      method: 'POST',
      url: '/api/payments/create-intent',
      headers: { cookie: customer.cookie },
      payload: { booking_id: bookingId, credits_used: 5, guest_first_name: 'Ana', guest_email: 'Ana@Example.com', guest_phone: '07700900123' },
    });
    expect(intent.statusCode).toBe(200);
    // £35 off-peak total; £3 welcome credit (all the customer has, under the £5 cap) leaves £32 by card.
    expect(intent.json()).toMatchObject({ amount: 3200, credits_used: 3 });
    // The sandbox charges the card itself: there is no client secret for Stripe.js.
    expect(intent.json().client_secret).toBeNull();

    const paid = await inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { cookie: customer.cookie },
      payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: card('4242 4242 4242 4242') },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', booking_id: bookingId });

    const booking = (await inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie: customer.cookie } })).json();
    expect(booking).toMatchObject({ status: 'confirmed', credits_used: 3, final_price: 35, hold_expires_at: null });
    expect((await me(customer.cookie)).credit_balance).toBe(0);

    const [mail] = (await inject({ method: 'GET', url: '/api/dev/outbox?to=ana@example.com' })).json();
    expect(mail.subject).toContain('Booking confirmed');
    expect(mail.attachments).toEqual(['lull-booking.ics']);
    const notifications = (await inject({ method: 'GET', url: '/api/notifications', headers: { cookie: customer.cookie } })).json();
    expect(notifications[0]).toMatchObject({ type: 'booking_confirmed' });

    // Confirming the same intent again charges nothing more and spends no more credit.
    const again = await inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { cookie: customer.cookie },
      payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: card('4242424242424242') },
    });
    expect(again.json()).toEqual({ status: 'succeeded', booking_id: bookingId });
    expect((await me(customer.cookie)).credit_balance).toBe(0);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is not valid.'],
  ])('keeps the booking held when card %s fails, and lets the customer try again', async (number, reason) => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = (await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId } })).json();
    const failed = await inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { cookie: customer.cookie },
      payload: { payment_intent_id: intent.payment_intent_id, payment_method: card(number) },
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ error: 'Payment failed. Please try again.', fields: { card: reason } });
    expect((await inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie: customer.cookie } })).json().status).toBe('pending');
    expect((await me(customer.cookie)).credit_balance).toBe(3);

    const retried = await inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { cookie: customer.cookie },
      payload: { payment_intent_id: intent.payment_intent_id, payment_method: card('4242424242424242') },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('asks for the card when a confirmation arrives without one', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = (await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId } })).json();
    const withoutCard = await inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie: customer.cookie }, payload: { payment_intent_id: intent.payment_intent_id } });
    expect(withoutCard.statusCode).toBe(400);
    expect(withoutCard.json()).toEqual({ error: 'Enter your card details.' });
    expect((await inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie: customer.cookie } })).json().status).toBe('pending');
    const paid = await inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { cookie: customer.cookie },
      payload: { payment_intent_id: intent.payment_intent_id, payment_method: card('4242424242424242') },
    });
    expect(paid.statusCode).toBe(200);
  });

  it('tells the browser the sandbox is in use, with no Stripe key', async () => {
    expect((await inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ payments: 'sandbox', stripe_publishable_key: null });
  });

  it('charges once when the same payment is confirmed twice at the same moment', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = (await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId, credits_used: 3 } })).json();
    const attempts = await Promise.all(
      [1, 2].map(() =>
        inject({
          method: 'POST',
          url: '/api/payments/confirm',
          headers: { cookie: customer.cookie },
          payload: { payment_intent_id: intent.payment_intent_id, payment_method: card('4242424242424242') },
        }),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(attempts.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const spends = (await t.db.select().from(creditLedgerEntries)).filter((entry) => entry.referenceId === bookingId);
    expect(spends).toHaveLength(1);
    expect((await me(customer.cookie)).credit_balance).toBe(0);
  });

  it('takes over a payment left processing by a process that died mid-charge, but not one being charged now', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie);
    const intent = (await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: bookingId, credits_used: 0 } })).json();
    const confirm = () =>
      inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie: customer.cookie }, payload: { payment_intent_id: intent.payment_intent_id, payment_method: card('4242424242424242') } });
    // A confirmation is charging it now: another is refused.
    await t.db.update(payments).set({ status: 'processing' }).where(eq(payments.gatewayReference, intent.payment_intent_id));
    const busy = await confirm();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('This payment is already being processed.');
    // The process charging it died a minute ago: the next confirmation charges it, once.
    await t.db.execute(sql`update payments set updated_at = now() - interval '1 minute' where gateway_reference = ${intent.payment_intent_id}`);
    const retried = await confirm();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ status: 'succeeded', booking_id: bookingId });
    const kept = (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))).filter((payment) => payment.status === 'succeeded');
    expect(kept).toHaveLength(1);
  });

  it("refuses to pay for someone else's booking or after the hold has expired", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const bookingId = await hold(owner.cookie);
    expect((await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: stranger.cookie }, payload: { booking_id: bookingId } })).statusCode).toBe(404);
    const start = now;
    now = new Date(start.getTime() + 6 * 60_000);
    try {
      const late = await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: owner.cookie }, payload: { booking_id: bookingId } });
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toBe('Your hold on this time has expired. Please choose the time again.');
    } finally {
      now = start;
    }
  });
});

describe('paying with credit only', () => {
  it('confirms without a card when credit covers the whole total, and refuses when it does not', async () => {
    const customer = await registerUser(t.app);
    const bookingId = await hold(customer.cookie, freeService.id);
    // A free treatment still has the £5 booking fee; the £3 welcome credit is not enough.
    const short = await inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: { cookie: customer.cookie }, payload: { credits_used: 5 } });
    expect(short.statusCode).toBe(400);

    await t.db.insert(creditLedgerEntries).values({ userId: customer.user.id, type: 'bonus', amountPence: 200, description: 'Goodwill', expiresAt: new Date('2026-07-10T00:00:00Z') });
    const covered = await inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: { cookie: customer.cookie }, payload: { credits_used: 5 } });
    expect(covered.statusCode).toBe(200);
    const booking = (await inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie: customer.cookie } })).json();
    expect(booking).toMatchObject({ status: 'confirmed', final_price: 5, credits_used: 5 });
    expect((await me(customer.cookie)).credit_balance).toBe(0);
  });
});
