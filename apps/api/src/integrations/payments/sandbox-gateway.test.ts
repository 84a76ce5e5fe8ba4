import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@lull/domain/validation/card';
import { checkCard, createSandboxGateway } from './sandbox-gateway';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides });

describe('sandbox gateway', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeded'],
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4242 4242 4242 4241', 'invalid_card'],
    ['1234', 'invalid_card'],
  ])('answers %s with %s', (number, outcome) => {
    const result = checkCard(card(number), now);
    expect(result.status === 'succeeded' ? 'succeeded' : result.code).toBe(outcome);
  });

  it('refuses an expired card and accepts one valid through this month', () => {
    expect(checkCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toMatchObject({ code: 'expired_card' });
    expect(checkCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toMatchObject({ status: 'succeeded', cardLast4: '4242', cardBrand: 'visa' });
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('sandbox refunds', () => {
  it('answers a re_sandbox_ id, the same one again for the same idempotency key, a new one for a new key', async () => {
    const gateway = createSandboxGateway();
    const first = await gateway.refundPayment({ intentId: 'pi_sandbox_1', amountPence: 2568, idempotencyKey: 'lull-refund-request-a-0' });
    expect(first.refundId).toMatch(/^re_sandbox_[0-9a-f]{24}$/);
    expect(await gateway.refundPayment({ intentId: 'pi_sandbox_1', amountPence: 2568, idempotencyKey: 'lull-refund-request-a-0' })).toEqual(first);
    expect((await gateway.refundPayment({ intentId: 'pi_sandbox_1', amountPence: 2568, idempotencyKey: 'lull-refund-request-a-1' })).refundId).not.toBe(first.refundId);
  });

  it('refuses an amount that is not a positive whole number of pence, as a refusal (nothing paid)', async () => {
    const gateway = createSandboxGateway();
    for (const amountPence of [0, -5, 12.5]) {
      await expect(gateway.refundPayment({ intentId: 'pi_sandbox_1', amountPence, idempotencyKey: `k-${amountPence}` })).rejects.toMatchObject({ kind: 'rejected', gatewayMessage: 'The refund amount is not valid.' });
    }
  });
});
