import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { validate } from './form-errors';

function firstError(input: unknown): { error: string; field: string | undefined } | null {
  const result = validate(contactSchema, input);
  return result.ok ? null : { error: result.error, field: Object.keys(result.fields)[0] };
}

describe('contactSchema (POST /api/contact)', () => {
  const valid = { name: 'Jane Doe', email: 'jane@example.com', phone: '', message: 'Can I move my booking?' };

  it.each([
    ['refuses a missing name', { name: ' ' }, 'name', 'Please fill in all required fields.'],
    ['refuses a missing email', { email: '' }, 'email', 'Please fill in all required fields.'],
    ['refuses a missing message', { message: undefined }, 'message', 'Please fill in all required fields.'],
    ['refuses an invalid email', { email: 'jane@example' }, 'email', 'Please enter a valid email address'],
    ['refuses a phone that is not a phone number', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['refuses a name longer than 100 characters', { name: 'J'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
    ['refuses a message longer than 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
    ['reports the name before the email', { name: '', email: 'jane' }, 'name', 'Please fill in all required fields.'],
  ])('%s', (_name, change, field, error) => {
    expect(firstError({ ...valid, ...change })).toEqual({ error, field });
  });

  it('accepts a message without a phone', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(contactSchema.parse({ ...withoutPhone, email: ' Jane@Example.com ' })).toEqual({ ...valid, phone: '' });
  });

  it('accepts a message with a phone and a message of 5000 characters', () => {
    const input = { ...valid, phone: '+44 7700 900123', message: 'x'.repeat(5000) };
    expect(contactSchema.parse(input)).toEqual(input);
  });
});
