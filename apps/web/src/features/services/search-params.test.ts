import { describe, expect, it } from 'vitest';

import {
  EMPTY_FILTERS,
  categoryChipNames,
  filtersToSearchParams,
  parseFilters,
  resultCountLine,
  toggleCategory,
  togglePrice,
  type CatalogueFilters,
} from './search-params';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
const url = (filters: CatalogueFilters) => filtersToSearchParams(filters).toString();

describe('the services page URL and its filters', () => {
  const everything: CatalogueFilters = {
    search: 'gel nails',
    categories: ['Nails', 'Brows & Lashes'],
    price: ['0-30', '100+'],
    postcode: 'E8 3PH',
    lat: null,
    lng: null,
    withinMiles: 3,
  };

  it.each<[string, CatalogueFilters]>([
    ['no filters', EMPTY_FILTERS],
    ['every filter with a postcode', everything],
    ['a position from the browser', { ...EMPTY_FILTERS, lat: 51.541, lng: -0.065, withinMiles: 5 }],
    ['a postcode without a distance', { ...EMPTY_FILTERS, postcode: 'SW4' }],
  ])('round-trips %s', (_, filters) => {
    expect(parse(url(filters))).toEqual(filters);
  });

  it('writes the API’s own parameter names, in one order', () => {
    expect(url(everything)).toBe(
      'search=gel+nails&categories=Nails%2CBrows+%26+Lashes&price=0-30%2C100%2B&postcode=E8+3PH&within_miles=3',
    );
    expect(url({ ...EMPTY_FILTERS, lat: 51.5, lng: -0.1, withinMiles: 1 })).toBe('lat=51.5&lng=-0.1&within_miles=1');
  });

  it('shows the home page’s single category as selected, and folds it into categories on the next change', () => {
    const filters = parse('category=Hair');
    expect(filters.categories).toEqual(['Hair']);
    expect(url(togglePrice(filters, '30-60'))).toBe('categories=Hair&price=30-60');
    expect(parse('categories=Nails&category=hair').categories).toEqual(['Nails', 'hair']);
    expect(parse('categories=Hair&category=hair').categories).toEqual(['Hair']);
  });

  it('ignores what it cannot use: unknown price ranges, odd distances, and a distance from nowhere', () => {
    expect(parse('price=0-30,cheap,100%2B').price).toEqual(['0-30', '100+']);
    expect(parse('postcode=E8&within_miles=2').withinMiles).toBeNull();
    expect(parse('within_miles=3').withinMiles).toBeNull();
    expect(parse('lat=51.5&within_miles=3')).toEqual(EMPTY_FILTERS);
    expect(parse('lat=91&lng=0').lat).toBeNull();
  });

  it('prefers a postcode to a position when a link has both', () => {
    expect(parse('postcode=e8 3ph&lat=51&lng=0')).toMatchObject({ postcode: 'E8 3PH', lat: null, lng: null });
  });
});

describe('toggling chips', () => {
  it('adds and removes price chips, keeping the chips’ order', () => {
    const one = togglePrice(EMPTY_FILTERS, '60-100');
    const two = togglePrice(one, '0-30');
    expect(two.price).toEqual(['0-30', '60-100']);
    expect(togglePrice(two, '60-100').price).toEqual(['0-30']);
  });

  it('toggles categories case-insensitively', () => {
    const on = toggleCategory(EMPTY_FILTERS, 'Hair');
    expect(on.categories).toEqual(['Hair']);
    expect(toggleCategory(on, 'hair').categories).toEqual([]);
  });

  it('builds category chips from the results, keeping a selected one that has no results', () => {
    const filters = { ...EMPTY_FILTERS, categories: ['Wellness'] };
    expect(categoryChipNames(['Nails', 'Hair', 'Barbering'], filters)).toEqual(['Hair', 'Nails', 'Wellness', 'Barbering']);
  });
});

describe('the count line', () => {
  it('uses the spec’s words exactly', () => {
    expect(resultCountLine(3, 7)).toBe('3 business(es) • 7 service(s) found');
    expect(resultCountLine(1, 1)).toBe('1 business(es) • 1 service(s) found');
    expect(resultCountLine(0, 0)).toBe('0 business(es) • 0 service(s) found');
  });
});
