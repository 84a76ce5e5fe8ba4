import { describe, expect, it } from 'vitest';
import { bookingContactSchema } from './booking-contact';
import { validate } from './form-errors';

const check = (input: Record<string, unknown>) => validate(bookingContactSchema, input);

describe('booking contact details', () => {
  it('accepts every field empty or absent, storing nothing for them', () => {
    expect(check({})).toEqual({ ok: true, data: {} });
    expect(check({ guest_first_name: ' ', guest_last_name: '', guest_email: '', guest_phone: '+44 ' })).toEqual({ ok: true, data: {} });
  });

  it.each([
    ['amy', 'email address incomplete'],
    ['amy@example', 'domain incomplete'],
    ['amy@example.c', 'domain incomplete'],
    ['amy@@example.com', 'email address incomplete'],
    ['@example.com', 'email address incomplete'],
  ])('refuses the email %j with %j', (email, message) => {
    expect(check({ guest_email: email })).toMatchObject({ ok: false, error: message, fields: { guest_email: message } });
  });

  it('trims and lowercases a good email', () => {
    expect(check({ guest_email: '  Amy@Example.COM ' })).toEqual({ ok: true, data: { guest_email: 'amy@example.com' } });
  });

  it.each([
    ['+44 12345', 'phone number too short'],
    ['+44 1234567890123456', 'phone number too long'],
    ['+44 x7700900123', 'please enter a valid phone number'],
    ['+44 ++447700900', 'please check phone number format'],
    ['0770', 'phone number too short'],
  ])('refuses the phone %j with %j', (phone, message) => {
    expect(check({ guest_phone: phone })).toMatchObject({ ok: false, fields: { guest_phone: message } });
  });

  it('keeps a good phone as given, with or without a dialling code', () => {
    expect(check({ guest_phone: '+44 7700 900123' })).toEqual({ ok: true, data: { guest_phone: '+44 7700 900123' } });
    expect(check({ guest_phone: '07700900123' })).toEqual({ ok: true, data: { guest_phone: '07700900123' } });
    // A code typed into the number (decision 035): the typed one of the 20 stands, never two.
    expect(check({ guest_phone: '+44 +353 87 123 4567' })).toEqual({ ok: true, data: { guest_phone: '+353 87 123 4567' } });
    expect(check({ guest_phone: '+44 +4477009' })).toMatchObject({ ok: false, fields: { guest_phone: 'phone number too short' } });
  });

  it('limits names to 100 characters', () => {
    expect(check({ guest_first_name: 'a'.repeat(101) })).toMatchObject({ ok: false, error: 'First name must be at most 100 characters.' });
    expect(check({ guest_first_name: ' Amy ', guest_last_name: 'Lee' })).toEqual({ ok: true, data: { guest_first_name: 'Amy', guest_last_name: 'Lee' } });
  });
});
