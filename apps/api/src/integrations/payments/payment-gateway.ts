/** Card details as the customer typed them; they pass through to the gateway and are never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type FailureCode = 'card_declined' | 'insufficient_funds' | 'invalid_card' | 'expired_card';

/**
 * What the gateway says about an intent. `succeeded` carries what was actually charged so the service can
 * check it against its own record; `incomplete` means no charge has happened (yet): the booking stays held.
 */
export type ChargeOutcome =
  | {
      status: 'succeeded';
      cardBrand: string;
      cardLast4: string;
      amountPence: number;
      currency: string;
      /** The booking id the gateway recorded with the intent; null when the gateway keeps none (sandbox). */
      reference: string | null;
    }
  | { status: 'failed'; code: FailureCode; message: string }
  | { status: 'incomplete'; reason: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' };

/** A verified webhook event, in Lull's words. */
export type PaymentEvent =
  | { id: string; type: string; kind: 'payment_succeeded'; intentId: string }
  | { id: string; type: string; kind: 'payment_failed'; intentId: string; code: FailureCode; message: string }
  | { id: string; type: string; kind: 'other' };

/** The gateway could not do what was asked; `message` is safe to log (never holds a key or card data). */
export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: 'amount_too_small' | 'unavailable' | 'rejected',
    message: string,
    /** The gateway's own words for a person (Stripe's error message), when it gave some; safe to show an admin. */
    readonly gatewayMessage?: string,
  ) {
    super(message);
  }
}

/** A webhook whose signature, timestamp or body cannot be trusted. */
export class InvalidWebhookError extends Error {}

/** One interface for every way Lull takes card payments: the built-in sandbox, or Stripe. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** The browser-side secret for confirming a card with the gateway's own script (Stripe.js); null when the server charges the card. */
  createIntent(input: { amountPence: number; reference: string; idempotencyKey?: string }): Promise<{ intentId: string; clientSecret: string | null }>;
  /** Sandbox: charges `card`. Stripe: `card` must be absent; reports what Stripe says about the intent. */
  confirmIntent(input: { intentId: string; amountPence: number; card?: CardDetails; now: Date }): Promise<ChargeOutcome>;
  /** Hands a charge back in full (a paid booking that could not be confirmed); repeating it refunds once. */
  refundIntent(input: { intentId: string; amountPence: number }): Promise<void>;
  /**
   * Pays `amountPence` of a succeeded charge back (a cancellation's card part). The same `idempotencyKey` never
   * pays twice: a repeat answers the first refund. Throws PaymentGatewayError: `rejected` when the gateway said no
   * (nothing was refunded), `unavailable` when it could not be reached (the outcome is unknown: retry with the same key).
   */
  refundPayment(input: { intentId: string; amountPence: number; idempotencyKey: string; metadata?: Record<string, string> }): Promise<{ refundId: string }>;
  /** Verifies and reads a webhook delivery; absent when the gateway sends none. Throws InvalidWebhookError. */
  readonly parseWebhook?: (input: { rawBody: Buffer; signature: string | undefined; now: Date }) => PaymentEvent;
}
