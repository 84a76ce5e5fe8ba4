import { z } from 'zod';
import {
  InvalidWebhookError,
  PaymentGatewayError,
  type ChargeOutcome,
  type FailureCode,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway';
import { verifyStripeSignature } from './stripe-signature';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** `https://api.stripe.com`, or a stand-in that answers like it (tests, a proxy). */
  apiBase: string;
  timeoutMs?: number;
}

/** Pinned so the shapes read below (latest_charge, last_payment_error) never change under us with the account's default. */
const STRIPE_VERSION = '2024-06-20';
const DEFAULT_TIMEOUT_MS = 15_000;

const cardSchema = z.object({ brand: z.string(), last4: z.string() }).partial().nullish();
const paymentErrorSchema = z
  .object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() })
  .nullish();
const intentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int().nullish(),
  currency: z.string(),
  client_secret: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: paymentErrorSchema,
  latest_charge: z.union([z.string(), z.object({ payment_method_details: z.object({ card: cardSchema }).nullish() })]).nullish(),
  payment_method: z.union([z.string(), z.object({ card: cardSchema })]).nullish(),
});
type StripeIntent = z.infer<typeof intentSchema>;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.object({ id: z.string().optional(), last_payment_error: paymentErrorSchema }).loose() }),
});

/** Keys, signing secrets and client secrets must never reach a log line, even masked by Stripe. */
export function redactSecrets(text: string): string {
  return text
    .replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9*]+/g, '[redacted key]')
    .replace(/\bwhsec_[A-Za-z0-9]+/g, '[redacted secret]')
    .replace(/_secret_[A-Za-z0-9]+/g, '_secret_[redacted]');
}

const invalidCardCodes = new Set(['incorrect_number', 'invalid_number', 'incorrect_cvc', 'invalid_cvc', 'invalid_expiry_month', 'invalid_expiry_year', 'incorrect_zip']);
const fallbackMessages: Record<FailureCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalid_card: 'Your card details are not valid.',
  expired_card: 'Your card has expired.',
};

/** Stripe's decline, in the sandbox's four words; Stripe's own message is written for the customer, so it is kept. */
export function failureOf(error: z.infer<typeof paymentErrorSchema>): { code: FailureCode; message: string } {
  const code: FailureCode =
    error?.decline_code === 'insufficient_funds'
      ? 'insufficient_funds'
      : error?.code === 'expired_card' || error?.decline_code === 'expired_card'
        ? 'expired_card'
        : error?.code && invalidCardCodes.has(error.code)
          ? 'invalid_card'
          : 'card_declined';
  const message = error?.message && error.message.length <= 200 ? error.message : fallbackMessages[code];
  return { code, message };
}

function cardOf(intent: StripeIntent): { brand: string; last4: string } {
  const fromCharge = typeof intent.latest_charge === 'object' ? intent.latest_charge?.payment_method_details?.card : undefined;
  const fromMethod = typeof intent.payment_method === 'object' ? intent.payment_method?.card : undefined;
  const card = fromCharge?.last4 ? fromCharge : fromMethod;
  return { brand: card?.brand ?? 'card', last4: card?.last4 && /^\d{4}$/.test(card.last4) ? card.last4 : '0000' };
}

export function outcomeOf(intent: StripeIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded': {
      const card = cardOf(intent);
      return {
        status: 'succeeded',
        cardBrand: card.brand,
        cardLast4: card.last4,
        amountPence: intent.amount_received ?? intent.amount,
        currency: intent.currency,
        reference: intent.metadata?.booking_id ?? null,
      };
    }
    case 'requires_payment_method':
      // Stripe returns a declined intent to this state with the reason attached; without one, no card was tried yet.
      return intent.last_payment_error ? { status: 'failed', ...failureOf(intent.last_payment_error) } : { status: 'incomplete', reason: 'requires_payment_method' };
    case 'requires_confirmation':
    case 'requires_action':
    case 'processing':
    case 'canceled':
      return { status: 'incomplete', reason: intent.status };
    default:
      // requires_capture cannot happen (Lull captures automatically); treat anything new as not paid.
      return { status: 'incomplete', reason: 'processing' };
  }
}

interface StripeCall {
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
  idempotencyKey?: string;
}

/** The Stripe adapter: PaymentIntents over Stripe's REST API with plain fetch and form-encoded bodies. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function attempt(call: StripeCall): Promise<{ status: number; body: unknown } | Error> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.secretKey}`, 'Stripe-Version': STRIPE_VERSION };
    if (call.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
    try {
      const response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        body: call.form ? new URLSearchParams(call.form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * One call, retried once when Stripe could not answer (network, timeout, 429, 5xx, or a concurrent
   * request with the same idempotency key): safe, because GETs change nothing and POSTs carry a key.
   */
  async function stripe(call: StripeCall): Promise<unknown> {
    const what = `Stripe ${call.method} ${call.path.split('?')[0]}`;
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      const result = await attempt(call);
      const last = attemptNumber === 2;
      if (result instanceof Error) {
        const reason = result.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : result.message;
        if (last) throw new PaymentGatewayError('unavailable', redactSecrets(`${what}: ${reason}`));
        continue;
      }
      if (result.status >= 200 && result.status < 300) return result.body;
      const error = z.object({ error: z.object({ type: z.string().optional(), code: z.string().optional(), message: z.string().optional() }) }).safeParse(result.body);
      const detail = error.success ? error.data.error : {};
      // 409: another request with the same idempotency key is still in flight.
      const retryable = result.status >= 500 || result.status === 429 || result.status === 409;
      if (retryable && !last) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      const summary = redactSecrets(`${what} answered ${result.status} ${detail.type ?? ''}${detail.code ? `/${detail.code}` : ''}: ${detail.message ?? 'no error message'}`);
      // Stripe's message is written for people; kept only when short, and never with a key in it.
      const said = detail.message && detail.message.length <= 200 ? redactSecrets(detail.message) : undefined;
      if (detail.code === 'amount_too_small') throw new PaymentGatewayError('amount_too_small', summary, said);
      if (result.status === 401) throw new PaymentGatewayError('rejected', `${what}: Stripe refused the API key (check STRIPE_SECRET_KEY)`);
      throw new PaymentGatewayError(retryable ? 'unavailable' : 'rejected', summary, retryable ? undefined : said);
    }
  }

  async function retrieve(intentId: string): Promise<StripeIntent> {
    const query = new URLSearchParams([
      ['expand[]', 'latest_charge'],
      ['expand[]', 'payment_method'],
    ]);
    const body = await stripe({ method: 'GET', path: `/v1/payment_intents/${encodeURIComponent(intentId)}?${query}` });
    const intent = intentSchema.safeParse(body);
    if (!intent.success) throw new PaymentGatewayError('rejected', `Stripe GET /v1/payment_intents: unexpected answer for ${intentId}`);
    return intent.data;
  }

  return {
    name: 'stripe',

    async createIntent({ amountPence, reference, idempotencyKey }) {
      const body = await stripe({
        method: 'POST',
        path: '/v1/payment_intents',
        idempotencyKey,
        form: {
          amount: String(amountPence),
          currency: 'gbp',
          'payment_method_types[]': 'card',
          'metadata[booking_id]': reference,
          description: `Lull booking ${reference}`,
        },
      });
      const intent = intentSchema.safeParse(body);
      if (!intent.success || !intent.data.client_secret) throw new PaymentGatewayError('rejected', 'Stripe POST /v1/payment_intents: unexpected answer');
      return { intentId: intent.data.id, clientSecret: intent.data.client_secret };
    },

    async confirmIntent({ intentId, card }) {
      // Card data never reaches Lull on Stripe: the browser confirmed it with Stripe.js.
      if (card) throw new Error('the Stripe gateway never takes card details');
      return outcomeOf(await retrieve(intentId));
    },

    async refundIntent({ intentId }) {
      try {
        await stripe({
          method: 'POST',
          path: '/v1/refunds',
          idempotencyKey: `lull-refund-${intentId}`,
          form: { payment_intent: intentId, 'metadata[reason]': 'booking_not_confirmed' },
        });
      } catch (error) {
        // Already handed back (by an earlier attempt or from the dashboard): the goal is met.
        if (error instanceof PaymentGatewayError && /charge_already_refunded/.test(error.message)) return;
        throw error;
      }
    },

    async refundPayment({ intentId, amountPence, idempotencyKey, metadata }) {
      const form: Record<string, string> = { payment_intent: intentId, amount: String(amountPence) };
      for (const [name, value] of Object.entries(metadata ?? {})) form[`metadata[${name}]`] = value;
      // The key makes a retry after a timeout answer the refund Stripe may already have made, never a second one.
      const body = await stripe({ method: 'POST', path: '/v1/refunds', idempotencyKey, form });
      const refund = z.object({ id: z.string().min(1), status: z.string().nullish() }).safeParse(body);
      if (!refund.success) throw new PaymentGatewayError('unavailable', 'Stripe POST /v1/refunds: unexpected answer');
      // A refund Stripe has already declined is a refusal (the bank or card cannot take it back).
      if (refund.data.status === 'failed' || refund.data.status === 'canceled') {
        throw new PaymentGatewayError('rejected', `Stripe POST /v1/refunds: refund ${refund.data.id} is ${refund.data.status}`, `The refund ${refund.data.status === 'failed' ? 'failed' : 'was cancelled'} at Stripe.`);
      }
      return { refundId: refund.data.id };
    },

    parseWebhook({ rawBody, signature, now }): PaymentEvent {
      verifyStripeSignature(rawBody, signature, options.webhookSecret, now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new InvalidWebhookError('Invalid event');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new InvalidWebhookError('Invalid event');
      const { id, type, data } = event.data;
      const intentId = data.object.id;
      if (type === 'payment_intent.succeeded' && intentId) return { id, type, kind: 'payment_succeeded', intentId };
      if (type === 'payment_intent.payment_failed' && intentId) return { id, type, kind: 'payment_failed', intentId, ...failureOf(data.object.last_payment_error) };
      return { id, type, kind: 'other' };
    },
  };
}
