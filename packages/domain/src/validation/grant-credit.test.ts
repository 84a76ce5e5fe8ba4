import { describe, expect, it } from 'vitest';
import { validate } from './form-errors';
import {
  GRANT_AMOUNT_NOT_PENCE,
  GRANT_AMOUNT_NOT_POSITIVE,
  GRANT_AMOUNT_REQUIRED,
  GRANT_AMOUNT_TOO_HIGH,
  GRANT_REASON_REQUIRED,
  GRANT_REASON_TOO_LONG,
  grantAmountProblem,
  grantCreditSchema,
} from './grant-credit';

describe('grant credit amount', () => {
  it.each([
    [5, null],
    ['5', null],
    ['2.50', null],
    [0.01, null],
    ['0.01', null],
    [100, null],
    ['100.00', null],
    ['', GRANT_AMOUNT_REQUIRED],
    [null, GRANT_AMOUNT_REQUIRED],
    [undefined, GRANT_AMOUNT_REQUIRED],
    [0, GRANT_AMOUNT_NOT_POSITIVE],
    ['0.00', GRANT_AMOUNT_NOT_POSITIVE],
    [-3, GRANT_AMOUNT_NOT_POSITIVE],
    ['-1', GRANT_AMOUNT_NOT_POSITIVE],
    [0.001, GRANT_AMOUNT_NOT_PENCE],
    ['1.234', GRANT_AMOUNT_NOT_PENCE],
    ['abc', GRANT_AMOUNT_NOT_PENCE],
    ['1e2', GRANT_AMOUNT_NOT_PENCE],
    [Number.NaN, GRANT_AMOUNT_NOT_PENCE],
    [100.01, GRANT_AMOUNT_TOO_HIGH],
    ['1000', GRANT_AMOUNT_TOO_HIGH],
  ] as const)('%s → %s', (amount, message) => {
    expect(grantAmountProblem(amount)).toBe(message);
  });

  it('gives pounds as a number, from the field text or JSON', () => {
    expect(validate(grantCreditSchema, { amount: ' 2.5 ', reason: ' Sorry for the wait ' })).toEqual({ ok: true, data: { amount: 2.5, reason: 'Sorry for the wait' } });
    expect(validate(grantCreditSchema, { amount: 10, reason: 'x' })).toEqual({ ok: true, data: { amount: 10, reason: 'x' } });
  });

  it('requires a reason of at most 200 characters', () => {
    expect(validate(grantCreditSchema, { amount: 5, reason: '  ' })).toMatchObject({ ok: false, fields: { reason: GRANT_REASON_REQUIRED } });
    expect(validate(grantCreditSchema, { amount: 5 })).toMatchObject({ ok: false, fields: { reason: GRANT_REASON_REQUIRED } });
    expect(validate(grantCreditSchema, { amount: 5, reason: 'x'.repeat(201) })).toMatchObject({ ok: false, fields: { reason: GRANT_REASON_TOO_LONG } });
  });

  it('reports the amount first, one message per field', () => {
    expect(validate(grantCreditSchema, { amount: 0, reason: '' })).toEqual({
      ok: false,
      error: GRANT_AMOUNT_NOT_POSITIVE,
      fields: { amount: GRANT_AMOUNT_NOT_POSITIVE, reason: GRANT_REASON_REQUIRED },
    });
  });
});
