import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidWebhookError, PaymentGatewayError, type PaymentGateway } from '../src/integrations/payments/payment-gateway';
import { createStripeGateway, redactSecrets } from '../src/integrations/payments/stripe-gateway';
import { verifyStripeSignature } from '../src/integrations/payments/stripe-signature';
import { FAKE_PUBLISHABLE_KEY, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, stripeSignature, type FakeStripe } from './support/stripe-fake';

const now = new Date('2026-06-10T07:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const bookingId = '6f1c1a52-1d7e-4a43-9d8f-2b0a4f3f1c11';

let fake: FakeStripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = createStripeGateway({ secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: `${fake.url}/`, timeoutMs: 1000 });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1)!;

describe('Stripe gateway: creating an intent', () => {
  it('sends a form-encoded, authenticated, idempotent request in pounds sterling tagged with the booking', async () => {
    const intent = await gateway.createIntent({ amountPence: 3200, reference: bookingId, idempotencyKey: 'key-create-1' });
    expect(intent.intentId).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.intentId}_secret_`));

    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'key-create-1',
    });
    expect(request.form.get('amount')).toBe('3200');
    expect(request.form.get('currency')).toBe('gbp');
    expect(request.form.getAll('payment_method_types[]')).toEqual(['card']);
    expect(request.form.get('metadata[booking_id]')).toBe(bookingId);
  });

  it('gets the same intent back when a request is replayed with its idempotency key', async () => {
    const first = await gateway.createIntent({ amountPence: 1500, reference: bookingId, idempotencyKey: 'key-replay' });
    const again = await gateway.createIntent({ amountPence: 1500, reference: bookingId, idempotencyKey: 'key-replay' });
    expect(again).toEqual(first);
    expect([...fake.intents.values()].filter((intent) => intent.amount === 1500)).toHaveLength(1);
  });

  it('retries once, with the same idempotency key, when Stripe has a passing outage', async () => {
    fake.script({ status: 503, body: { error: { type: 'api_error', message: 'Service unavailable' } } });
    const before = fake.requests.length;
    const intent = await gateway.createIntent({ amountPence: 1700, reference: bookingId, idempotencyKey: 'key-retry' });
    expect(intent.intentId).toMatch(/^pi_/);
    const attempts = fake.requests.slice(before);
    expect(attempts.map((request) => request.headers['idempotency-key'])).toEqual(['key-retry', 'key-retry']);
  });

  it('names an amount below Stripe’s minimum, and gives up with a clear error when Stripe stays down or silent', async () => {
    await expect(gateway.createIntent({ amountPence: 20, reference: bookingId, idempotencyKey: 'key-small' })).rejects.toMatchObject({ kind: 'amount_too_small' });

    const outage = { status: 500, body: { error: { type: 'api_error', message: 'Internal error' } } };
    fake.script(outage, outage);
    await expect(gateway.createIntent({ amountPence: 2000, reference: bookingId, idempotencyKey: 'key-down' })).rejects.toMatchObject({ kind: 'unavailable' });

    const slow = { status: 200, body: {}, delayMs: 1500 };
    fake.script(slow, slow);
    const error = await gateway.createIntent({ amountPence: 2000, reference: bookingId, idempotencyKey: 'key-slow' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as Error).message).toContain('no answer within 1000 ms');
  });

  it('reports a rejected key without repeating any secret', async () => {
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrongKey987654', webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
    const error = (await wrongKey.createIntent({ amountPence: 2000, reference: bookingId }).catch((caught: unknown) => caught)) as PaymentGatewayError;
    expect(error).toMatchObject({ kind: 'rejected' });
    expect(error.message).toContain('STRIPE_SECRET_KEY');
    expect(error.message).not.toContain('wrongKey');
    expect(redactSecrets(`Invalid API Key provided: sk_test_****7654 and pi_123_secret_abc and ${FAKE_WEBHOOK_SECRET}`)).toBe(
      'Invalid API Key provided: [redacted key] and pi_123_secret_[redacted] and [redacted secret]',
    );
  });
});

describe('Stripe gateway: reading how an intent ended', () => {
  async function paidWith(paymentMethod: string, amountPence = 3500) {
    const intent = await gateway.createIntent({ amountPence, reference: bookingId });
    await fake.confirmInBrowser(intent.clientSecret!, paymentMethod);
    return intent.intentId;
  }

  it('reports a success with the card brand, last four digits, amount, currency and booking', async () => {
    const intentId = await paidWith('pm_card_visa');
    const outcome = await gateway.confirmIntent({ intentId, amountPence: 3500, now });
    expect(outcome).toEqual({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242', amountPence: 3500, currency: 'gbp', reference: bookingId });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intentId}` });
    expect(lastRequest().query.getAll('expand[]')).toEqual(['latest_charge', 'payment_method']);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('reports a decline by %s as %s', async (paymentMethod, code, message) => {
    const intentId = await paidWith(paymentMethod);
    expect(await gateway.confirmIntent({ intentId, amountPence: 3500, now })).toEqual({ status: 'failed', code, message });
  });

  it('reports an intent the browser has not paid, or that is still processing or waiting for the bank, as incomplete', async () => {
    const unpaid = await gateway.createIntent({ amountPence: 3500, reference: bookingId });
    expect(await gateway.confirmIntent({ intentId: unpaid.intentId, amountPence: 3500, now })).toEqual({ status: 'incomplete', reason: 'requires_payment_method' });
    for (const status of ['processing', 'requires_action', 'requires_confirmation', 'canceled'] as const) {
      fake.intents.get(unpaid.intentId)!.status = status;
      expect(await gateway.confirmIntent({ intentId: unpaid.intentId, amountPence: 3500, now })).toEqual({ status: 'incomplete', reason: status });
    }
  });

  it('never takes card details, and names an intent Stripe does not know', async () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    await expect(gateway.confirmIntent({ intentId: 'pi_any', amountPence: 100, card, now })).rejects.toThrow('never takes card details');
    await expect(gateway.confirmIntent({ intentId: 'pi_unknown', amountPence: 100, now })).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('refunds a paid intent once, however often it is asked', async () => {
    const intentId = await paidWith('pm_card_visa', 4100);
    await gateway.refundIntent({ intentId, amountPence: 4100 });
    await gateway.refundIntent({ intentId, amountPence: 4100 });
    expect(fake.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([expect.objectContaining({ amount: 4100 })]);
    expect(lastRequest().headers['idempotency-key']).toBe(`lull-refund-${intentId}`);
  });

  it('refunds part of a charge with the given key; the same key replays the refund, a larger sum than is left is refused', async () => {
    const intentId = await paidWith('pm_card_visa', 4100);
    const first = await gateway.refundPayment({ intentId, amountPence: 2500, idempotencyKey: 'lull-refund-request-x-0', metadata: { refund_request_id: 'x' } });
    expect(first.refundId).toMatch(/^re_/);
    expect(lastRequest().headers['idempotency-key']).toBe('lull-refund-request-x-0');
    expect(lastRequest().form.get('amount')).toBe('2500');
    expect(lastRequest().form.get('metadata[refund_request_id]')).toBe('x');
    expect(await gateway.refundPayment({ intentId, amountPence: 2500, idempotencyKey: 'lull-refund-request-x-0', metadata: { refund_request_id: 'x' } })).toEqual(first);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intentId).map((refund) => refund.amount)).toEqual([2500]);
    const tooMuch = gateway.refundPayment({ intentId, amountPence: 2000, idempotencyKey: 'lull-refund-request-x-1' });
    await expect(tooMuch).rejects.toMatchObject({ kind: 'rejected', gatewayMessage: 'Refund amount (£20.00) is greater than unrefunded amount on charge (£16.00)' });
  });

  it('calls a refund Stripe answers as failed a refusal, and an unreadable answer unavailable (so the key is kept)', async () => {
    const intentId = await paidWith('pm_card_visa', 3000);
    fake.script({ status: 200, body: { id: 're_failed', object: 'refund', status: 'failed' } });
    await expect(gateway.refundPayment({ intentId, amountPence: 1000, idempotencyKey: 'k-failed' })).rejects.toMatchObject({ kind: 'rejected', gatewayMessage: 'The refund failed at Stripe.' });
    fake.script({ status: 200, body: { nonsense: true } });
    await expect(gateway.refundPayment({ intentId, amountPence: 1000, idempotencyKey: 'k-odd' })).rejects.toMatchObject({ kind: 'unavailable' });
    const keyInMessage = { status: 400, body: { error: { type: 'invalid_request_error', message: `Bad key ${FAKE_SECRET_KEY}` } } };
    fake.script(keyInMessage);
    const refused = await gateway.refundPayment({ intentId, amountPence: 1000, idempotencyKey: 'k-secret' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect((refused as PaymentGatewayError).gatewayMessage).toBe('Bad key [redacted key]');
  });

  it('is not fooled by the publishable key', async () => {
    const browserKey = createStripeGateway({ secretKey: FAKE_PUBLISHABLE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
    await expect(browserKey.createIntent({ amountPence: 2000, reference: bookingId })).rejects.toMatchObject({ kind: 'rejected' });
  });
});

describe('Stripe webhook signatures', () => {
  const body = Buffer.from('{"id":"evt_1","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1"}}}');
  const sign = (timestamp: number, extra?: string[], secret?: string) => stripeSignature(body.toString(), { timestamp, extraSignatures: extra, secret });
  const rejects = (header: string | undefined, at = now) => expect(() => verifyStripeSignature(body, header, FAKE_WEBHOOK_SECRET, at)).toThrow(InvalidWebhookError);

  it('accepts a fresh signature, including among several v1 values while a secret is rolled', () => {
    expect(() => verifyStripeSignature(body, sign(nowSeconds), FAKE_WEBHOOK_SECRET, now)).not.toThrow();
    expect(() => verifyStripeSignature(body, sign(nowSeconds - 299, ['0'.repeat(64), 'not-hex']), FAKE_WEBHOOK_SECRET, now)).not.toThrow();
    expect(() => verifyStripeSignature(body, `${sign(nowSeconds)},v0=${'a'.repeat(64)}`, FAKE_WEBHOOK_SECRET, now)).not.toThrow();
  });

  it('refuses a missing, malformed, stale, future, altered or wrongly keyed signature', () => {
    rejects(undefined);
    rejects('');
    rejects(`t=${nowSeconds}`);
    rejects(`v1=${'a'.repeat(64)}`);
    rejects(`t=soon,v1=${'a'.repeat(64)}`);
    rejects(sign(nowSeconds - 301));
    rejects(sign(nowSeconds + 301));
    rejects(sign(nowSeconds, undefined, 'whsec_another'));
    rejects(sign(nowSeconds).replace(/v1=([0-9a-f])/, (_match, digit: string) => `v1=${digit === '0' ? '1' : '0'}`));
    expect(() => verifyStripeSignature(Buffer.from(`${body.toString()} `), sign(nowSeconds), FAKE_WEBHOOK_SECRET, now)).toThrow(InvalidWebhookError);
  });

  it('reads the events Lull acts on and leaves others alone', () => {
    const parse = (payload: string) => gateway.parseWebhook!({ rawBody: Buffer.from(payload), signature: stripeSignature(payload, { timestamp: nowSeconds }), now });
    expect(parse(fake.event('payment_intent.succeeded', 'pi_a', 'evt_a'))).toEqual({ id: 'evt_a', type: 'payment_intent.succeeded', kind: 'payment_succeeded', intentId: 'pi_a' });
    expect(
      parse(JSON.stringify({ id: 'evt_b', type: 'payment_intent.payment_failed', data: { object: { id: 'pi_b', last_payment_error: { code: 'expired_card', message: 'Your card has expired.' } } } })),
    ).toEqual({ id: 'evt_b', type: 'payment_intent.payment_failed', kind: 'payment_failed', intentId: 'pi_b', code: 'expired_card', message: 'Your card has expired.' });
    expect(parse(fake.event('charge.refunded', 'pi_c', 'evt_c'))).toEqual({ id: 'evt_c', type: 'charge.refunded', kind: 'other' });
    expect(() => parse('not json')).toThrow('Invalid event');
    expect(() => parse('{"id":"evt_d"}')).toThrow('Invalid event');
  });
});
