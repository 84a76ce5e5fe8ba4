/** Card details as the customer typed them; they pass through to the gateway and are never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type ChargeOutcome =
  | { status: 'succeeded'; cardBrand: string; cardLast4: string }
  | { status: 'failed'; code: 'card_declined' | 'insufficient_funds' | 'invalid_card' | 'expired_card'; message: string };

/** One interface for every way Lull takes card payments: the built-in sandbox, or Stripe. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  createIntent(input: { amountPence: number; reference: string }): Promise<{ intentId: string }>;
  confirmIntent(input: { intentId: string; amountPence: number; card: CardDetails; now: Date }): Promise<ChargeOutcome>;
}
