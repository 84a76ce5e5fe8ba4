import { describe, expect, it } from 'vitest';

import {
  EMPTY_FILTERS,
  categoryChipNames,
  chooseDate,
  chooseTimeOfDay,
  clearAllFilters,
  clearDistance,
  filtersToSearchParams,
  hasAnyFilter,
  parseFilters,
  resultCountLine,
  resultCountLineFor,
  toggleCategory,
  togglePrice,
  type CatalogueFilters,
} from './search-params';

const exact = (count: number) => ({ count, capped: false });

/** A Monday in London: the days a search can ask for run to Sunday 6 December. */
const TODAY = '2026-11-23';
const parse = (query: string) => parseFilters(new URLSearchParams(query), TODAY);
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
    date: '2026-11-24',
    timeOfDay: 'evening',
    sort: 'saving',
  };

  it.each<[string, CatalogueFilters]>([
    ['no filters', EMPTY_FILTERS],
    ['every filter with a postcode', everything],
    ['a position from the browser', { ...EMPTY_FILTERS, lat: 51.541, lng: -0.065, withinMiles: 5 }],
    ['a postcode without a distance', { ...EMPTY_FILTERS, postcode: 'SW4' }],
    ['a day without a part of it', { ...EMPTY_FILTERS, date: '2026-12-06' }],
    ['today’s morning, by lowest price', { ...EMPTY_FILTERS, date: TODAY, timeOfDay: 'morning', sort: 'price' }],
    ['nearest to a position', { ...EMPTY_FILTERS, lat: 51.541, lng: -0.065, sort: 'distance' }],
    ['best rated', { ...EMPTY_FILTERS, sort: 'rating' }],
  ])('round-trips %s', (_, filters) => {
    expect(parse(url(filters))).toEqual(filters);
  });

  it('writes the API’s own parameter names, in one order', () => {
    expect(url(everything)).toBe(
      'search=gel+nails&categories=Nails%2CBrows+%26+Lashes&price=0-30%2C100%2B&postcode=E8+3PH&within_miles=3&date=2026-11-24&time_of_day=evening&sort=saving',
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

  it('leaves Best match out of the address, as the API’s default', () => {
    expect(url({ ...EMPTY_FILTERS, sort: 'best' })).toBe('');
    expect(parse('sort=best')).toEqual(EMPTY_FILTERS);
  });

  it('reads a part of the day without a day as today’s, as the API does', () => {
    expect(parse('time_of_day=evening')).toMatchObject({ date: TODAY, timeOfDay: 'evening' });
    expect(url(parse('time_of_day=evening'))).toBe(`date=${TODAY}&time_of_day=evening`);
  });

  it.each([
    ['a day gone by', 'date=2026-11-22&time_of_day=evening'],
    ['a day beyond the two weeks', 'date=2026-12-07'],
    ['not a date', 'date=tomorrow'],
    ['an impossible date', 'date=2026-02-30'],
  ])('drops %s with its part of the day rather than search another day', (_, query) => {
    expect(parse(query)).toMatchObject({ date: '', timeOfDay: null });
  });

  it('ignores an unknown part of the day or order, and Nearest with nowhere to measure from', () => {
    expect(parse('date=2026-11-24&time_of_day=night')).toMatchObject({ date: '2026-11-24', timeOfDay: null });
    expect(parse('sort=cheapest').sort).toBe('best');
    expect(parse('sort=distance').sort).toBe('best');
    expect(parse('postcode=E8&sort=distance').sort).toBe('distance');
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

describe('choosing when', () => {
  it('searches today when a part of the day is chosen with no day', () => {
    expect(chooseTimeOfDay(EMPTY_FILTERS, 'evening', TODAY)).toMatchObject({ date: TODAY, timeOfDay: 'evening' });
    const tomorrow = { ...EMPTY_FILTERS, date: '2026-11-24' };
    expect(chooseTimeOfDay(tomorrow, 'morning', TODAY)).toMatchObject({ date: '2026-11-24', timeOfDay: 'morning' });
    expect(chooseTimeOfDay({ ...tomorrow, timeOfDay: 'morning' }, null, TODAY)).toMatchObject({ date: '2026-11-24', timeOfDay: null });
  });

  it('takes the part of the day away with the day, and keeps it when only the day changes', () => {
    const evening = { ...EMPTY_FILTERS, date: '2026-11-24', timeOfDay: 'evening' as const };
    expect(chooseDate(evening, '')).toMatchObject({ date: '', timeOfDay: null });
    expect(chooseDate(evening, '2026-11-25')).toMatchObject({ date: '2026-11-25', timeOfDay: 'evening' });
  });

  it('counts the order as no filter, keeps it on Clear all, and drops Nearest with its postcode', () => {
    expect(hasAnyFilter({ ...EMPTY_FILTERS, sort: 'price' })).toBe(false);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, date: TODAY })).toBe(true);
    expect(clearAllFilters({ ...EMPTY_FILTERS, date: TODAY, price: ['0-30'], sort: 'saving' })).toEqual({ ...EMPTY_FILTERS, sort: 'saving' });
    const nearest = { ...EMPTY_FILTERS, postcode: 'E8 3PH', sort: 'distance' as const };
    expect(clearAllFilters(nearest).sort).toBe('best');
    expect(clearDistance(nearest).sort).toBe('best');
  });
});

describe('the count line', () => {
  it.each([
    ['', null, 'today', '12 business(es) • 30 service(s) found'],
    [TODAY, null, '', '12 businesses with free times today'],
    [TODAY, 'evening', '', '12 businesses with free times this evening'],
    ['2026-11-24', 'evening', '', '12 businesses with free times tomorrow evening'],
    ['2026-12-01', 'morning', '', '12 businesses with free times on Tue 1 Dec in the morning'],
  ] as const)('for day %s and part %s says whose times they are', (date, timeOfDay, _, line) => {
    expect(resultCountLineFor({ ...EMPTY_FILTERS, date, timeOfDay }, exact(12), exact(30), TODAY)).toBe(line);
  });

  it('names one business in the singular when a day is chosen', () => {
    expect(resultCountLineFor({ ...EMPTY_FILTERS, date: TODAY }, exact(1), exact(3), TODAY)).toBe('1 business with free times today');
    expect(resultCountLineFor({ ...EMPTY_FILTERS, date: TODAY }, { count: 1000, capped: true }, exact(3), TODAY)).toBe('1,000+ businesses with free times today');
  });


  it('uses the spec’s words exactly', () => {
    expect(resultCountLine(exact(3), exact(7))).toBe('3 business(es) • 7 service(s) found');
    expect(resultCountLine(exact(1), exact(1))).toBe('1 business(es) • 1 service(s) found');
    expect(resultCountLine(exact(0), exact(0))).toBe('0 business(es) • 0 service(s) found');
  });

  it('says a count past a thousand as "1,000+"', () => {
    expect(resultCountLine(exact(140), { count: 1000, capped: true })).toBe('140 business(es) • 1,000+ service(s) found');
    expect(resultCountLine({ count: 1000, capped: true }, { count: 1000, capped: true })).toBe('1,000+ business(es) • 1,000+ service(s) found');
  });
});
