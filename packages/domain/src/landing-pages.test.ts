import { describe, expect, it } from 'vitest';

import { CUSTOMER_CATEGORIES } from './catalogue-filters';
import { mostCommonCity, areaName, areaSlug, categoryOfSlug, categorySlug, districtOfAreaSlug, landingHeading, landingIntro, landingPath } from './landing-pages';

describe('treatment slugs', () => {
  it('names each treatment in an address and reads it back', () => {
    expect(CUSTOMER_CATEGORIES.map(categorySlug)).toEqual(['brows-and-lashes', 'hair', 'nails', 'massage', 'skincare', 'wellness']);
    for (const category of CUSTOMER_CATEGORIES) expect(categoryOfSlug(categorySlug(category))).toBe(category);
    expect(categoryOfSlug('Massage')).toBe('Massage');
    expect(categoryOfSlug('tattoos')).toBeUndefined();
  });
});

describe('areas', () => {
  it('are postcode districts, named after their city where one is known', () => {
    expect(areaSlug('London', 'E8')).toBe('london-e8');
    expect(areaSlug('  ', 'SW1A')).toBe('sw1a');
    expect(areaSlug("King's Lynn", 'PE30')).toBe('king-s-lynn-pe30');
    expect(areaName('London', 'E8')).toBe('London E8');
    expect(areaName('', 'E8')).toBe('E8');
  });

  it('take the city most of their businesses give', () => {
    expect(mostCommonCity(['London', 'Hackney', 'London', ' '])).toBe('London');
    expect(mostCommonCity(['Manchester', 'Salford'])).toBe('Manchester');
    expect(mostCommonCity([])).toBe('');
  });

  it('read the district from the end of any area slug', () => {
    expect(districtOfAreaSlug('london-e8')).toBe('E8');
    expect(districtOfAreaSlug('e8')).toBe('E8');
    expect(districtOfAreaSlug('anywhere-sw1a')).toBe('SW1A');
    expect(districtOfAreaSlug('london')).toBeUndefined();
    expect(districtOfAreaSlug('')).toBeUndefined();
  });
});

describe('a landing page', () => {
  it('has its address and heading', () => {
    expect(landingPath('london-e8', 'Brows & Lashes')).toBe('/service/london-e8/brows-and-lashes');
    expect(landingHeading('Massage', 'London E8')).toBe('Massage in London E8');
  });

  it('introduces itself from its figures', () => {
    expect(landingIntro({ category: 'Massage', area: 'London E8', businessCount: 3, lowestOffPeakPricePence: 1800 })).toBe(
      '3 salons in and around London E8 offer massage on Lull. Book their quiet hours at up to 50% off, from £18, and see the times you can actually have.',
    );
    expect(landingIntro({ category: 'Nails', area: 'London E8', businessCount: 1, lowestOffPeakPricePence: null })).toBe(
      'One salon in and around London E8 offers nails on Lull. Book their quiet hours at up to 50% off, and see the times you can actually have.',
    );
    expect(landingIntro({ category: 'Hair', area: 'E9', businessCount: 0, lowestOffPeakPricePence: null })).toContain('No salon in and around E9');
  });
});
