import { describe, expect, it } from 'vitest';
import { cardFormSchema } from './card-form';
import { validate } from './form-errors';

const now = () => new Date('2026-06-15T12:00:00Z');

describe('cardFormSchema', () => {
  it('gives checkCardForm’s message for each field', () => {
    const result = validate(cardFormSchema(now), { number: '', expiry: '05/26', cvc: '12', name: 'Ada' });
    expect(result).toEqual({
      ok: false,
      error: 'Enter your card number.',
      fields: { number: 'Enter your card number.', expiry: 'Your card has expired.', cvc: 'The security code is the 3 or 4 digits on your card.' },
    });
  });

  it('passes a good card through as typed', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };
    expect(validate(cardFormSchema(now), card)).toEqual({ ok: true, data: card });
  });
});
