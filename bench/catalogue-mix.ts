/**
 * The catalogue bench's questions: what customers type and tick, generated from a fixed seed so every run
 * asks the same sequence, and varied enough that almost every request differs. Terms come from the seeded
 * catalogue's own words (bench/seed-large-catalogue.ts) and from what people look for that it does not have:
 * whole treatments, "adjective treatment", prefixes as typed, misspellings, business names (whole, in part,
 * with their number), category and description words. Filters: category chips, price chips, a postcode with
 * a distance, and pages 1–5.
 */
import { type Random, seededRandom } from '../apps/api/test/support/seeded-random';
import { addDaysToDate, londonDateOf } from '../packages/domain/src/london-time';
import { SEARCH_DAYS, SEARCH_SORTS, TIME_OF_DAY } from '../packages/domain/src/search-when';
import { SEED_VOCABULARY } from './seed-large-catalogue';

const { adjectives, treatments, categories, businessKinds, businessWords } = SEED_VOCABULARY;
const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());

/** Treatments people ask for that the seeded catalogue does not offer (or not under that name). */
const ABSENT = [
  'botox', 'microblading', 'spray tan', 'reflexology', 'hot stone', 'acrylics', 'balayage', 'dermaplaning', 'hydrafacial',
  'threading', 'eyebrow tint', 'hair colour', 'beard trim', 'sports massage', 'nail art', 'shellac', 'bridal', 'highlights', 'perm', 'henna',
];
const DESCRIPTION_WORDS = ['polish', 'glossy', 'relaxing', 'tint', 'keratin', 'warm oils', 'hydrating', 'cuticle', 'volume', 'extractions', 'resurfacing', 'blow-dry finish'];
const CATEGORY_WORDS = ['nails', 'hair', 'brows', 'lashes', 'skincare', 'wellness', 'skin'];
/** London districts (all in the embedded geocoder), full postcodes and bare districts alike. */
const POSTCODES = ['E8 3PH', 'SW4 7UL', 'N1 9GU', 'W1D 3QF', 'SE1 7PB', 'NW1 8NH', 'E1 6AN', 'SW11 1AA', 'W11 2BQ', 'N16', 'E14', 'SE15', 'W6', 'N7', 'SW9', 'E2', 'SE10', 'NW3', 'W2', 'EC1V 9HX'];
const MILES = [1, 3, 5, 10];
const PRICE_CHIPS = ['0-30', '30-60', '60-100', '100+'];

/** What a hurried thumb does to a word: two letters swapped, one dropped, one doubled, one wrong. */
function misspell(word: string, random: Random): string {
  if (word.length < 4) return `${word}${word.at(-1)}`;
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + random.pick([...'aeiou']) + word.slice(at + 1);
  }
}

/** The vocabulary of searches: several hundred distinct terms. */
export function searchTerms(businesses: number, random: Random): { term: string; weight: number }[] {
  const words = [...lower(treatments), ...lower(adjectives)];
  const prefixes = [...new Set(words.flatMap((word) => Array.from({ length: Math.max(0, word.length - 3) }, (_unused, index) => word.slice(0, 3 + index))))];
  const misspellings = [...new Set(words.flatMap((word) => [misspell(word, random), misspell(word, random), misspell(word, random)]))];
  const pairs = lower(adjectives).flatMap((adjective) => lower(treatments).map((treatment) => `${adjective} ${treatment}`));
  const businessNames = Array.from({ length: 120 }, () => {
    const n = random.int(1, businesses);
    const kind = businessKinds[n % 8]!;
    const word = businessWords[Math.floor(n / 8) % 10]!;
    return random.pick([`${kind} ${word} ${n}`, `${kind} ${word}`, word, `${word} ${n}`, `the ${word.toLowerCase()}`]);
  });
  const groups: [string[], number][] = [
    [lower(treatments), 15],
    [pairs, 15],
    [prefixes, 20],
    [misspellings, 15],
    [businessNames, 15],
    [CATEGORY_WORDS, 5],
    [DESCRIPTION_WORDS, 5],
    [ABSENT, 10],
  ];
  return groups.flatMap(([terms, share]) => terms.map((term) => ({ term, weight: share / terms.length })));
}

function weightedPick<T extends { weight: number }>(items: readonly T[], random: Random): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll <= 0) return item;
  }
  return items.at(-1)!;
}

/** As typed: mostly lower case, sometimes capitalised, now and then with a stray space. */
function asTyped(term: string, random: Random): string {
  const cased = random.chance(0.3) ? term.replace(/\b\w/g, (letter) => letter.toUpperCase()) : term;
  return random.chance(0.05) ? ` ${cased} ` : cased;
}

function filters(random: Random, options: { term?: string; pageSize: number }): URLSearchParams {
  const query = new URLSearchParams();
  if (options.term !== undefined) query.set('search', asTyped(options.term, random));
  if (random.chance(0.15)) {
    if (random.chance(0.8)) query.set('category', random.pick(categories));
    else query.set('categories', [random.pick(categories), random.pick(categories)].join(','));
  }
  if (random.chance(0.15)) query.set('price', [...new Set([random.pick(PRICE_CHIPS), random.pick(PRICE_CHIPS)])].slice(0, random.int(1, 2)).join(','));
  if (random.chance(0.2)) {
    query.set('postcode', random.pick(POSTCODES));
    query.set('within_miles', String(random.pick(MILES)));
  }
  // Pages 1–5: most people stay on the first.
  const page = random.chance(0.6) ? 0 : random.int(1, 4);
  if (page > 0) query.set('offset', String(page * options.pageSize));
  return query;
}

/**
 * A day as people ask for one: today or tomorrow half the time, else a day of the next two weeks; a part of the day
 * three times in four. The day is London's at the moment of asking.
 */
function when(query: URLSearchParams, random: Random): URLSearchParams {
  const today = londonDateOf(new Date());
  query.set('date', addDaysToDate(today, random.chance(0.5) ? random.int(0, 1) : random.int(0, SEARCH_DAYS - 1)));
  if (random.chance(0.75)) query.set('time_of_day', random.pick(TIME_OF_DAY));
  return query;
}

/** A sort other than best match; nearest only where there is a postcode to measure from. */
function sorted(query: URLSearchParams, random: Random): URLSearchParams {
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'best' && (sort !== 'distance' || query.has('postcode')));
  query.set('sort', random.pick(sorts));
  return query;
}

/** Builders of request paths, one per catalogue scenario; each call is the next question. */
export function catalogueMix(businesses: number, seed = 9) {
  const random = seededRandom(seed);
  const terms = searchTerms(businesses, random);
  const nextTerm = () => weightedPick(terms, random).term;
  return {
    termCount: new Set(terms.map((entry) => entry.term)).size,
    /** GET /api/services: a search with the services page's filters, 20 a page. */
    flatSearch: () => {
      const query = filters(random, { term: nextTerm(), pageSize: 20 });
      query.set('limit', '20');
      return `/api/services?${query}`;
    },
    /** GET /api/services: a category chip from the home page, sometimes with a price chip, pages 1–5. */
    categoryBrowse: () => {
      const query = new URLSearchParams({ category: random.pick(categories), limit: '20' });
      if (random.chance(0.25)) query.set('price', random.pick(PRICE_CHIPS));
      if (!random.chance(0.6)) query.set('offset', String(20 * random.int(1, 4)));
      return `/api/services?${query}`;
    },
    /** GET /api/services/search: the grouped services page; one in six without a term (chips, a postcode). */
    groupedSearch: () => {
      if (random.chance(1 / 6)) {
        const query = filters(random, { pageSize: 20 });
        if (![...query.keys()].some((key) => key !== 'offset')) query.set('category', random.pick(categories));
        return `/api/services/search?${query}`;
      }
      return `/api/services/search?${filters(random, { term: nextTerm(), pageSize: 20 })}`;
    },
    /** GET /api/services: the flat search's questions asked for a day (and often a part of it), a third of them sorted. */
    flatSearchByWhen: () => {
      const query = when(filters(random, { term: nextTerm(), pageSize: 20 }), random);
      query.set('limit', '20');
      return `/api/services?${random.chance(1 / 3) ? sorted(query, random) : query}`;
    },
    /** GET /api/services/search: the grouped search's questions asked for a day, a third of them sorted. */
    groupedSearchByWhen: () => {
      const query = when(filters(random, { term: nextTerm(), pageSize: 20 }), random);
      return `/api/services/search?${random.chance(1 / 3) ? sorted(query, random) : query}`;
    },
    /** GET /api/services: the flat search's questions in another order than best match. */
    flatSearchSorted: () => {
      const query = sorted(filters(random, { term: nextTerm(), pageSize: 20 }), random);
      query.set('limit', '20');
      return `/api/services?${query}`;
    },
    /** GET /api/services/last-minute: the home page's "Last-minute today" row, the cheapest times left today near central London. */
    lastMinuteToday: () => '/api/services/last-minute',
  };
}
