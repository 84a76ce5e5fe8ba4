import { describe, expect, it } from 'vitest';
import { accountNumberLast4, formatSortCodeInput, isSortCode, maskedAccountNumber, normaliseAccountNumber, normaliseSortCode, SORT_CODE_MAX_LENGTH } from './bank-account';

describe('formatSortCodeInput (the sort code field as it is typed)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12-3'],
    ['1234', '12-34'],
    ['12345', '12-34-5'],
    ['123456', '12-34-56'],
    ['1234567', '12-34-56'],
    ['12-34-56', '12-34-56'],
    ['12 34 56', '12-34-56'],
    ['12-', '12'],
    ['ab12cd34', '12-34'],
    ['12--34--5678', '12-34-56'],
  ])('%j becomes %j', (typed, shown) => {
    expect(formatSortCodeInput(typed)).toBe(shown);
  });

  it('never exceeds the field maximum of 8 characters', () => {
    for (let n = 0; n < 20; n += 1) expect(formatSortCodeInput('9'.repeat(n)).length).toBeLessThanOrEqual(SORT_CODE_MAX_LENGTH);
  });
});

describe('normaliseSortCode', () => {
  it.each([
    ['123456', '12-34-56'],
    ['12-34-56', '12-34-56'],
    [' 12 34 56 ', '12-34-56'],
    ['12345', null],
    ['1234567', null],
    ['12-34-5a', null],
    ['', null],
  ])('%j is %j', (raw, expected) => {
    expect(normaliseSortCode(raw)).toBe(expected);
  });

  it('checks the stored shape NN-NN-NN', () => {
    expect(isSortCode('12-34-56')).toBe(true);
    expect(isSortCode('123456')).toBe(false);
  });
});

describe('normaliseAccountNumber', () => {
  it.each([
    ['12345678', '12345678'],
    ['1234 5678', '12345678'],
    ['00000000', '00000000'],
    ['1234567', null],
    ['123456789', null],
    ['1234567a', null],
    ['', null],
  ])('%j is %j', (raw, expected) => {
    expect(normaliseAccountNumber(raw)).toBe(expected);
  });

  it('shows only the last four digits', () => {
    expect(accountNumberLast4('12345678')).toBe('5678');
    expect(maskedAccountNumber('5678')).toBe('•••• 5678');
  });
});
