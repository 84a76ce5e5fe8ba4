import { PRICE_CHIPS, SEARCH_SCORES, countingBound, effectivePricePence, priceChipFor } from '@lull/domain/catalogue-filters';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/database';
import { priceChipOf, services } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { type BusinessPageRow, type CatalogueFilter, listServices, matchingServicesOf, searchBusinesses } from '../src/modules/catalogue/catalogue.repository';
import { type CatalogueIndex, createCatalogueIndex } from '../src/modules/catalogue/catalogue-index';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { openTestDatabase } from './support/test-database';
import { type Random, seededRandom } from './support/seeded-random';

/**
 * The catalogue answers from catalogue_entries (kept by triggers) with one strpos per row for relevance.
 * These tests hold it to the queries it replaced, kept below verbatim as the reference: over a random
 * catalogue full of near-misses (prefixes, case, LIKE wildcards, the parts' separator U+001F, businesses
 * that are paused or unapproved…) and random filters, every page, score, distance, total and category
 * list must be the same, before and after random edits of businesses and services.
 */

// ---- The reference: the catalogue's SQL before catalogue_entries, over services `s` and merchants `m`. ----

const EARTH_RADIUS_MILES = 3958.8;
const listed = sql`s.approval_status = 'approved' and s.is_active and m.status = 'approved' and not m.is_paused`;
const usableOffPeakPrice = sql`(s.off_peak_price_pence is not null and s.off_peak_price_pence >= 0 and s.off_peak_price_pence < s.price_pence)`;

function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function distanceExpression(near: CatalogueFilter['near']): SQL {
  if (!near) return sql`null::double precision`;
  const latitude = sql`${near.latitude}::double precision`;
  const longitude = sql`${near.longitude}::double precision`;
  return sql`(${EARTH_RADIUS_MILES}::double precision * 2 * asin(sqrt(
    power(sin(radians(m.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(m.latitude)) * power(sin(radians(m.longitude - ${longitude}) / 2), 2))))`;
}

function scoreExpression(term: string): SQL {
  if (!term) return sql`1`;
  const contains = likeContains(term);
  const startsWith = `${contains.slice(1)}`;
  return sql`case
    when lower(s.name) = ${term} then ${SEARCH_SCORES.exactName}
    when lower(s.name) like ${startsWith} escape '\\' then ${SEARCH_SCORES.nameStartsWith}
    when lower(s.name) like ${contains} escape '\\' then ${SEARCH_SCORES.nameContains}
    when lower(m.business_name) like ${contains} escape '\\' then ${SEARCH_SCORES.businessNameContains}
    when lower(s.category) like ${contains} escape '\\' then ${SEARCH_SCORES.categoryContains}
    when lower(s.description) like ${contains} escape '\\' then ${SEARCH_SCORES.descriptionContains}
    else 0 end`;
}

function conditions(filter: CatalogueFilter, options: { ignoreCategories?: boolean } = {}): SQL {
  const parts: SQL[] = [listed];
  if (filter.term) {
    const contains = likeContains(filter.term);
    parts.push(sql`s.id in (
      select id from services where lower(name) like ${contains} escape '\\' or lower(category) like ${contains} escape '\\' or lower(description) like ${contains} escape '\\'
      union
      select sv.id from services sv join merchants mv on mv.id = sv.merchant_id where lower(mv.business_name) like ${contains} escape '\\')`);
  }
  if (!options.ignoreCategories && filter.categories.length > 0) {
    parts.push(sql`lower(s.category) in (${sql.join(filter.categories.map((category) => sql`${category}`), sql`, `)})`);
  }
  if (filter.merchantId) parts.push(sql`s.merchant_id = ${filter.merchantId}`);
  if (filter.priceRanges.length > 0) {
    const effectivePrice = sql`(case when ${usableOffPeakPrice} then s.off_peak_price_pence else s.price_pence end)`;
    const ranges = filter.priceRanges.map(({ minPence, maxPence }) =>
      maxPence === null ? sql`${effectivePrice} >= ${minPence}` : sql`(${effectivePrice} >= ${minPence} and ${effectivePrice} < ${maxPence})`,
    );
    parts.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (filter.near?.withinMiles !== undefined) {
    const { latitude, withinMiles } = filter.near;
    const latitudeSpan = withinMiles / 69;
    const longitudeSpan = withinMiles / (69 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
    parts.push(sql`m.latitude between ${latitude - latitudeSpan}::double precision and ${latitude + latitudeSpan}::double precision`);
    parts.push(sql`m.longitude between ${filter.near.longitude - longitudeSpan}::double precision and ${filter.near.longitude + longitudeSpan}::double precision`);
    parts.push(sql`${distanceExpression(filter.near)} <= ${withinMiles}::double precision`);
  }
  return sql.join(parts, sql` and `);
}

function matchesCte(filter: CatalogueFilter): SQL {
  return sql`with matches as (
    select s.id, s.merchant_id, s.name, ${scoreExpression(filter.term)} as score, ${distanceExpression(filter.near)} as distance
    from services s join merchants m on m.id = s.merchant_id
    where ${conditions(filter)}
  ), scored as (select * from matches where score > 0)`;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Found = { id: string; score: number; distance: number | null };
const asFound = (row: { id: string; score: number | string; distance: number | string | null }): Found => ({
  id: row.id,
  score: Number(row.score),
  distance: nearTo(row.distance === null ? null : Number(row.distance)),
});

async function referenceList(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }) {
  const saving = sql`(case when ${usableOffPeakPrice} and s.price_pence > 0
    then (s.price_pence - s.off_peak_price_pence)::float / s.price_pence else 0 end)`;
  const found = await rows<{ id: string; score: number; distance: number | null }>(
    db,
    sql`${matchesCte(filter)}
      select s.id, scored.score, scored.distance
      from scored join services s on s.id = scored.id join merchants m on m.id = s.merchant_id
      order by scored.distance asc nulls last, scored.score desc, ${saving} desc, m.business_name, s.name, s.id
      limit ${page.limit} offset ${page.offset}`,
  );
  const [count] = await rows<{ total: number | string }>(db, sql`${matchesCte(filter)} select count(*) as total from scored`);
  return { rows: found.map(asFound), total: Number(count!.total) };
}

async function referenceSearch(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }) {
  const businesses = await rows<{ merchant_id: string; best_score: number | string; distance: number | string | null }>(
    db,
    sql`${matchesCte(filter)}, per_business as (
        select merchant_id, max(score) as best_score, min(distance) as distance, count(*) as service_count from scored group by merchant_id)
      select b.merchant_id, b.best_score, b.distance
      from per_business b join merchants m on m.id = b.merchant_id
      order by b.distance asc nulls last, b.best_score desc, m.business_name, b.merchant_id
      limit ${page.limit} offset ${page.offset}`,
  );
  const [totals] = await rows<{ businesses: number | string; services: number | string }>(
    db,
    sql`${matchesCte(filter)} select count(distinct merchant_id) as businesses, count(*) as services from scored`,
  );
  const categories = await rows<{ category: string }>(
    db,
    sql`select distinct s.category from services s join merchants m on m.id = s.merchant_id
      where ${conditions(filter, { ignoreCategories: true })} and ${scoreExpression(filter.term)} > 0
      order by s.category`,
  );
  const merchantIds = businesses.map((row) => row.merchant_id);
  const matching = merchantIds.length
    ? await rows<{ id: string; score: number; distance: number | null }>(
        db,
        sql`${matchesCte(filter)}
          select s.id, scored.score, scored.distance
          from scored join services s on s.id = scored.id join merchants m on m.id = s.merchant_id
          where s.merchant_id in (${sql.join(merchantIds.map((id) => sql`${id}::uuid`), sql`, `)})
          order by scored.score desc, s.price_pence, s.name, s.id`,
      )
    : [];
  return {
    businesses: businesses.map((row) => ({
      merchantId: row.merchant_id,
      bestScore: Number(row.best_score),
      distanceMiles: nearTo(row.distance === null ? null : Number(row.distance)),
    })),
    totalBusinesses: Number(totals!.businesses),
    totalServices: Number(totals!.services),
    categories: categories.map((row) => row.category),
    services: matching.map(asFound),
  };
}

// ---- A random catalogue and random questions, from a fixed seed. ----

const TOKENS = ['gel', 'Gel', 'GEL', 'ge', 'el', 'nails', 'nail', 'brow', 'lash', 'spa', 'studio', '50%', 'a_b', 'x\\y', 'é', 'É', '\u001f', 'ng', ' '];
const CATEGORIES = ['Nails', 'nails', 'Hair', 'Gel Care', 'Brows & Lashes', 'Spa\u001fGel', 'Massage'];
const PRICES = [0, 1, 999, 2999, 3000, 3001, 4500, 5999, 6000, 6001, 9999, 10000, 10001, 15000];
// A few places around London, close together so distance filters keep some and drop some.
const ORIGINS = [
  { latitude: 51.5411, longitude: -0.0649 },
  { latitude: 51.5072, longitude: -0.1276 },
  { latitude: 51.4627, longitude: -0.1385 },
];


function words(random: Random, count: [number, number]): string {
  const parts = Array.from({ length: random.int(...count) }, () => random.pick(TOKENS));
  return parts.join(random.chance(0.5) ? ' ' : '');
}

function merchantValues(random: Random) {
  const place = random.pick(ORIGINS);
  const positioned = random.chance(0.9);
  return {
    businessName: words(random, [1, 3]),
    status: random.pick(['approved', 'approved', 'approved', 'approved', 'pending_review', 'declined'] as const),
    isPaused: random.chance(0.15),
    latitude: positioned ? place.latitude + (random.next() - 0.5) * 0.2 : null,
    longitude: positioned ? place.longitude + (random.next() - 0.5) * 0.3 : null,
  };
}

function serviceValues(random: Random) {
  const pricePence = random.pick(PRICES);
  const offPeak = random.pick([null, null, ...PRICES, 2999, 3000, 5999]);
  return {
    name: words(random, [1, 3]),
    description: random.chance(0.2) ? '' : words(random, [0, 4]),
    category: random.pick(CATEGORIES),
    pricePence,
    offPeakPricePence: offPeak !== null && offPeak < pricePence ? offPeak : null,
    approvalStatus: random.pick(['approved', 'approved', 'approved', 'approved', 'pending', 'rejected'] as const),
    isActive: random.chance(0.9),
  };
}

function randomFilter(random: Random, merchantIds: string[], names: string[]): CatalogueFilter {
  let term = '';
  const kind = random.int(0, 9);
  if (kind <= 3) term = random.pick(TOKENS);
  else if (kind <= 6) {
    const name = random.pick(names);
    const start = random.int(0, name.length);
    term = name.slice(start, start + random.int(1, 8));
  } else if (kind === 7) term = words(random, [2, 2]);
  else if (kind === 8) term = random.pick(names);
  term = term.trim().toLowerCase();
  const near = random.chance(0.3)
    ? { ...random.pick(ORIGINS), withinMiles: random.chance(0.8) ? random.pick([1, 3, 5, 10]) : undefined }
    : undefined;
  return {
    term,
    categories: random.chance(0.3) ? Array.from({ length: random.int(1, 2) }, () => random.pick(CATEGORIES).toLowerCase()) : [],
    merchantId: random.chance(0.1) ? random.pick(merchantIds) : undefined,
    priceRanges: random.chance(0.3) ? PRICE_CHIPS.filter(() => random.chance(0.5)) : [],
    near,
  };
}

let handle: DatabaseHandle;
let db: Database;
/** Looks for changes before every answer, as in tests and development: it follows each edit below at once. */
let catalogueIndex: CatalogueIndex;
const random = seededRandom(20261124);
let merchantIds: string[] = [];

async function catalogueNames(): Promise<string[]> {
  const found = await rows<{ name: string }>(db, sql`select lower(name) as name from services union all select lower(business_name) from merchants`);
  return found.map((row) => row.name);
}

async function expectSameAnswers(questions: number) {
  const names = await catalogueNames();
  for (let question = 0; question < questions; question += 1) {
    const filter = randomFilter(random, merchantIds, names);
    const page = { limit: random.int(1, 8), offset: random.chance(0.6) ? 0 : random.int(1, 12) };
    await expectSameList(filter, page);
    await expectSameGrouped(filter, page);
  }
}

/** The grouped page answers as the reference does: the same businesses and services, the totals counted up to `countingBound`. */
async function expectSameGrouped(filter: CatalogueFilter, page: { limit: number; offset: number }) {
  const context = JSON.stringify({ filter, page });
  const expectedGrouped = await referenceSearch(db, filter, page);
  const expected = {
    context,
    ...expectedGrouped,
    totalBusinesses: Math.min(expectedGrouped.totalBusinesses, countingBound(page)),
    totalServices: Math.min(expectedGrouped.totalServices, countingBound(page)),
  };
  const statementMatches = (merchantIds: string[]) => matchingServicesOf(db, filter, merchantIds);
  const answerOf = async (grouped: Pick<Awaited<ReturnType<typeof searchBusinesses>>, 'totalBusinesses' | 'totalServices' | 'categories'> & { businesses: Pick<BusinessPageRow, 'merchantId' | 'bestScore' | 'distanceMiles'>[] }, matchesOf = statementMatches) => ({
    context,
    businesses: grouped.businesses.map(({ merchantId, bestScore, distanceMiles }) => ({ merchantId, bestScore, distanceMiles: nearTo(distanceMiles) })),
    // Counted up to the bound (exactly below it), as the flat list's total is.
    totalBusinesses: Math.min(grouped.totalBusinesses, countingBound(page)),
    totalServices: Math.min(grouped.totalServices, countingBound(page)),
    categories: grouped.categories,
    services: (await matchesOf(grouped.businesses.map((business) => business.merchantId))).map(asFoundFromListed),
  });
  expect(await answerOf(await searchBusinesses(db, filter, page))).toEqual(expected);
  // The page and its businesses' matches as the catalogue index finds them.
  if (!catalogueIndex.answers(filter)) return;
  const indexed = (await catalogueIndex.searchBusinesses(filter, page))!;
  const indexMatches = async (merchantIds: string[]) => (await catalogueIndex.matchingServicesOf(filter, merchantIds))!;
  expect(await answerOf(indexed, indexMatches)).toEqual(expected);
}

/**
 * The flat list answers as the reference does: the same page, and the total counted up to `countingBound`; and so does
 * the catalogue index where it answers (decision 064), with the same counts of the businesses' changes as the statements.
 */
async function expectSameList(filter: CatalogueFilter, page: { limit: number; offset: number }) {
  const context = JSON.stringify({ filter, page });
  const list = await listServices(db, filter, page);
  const expected = await referenceList(db, filter, page);
  const answer = { context, rows: expected.rows, total: Math.min(expected.total, countingBound(page)) };
  expect({ context, rows: list.entries.map(asFoundFromListed), total: Math.min(list.total, countingBound(page)) }).toEqual(answer);
  if (!catalogueIndex.answers(filter)) return;
  const indexed = (await catalogueIndex.listServices(filter, page))!;
  expect({ context, rows: indexed.entries.map(asFoundFromListed), total: indexed.total }).toEqual(answer);
  expect(indexed.entries.map((entry) => entry.businessChanges)).toEqual(list.entries.map((entry) => entry.businessChanges));
}

/**
 * The catalogue index answers as the statements do, which the tests above hold to the reference: the flat list, and
 * the grouped page with its businesses' matches. For a catalogue too large to ask the reference often.
 */
async function expectIndexAsStatements(filter: CatalogueFilter, page: { limit: number; offset: number }) {
  const context = JSON.stringify({ filter, page });
  const list = await listServices(db, filter, page);
  const indexedList = (await catalogueIndex.listServices(filter, page))!;
  expect({ context, rows: indexedList.entries.map(asFoundFromListed), total: indexedList.total }).toEqual({
    context,
    rows: list.entries.map(asFoundFromListed),
    total: Math.min(list.total, countingBound(page)),
  });
  const grouped = await searchBusinesses(db, filter, page);
  const indexed = (await catalogueIndex.searchBusinesses(filter, page))!;
  const placedOf = (found: Pick<BusinessPageRow, 'merchantId' | 'bestScore' | 'distanceMiles'>[]) =>
    found.map(({ merchantId, bestScore, distanceMiles }) => ({ merchantId, bestScore, distance: nearTo(distanceMiles) }));
  const merchantIds = grouped.businesses.map((business) => business.merchantId);
  expect({
    context,
    businesses: placedOf(indexed.businesses),
    totals: [indexed.totalBusinesses, indexed.totalServices],
    categories: indexed.categories,
    services: (await catalogueIndex.matchingServicesOf(filter, merchantIds))!.map(asFoundFromListed),
  }).toEqual({
    context,
    businesses: placedOf(grouped.businesses),
    totals: [Math.min(grouped.totalBusinesses, countingBound(page)), Math.min(grouped.totalServices, countingBound(page))],
    categories: grouped.categories,
    services: (await matchingServicesOf(db, filter, merchantIds)).map(asFoundFromListed),
  });
}

/**
 * A distance to a billionth of a mile: JavaScript's sine and arcsine may differ from PostgreSQL's in the last bit, so
 * the index's distances (worked out operation for operation as the statements' are) can be a bit apart.
 */
function nearTo(miles: number | null): number | null {
  return miles === null ? null : Math.round(miles * 1e9) / 1e9;
}

function asFoundFromListed(row: { id: string; score: number; distanceMiles: number | null }): Found {
  return { id: row.id, score: row.score, distance: nearTo(row.distanceMiles) };
}

async function expectEntriesUpToDate() {
  const stale = await rows<{ service_id: string }>(
    db,
    sql`(select * from catalogue_entry_source except select service_id, merchant_id, listed, search_text, name_length, business_name_length,
        category_length, name, business_name, category, category_key, effective_price_pence, saving, latitude, longitude from catalogue_entries)
      union all
      (select service_id, merchant_id, listed, search_text, name_length, business_name_length, category_length, name, business_name,
        category, category_key, effective_price_pence, saving, latitude, longitude from catalogue_entries except select * from catalogue_entry_source)`,
  );
  expect(stale).toEqual([]);
  const miscounted = await rows<{ category: string }>(
    db,
    sql`(select category, effective_price_pence, count(*)::integer from catalogue_entries where listed group by 1, 2
        except select category, effective_price_pence, services from catalogue_counts where services <> 0)
      union all
      (select category, effective_price_pence, services from catalogue_counts where services <> 0
        except select category, effective_price_pence, count(*)::integer from catalogue_entries where listed group by 1, 2)`,
  );
  expect(miscounted).toEqual([]);
  // catalogue_terms: each part's values among the listed entries, with how many carry each (decision 063).
  const termsAmiss = await rows<{ part: number }>(
    db,
    sql`(select part, key, services from catalogue_terms where services <> 0
        except select p.part, p.key, count(*)::integer from catalogue_entries e
          cross join lateral catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p where e.listed group by 1, 2)
      union all
      (select p.part, p.key, count(*)::integer from catalogue_entries e
          cross join lateral catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p where e.listed group by 1, 2
        except select part, key, services from catalogue_terms where services <> 0)`,
  );
  expect(termsAmiss).toEqual([]);
  // catalogue_term_categories: the same, per category.
  const termCategoriesAmiss = await rows<{ part: number }>(
    db,
    sql`(select part, key, category, services from catalogue_term_categories where services <> 0
        except select p.part, p.key, e.category, count(*)::integer from catalogue_entries e
          cross join lateral catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p where e.listed group by 1, 2, 3)
      union all
      (select p.part, p.key, e.category, count(*)::integer from catalogue_entries e
          cross join lateral catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p where e.listed group by 1, 2, 3
        except select part, key, category, services from catalogue_term_categories where services <> 0)`,
  );
  expect(termCategoriesAmiss).toEqual([]);
  // The parts as the order indexes read them: lower(name), lower(business_name), lower(category).
  const [parts] = await rows<{ differing: number | string }>(
    db,
    sql`select count(*) as differing from catalogue_entries e where substr(e.search_text, 1, e.name_length) <> lower(e.name)
      or substr(e.search_text, e.name_length + 2, e.business_name_length) <> lower(e.business_name)
      or substr(e.search_text, e.name_length + e.business_name_length + 3, e.category_length) <> lower(e.category)`,
  );
  expect(Number(parts!.differing)).toBe(0);
}

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  catalogueIndex = createCatalogueIndex({ db, lagMs: 0 });
  for (let index = 0; index < 14; index += 1) {
    const { merchant } = await createMerchant(db, merchantValues(random));
    merchantIds.push(merchant.id);
    for (let count = random.int(0, 7); count > 0; count -= 1) await createService(db, merchant.id, serviceValues(random));
  }
});
afterAll(() => handle.close());

// Hundreds of queries compared two ways: on 2 shared cores under load they need longer than one request's test.
describe('catalogue search over catalogue_entries', { timeout: 120_000 }, () => {
  it('keeps every service’s entry equal to its source, the counters equal to the entries, and the effective price equal to the domain’s', async () => {
    await expectEntriesUpToDate();
    const prices = await rows<{ price_pence: number; off_peak_price_pence: number | null; effective_price_pence: number }>(
      db,
      sql`select s.price_pence, s.off_peak_price_pence, e.effective_price_pence from services s join catalogue_entries e on e.service_id = s.id`,
    );
    for (const row of prices) {
      expect(row.effective_price_pence).toBe(effectivePricePence({ pricePence: row.price_pence, offPeakPricePence: row.off_peak_price_pence }));
    }
  });

  it('browses every category and price chip, alone and together, page by page, in the order it replaced', async () => {
    const chipSets = [[], ...PRICE_CHIPS.map((chip) => [chip]), [PRICE_CHIPS[0]!, PRICE_CHIPS[3]!], [...PRICE_CHIPS]];
    const categorySets = [[], ...CATEGORIES.map((category) => [category.toLowerCase()]), CATEGORIES.slice(0, 2).map((category) => category.toLowerCase())];
    for (const priceRanges of chipSets) {
      for (const categories of categorySets) {
        for (const page of [{ limit: 4, offset: 0 }, { limit: 3, offset: 5 }]) {
          await expectSameList({ term: '', categories, priceRanges }, page);
        }
      }
    }
  });

  it('keeps the browse indexes’ price chip equal to the domain’s chips', async () => {
    const chips = await rows<{ effective_price_pence: number; chip: number }>(
      db,
      sql`select effective_price_pence, ${priceChipOf(sql`effective_price_pence`)} as chip from catalogue_entries
        union all select pence, ${priceChipOf(sql`pence`)} from unnest(${sql.raw(`array[${PRICE_CHIPS.flatMap((chip) => [chip.minPence, chip.minPence - 1, chip.maxPence ?? 1_000_000]).filter((pence) => pence >= 0).join(',')}]`)}) as pence`,
    );
    for (const { effective_price_pence: pence, chip } of chips) expect({ pence, chip: PRICE_CHIPS[chip]?.id }).toEqual({ pence, chip: priceChipFor(pence)?.id });
  });

  it('answers exactly as the queries it replaced: pages, scores, distances, totals and categories', async () => {
    await expectSameAnswers(150);
  });

  it('still does after businesses and services change, are added and are removed', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (const merchantId of merchantIds) {
        if (random.chance(0.4)) await db.update(merchants).set(merchantValues(random)).where(eq(merchants.id, merchantId));
      }
      const serviceIds = (await db.select({ id: services.id }).from(services)).map((row) => row.id);
      for (const serviceId of serviceIds) {
        const roll = random.next();
        if (roll < 0.25) await db.update(services).set(serviceValues(random)).where(eq(services.id, serviceId));
        else if (roll < 0.3) await db.update(services).set({ merchantId: random.pick(merchantIds) }).where(eq(services.id, serviceId));
      }
      await db.delete(services).where(inArray(services.id, serviceIds.filter(() => random.chance(0.05))));
      for (let count = random.int(1, 6); count > 0; count -= 1) await createService(db, random.pick(merchantIds), serviceValues(random));
      // One statement changing several businesses at once, as an admin's bulk action would.
      await db.update(merchants).set({ isPaused: false }).where(inArray(merchants.id, merchantIds.slice(0, 4)));
      await expectEntriesUpToDate();
      await expectSameAnswers(60);
    }
  });

  it('finds a name typed with the separator the entries use between their parts, and nothing across two parts', async () => {
    const { merchant } = await createMerchant(db, { businessName: 'Joined Up' });
    merchantIds = [...merchantIds, merchant.id];
    const service = await createService(db, merchant.id, { name: `Odd${'\u001f'}Name`, description: 'plain' });
    const odd = await listServices(db, { term: `odd${'\u001f'}name`, categories: [], priceRanges: [], merchantId: merchant.id }, { limit: 5, offset: 0 });
    expect(odd.entries.map((entry) => [entry.id, entry.score])).toEqual([[service.id, SEARCH_SCORES.exactName]]);
    // "name" ends the service's name and "joined" begins the business name: the joined text holds
    // "name\u001fjoined", which no part does.
    const across = await listServices(db, { term: `name${'\u001f'}joined`, categories: [], priceRanges: [], merchantId: merchant.id }, { limit: 5, offset: 0 });
    expect(across).toEqual({ entries: [], total: 0 });
    // The index looks for a term in its values joined by NUL, which no stored text holds: a term with one finds nothing.
    for (const term of [`name${'\u0000'}joined`, '\u0000', `odd${'\u0000'}`]) {
      expect(await catalogueIndex.listServices({ term, categories: [], priceRanges: [] }, { limit: 5, offset: 0 })).toEqual({ entries: [], total: 0 });
    }
    expect((await catalogueIndex.listServices({ term: 'joined up', categories: [], priceRanges: [] }, { limit: 5, offset: 0 }))!.total).toBe(1);
  });

  it('answers the same past a thousand matches, where bands are read value by value or walked and areas are bounded by the nearest', async () => {
    // 2,400 more services (more than twice the bound, so the grouped page also samples its matches) in one statement: names from a short list (values read one by one) and 700 distinct ones
    // (a band too wide for that, walked), descriptions from a few, businesses spread around the origins.
    const kinds = ['Gel Polish', 'Gel Nails', 'Classic Manicure', 'Studio Blow-Dry', 'Glossy Gel', 'Deep Tissue'];
    const descriptions = ['Shape and a glossy finish.', 'Gel colour that lasts.', '', 'A studio classic.'];
    const more = Array.from({ length: 2400 }, (_unused, index) => ({
      merchantId: merchantIds[index % merchantIds.length]!,
      name: index % 7 < 3 ? `Gel ${index} Polish` : random.pick(kinds),
      description: index % 50 === 0 ? `Unique gel note ${index}` : random.pick(descriptions),
      category: random.pick(CATEGORIES),
      pricePence: random.pick(PRICES),
      durationMinutes: 30,
      approvalStatus: 'approved' as const,
      isActive: true,
    }));
    // A third at half price off-peak: savings vary, so the list's order is not the names'.
    await db.insert(services).values(more.map((service, index) => ({ ...service, offPeakPricePence: index % 3 === 0 && service.pricePence > 1 ? Math.floor(service.pricePence / 2) : null })));
    await db.update(merchants).set({ status: 'approved', isPaused: false }).where(inArray(merchants.id, merchantIds));
    await expectEntriesUpToDate();
    const terms = ['gel', 'gel polish', 'gel nails', 'polish', 'glossy', 'studio', 'classic manicure', 'nails', 'a', 'el', 'gel 1', 'note', 'tissue', 'zzz'];
    for (let question = 0; question < 120; question += 1) {
      const filter: CatalogueFilter = {
        term: random.pick(terms),
        categories: random.chance(0.25) ? [random.pick(CATEGORIES).toLowerCase()] : [],
        priceRanges: random.chance(0.25) ? PRICE_CHIPS.filter(() => random.chance(0.5)) : [],
        near: random.chance(0.3) ? { ...random.pick(ORIGINS), withinMiles: random.chance(0.6) ? random.pick([1, 3, 10]) : undefined } : undefined,
      };
      const page = { limit: random.int(1, 20), offset: random.chance(0.5) ? 0 : random.int(1, 40) };
      await expectSameList(filter, page);
      await expectSameGrouped(filter, page);
    }
  });

  it('answers near a point past a thousand businesses as the statements do, the area read nearest first until its page and counts are known', async () => {
    // 1,100 businesses of one or two services each, spread over about eight miles by eleven around the origins.
    await db.execute(sql`insert into users (email, first_name, role, referral_code)
      select 'ring-owner-' || n || '@lull.test', 'Owner', 'merchant', 'R' || lpad(n::text, 7, '0') from generate_series(1, 1100) n`);
    await db.execute(sql`insert into merchants (user_id, business_name, business_category, email, address_line1, city, postcode, latitude, longitude,
        availability_hours, status, is_verified, description)
      select u.id, 'Ring ' || (array['Rooms', 'Studio', 'House'])[1 + n % 3] || ' ' || n, 'Nail Salon', 'ring' || n || '@lull.test', n || ' Ring Road',
        'London', 'E1 6AN', 51.44 + (n * 7919 % 1200) / 10000.0, -0.18 + (n * 104729 % 1600) / 10000.0, 'Daily: 09:00-18:00', 'approved', true, ''
      from generate_series(1, 1100) n join users u on u.email = 'ring-owner-' || n || '@lull.test'`);
    await db.execute(sql`insert into services (merchant_id, name, description, category, price_pence, off_peak_price_pence, duration_minutes, approval_status, is_active)
      select m.id, (array['Ring Facial', 'Ring Gel', 'Gel Ring ' || k, 'Classic Manicure'])[1 + (k + length(m.business_name)) % 4], 'A ring of calm.',
        (array['Nails', 'Hair', 'Gel Care', 'Massage'])[1 + (k * 7 + length(m.business_name)) % 4], 2000 + (k * 37 + length(m.business_name) * 11) % 90 * 100,
        case when k % 3 = 0 then 1500 else null end, 30, 'approved', true
      from merchants m cross join generate_series(1, 2) k where m.business_name like 'Ring %' and (k = 1 or length(m.business_name) % 2 = 0)`);
    await expectEntriesUpToDate();
    const terms = ['', '', 'ring', 'a', 'gel', 'ring facial', 'calm', 'zzz'];
    for (let question = 0; question < 60; question += 1) {
      const filter: CatalogueFilter = {
        term: random.pick(terms),
        categories: random.chance(0.2) ? [random.pick(['nails', 'hair', 'massage'])] : [],
        priceRanges: random.chance(0.2) ? PRICE_CHIPS.filter(() => random.chance(0.5)) : [],
        near: { ...random.pick(ORIGINS), withinMiles: random.pick([1, 3, 10, 10]) },
      };
      // Pages near the bound as well, whose last place is settled only well after the count reaches it.
      const page = { limit: random.int(1, 20), offset: random.pick([0, random.int(1, 40), random.int(960, 1040)]) };
      await expectIndexAsStatements(filter, page);
    }
  });
});
