import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SECRET_KEY = 'sk_test_lullFakeSecret123';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_lullFakePublishable123';
export const FAKE_WEBHOOK_SECRET = 'whsec_lullFakeWebhookSecret123';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  payment_method: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** Stripe's documented test payment methods, as the fake answers them. */
const testMethods: Record<string, { brand: string; last4: string; decline?: { code: string; decline_code: string; message: string } }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for Stripe's API (PaymentIntents create / retrieve / confirm, refunds), strict where
 * Stripe is: Bearer key, form-encoded bodies, idempotency keys replaying the first answer.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: { id: string; payment_intent: string; amount: number; metadata?: Record<string, string> }[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  /** Answers queued by a test to be served instead of the real handling (outages, slow answers). */
  const scripted: { status: number; body: unknown; delayMs?: number }[] = [];

  const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({ status, body: { error: { type, message, ...extra } } });

  function expanded(intent: FakeIntent, expand: string[]) {
    const method = intent.payment_method ? testMethods[intent.payment_method.replace(/_used_.*$/, '')] : undefined;
    return {
      ...intent,
      latest_charge:
        expand.includes('latest_charge') && intent.latest_charge
          ? { id: intent.latest_charge, object: 'charge', payment_method_details: { type: 'card', card: { brand: method?.brand, last4: method?.last4 } } }
          : intent.latest_charge,
      payment_method:
        expand.includes('payment_method') && intent.payment_method
          ? { id: intent.payment_method, object: 'payment_method', card: { brand: method?.brand, last4: method?.last4 } }
          : intent.payment_method,
    };
  }

  function confirm(intent: FakeIntent, paymentMethod: string | null) {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return stripeError(400, 'invalid_request_error', `This PaymentIntent's status is ${intent.status}.`, { code: 'payment_intent_unexpected_state' });
    }
    const method = paymentMethod ? testMethods[paymentMethod] : undefined;
    if (!paymentMethod || !method) return stripeError(400, 'invalid_request_error', 'No such PaymentMethod', { code: 'resource_missing', param: 'payment_method' });
    intent.payment_method = `${paymentMethod}_used_${randomBytes(4).toString('hex')}`;
    if (method.decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...method.decline };
      return stripeError(402, 'card_error', method.decline.message, { code: method.decline.code, decline_code: method.decline.decline_code, payment_intent: intent });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = id('ch');
    intent.last_payment_error = null;
    return { status: 200, body: intent };
  }

  function handle(request: RecordedRequest, authorization: string): { status: number; body: unknown } {
    const key = /^Bearer (.+)$/.exec(authorization)?.[1];
    const confirmMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(request.path);
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.path);
    // The browser confirms with the publishable key plus the intent's client secret, as Stripe.js does.
    const browserConfirm = key === FAKE_PUBLISHABLE_KEY && confirmMatch && intents.get(confirmMatch[1]!)?.client_secret === request.form.get('client_secret');
    if (key !== FAKE_SECRET_KEY && !browserConfirm) {
      return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${(key ?? '').slice(0, 8)}****${(key ?? '').slice(-4)}`);
    }
    if (request.method === 'POST' && request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return stripeError(400, 'invalid_request_error', 'Request bodies must be form-encoded.');
    }

    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const amount = Number(request.form.get('amount'));
      const currency = request.form.get('currency');
      if (!Number.isInteger(amount) || !currency) return stripeError(400, 'invalid_request_error', 'Missing required param: amount.', { param: 'amount' });
      if (currency === 'gbp' && amount < 30) return stripeError(400, 'invalid_request_error', 'Amount must be at least £0.30 gbp', { code: 'amount_too_small', param: 'amount' });
      const metadata: Record<string, string> = {};
      for (const [name, value] of request.form) {
        const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
        if (field) metadata[field] = value;
      }
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        payment_method_types: request.form.getAll('payment_method_types[]'),
        description: request.form.get('description'),
        last_payment_error: null,
        latest_charge: null,
        payment_method: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: structuredClone(intent) };
    }
    if (request.method === 'GET' && intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${intentMatch[1]}'`, { code: 'resource_missing' });
      return { status: 200, body: expanded(intent, request.query.getAll('expand[]')) };
    }
    if (request.method === 'POST' && confirmMatch) {
      const intent = intents.get(confirmMatch[1]!);
      if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
      return confirm(intent, request.form.get('payment_method'));
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const intent = intents.get(request.form.get('payment_intent') ?? '');
      if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
      if (intent.status !== 'succeeded') return stripeError(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.');
      // Partial refunds (an amount) add up to at most what was charged, as at Stripe.
      const refunded = refunds.filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
      const remaining = intent.amount_received - refunded;
      if (remaining <= 0) return stripeError(400, 'invalid_request_error', 'Charge has already been refunded.', { code: 'charge_already_refunded' });
      const asked = request.form.get('amount');
      const amount = asked === null ? remaining : Number(asked);
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
      if (amount > remaining) {
        return stripeError(400, 'invalid_request_error', `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(remaining / 100).toFixed(2)})`, { param: 'amount' });
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of request.form) {
        const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
        if (field) metadata[field] = value;
      }
      const refund = { id: id('re'), payment_intent: intent.id, amount, metadata };
      refunds.push(refund);
      return { status: 200, body: { ...refund, object: 'refund', currency: intent.currency, status: 'succeeded' } };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
  }

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stripe.test');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const send = ({ status, body }: { status: number; body: unknown }) => {
        outgoing.writeHead(status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(body));
      };
      const next = scripted.shift();
      if (next) {
        setTimeout(() => send(next), next.delayMs ?? 0);
        return;
      }
      const key = incoming.headers['idempotency-key'];
      if (typeof key === 'string' && request.method === 'POST') {
        const fingerprint = `${request.path}?${request.form.toString()}`;
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            send(stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
          } else send(earlier);
          return;
        }
        const answer = handle(request, incoming.headers.authorization ?? '');
        // Stripe saves the first answer (even an error from the card) and replays it for the key.
        if (answer.status < 500) idempotent.set(key, { fingerprint, ...answer });
        send(answer);
        return;
      }
      send(handle(request, incoming.headers.authorization ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    intents,
    refunds,
    requests,
    /** Serves these answers to the next requests, in order, instead of handling them. */
    script(...answers: { status: number; body: unknown; delayMs?: number }[]) {
      scripted.push(...answers);
    },
    /** What the browser does with Stripe.js: confirm the card with the publishable key and the client secret. */
    async confirmInBrowser(clientSecret: string, paymentMethod: string): Promise<{ status: number; body: { error?: { code?: string }; status?: string } }> {
      const intentId = clientSecret.split('_secret_')[0]!;
      const response = await fetch(`${url}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FAKE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret }).toString(),
      });
      return { status: response.status, body: (await response.json()) as { error?: { code?: string }; status?: string } };
    },
    /** A webhook event for an intent as Stripe would send it (the object is the intent's current state). */
    event(type: string, intentId: string, eventId = id('evt')) {
      const intent = intents.get(intentId);
      return JSON.stringify({ id: eventId, object: 'event', type, api_version: '2024-06-20', created: 0, data: { object: intent ?? { id: intentId, object: 'payment_intent' } } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A `Stripe-Signature` header for `payload`, signed as Stripe does (HMAC-SHA256 of `${t}.${payload}`). */
export function stripeSignature(payload: string, options: { secret?: string; timestamp: number; extraSignatures?: string[] }): string {
  const signature = createHmac('sha256', options.secret ?? FAKE_WEBHOOK_SECRET).update(`${options.timestamp}.${payload}`).digest('hex');
  return [`t=${options.timestamp}`, ...(options.extraSignatures ?? []).map((extra) => `v1=${extra}`), `v1=${signature}`].join(',');
}

/** The environment that points the app's Stripe gateway at the fake. */
export function stripeEnv(fake: { url: string }): Record<string, string> {
  return {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  };
}
