import { processingFee } from '@lull/domain/pricing';
import { describe, expect, it } from 'vitest';

import { FIGURES, formatMoneyInWords } from './figures';

describe('the figures the pages state', () => {
  it('writes whole pounds without pence, as prose does', () => {
    expect(formatMoneyInWords(500)).toBe('£5');
    expect(formatMoneyInWords(146)).toBe('£1.46');
    expect(formatMoneyInWords(3054)).toBe('£30.54');
  });

  it('reads the processing fee’s rate and fixed part back off the domain’s formula', () => {
    const rate = Number.parseFloat(FIGURES.processingRate) / 100;
    const fixed = Number.parseInt(FIGURES.processingFixed, 10);
    for (const base of [0, 3500, 4000, 123_456]) expect(processingFee(base)).toBe(Math.floor(rate * base + 0.5 + 1e-9) + fixed);
  });

  it('works the salon’s processing through an £18 treatment: 2.9% of £18 + 30p is 82p, so the salon receives £17.18 (decision 038)', () => {
    expect(FIGURES.payoutExample).toEqual({ price: '£18', processing: '82p', payout: '£17.18' });
  });

  it('says the default off-peak hours as times of day', () => {
    expect(FIGURES.offPeakWeekdays.start).toMatch(/^\d\d:\d\d$/);
    expect(FIGURES.offPeakWeekends.end).toMatch(/^\d\d:\d\d$/);
  });
});
