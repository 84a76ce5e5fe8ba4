import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@lull/domain/validation/card';
import { checkCard } from './sandbox-gateway';

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
