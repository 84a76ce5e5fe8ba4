import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPenceAsDecimal, formatPenceAsMoney, penceToPounds, poundsToPence } from './money';

describe('money', () => {
  it.each([
    [0, 0],
    [3, 300],
    [1.005, 101],
    [1.004, 100],
    [19.99, 1999],
    [0.015, 2],
    [-2.5, -250],
  ])('converts £%d to %i pence, rounding half up', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('round-trips every whole number of pence', () => {
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (pence) => poundsToPence(penceToPounds(pence)) === pence));
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError);
  });

  it('formats pence as British pounds', () => {
    expect(formatPenceAsMoney(300)).toBe('£3.00');
    expect(formatPenceAsMoney(123456)).toBe('£1,234.56');
    expect(formatPenceAsMoney(-500)).toBe('-£5.00');
    expect(formatPenceAsMoney(0)).toBe('£0.00');
  });

  it("says exactly what Intl's en-GB currency format says, for any whole number of pence", () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        expect(formatPenceAsMoney(pence)).toBe(intl.format(pence / 100));
      }),
      { numRuns: 5_000 },
    );
    for (const pence of [1, 5, 99, 100, 99_999, 100_000, 999_999_999]) expect(formatPenceAsMoney(pence)).toBe(intl.format(pence / 100));
  });

  it.each([
    [1800, '18.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [0, '0.00'],
  ])('writes %i pence as the plain decimal %s for machine-read prices', (pence, decimal) => {
    expect(formatPenceAsDecimal(pence)).toBe(decimal);
  });

  it('reads back as the same number of pence', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => poundsToPence(Number(formatPenceAsDecimal(pence))) === pence));
  });
});
