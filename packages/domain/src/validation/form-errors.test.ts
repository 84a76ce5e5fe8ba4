import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectErrors, validate } from './form-errors';

const schema = z.object({
  name: z.string().min(1, 'name required').max(3, 'name too long'),
  address: z.object({ city: z.string().min(1, 'city required') }),
});

describe('collectErrors', () => {
  it('gives the first issue as the error and the first message of each field, nested paths joined by dots', () => {
    const result = schema.safeParse({ name: '', address: { city: '' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(collectErrors(result.error)).toEqual({
      error: 'name required',
      fields: { name: 'name required', 'address.city': 'city required' },
    });
  });

  it('keeps only the first message of a field that has several', () => {
    const twoChecks = z.object({ code: z.string().min(4, 'too short').regex(/^\d+$/, 'digits only') });
    const result = twoChecks.safeParse({ code: 'ab' });
    if (result.success) throw new Error('expected a failure');
    expect(collectErrors(result.error)).toEqual({ error: 'too short', fields: { code: 'too short' } });
  });

  it('keeps a field named like an Object.prototype member', () => {
    const result = z.object({ constructor: z.string({ error: 'required' }) }).safeParse({});
    if (result.success) throw new Error('expected a failure');
    expect(collectErrors(result.error).fields).toEqual({ constructor: 'required' });
  });

  it('reports an issue about the whole input as the error, under no field', () => {
    const result = schema.safeParse(null);
    if (result.success) throw new Error('expected a failure');
    const { error, fields } = collectErrors(result.error);
    expect(error).toMatch(/expected object/);
    expect(fields).toEqual({});
  });
});

describe('validate', () => {
  it('returns the parsed data when the input is accepted', () => {
    expect(validate(schema, { name: 'Jo', address: { city: 'Bath' } })).toEqual({
      ok: true,
      data: { name: 'Jo', address: { city: 'Bath' } },
    });
  });

  it('returns the error and the field messages when it is not', () => {
    expect(validate(schema, { name: 'Jonathan', address: { city: 'Bath' } })).toEqual({
      ok: false,
      error: 'name too long',
      fields: { name: 'name too long' },
    });
  });
});
