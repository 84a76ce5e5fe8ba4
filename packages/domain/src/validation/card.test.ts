import { describe, expect, it } from 'vitest';
import { checkCardForm, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from './card';

const now = new Date('2026-11-22T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: 'Ana Silva' };

describe('card fields', () => {
  it('accepts a valid card', () => {
    expect(checkCardForm(good, now)).toEqual({});
  });

  it('checks the number with the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(checkCardForm({ ...good, number: '' }, now).number).toBe('Enter your card number.');
    expect(checkCardForm({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('Your card number is not valid.');
    expect(checkCardForm({ ...good, number: '4242' }, now).number).toBe('Your card number is not valid.');
  });

  it('reads MM/YY and refuses a card whose month has ended', () => {
    expect(parseExpiry('1/30')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(checkCardForm({ ...good, expiry: '' }, now).expiry).toBe('Enter the expiry date.');
    expect(checkCardForm({ ...good, expiry: '1228' }, now).expiry).toBe('Enter the expiry date as MM/YY.');
    expect(checkCardForm({ ...good, expiry: '10/26' }, now).expiry).toBe('Your card has expired.');
    // Good until the end of its month.
    expect(checkCardForm({ ...good, expiry: '11/26' }, now).expiry).toBeUndefined();
    expect(checkCardForm({ ...good, expiry: '11/26' }, new Date('2026-12-01T00:00:00Z')).expiry).toBe('Your card has expired.');
  });

  it('needs a 3 or 4 digit security code and the name on the card', () => {
    expect(checkCardForm({ ...good, cvc: '12' }, now).cvc).toBe('The security code is the 3 or 4 digits on your card.');
    expect(checkCardForm({ ...good, cvc: '1234' }, now).cvc).toBeUndefined();
    expect(checkCardForm({ ...good, name: '  ' }, now).name).toBe('Enter the name on the card.');
  });

  it('formats while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2')).toBe('12/2');
  });
});
