import { randomBytes } from 'node:crypto';
import { passesLuhn } from '@lull/domain/validation/card';
import { PaymentGatewayError, type CardDetails, type ChargeOutcome, type PaymentGateway } from './payment-gateway';

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Stripe's test cards: 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 lacks funds; any other valid, unexpired card succeeds. */
const outcomesByCard: Record<string, CardCheck> = {
  '4000000000000002': { status: 'failed', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

type CardCheck = { status: 'succeeded'; cardBrand: string; cardLast4: string } | Extract<ChargeOutcome, { status: 'failed' }>;

export function checkCard(card: CardDetails, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { status: 'failed', code: 'invalid_card', message: 'Your card number is not valid.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { status: 'failed', code: 'invalid_card', message: 'Your security code is not valid.' };
  const expiresAfter = new Date(Date.UTC(card.expYear < 100 ? 2000 + card.expYear : card.expYear, card.expMonth, 1));
  if (card.expMonth < 1 || card.expMonth > 12 || expiresAfter <= now) {
    return { status: 'failed', code: 'expired_card', message: 'Your card has expired.' };
  }
  return outcomesByCard[digits] ?? { status: 'succeeded', cardBrand: brandOf(digits), cardLast4: digits.slice(-4) };
}

/** The default gateway: validates like a card network, charges nothing real. */
export function createSandboxGateway(): PaymentGateway {
  // Refunds by idempotency key, so a repeat answers the first refund as a real gateway does (per process: nothing is real).
  const refunds = new Map<string, string>();
  return {
    name: 'sandbox',
    async createIntent() {
      return { intentId: `pi_sandbox_${randomBytes(12).toString('hex')}`, clientSecret: null };
    },
    async confirmIntent({ card, amountPence, now }) {
      if (!card) throw new Error('the sandbox gateway charges a card: none was given');
      const outcome = checkCard(card, now);
      return outcome.status === 'succeeded' ? { ...outcome, amountPence, currency: 'gbp', reference: null } : outcome;
    },
    async refundIntent() {
      // Nothing real was charged.
    },
    async refundPayment({ amountPence, idempotencyKey }) {
      if (!Number.isInteger(amountPence) || amountPence <= 0) throw new PaymentGatewayError('rejected', `sandbox refund: amount ${amountPence} is not a positive number of pence`, 'The refund amount is not valid.');
      let refundId = refunds.get(idempotencyKey);
      if (!refundId) {
        refundId = `re_sandbox_${randomBytes(12).toString('hex')}`;
        refunds.set(idempotencyKey, refundId);
      }
      return { refundId };
    },
  };
}
