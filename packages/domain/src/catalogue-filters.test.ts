import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CATEGORIES,
  DISTANCE_OPTIONS_MILES,
  EXACT_COUNT_LIMIT,
  PRICE_CHIPS,
  SEARCH_SCORES,
  boundedCount,
  countShown,
  countingBound,
  effectivePricePence,
  formatDuration,
  isInPriceChip,
  milesBetween,
  priceChipFor,
  relevanceScore,
  scoreInPart,
} from './catalogue-filters';

describe('price chips', () => {
  it('are the four chips of the services page', () => {
    expect(PRICE_CHIPS.map((c) => c.label)).toEqual(['£0-30', '£30-60', '£60-100', '£100+']);
  });

  it.each([
    [0, '0-30'],
    [2999, '0-30'],
    [3000, '30-60'],
    [5999, '30-60'],
    [6000, '60-100'],
    [9999, '60-100'],
    [10000, '100+'],
    [250000, '100+'],
  ])('%ip is in chip %s (lower bound inclusive, upper exclusive)', (pence, id) => {
    expect(priceChipFor(pence)?.id).toBe(id);
  });

  it('has no chip for a negative amount', () => {
    expect(priceChipFor(-1)).toBeUndefined();
  });

  it('puts every price in exactly one chip', () => {
    const oneChip = (pence: number) => PRICE_CHIPS.filter((c) => isInPriceChip(c, pence)).length === 1;
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), oneChip));
  });
});

describe('effectivePricePence', () => {
  it.each([
    ['the off-peak price when present', 4500, 3000, 3000],
    ['the price without an off-peak price', 4500, null, 4500],
    ['the price when the off-peak price is not below it', 4500, 5000, 4500],
    ['a free off-peak price', 4500, 0, 0],
  ])('is %s', (_name, pricePence, offPeakPricePence, effective) => {
    expect(effectivePricePence({ pricePence, offPeakPricePence })).toBe(effective);
  });

  it('decides the chip: £35 with an off-peak £29.99 is in £0-30', () => {
    expect(priceChipFor(effectivePricePence({ pricePence: 3500, offPeakPricePence: 2999 }))?.label).toBe('£0-30');
  });
});

describe('catalogue constants', () => {
  it('lists the six customer categories in the home page order', () => {
    expect(CUSTOMER_CATEGORIES).toEqual(['Brows & Lashes', 'Hair', 'Nails', 'Massage', 'Skincare', 'Wellness']);
  });

  it('offers 1, 3, 5 and 10 miles', () => {
    expect(DISTANCE_OPTIONS_MILES).toEqual([1, 3, 5, 10]);
  });
});

describe('bounded counts', () => {
  it('are exact up to the limit, and the limit, capped, past it', () => {
    expect(boundedCount(0)).toEqual({ count: 0, capped: false });
    expect(boundedCount(EXACT_COUNT_LIMIT)).toEqual({ count: 1000, capped: false });
    expect(boundedCount(EXACT_COUNT_LIMIT + 1)).toEqual({ count: 1000, capped: true });
    expect(boundedCount(150_000)).toEqual({ count: 1000, capped: true });
  });

  it('are counted one past the limit, or one past a deeper page', () => {
    expect(countingBound({ offset: 0, limit: 20 })).toBe(1001);
    expect(countingBound({ offset: 990, limit: 20 })).toBe(1011);
  });

  it('read as people write them: a thousands comma, and a plus when more matched', () => {
    expect(countShown(7)).toBe('7');
    expect(countShown(1000)).toBe('1,000');
    expect(countShown(1000, true)).toBe('1,000+');
  });
});

describe('scoreInPart', () => {
  it.each([
    [0, 'gel manicure', 'gel manicure', SEARCH_SCORES.exactName],
    [0, 'gel manicure', 'gel', SEARCH_SCORES.nameStartsWith],
    [0, 'gel manicure', 'manicure', SEARCH_SCORES.nameContains],
    [1, 'polished soho', 'soho', SEARCH_SCORES.businessNameContains],
    [2, 'nails', 'nail', SEARCH_SCORES.categoryContains],
    [3, 'a cuticle tidy', 'cuticle', SEARCH_SCORES.descriptionContains],
    [1, 'polished soho', 'polished soho', SEARCH_SCORES.businessNameContains],
    [0, 'gel manicure', 'pedicure', 0],
    [3, 'a cuticle tidy', 'tidy up', 0],
  ] as const)('part %i %j with %j scores %i', (part, value, term, score) => {
    expect(scoreInPart(part, value, term)).toBe(score);
  });

  it('gives, at the first part the term occurs in, what relevanceScore gives the whole service', () => {
    const lowerWord = fc.stringMatching(/^[a-c]{1,3}( [a-c]{1,3})?$/);
    fc.assert(
      fc.property(lowerWord, lowerWord, lowerWord, lowerWord, fc.stringMatching(/^[a-c]{1,2}$/), (name, businessName, category, description, term) => {
        const parts = [name, businessName, category, description];
        const first = parts.findIndex((value) => value.includes(term));
        const byParts = first === -1 ? 0 : scoreInPart(first as 0 | 1 | 2 | 3, parts[first]!, term);
        expect(byParts).toBe(relevanceScore(term, { name, businessName, category, description }));
      }),
    );
  });
});

describe('relevanceScore', () => {
  const service = {
    name: 'Gel Manicure',
    businessName: 'Polished Soho',
    category: 'Nails',
    description: 'Long-lasting colour with a cuticle tidy',
  };

  it.each([
    ['exact service name', 'gel manicure', SEARCH_SCORES.exactName],
    ['exact name, any case and spaces', '  GEL MANICURE ', 100],
    ['name starts with the term', 'gel', SEARCH_SCORES.nameStartsWith],
    ['name contains the term', 'manicure', SEARCH_SCORES.nameContains],
    ['business name contains the term', 'soho', SEARCH_SCORES.businessNameContains],
    ['category contains the term', 'nail', SEARCH_SCORES.categoryContains],
    ['description contains the term', 'cuticle', SEARCH_SCORES.descriptionContains],
    ['no field contains the term', 'massage', 0],
  ])('%s: %j scores %i', (_name, term, score) => {
    expect(relevanceScore(term, service)).toBe(score);
  });

  it('takes the highest matching rule, not the sum', () => {
    // 'nails' is in the name, the business name, the category and the description: the name decides.
    const nails = { name: 'Nails Deluxe', businessName: 'Nails & Co', category: 'Nails', description: 'Nails done properly' };
    expect(relevanceScore('nails', nails)).toBe(SEARCH_SCORES.nameStartsWith);
    expect(relevanceScore('nails deluxe', nails)).toBe(SEARCH_SCORES.exactName);
  });

  it('copes with missing optional fields', () => {
    expect(relevanceScore('soho', { name: 'Blow-dry', businessName: null, category: undefined, description: null })).toBe(0);
  });

  it('shows everything, unranked, for a blank term', () => {
    expect(relevanceScore('   ', service)).toBe(1);
  });

  it('uses the spec scores', () => {
    expect(SEARCH_SCORES).toEqual({
      exactName: 100,
      nameStartsWith: 80,
      nameContains: 60,
      businessNameContains: 40,
      categoryContains: 30,
      descriptionContains: 20,
    });
  });
});

describe('milesBetween', () => {
  const charingCross = { lat: 51.5073, lng: -0.1276 };
  const canaryWharf = { lat: 51.5054, lng: -0.0235 };

  it('measures Charing Cross to Canary Wharf as about 4.5 miles', () => {
    expect(milesBetween(charingCross, canaryWharf)).toBeCloseTo(4.5, 0);
    expect(Math.abs(milesBetween(charingCross, canaryWharf) - 4.5)).toBeLessThanOrEqual(0.1);
  });

  it('is 0 for the same place and the same both ways', () => {
    expect(milesBetween(charingCross, charingCross)).toBe(0);
    expect(milesBetween(canaryWharf, charingCross)).toBe(milesBetween(charingCross, canaryWharf));
  });

  it('measures London to Edinburgh as about 332 miles', () => {
    expect(milesBetween(charingCross, { lat: 55.9533, lng: -3.1883 })).toBeCloseTo(332, -1);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [15, '15 min'],
    [45, '45 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
    [120, '2 hrs'],
    [135, '2 hrs 15 min'],
    [61, '1 hr 1 min'],
  ])('%i minutes is %j', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('refuses what is not a number of minutes', () => {
    expect(() => formatDuration(-5)).toThrow(RangeError);
    expect(() => formatDuration(12.5)).toThrow(RangeError);
  });
});
