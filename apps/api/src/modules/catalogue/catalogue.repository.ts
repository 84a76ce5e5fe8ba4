import { PRICE_CHIPS, SEARCH_SCORES, countingBound } from '@lull/domain/catalogue-filters';
import type { IsoDate } from '@lull/domain/london-time';
import { MIN_REVIEWS_TO_RANK, type SearchSort, TIME_OF_DAY, type TimeOfDay } from '@lull/domain/search-when';
import type { MerchantOffPeakPricing } from '@lull/domain/off-peak';
import type { TeamMemberDiary } from '@lull/domain/slots';
import type { WorkingRange } from '@lull/domain/team';
import { and, asc, avg, count, eq, isNull, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedSql } from '../../db/prepared';
import { type OffPeakPricingJson, offPeakPricingFromJson, offPeakPricingJson } from '../../db/sql-rules';
import { priceChipOf, reviews } from '../../db/schema/catalogue';
import { merchantFiles, merchants } from '../../db/schema/merchants';

/** What the catalogue can be filtered by, already checked and normalised by the service. */
export interface CatalogueFilter {
  /** Lower-cased, trimmed search term; empty means "no search". */
  term: string;
  /** Lower-cased category names. */
  categories: string[];
  merchantId?: string;
  serviceIds?: string[];
  priceRanges: { minPence: number; maxPence: number | null }[];
  near?: { latitude: number; longitude: number; withinMiles?: number };
  /** The order asked for; best match when absent (`listOrder`). */
  sort?: SearchSort;
  /**
   * Only services with a free start that London day, in the part of it asked for, later than `afterMinute`
   * (minutes after midnight: now's on today, else -1), as `service_free_days` has them (decision 052).
   */
  day?: { date: IsoDate; timeOfDay?: TimeOfDay; afterMinute: number };
}

export interface ListedServiceRow {
  id: string;
  merchantId: string;
  name: string;
  description: string;
  category: string;
  pricePence: number;
  offPeakPricePence: number | null;
  durationMinutes: number;
  materials: string | null;
  imageUrl: string | null;
  availabilitySchedule: string | null;
  businessName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  logoUrl: string | null;
  availabilityHours: string;
  /** The service's clean-up time after each treatment (decision 050). */
  bufferMinutes: number;
  /**
   * With `CardTimesInputs` only: the business's active members who perform the service, in the salon's order, each
   * with their hours and their busy time (bookings with buffers, blocks) in that span.
   */
  team: TeamMemberDiary[];
  /** With `CardTimesInputs` only: when the first hold among that busy time runs out (its time is free again), else null. */
  holdsExpireAt: Date | null;
  /** Its business's off-peak pricing of it (an affected service of a business with active schedules), else null: the default rule. */
  merchantPricing: MerchantOffPeakPricing | null;
  /** Its business's average of visible reviews (null without one) and how many there are. */
  merchantRating: number | null;
  merchantReviewCount: number;
}

/**
 * Asks a listing to bring, with each service, what its card's free times are worked out from, so a page is one
 * statement: the service's active bookings from `now` until `until`.
 */
export interface CardTimesInputs {
  now: Date;
  until: Date;
}

const EARTH_RADIUS_MILES = 3958.8;
/** Joins the parts of catalogue_entries.search_text (migration 0008); a term containing it takes the slower path. */
const PART_SEPARATOR = '\u001f';

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means exactly that. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A number in a statement, or a prepared statement's placeholder for one. */
type SqlNumber = number | Placeholder;

function distanceExpression(near: { latitude: SqlNumber; longitude: SqlNumber } | undefined): SQL {
  if (!near) return sql`null::double precision`;
  const latitude = sql`${near.latitude}::double precision`;
  const longitude = sql`${near.longitude}::double precision`;
  return sql`(${EARTH_RADIUS_MILES}::double precision * 2 * asin(sqrt(
    power(sin(radians(e.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${longitude}) / 2), 2))))`;
}

/** The scores as integer literals (a bound parameter in every branch would make the CASE text). */
const score = Object.fromEntries(Object.entries(SEARCH_SCORES).map(([rule, points]) => [rule, sql.raw(String(points))])) as Record<
  keyof typeof SEARCH_SCORES,
  SQL
>;

/**
 * The spec's relevance over the columns of `found` (see `found`): the best matching rule wins (exact name
 * 100, name starts with 80, contains 60, business name 40, category 30, description 20); no term scores 1.
 *
 * search_text is name, business name, category and description (lower-cased) joined by U+001F, so a term
 * without that character can only occur inside one part, and its first occurrence (`hit`, one strpos per
 * row) lies in the first part that contains it: exactly the rule that wins. `hit` is never 0 here, because
 * `found` keeps only rows whose search_text contains the term.
 */
function scoreExpression(term: string): SQL {
  if (!term) return sql`1`;
  if (term.includes(PART_SEPARATOR)) return sql`found.part_score`;
  return sql`(case
    when found.hit = 1 and found.name_length = char_length(${term}::text) then ${score.exactName}
    when found.hit = 1 then ${score.nameStartsWith}
    when found.hit <= found.name_length then ${score.nameContains}
    when found.hit <= found.name_length + 1 + found.business_name_length then ${score.businessNameContains}
    when found.hit <= found.name_length + found.business_name_length + 2 + found.category_length then ${score.categoryContains}
    else ${score.descriptionContains} end)`;
}

/** The same rule part by part, for a term that contains the separator itself (a match could span two parts). */
function partScoreExpression(term: string): SQL {
  const contains = likeContains(term);
  const startsWith = `${contains.slice(1)}`;
  const name = sql`substr(e.search_text, 1, e.name_length)`;
  const businessName = sql`substr(e.search_text, e.name_length + 2, e.business_name_length)`;
  const category = sql`substr(e.search_text, e.name_length + e.business_name_length + 3, e.category_length)`;
  const description = sql`substr(e.search_text, e.name_length + e.business_name_length + e.category_length + 4)`;
  return sql`case
    when ${name} = ${term} then ${score.exactName}
    when ${name} like ${startsWith} escape '\\' then ${score.nameStartsWith}
    when ${name} like ${contains} escape '\\' then ${score.nameContains}
    when ${businessName} like ${contains} escape '\\' then ${score.businessNameContains}
    when ${category} like ${contains} escape '\\' then ${score.categoryContains}
    when ${description} like ${contains} escape '\\' then ${score.descriptionContains}
    else 0 end`;
}

/** The last free start of a day, or of a part of it, in `service_free_days` `f`, and the cheapest free price then. */
const FREE_DAY_COLUMNS: Record<TimeOfDay | 'any', { last: SQL; price: SQL }> = {
  morning: { last: sql`f.morning_last`, price: sql`f.morning_price` },
  afternoon: { last: sql`f.afternoon_last`, price: sql`f.afternoon_price` },
  evening: { last: sql`f.evening_last`, price: sql`f.evening_price` },
  any: { last: sql`greatest(f.morning_last, f.afternoon_last, f.evening_last)`, price: sql`least(f.morning_price, f.afternoon_price, f.evening_price)` },
};

/**
 * Searched by day, the entries `e` join the day's free services `day_free` (service_id, price): read once off
 * service_free_days_day_idx and hashed (`offset 0` keeps the planner from probing the index once per match, which it
 * would choose when it guesses few matches and finds thousands). Without a day, nothing.
 */
function dayJoin(filter: CatalogueFilter): SQL {
  if (!filter.day) return sql``;
  const columns = FREE_DAY_COLUMNS[filter.day.timeOfDay ?? 'any'];
  return sql` join (select f.service_id, ${columns.price} as price from service_free_days f
      where f.day = ${filter.day.date}::date and ${columns.last} > ${filter.day.afterMinute} offset 0) day_free on day_free.service_id = e.service_id`;
}

/** The price Lowest price sorts by: the day's cheapest free price when searched by day, else the "from" price. */
const sortPrice = (filter: CatalogueFilter) => (filter.day ? sql`day_free.price` : sql`e.effective_price_pence`);

/** A point, a distance from it, and the box of latitudes and longitudes that distance cannot leave. */
interface Area {
  latitude: SqlNumber;
  longitude: SqlNumber;
  withinMiles: SqlNumber;
  south: SqlNumber;
  north: SqlNumber;
  west: SqlNumber;
  east: SqlNumber;
}

export function areaAround({ latitude, longitude, withinMiles }: Required<NonNullable<CatalogueFilter['near']>>) {
  const latitudeSpan = withinMiles / 69;
  const longitudeSpan = withinMiles / (69 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return {
    latitude,
    longitude,
    withinMiles,
    south: latitude - latitudeSpan,
    north: latitude + latitudeSpan,
    west: longitude - longitudeSpan,
    east: longitude + longitudeSpan,
  } satisfies Area;
}

/**
 * Entries `e` within an area: inside its box (latitude and longitude ranges), then by the true great-circle distance.
 * With `positionIndex`, the box is also asked of the position index (`<@`), the way to read few entries near a point;
 * without, the planner, which guesses `<@` matches almost nothing, stays free to walk another index in its order and
 * test each entry.
 */
function withinArea(area: Area, { positionIndex }: { positionIndex: boolean }): SQL {
  const { south, north, west, east, withinMiles } = area;
  return sql.join(
    [
      ...(positionIndex ? [sql`point(e.longitude, e.latitude) <@ box(point(${west}, ${south}), point(${east}, ${north}))`] : []),
      sql`e.latitude between ${south}::double precision and ${north}::double precision`,
      sql`e.longitude between ${west}::double precision and ${east}::double precision`,
      sql`${distanceExpression(area)} <= ${withinMiles}::double precision`,
    ],
    sql` and `,
  );
}

/**
 * The WHERE clause over catalogue_entries `e`: listed, then each filter. A search term narrows through the
 * trigram index on search_text; a distance through the position index (a box around the point), then the
 * true great-circle distance.
 */
function conditions(filter: CatalogueFilter, options: { ignoreCategories?: boolean; merchantIds?: string[]; positionIndex?: boolean } = {}): SQL {
  const parts: SQL[] = [sql`e.listed`];
  if (filter.term) parts.push(sql`e.search_text like ${likeContains(filter.term)} escape '\\'`);
  if (!options.ignoreCategories && filter.categories.length > 0) {
    parts.push(sql`e.category_key in (${sql.join(filter.categories.map((category) => sql`${category}`), sql`, `)})`);
  }
  if (filter.merchantId) parts.push(sql`e.merchant_id = ${filter.merchantId}`);
  if (options.merchantIds) parts.push(sql`e.merchant_id in (${sql.join(options.merchantIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (filter.serviceIds) {
    parts.push(filter.serviceIds.length ? sql`e.service_id in (${sql.join(filter.serviceIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`);
  }
  if (filter.priceRanges.length > 0) {
    const ranges = filter.priceRanges.map(({ minPence, maxPence }) =>
      maxPence === null
        ? sql`e.effective_price_pence >= ${minPence}`
        : sql`(e.effective_price_pence >= ${minPence} and e.effective_price_pence < ${maxPence})`,
    );
    parts.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (filter.near?.withinMiles !== undefined) {
    parts.push(withinArea(areaAround({ ...filter.near, withinMiles: filter.near.withinMiles }), { positionIndex: options.positionIndex ?? true }));
  }
  return sql.join(parts, sql` and `);
}

/**
 * The matching entries as `found`, with what scoring and ordering need: `hit`, the term's first position in
 * search_text, and the distance. With a term, the subquery is kept apart (`offset 0`) so strpos runs once per
 * row however often the score reads `hit`; without one it stays open to the planner, which reads a page in
 * an index's order. A term that contains the separator is scored part by part instead (`part_score`), and a
 * row that matched only across two parts (score 0) is dropped.
 */
function found(filter: CatalogueFilter, options: { ignoreCategories?: boolean; merchantIds?: string[] } = {}): SQL {
  const partScored = filter.term.includes(PART_SEPARATOR);
  const hit = filter.term && !partScored;
  const inner = sql`select ${foundColumns(filter)}
    from catalogue_entries e${dayJoin(filter)}
    where ${conditions(filter, options)}${hit ? sql` offset 0` : sql``}`;
  return partScored ? sql`(select * from (${inner}) part_scored where part_score > 0) found` : sql`(${inner}) found`;
}

/** What `found` gives of each matching entry `e`. */
function foundColumns(filter: CatalogueFilter): SQL {
  const partScored = filter.term.includes(PART_SEPARATOR);
  const hit = filter.term && !partScored;
  return sql`e.service_id, e.merchant_id, e.name, e.business_name, e.category, e.category_key, e.saving,
      ${sortPrice(filter)} as sort_price, e.name_length, e.business_name_length, e.category_length,
      ${filter.sort === 'rating' ? rankedRatingExpression : sql`null::double precision`} as ranked_rating,
      ${hit ? sql`strpos(e.search_text, ${filter.term}::text)` : sql`0`} as hit,
      ${partScored ? partScoreExpression(filter.term) : sql`0`} as part_score,
      ${distanceExpression(filter.near)} as distance`;
}

/**
 * A browse: no term, position, day, business or sort but best match's, whose order (biggest saving, business name,
 * name, id) an index holds for every category and price chip.
 */
function isBrowse(filter: CatalogueFilter): boolean {
  return !filter.term && !filter.near && !filter.day && !filter.merchantId && !filter.serviceIds && (filter.sort ?? 'best') === 'best';
}

/**
 * A browse's first `rows` entries as `found`: each category and price chip asked (or all of them) is a branch read
 * in the list's order off its index (catalogue_entries_category_chip_saving_idx and its kin) and stopped at `rows`,
 * so the page is among a few dozen rows whatever the catalogue's size. Walking one index with the chips as a filter
 * read tens of thousands of rows for a chip whose prices go with small savings (£100+; decision 063).
 */
function browseFound(filter: CatalogueFilter, rows: number): SQL {
  const branches = perCategoryAndChip(filter).map(
    (narrowing) => sql`(select ${foundColumns(filter)} from catalogue_entries e where e.listed${narrowing}
      order by e.saving desc, e.business_name, e.name, e.service_id limit ${rows})`,
  );
  return sql`(${sql.join(branches, sql` union all `)}) found`;
}

/**
 * One condition on `e` for each category and price chip asked together (none: one empty condition), each a key of
 * catalogue_entries_category_chip_saving_idx or its kin, so a branch with it reads the list's order off its index.
 */
function perCategoryAndChip(filter: CatalogueFilter): SQL[] {
  const categories: (string | undefined)[] = filter.categories.length > 0 ? [...new Set(filter.categories)] : [undefined];
  const chips: (number | undefined)[] =
    filter.priceRanges.length > 0 ? [...new Set(filter.priceRanges.map((range) => PRICE_CHIPS.findIndex((chip) => chip.minPence === range.minPence)))] : [undefined];
  return categories.flatMap((category) =>
    chips.map(
      (chip) =>
        sql`${category === undefined ? sql`` : sql` and e.category_key = ${category}`}${
          chip === undefined ? sql`` : sql` and ${priceChipOf(sql`e.effective_price_pence`)} = ${sql.raw(String(chip))}`
        }`,
    ),
  );
}

/**
 * A business's average of visible reviews once it has MIN_REVIEWS_TO_RANK of them, else null: what Best rated
 * ranks by (reviews_merchant_visible_idx answers it per business).
 */
const rankedRatingExpression = sql`(select case when count(*) >= ${sql.raw(String(MIN_REVIEWS_TO_RANK))} then avg(r.rating)::double precision end
  from reviews r where r.merchant_id = e.merchant_id and r.hidden_at is null)`;

/**
 * The sort's own first key over columns named as in `found` (or their per-business aggregates): lowest "from"
 * price, biggest saving, nearest, best rated; none for best match.
 */
function sortKey(sort: SearchSort | undefined, columns: { price: SQL; saving: SQL; distance: SQL; rating: SQL }): SQL[] {
  switch (sort) {
    case 'price':
      return [sql`${columns.price} asc`];
    case 'saving':
      return [sql`${columns.saving} desc`];
    case 'distance':
      return [sql`${columns.distance} asc nulls last`];
    case 'rating':
      return [sql`${columns.rating} desc nulls last`];
    default:
      return [];
  }
}

/**
 * ORDER BY of the flat list over columns named as in `found`: the sort's key, then best match's order (nearest,
 * best match, biggest saving), then name and id, so pages never repeat a service.
 */
function listOrder(filter: CatalogueFilter, table: SQL): SQL {
  const keys: SQL[] = sortKey(filter.sort, {
    price: sql`${table}.sort_price`,
    saving: sql`${table}.saving`,
    distance: sql`${table}.distance`,
    rating: sql`${table}.ranked_rating`,
  });
  if (filter.near) keys.push(sql`${table}.distance asc nulls last`);
  if (filter.term) keys.push(sql`${table}.score desc`);
  keys.push(sql`${table}.saving desc`, sql`${table}.business_name`, sql`${table}.name`, sql`${table}.service_id`);
  return sql.join(keys, sql`, `);
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const serviceColumns = sql`s.id, s.merchant_id, s.name, s.description, s.category, s.price_pence, s.off_peak_price_pence,
  s.duration_minutes, s.buffer_minutes, s.materials, s.image_url, s.availability_schedule, m.business_name, m.address_line1, m.address_line2,
  m.city, m.postcode, m.logo_url, m.availability_hours, ${offPeakPricingJson(sql`s.id`, sql`m.id`)} as pricing,
  ratings.rating as merchant_rating, ratings.review_count as merchant_review_count`;

/** The business `m`'s visible reviews, for the cards' rating (reviews_merchant_visible_idx serves it per row of a page). */
const merchantRatings = sql`cross join lateral (select avg(rating) as rating, count(id) as review_count from reviews where merchant_id = m.id and hidden_at is null) ratings`;

/**
 * The card inputs of the service `s`: the active members who perform it, in the salon's order, as [id, working
 * hours, [[start ms, end ms]…]] with their busy time from the diary (a hold whose five minutes ran out no longer
 * counts, as in `occupiesSlotAt`).
 */
function cardTimesColumns(now: SQL, until: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(t.id, t.working_hours,
        (select coalesce(json_agg(json_build_array(extract(epoch from o.starts_at) * 1000, extract(epoch from o.ends_at) * 1000)), '[]')
          from diary_occupancy o left join bookings b on b.id = o.booking_id
          where o.team_member_id = t.id and o.ends_at > ${now} and o.starts_at < ${until}
            and (o.booking_id is null or b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > ${now})))
      ) order by t.position, t.created_at, t.id), '[]')
      from team_members t join team_member_services ts on ts.team_member_id = t.id and ts.service_id = s.id
      where t.is_active) as team,
    (select min(b.hold_expires_at) from diary_occupancy o join bookings b on b.id = o.booking_id
      join team_member_services ts on ts.team_member_id = o.team_member_id and ts.service_id = s.id
      where o.ends_at > ${now} and o.starts_at < ${until} and b.status = 'pending' and b.hold_expires_at > ${now}) as holds_expire_at`;
}

interface RawServiceRow {
  id: string;
  merchant_id: string;
  name: string;
  description: string;
  category: string;
  price_pence: number;
  off_peak_price_pence: number | null;
  duration_minutes: number;
  buffer_minutes: number;
  materials: string | null;
  image_url: string | null;
  availability_schedule: string | null;
  business_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  logo_url: string | null;
  availability_hours: string;
  team: [string, WorkingRange[] | null, [number | string, number | string][]][];
  holds_expire_at: Date | string | null;
  pricing: OffPeakPricingJson | null;
  merchant_rating: number | string | null;
  merchant_review_count: number | string;
}

function toListedService(row: RawServiceRow): ListedServiceRow {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    description: row.description,
    category: row.category,
    pricePence: Number(row.price_pence),
    offPeakPricePence: row.off_peak_price_pence === null ? null : Number(row.off_peak_price_pence),
    durationMinutes: Number(row.duration_minutes),
    bufferMinutes: Number(row.buffer_minutes ?? 0),
    materials: row.materials,
    imageUrl: row.image_url,
    availabilitySchedule: row.availability_schedule,
    businessName: row.business_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    postcode: row.postcode,
    logoUrl: row.logo_url,
    availabilityHours: row.availability_hours,
    team: row.team.map(([id, workingHours, busy]) => ({
      id,
      isActive: true,
      serviceIds: [row.id],
      workingHours,
      busy: busy.map(([start, end]) => ({ start: new Date(Number(start)), end: new Date(Number(end)) })),
    })),
    holdsExpireAt: row.holds_expire_at === null ? null : new Date(row.holds_expire_at),
    merchantPricing: offPeakPricingFromJson(row.pricing),
    merchantRating: row.merchant_rating === null ? null : Number(row.merchant_rating),
    merchantReviewCount: Number(row.merchant_review_count),
  };
}

/** Whether the totals can be read from catalogue_counts: only category and price filters are on. */
function countedByCategoryAndPrice(filter: CatalogueFilter): boolean {
  return !filter.term && !filter.near && !filter.merchantId && !filter.serviceIds && !filter.day;
}

/** catalogue_counts `c` rows matching the filter's categories (unless ignored) and price chips. */
function countConditions(filter: CatalogueFilter, options: { ignoreCategories?: boolean } = {}): SQL {
  const parts: SQL[] = [sql`c.services > 0`];
  if (!options.ignoreCategories && filter.categories.length > 0) {
    parts.push(sql`lower(c.category) in (${sql.join(filter.categories.map((category) => sql`${category}`), sql`, `)})`);
  }
  if (filter.priceRanges.length > 0) {
    const ranges = filter.priceRanges.map(({ minPence, maxPence }) =>
      maxPence === null
        ? sql`c.effective_price_pence >= ${minPence}`
        : sql`(c.effective_price_pence >= ${minPence} and c.effective_price_pence < ${maxPence})`,
    );
    parts.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * How many services match a filter without a term or a position: from the counters when they can say (exactly), else
 * counted up to `bound`.
 */
function browseServiceCount(filter: CatalogueFilter, bound: number): SQL {
  return countedByCategoryAndPrice(filter)
    ? sql`(select coalesce(sum(c.services), 0) from catalogue_counts c where ${countConditions(filter)})`
    : sql`(select count(*) from (select 1 from catalogue_entries e${dayJoin(filter)} where ${conditions(filter)} limit ${bound}) bounded)`;
}

/**
 * How many services match, counted up to `bound` (`countingBound`: past it, only "more than a thousand" is said, and
 * a broad term's count stops there instead of reading every match; decision 063). Counting needs no score or
 * distance, only the conditions, so it is its own narrow pass; without a term or a position the counters answer it
 * when they can.
 */
function serviceCount(filter: CatalogueFilter, bound: number): SQL {
  if (!filter.term && !filter.near) return browseServiceCount(filter, bound);
  if (filter.term.includes(PART_SEPARATOR)) return sql`(select count(*) from (select 1 from ${found(filter)} limit ${bound}) bounded)`;
  return sql`(select count(*) from (select 1 from catalogue_entries e${dayJoin(filter)} where ${conditions(filter)} limit ${bound}) bounded)`;
}

/** A listed service as a list shows it: where it ranks, how far it is, and what its remembered card is keyed by. */
export interface ListedEntry {
  id: string;
  merchantId: string;
  score: number;
  distanceMiles: number | null;
  /** Its business's count of changes (`free_day_refresh.changes`, -1 before its first): its card is remembered under it. */
  businessChanges: number;
}

interface RawEntryRow {
  service_id: string;
  merchant_id: string;
  score: number | string;
  distance: number | string | null;
  business_changes: number | string;
}

function toListedEntry(row: RawEntryRow): ListedEntry {
  return {
    id: row.service_id,
    merchantId: row.merchant_id,
    score: Number(row.score),
    distanceMiles: row.distance === null ? null : Number(row.distance),
    businessChanges: Number(row.business_changes),
  };
}

/** The business's count of changes of the entry in `table` (a business the job has not met yet counts -1). */
const businessChanges = (table: SQL) =>
  sql`coalesce((select r.changes from free_day_refresh r where r.merchant_id = ${table}.merchant_id), -1) as business_changes`;

/**
 * Searching by bands (decision 063). A term without the separator occurs in an entry exactly when it occurs in one of
 * the entry's four part values, and the part where it first occurs gives the score. So the values that contain the
 * term, looked up in `catalogue_terms`, say which entries match and in which band; each band is read value by value
 * off the values' order indexes, best band first, and stopped once the page is full. A request then reads about as
 * many entries as its page holds, however many match.
 */
interface TermBand {
  score: number;
  part: 1 | 2 | 3 | 4;
  /** Listed services carrying the band's values (some of them may match in an earlier part). */
  services: number;
  /** The values, when few enough to read one by one; else the band is walked in the list's order. */
  keys: string[] | null;
}

/** A band of more values than this is walked in the list's order rather than read value by value. */
const BAND_KEYS_MAX = 200;
/** Business names: each is about one business, so a band of up to this many is still read by value. */
const BAND_BUSINESS_KEYS_MAX = 2000;
/** Reading a band value by value costs up to values × rows needed; past this it is walked instead. */
const BAND_STREAM_BUDGET = 4000;

/** The entry `e`'s value of a part, as the part's order index has it. */
const PART_KEY: Record<TermBand['part'], SQL> = {
  1: sql`lower(e.name)`,
  2: sql`lower(e.business_name)`,
  3: sql`lower(e.category)`,
  4: sql`md5(substr(e.search_text, e.name_length + e.business_name_length + e.category_length + 4))`,
};

/** The values of a part as the index compares them (a description by its digest). */
function partKeys(part: TermBand['part'], keys: readonly string[]): SQL {
  const values = sql.join(keys.map((key) => sql`${key}::text`), sql`, `);
  return part === 4 ? sql`array(select md5(k) from unnest(array[${values}]) k)` : sql`array[${values}]`;
}

/** The term's first occurrence in `e` is in `part`, not an earlier one. */
function firstInPart(part: TermBand['part'], term: string): SQL {
  const hit = sql`strpos(e.search_text, ${term}::text)`;
  if (part === 1) return sql`true`;
  if (part === 2) return sql`${hit} > e.name_length`;
  if (part === 3) return sql`${hit} > e.name_length + 1 + e.business_name_length`;
  return sql`${hit} > e.name_length + e.business_name_length + 2 + e.category_length`;
}

/**
 * The entries `e` scoring exactly `score` for the term, by where it first occurs, written as separate inequalities:
 * the planner takes each for a third, so it walks an order index instead of sorting every match.
 */
function scoringExactly(score: number, term: string): SQL {
  const t = sql`${term}::text`;
  const hit = sql`strpos(e.search_text, ${t})`;
  const [name, business, category] = [sql`e.name_length`, sql`e.business_name_length`, sql`e.category_length`];
  switch (score) {
    case SEARCH_SCORES.exactName:
      return sql`${hit} < 2 and ${hit} + 0 > 0 and ${name} = char_length(${t})`;
    case SEARCH_SCORES.nameStartsWith:
      return sql`${hit} < 2 and ${hit} + 0 > 0 and ${name} > char_length(${t})`;
    case SEARCH_SCORES.nameContains:
      return sql`${hit} > 1 and ${hit} + 0 <= ${name}`;
    case SEARCH_SCORES.businessNameContains:
      return sql`${hit} > ${name} and ${hit} + 0 <= ${name} + 1 + ${business}`;
    case SEARCH_SCORES.categoryContains:
      return sql`${hit} > ${name} + 1 + ${business} and ${hit} + 0 <= ${name} + ${business} + 2 + ${category}`;
    default:
      return sql`${hit} > ${name} + ${business} + 2 + ${category}`;
  }
}

/**
 * The entries `e` of a band: its values' entries matching first in its part, or, without values, those scoring its
 * score, found through the trigram index (or, walking, tested one by one in the list's order).
 */
function inBand(band: TermBand, term: string, { walking = false } = {}): SQL {
  if (band.keys) return sql`${PART_KEY[band.part]} = any(${partKeys(band.part, band.keys)}) and ${firstInPart(band.part, term)}`;
  return walking ? scoringExactly(band.score, term) : sql`e.search_text like ${likeContains(term)} escape '\\' and ${scoringExactly(band.score, term)}`;
}

/** The values of the four parts that contain the term, grouped into score bands, best first. */
async function termBands(db: Database, term: string): Promise<TermBand[]> {
  const found = await rows<{ score: number; part: number; services: number | string; keys: string[] | null }>(
    db,
    sql`select score, part, sum(services) as services,
        case when count(*) <= case when part = 2 then ${BAND_BUSINESS_KEYS_MAX}::int else ${BAND_KEYS_MAX}::int end then array_agg(key) end as keys
      from (select part, key, services, case part when 1 then case when key = ${term}::text then ${score.exactName}
            when left(key, char_length(${term}::text)) = ${term}::text then ${score.nameStartsWith} else ${score.nameContains} end
          when 2 then ${score.businessNameContains} when 3 then ${score.categoryContains} else ${score.descriptionContains} end as score
        from catalogue_terms where services > 0 and key like ${likeContains(term)} escape '\\') matching
      group by score, part order by score desc`,
  );
  return found.map((band) => ({ score: Number(band.score), part: Number(band.part) as TermBand['part'], services: Number(band.services), keys: band.keys }));
}

/**
 * The filter's conditions on `e` other than the term (listed, categories, price chips, the area), with `near` as given.
 * A band's values already narrow it to their entries: only an area of a mile or less is also read off the position
 * index, since asking it for ten miles made the planner read 445,000 entries there for a business's ten.
 */
const filtersBesidesTerm = (filter: CatalogueFilter, near = filter.near) =>
  conditions({ ...filter, term: '', near }, { positionIndex: near?.withinMiles !== undefined && near.withinMiles <= 1 });

/** The entries of every band, each band's disjoint from the others', as `found` (`foundColumns`). */
function allBands(filter: CatalogueFilter, bands: TermBand[], near = filter.near): SQL {
  const branches = bands.map((band) => sql`(select ${foundColumns(filter)} from catalogue_entries e where ${filtersBesidesTerm(filter, near)} and ${inBand(band, filter.term)})`);
  return sql.join(branches, sql` union all `);
}

/** A page of `found` rows scored and in the list's order, as entries. */
function scoredPage(filter: CatalogueFilter, found_: SQL, page: { limit: number; offset: number }): SQL {
  return sql`select page.service_id, page.merchant_id, page.score, page.distance, page.saving, page.business_name, page.name, ${businessChanges(sql`page`)} from (
      select * from (select found.*, ${scoreExpression(filter.term)} as score from ${found_}) ranked
      order by ${listOrder(filter, sql`ranked`)} limit ${page.limit} offset ${page.offset}
    ) page`;
}

/**
 * The matches counted up to `bound` (the bands read lazily, so the count stops there) and, when fewer, their page:
 * every match scored and in the list's order. One statement.
 */
async function countedWithPage(
  db: Database,
  filter: CatalogueFilter,
  bands: TermBand[],
  page: { limit: number; offset: number },
  bound: number,
): Promise<{ counted: number; entries: ListedEntry[] }> {
  const found_ = await rows<Partial<RawEntryRow> & { counted: number | string }>(
    db,
    sql`with matches as materialized (select * from (${allBands(filter, bands)}) found limit ${bound})
      select counted.counted, listed.* from (select count(*) as counted from matches) counted
      left join (${scoredPage(filter, sql`matches found`, page)}) listed on counted.counted < ${bound}
      order by ${listOrder(filter, sql`listed`)}`,
  );
  const counted = Number(found_[0]?.counted ?? 0);
  return { counted, entries: found_.filter((row) => row.service_id).map((row) => toListedEntry(row as RawEntryRow)) };
}

/** Every match within the page's distance, scored and in the list's order: its page. */
async function pageOfAllMatches(db: Database, filter: CatalogueFilter, bands: TermBand[], page: { limit: number; offset: number }, near: CatalogueFilter['near']): Promise<ListedEntry[]> {
  const found_ = await rows<RawEntryRow>(db, sql`${scoredPage(filter, sql`(${allBands(filter, bands, near)}) found`, page)} order by ${listOrder(filter, sql`page`)}`);
  return found_.map(toListedEntry);
}

/**
 * Near a point with many matches: the `count` nearest matches by the position index's own order lie within some
 * great-circle distance D, so the first `count` by distance lie within D too, ties included. Null when fewer match.
 * The area is left out here: asked with it, the planner reads the whole area off the index and sorts it (135 ms for
 * ten miles at 500,000 services, against 1.4 ms), and a D beyond the area only means the area itself is scored.
 */
async function distanceHoldingNearest(db: Database, filter: CatalogueFilter, count: number): Promise<number | null> {
  const near = filter.near!;
  const [row] = await rows<{ furthest: number | string | null; found: number | string }>(
    db,
    sql`select max(nearest.distance) as furthest, count(*) as found from (
        select ${distanceExpression(near)} as distance from catalogue_entries e
        where ${conditions({ ...filter, term: '', near: undefined })} and e.latitude is not null and e.search_text like ${likeContains(filter.term)} escape '\\'
        order by point(e.longitude, e.latitude) <-> point(${near.longitude}::double precision, ${near.latitude}::double precision) limit ${count}) nearest`,
  );
  return Number(row?.found ?? 0) < count || row?.furthest === null || row?.furthest === undefined ? null : Number(row.furthest);
}

/** A band's first `need` entries in the list's order (not near a point): value by value off its order index, or a walk of the list's order. */
async function bandInListOrder(db: Database, filter: CatalogueFilter, band: TermBand, need: number): Promise<ListedEntry[]> {
  const columns = sql`e.service_id, e.merchant_id, e.saving, e.business_name, e.name`;
  const order = (table: SQL) => sql`${table}.saving desc, ${table}.business_name, ${table}.name, ${table}.service_id`;
  let query: SQL;
  if (band.keys && Math.min(band.keys.length * need, band.services) <= BAND_STREAM_BUDGET) {
    query = sql`select x.service_id, x.merchant_id, ${businessChanges(sql`x`)} from unnest(${partKeys(band.part, band.keys)}) k(key)
      cross join lateral (select ${columns} from catalogue_entries e
        where ${PART_KEY[band.part]} = k.key and ${filtersBesidesTerm(filter)} and ${firstInPart(band.part, filter.term)}
        order by ${order(sql`e`)} limit ${need}) x
      order by ${order(sql`x`)} limit ${need}`;
  } else {
    // One branch per category and price chip asked, each walking its own index's order (as a browse does), merged.
    const branches = perCategoryAndChip(filter).map(
      (narrowing) => sql`(select ${columns} from catalogue_entries e
        where ${filtersBesidesTerm(filter)}${narrowing} and ${inBand({ ...band, keys: null }, filter.term, { walking: true })}
        order by ${order(sql`e`)} limit ${need})`,
    );
    query = sql`select x.service_id, x.merchant_id, ${businessChanges(sql`x`)} from (${sql.join(branches, sql` union all `)}) x order by ${order(sql`x`)} limit ${need}`;
  }
  // Not near a point, and every entry of a band scores the band's score.
  return (await rows<RawEntryRow>(db, query)).map((row) => toListedEntry({ ...row, score: band.score, distance: null }));
}

/** Searches by bands: a term without the separator, best match's order, not by day, not of one business. */
function searchesByBands(filter: CatalogueFilter): boolean {
  return Boolean(filter.term) && !filter.term.includes(PART_SEPARATOR) && (filter.sort ?? 'best') === 'best' && !filter.day && !filter.merchantId && !filter.serviceIds;
}

/** The page's entries in the list's order, and the matches counted up to `bound`, by bands. */
async function pageByBands(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }, bound: number): Promise<{ entries: ListedEntry[]; total: number }> {
  const bands = await termBands(db, filter.term);
  if (bands.length === 0) return { entries: [], total: 0 };
  const unfiltered = filter.categories.length === 0 && filter.priceRanges.length === 0 && filter.near?.withinMiles === undefined;
  // Every service carrying a matching value matches: one band alone past the bound says there are more.
  if (!unfiltered || Math.max(...bands.map((band) => band.services)) < bound) {
    const { counted, entries } = await countedWithPage(db, filter, bands, page, bound);
    if (counted < bound) return { entries, total: counted };
  }
  const wanted = page.offset + page.limit;
  if (filter.near) {
    const within = await distanceHoldingNearest(db, filter, wanted);
    const miles = within === null ? filter.near.withinMiles : Math.min(within, filter.near.withinMiles ?? Number.POSITIVE_INFINITY);
    return { entries: await pageOfAllMatches(db, filter, bands, page, { ...filter.near, withinMiles: miles }), total: bound };
  }
  const entries: ListedEntry[] = [];
  for (const band of bands) {
    if (entries.length >= wanted) break;
    entries.push(...(await bandInListOrder(db, filter, band, wanted - entries.length)));
  }
  return { entries: entries.slice(page.offset, wanted), total: bound };
}

/**
 * A flat, paged list of services: nearest first when a position is given, then best match, then biggest
 * saving (the home page's "Available Now"), then name; the id breaks ties so pages never repeat a service.
 * One statement: the page's entries and the total (counted up to `countingBound(page)`, or exactly from the
 * counters). With a term or a position every match is scored for the page, unless the term is read by bands;
 * without, the order is an index's (saving, or category or price chip then saving), so the page is read off it.
 * The cards are read apart (`listedServiceRows`), only those not remembered.
 */
export async function listServices(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }): Promise<{ entries: ListedEntry[]; total: number }> {
  if (searchesByBands(filter)) return pageByBands(db, filter, page, countingBound(page));
  const listed = await pageOfEntries(db, filter, page, serviceCount(filter, countingBound(page)));
  const total = listed[0] ? Number(listed[0].total) : page.offset > 0 ? await countServices(db, filter, countingBound(page)) : 0;
  return { entries: listed.map(toListedEntry), total };
}

/** One statement: a page of the list's entries and `total`. */
function pageOfEntries(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }, total: SQL) {
  return rows<RawEntryRow & { total: number | string }>(
    db,
    sql`select page.service_id, page.merchant_id, page.score, page.distance, ${businessChanges(sql`page`)}, ${total} as total
      from (
        select * from (select found.*, ${scoreExpression(filter.term)} as score from ${isBrowse(filter) ? browseFound(filter, page.offset + page.limit) : found(filter)}) ranked
        order by ${listOrder(filter, sql`ranked`)} limit ${page.limit} offset ${page.offset}
      ) page
      order by ${listOrder(filter, sql`page`)}`,
  );
}

/** The listed services whose ids are given, comma-joined, with their businesses and ratings. */
const listedServicesOf = (ids: SQL | Placeholder) =>
  sql`from catalogue_entries e join services s on s.id = e.service_id join merchants m on m.id = s.merchant_id ${merchantRatings}
    where e.service_id = any(string_to_array(${ids}, ',')::uuid[]) and e.listed`;

/** Their card columns with their free times' inputs, prepared: every list reads the cards it does not remember here. */
const listedServicesWithTeams = preparedSql<RawServiceRow>(
  'listed_services_with_teams',
  sql`select ${serviceColumns}, ${cardTimesColumns(sql`${sql.placeholder('now')}::timestamptz`, sql`${sql.placeholder('until')}::timestamptz`)}
    ${listedServicesOf(sql.placeholder('ids'))}`,
);

/**
 * The listed services of these ids (in no particular order), each with what its card shows and, with `cardTimes`,
 * what its free times are worked out from. A service no longer listed is left out.
 */
export async function listedServiceRows(db: Database, serviceIds: readonly string[], cardTimes?: CardTimesInputs): Promise<ListedServiceRow[]> {
  if (serviceIds.length === 0) return [];
  const ids = serviceIds.join(',');
  const found_ = cardTimes
    ? await listedServicesWithTeams(db, { ids, now: cardTimes.now.toISOString(), until: cardTimes.until.toISOString() })
    : await rows<RawServiceRow>(db, sql`select ${serviceColumns}, '[]'::json as team, null as holds_expire_at ${listedServicesOf(sql`${ids}`)}`);
  return found_.map(toListedService);
}

async function countServices(db: Database, filter: CatalogueFilter, bound: number): Promise<number> {
  const [row] = await rows<{ total: number | string }>(db, sql`select ${serviceCount(filter, bound)} as total`);
  return Number(row?.total ?? 0);
}

/**
 * The listed services with the cheapest free starts left on a day within an area, cheapest first, then by id
 * (decision 052). Each part of the day is walked in (price, id) order off its index
 * (service_free_days_<part>_price_idx), keeping the services in the area, until `limit` are found; a service's price
 * is its cheapest part's. The cheapest `limit` are among those walks' finds, so a request reads a few dozen rows
 * however large the catalogue. Each comes with its distance from the point and its business's count of changes
 * (`free_day_refresh.changes`), under which its card can be remembered. Every home page asks it: a prepared statement.
 */
const cheapestFreeStatement = (() => {
  const placeholders = Object.fromEntries(
    ['latitude', 'longitude', 'withinMiles', 'south', 'north', 'west', 'east'].map((name) => [name, sql.placeholder(name)]),
  ) as unknown as Area;
  const inArea = sql`e.listed and ${withinArea(placeholders, { positionIndex: false })}`;
  const walk = (part: TimeOfDay) => {
    const { last, price } = FREE_DAY_COLUMNS[part];
    // The area is a subquery per service reached rather than a join: joined, the planner sets up a Memoize cache
    // sized for the whole day (about 4 ms a part) to look up a dozen entries.
    return sql`(select f.service_id, ${price} as price from service_free_days f
      where f.day = ${sql.placeholder('date')}::date and ${price} is not null and ${last} > ${sql.placeholder('afterMinute')}::int
        and (select ${inArea} from catalogue_entries e where e.service_id = f.service_id)
      order by ${price}, f.service_id limit ${sql.placeholder('limit')}::int)`;
  };
  return preparedSql<{ service_id: string; distance: number | string; changes: number | string }>(
    'cheapest_free_on',
    sql`select cheapest.service_id, ${distanceExpression(placeholders)} as distance, r.changes
      from (select service_id, min(price) as price from (${sql.join(TIME_OF_DAY.map(walk), sql` union all `)}) walked
        group by service_id order by min(price), service_id limit ${sql.placeholder('limit')}::int) cheapest
      join catalogue_entries e on e.service_id = cheapest.service_id join free_day_refresh r on r.merchant_id = e.merchant_id
      order by cheapest.price, cheapest.service_id`,
  );
})();

export async function cheapestFreeOn(
  db: Database,
  day: { date: IsoDate; afterMinute: number },
  near: Required<NonNullable<CatalogueFilter['near']>>,
  limit: number,
): Promise<{ serviceId: string; distanceMiles: number; businessChanges: number }[]> {
  const cheapest = await cheapestFreeStatement(db, { ...areaAround(near), ...day, limit });
  return cheapest.map((row) => ({ serviceId: row.service_id, distanceMiles: Number(row.distance), businessChanges: Number(row.changes) }));
}

export interface BusinessPageRow {
  merchantId: string;
  bestScore: number;
  distanceMiles: number | null;
  businessName: string;
  businessCategory: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  logoUrl: string | null;
  /** The first four photos' file ids, in the business's order. */
  photoIds: string[];
  rating: number | null;
  reviewCount: number;
}

export interface BusinessPage {
  businesses: BusinessPageRow[];
  totalBusinesses: number;
  totalServices: number;
  /** The categories present in the whole result, ignoring the category filter itself so chips can be added as well as removed. */
  categories: string[];
}

/** A band of up to this many services is read value by value and sorted by business; past it, the business index is walked. */
const BAND_BUSINESSES_READ_MAX = 20_000;

/**
 * The first `need` businesses in name order (then id) with an entry in the band, leaving out those already placed in
 * a better one: read off the band's values and sorted, or, for a large band, by walking the businesses' index in
 * its order and keeping the band's entries, which stops at `need`.
 */
async function businessesOfBand(db: Database, filter: CatalogueFilter, band: TermBand, placed: string[], need: number): Promise<{ merchantId: string; businessName: string }[]> {
  const walking = !band.keys || band.services > BAND_BUSINESSES_READ_MAX;
  const notPlaced = placed.length > 0 ? sql` and e.merchant_id not in (${sql.join(placed.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const found_ = await rows<{ merchant_id: string; business_name: string }>(
    db,
    sql`select distinct on (e.business_name, e.merchant_id) e.merchant_id, e.business_name from catalogue_entries e
      where ${filtersBesidesTerm(filter)} and ${inBand(walking ? { ...band, keys: null } : band, filter.term, { walking })}${notPlaced}
      order by e.business_name, e.merchant_id limit ${need}`,
  );
  return found_.map((row) => ({ merchantId: row.merchant_id, businessName: row.business_name }));
}

/**
 * The categories holding matches of a term with more matches than were sampled, in order: without a price chip, those
 * of the values that contain the term (catalogue_term_categories); with one, each category not `sampled` is probed,
 * stopping at its first match.
 */
async function categoriesPresent(db: Database, filter: CatalogueFilter, bands: TermBand[], sampled: string[]): Promise<string[]> {
  const found_ =
    filter.priceRanges.length === 0
      ? await rows<{ category: string }>(
          db,
          sql`select distinct c.category from catalogue_terms t
            join catalogue_term_categories c on c.part = t.part and md5(c.key) = md5(t.key) and c.key = t.key
            where t.services > 0 and t.key like ${likeContains(filter.term)} escape '\\' and c.services > 0
            order by c.category`,
        )
      : await rows<{ category: string }>(
          db,
          sql`select c.category from (select distinct category from catalogue_counts where services > 0) c
            where c.category = any(${sampled.length > 0 ? sql`array[${sql.join(sampled.map((category) => sql`${category}::text`), sql`, `)}]` : sql`'{}'::text[]`})
              or exists (select 1 from (${allBands({ ...filter, categories: [] }, bands)}) m where m.category = c.category)
            order by c.category`,
        );
  return found_.map((row) => row.category);
}

/**
 * The grouped page by bands (decision 063), for a term the flat search reads by bands, not near a point: the page's
 * businesses, each placed in its best band (a band is listed in full before the next is read, so the businesses
 * placed so far are at most the page's), the totals counted up to the bounds, and the categories present: a sample of
 * the matches gives them when it holds every match, else `categoriesPresent`.
 */
async function businessPageByBands(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }): Promise<FoundBusinessPage> {
  const bands = await termBands(db, filter.term);
  if (bands.length === 0) return { businesses: [], totalBusinesses: 0, totalServices: 0, categories: [] };
  const bound = countingBound(page);
  const wanted = page.offset + page.limit;
  const businesses: FoundBusinessPage['businesses'] = [];
  for (const band of bands) {
    if (businesses.length >= wanted) break;
    const placed = businesses.map((business) => business.merchantId);
    for (const business of await businessesOfBand(db, filter, band, placed, wanted - businesses.length)) businesses.push({ ...business, bestScore: band.score });
  }
  // The first 2 × bound matches of every category: when they are all the matches, they give the totals (the chips'
  // categories only) and the categories present at once.
  const ignoringCategories = { ...filter, categories: [] };
  const inChips = filter.categories.length > 0 ? sql`m.category_key in (${sql.join(filter.categories.map((category) => sql`${category}`), sql`, `)})` : sql`true`;
  const sampleOf = (of: CatalogueFilter) =>
    rows<{ all_matches: number | string; matches: number | string; businesses: number | string; categories: string[] }>(
      db,
      sql`select count(*) as all_matches, count(*) filter (where ${inChips}) as matches, count(distinct m.merchant_id) filter (where ${inChips}) as businesses,
          coalesce(array_agg(distinct m.category order by m.category), '{}') as categories
        from (select * from (${allBands(of, bands)}) found limit ${2 * bound}) m`,
    );
  const [sample] = await sampleOf(ignoringCategories);
  let categories = sample?.categories ?? [];
  let matchCount = Number(sample?.matches ?? 0);
  let businessCount = Number(sample?.businesses ?? 0);
  if (Number(sample?.all_matches ?? 0) === 2 * bound) {
    categories = await categoriesPresent(db, filter, bands, categories);
    if (filter.categories.length > 0) {
      const [chipsSample] = await sampleOf(filter);
      matchCount = Number(chipsSample?.matches ?? 0);
      businessCount = Number(chipsSample?.businesses ?? 0);
    }
    // The sample's businesses are all of them, or a count past the bound, unless many have many matches each.
    if (matchCount === 2 * bound && businessCount < bound) {
      const [all] = await rows<{ businesses: number | string }>(db, sql`select count(distinct merchant_id) as businesses from (${allBands(filter, bands)}) m`);
      businessCount = Number(all?.businesses ?? 0);
    }
  }
  return {
    businesses: businesses.slice(page.offset, wanted),
    totalBusinesses: Math.min(businessCount, bound),
    totalServices: Math.min(matchCount, bound),
    categories,
  };
}

/** The business `m`'s first four photos (`photo_ids`) and its visible reviews' average and count, for its card. */
const photosAndRating = sql`cross join lateral (
    select coalesce(array_agg(f.id order by f.sort_order, f.created_at, f.id), '{}') as photo_ids
    from (select id, sort_order, created_at from merchant_files where merchant_id = m.id and file_type = 'photo'
      order by sort_order, created_at, id limit 4) f
  ) photos
  ${merchantRatings}`;

/** What a business's card on the services page shows. */
export type ShownBusiness = Omit<BusinessPageRow, 'bestScore' | 'distanceMiles'>;

interface ShownBusinessColumns {
  business_name: string;
  business_category: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  logo_url: string | null;
  photo_ids: string[];
  rating: number | string | null;
  review_count: number | string;
}

function toShownBusiness(merchantId: string, row: ShownBusinessColumns): ShownBusiness {
  return {
    merchantId,
    businessName: row.business_name,
    businessCategory: row.business_category,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    postcode: row.postcode,
    logoUrl: row.logo_url,
    photoIds: row.photo_ids,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.review_count),
  };
}

const shownBusinessesStatement = preparedSql<ShownBusinessColumns & { merchant_id: string }>(
  'shown_businesses',
  sql`select m.id as merchant_id, m.business_name, m.business_category, m.address_line1, m.address_line2, m.city, m.postcode, m.logo_url,
      photos.photo_ids, ratings.rating, ratings.review_count
    from merchants m ${photosAndRating}
    where m.id = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`,
);

/** The cards of some businesses (in no particular order), for a page the catalogue index placed. */
export async function shownBusinesses(db: Database, merchantIds: readonly string[]): Promise<ShownBusiness[]> {
  if (merchantIds.length === 0) return [];
  const found_ = await shownBusinessesStatement(db, { ids: merchantIds.join(',') });
  return found_.map((row) => toShownBusiness(row.merchant_id, row));
}

/** A grouped page found before its statement (by bands): its businesses, totals and categories. */
interface FoundBusinessPage {
  businesses: { merchantId: string; businessName: string; bestScore: number; distanceMiles?: number | null }[];
  totalBusinesses: number;
  totalServices: number;
  categories: string[];
}

/** The grouped search's parts from a page found already: the page as a list of values, the totals and categories as found. */
function partsOfFoundPage(found_: FoundBusinessPage) {
  const values = found_.businesses.map(
    (business) => sql`(${business.merchantId}::uuid, ${business.businessName}::text, ${business.bestScore}::int, ${business.distanceMiles ?? null}::double precision)`,
  );
  const categories = found_.categories.map((category) => sql`${category}::text`);
  return {
    ctes: sql`page as (
        select v.merchant_id, v.business_name, v.best_score, v.distance, 0 as price, 0 as saving, null::double precision as ranked_rating
        from ${values.length > 0 ? sql`(values ${sql.join(values, sql`, `)})` : sql`(select null::uuid, null::text, 0, null::double precision where false)`} v(merchant_id, business_name, best_score, distance)
      )`,
    totals: sql`select ${found_.totalBusinesses}::int as total_businesses, ${found_.totalServices}::int as total_services`,
    categories: sql`select ${categories.length > 0 ? sql`array[${sql.join(categories, sql`, `)}]` : sql`'{}'::text[]`} as categories`,
  };
}

/**
 * One page of businesses with matching services (nearest, then best match, then name), with what their cards
 * show, plus the totals and the categories present in the whole result, in one statement: where the catalogue index
 * does not answer (decision 064). A term read by bands, not near a point, finds the page, totals and categories first
 * (`businessPageByBands`). Otherwise, with a term or a position, one pass over the matches gives it all. Without, the page is read off the business-name index
 * (every business scores 1), the totals come from the counters and the businesses are counted off an index.
 */
export async function searchBusinesses(db: Database, filter: CatalogueFilter, page: { limit: number; offset: number }): Promise<BusinessPage> {
  const categoryCondition = sql`category_key in (${sql.join(filter.categories.map((category) => sql`${category}`), sql`, `)})`;
  const sortsEveryMatch = Boolean(filter.term || filter.near || (filter.sort && filter.sort !== 'best'));
  const businessOrder = (table: SQL) =>
    sql.join(
      [
        ...sortKey(filter.sort, { price: sql`${table}.price`, saving: sql`${table}.saving`, distance: sql`${table}.distance`, rating: sql`${table}.ranked_rating` }),
        sql`${table}.distance asc nulls last`,
        sql`${table}.best_score desc`,
        sql`${table}.business_name`,
        sql`${table}.merchant_id`,
      ],
      sql`, `,
    );
  const parts = searchesByBands(filter) && !filter.near
    ? partsOfFoundPage(await businessPageByBands(db, filter, page))
    : sortsEveryMatch
    ? {
        ctes: sql`scored as (
            select found.merchant_id, found.business_name, found.category, found.category_key, found.distance, found.sort_price,
              found.saving, found.ranked_rating, ${scoreExpression(filter.term)} as score
            from ${found(filter, { ignoreCategories: true })}
          ), per_business as (
            select merchant_id, min(business_name) as business_name, max(score) as best_score, min(distance) as distance, count(*) as services,
              min(sort_price) as price, max(saving) as saving, max(ranked_rating) as ranked_rating
            from scored ${filter.categories.length ? sql`where ${categoryCondition}` : sql``} group by merchant_id
          ), page as (
            select * from per_business order by ${businessOrder(sql`per_business`)} limit ${page.limit} offset ${page.offset}
          )`,
        totals: sql`select count(*) as total_businesses, coalesce(sum(services), 0) as total_services from per_business`,
        categories: sql`select coalesce(array_agg(distinct category order by category), '{}') as categories from scored`,
      }
    : {
        ctes: sql`page as (
            select e.merchant_id, e.business_name, 1 as best_score, null::double precision as distance, 0 as price, 0 as saving,
              null::double precision as ranked_rating
            from catalogue_entries e${dayJoin(filter)} where ${conditions(filter)}
            group by e.business_name, e.merchant_id order by e.business_name, e.merchant_id limit ${page.limit} offset ${page.offset}
          )`,
        totals: sql`select (select count(*) from (select distinct e.merchant_id from catalogue_entries e${dayJoin(filter)} where ${conditions(filter)} limit ${countingBound(page)}) listed) as total_businesses,
            ${browseServiceCount(filter, countingBound(page))} as total_services`,
        categories: countedByCategoryAndPrice(filter)
          ? sql`select coalesce(array_agg(distinct c.category order by c.category), '{}') as categories
              from catalogue_counts c where ${countConditions(filter, { ignoreCategories: true })}`
          : sql`select coalesce(array_agg(distinct customer_category(e.category) order by customer_category(e.category)), '{}') as categories
              from catalogue_entries e${dayJoin(filter)} where ${conditions(filter, { ignoreCategories: true })}`,
      };
  const found_ = await rows<{
    total_businesses: number | string;
    total_services: number | string;
    categories: string[];
    merchant_id: string | null;
    best_score: number | string;
    distance: number | string | null;
  } & ShownBusinessColumns>(
    db,
    sql`with ${parts.ctes}
      select totals.total_businesses, totals.total_services, present.categories,
        page.merchant_id, page.best_score, page.distance, m.business_name, m.business_category, m.address_line1, m.address_line2,
        m.city, m.postcode, m.logo_url, photos.photo_ids, ratings.rating, ratings.review_count
      from (${parts.totals}) totals
      cross join (${parts.categories}) present
      left join (
        page join merchants m on m.id = page.merchant_id ${photosAndRating}
      ) on true
      order by ${businessOrder(sql`page`)}`,
  );
  const first = found_[0];
  return {
    businesses: found_
      .filter((row) => row.merchant_id !== null)
      .map((row) => ({
        ...toShownBusiness(row.merchant_id!, row),
        bestScore: Number(row.best_score),
        distanceMiles: row.distance === null ? null : Number(row.distance),
      })),
    totalBusinesses: Number(first?.total_businesses ?? 0),
    totalServices: Number(first?.total_services ?? 0),
    categories: first?.categories ?? [],
  };
}

/** The matching entries of some businesses, best match first within each. */
export async function matchingServicesOf(db: Database, filter: CatalogueFilter, merchantIds: string[]): Promise<ListedEntry[]> {
  if (merchantIds.length === 0) return [];
  const found_ = await rows<RawEntryRow>(
    db,
    sql`select page.service_id, page.merchant_id, page.score, page.distance, ${businessChanges(sql`page`)}
      from (select found.service_id, found.merchant_id, found.distance, ${scoreExpression(filter.term)} as score from ${found(filter, { merchantIds })}) page
      join services s on s.id = page.service_id
      order by page.score desc, s.price_pence, s.name, s.id`,
  );
  return found_.map(toListedEntry);
}

export interface PublicMerchantRow {
  merchant: typeof merchants.$inferSelect;
  photos: (typeof merchantFiles.$inferSelect)[];
  rating: number | null;
  reviewCount: number;
}

/** A business as customers may see it: approved and not paused, else nothing. */
export async function findPublicMerchant(db: Database, merchantId: string): Promise<PublicMerchantRow | undefined> {
  const [merchant] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), eq(merchants.status, 'approved'), eq(merchants.isPaused, false)));
  if (!merchant) return undefined;
  const photos = await db
    .select()
    .from(merchantFiles)
    .where(and(eq(merchantFiles.merchantId, merchantId), eq(merchantFiles.fileType, 'photo')))
    .orderBy(asc(merchantFiles.sortOrder), asc(merchantFiles.createdAt));
  const [stats] = await db
    .select({ rating: avg(reviews.rating), reviewCount: count(reviews.id) })
    .from(reviews)
    .where(and(eq(reviews.merchantId, merchantId), isNull(reviews.hiddenAt)));
  return { merchant, photos, rating: stats?.rating == null ? null : Number(stats.rating), reviewCount: Number(stats?.reviewCount ?? 0) };
}

/**
 * One page of the listed businesses, by id, each with when it or one of its listed services last changed: the
 * sitemap's pages. Read off the listing (`catalogue_entries`), which already says what customers may see.
 */
export async function listedBusinessChanges(db: Database, page: { limit: number; offset: number }): Promise<{ merchantId: string; changedAt: Date }[]> {
  const found = await rows<{ merchant_id: string; changed_at: Date | string }>(
    db,
    sql`select e.merchant_id, greatest(m.updated_at, max(s.updated_at)) as changed_at
      from catalogue_entries e join services s on s.id = e.service_id join merchants m on m.id = e.merchant_id
      where e.listed
      group by e.merchant_id, m.updated_at
      order by e.merchant_id limit ${page.limit} offset ${page.offset}`,
  );
  return found.map((row) => ({ merchantId: row.merchant_id, changedAt: new Date(row.changed_at) }));
}

/** How many businesses are listed, and when the listing last changed. */
export async function listedBusinessSummary(db: Database): Promise<{ count: number; changedAt: Date | null }> {
  const [row] = await rows<{ count: number | string; changed_at: Date | string | null }>(
    db,
    sql`select count(distinct e.merchant_id) as count, greatest(max(m.updated_at), max(s.updated_at)) as changed_at
      from catalogue_entries e join services s on s.id = e.service_id join merchants m on m.id = e.merchant_id
      where e.listed`,
  );
  return { count: Number(row?.count ?? 0), changedAt: row?.changed_at ? new Date(row.changed_at) : null };
}

/** A listed business offering one treatment: where it is and what it charges at least, for landing pages. */
export interface OfferingBusiness {
  merchantId: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  lowestPricePence: number;
  changedAt: Date;
}

/**
 * Listed businesses offering a treatment (`category_key`, as search filters it), within `withinMiles` of a point by
 * great-circle distance, read through the position index.
 */
export async function businessesOfferingNear(
  db: Database,
  categoryKey: string,
  near: { latitude: number; longitude: number; withinMiles: number },
): Promise<OfferingBusiness[]> {
  const found = await rows<{ merchant_id: string; city: string; postcode: string; latitude: number; longitude: number; lowest: number; changed_at: Date | string }>(
    db,
    sql`select e.merchant_id, m.city, m.postcode, e.latitude, e.longitude, min(e.effective_price_pence) as lowest,
        greatest(m.updated_at, max(s.updated_at)) as changed_at
      from catalogue_entries e join services s on s.id = e.service_id join merchants m on m.id = e.merchant_id
      where e.listed and e.category_key = ${categoryKey} and ${withinArea(areaAround(near), { positionIndex: true })}
      group by e.merchant_id, m.city, m.postcode, m.updated_at, e.latitude, e.longitude`,
  );
  return found.map(offeringBusiness);
}

/** Every listed business with each treatment it offers: the landing pages the sitemap lists. */
export async function businessesByTreatment(db: Database): Promise<(OfferingBusiness & { categoryKey: string })[]> {
  const found = await rows<{ merchant_id: string; category_key: string; city: string; postcode: string; latitude: number; longitude: number; lowest: number; changed_at: Date | string }>(
    db,
    sql`select e.merchant_id, e.category_key, m.city, m.postcode, e.latitude, e.longitude, min(e.effective_price_pence) as lowest,
        greatest(m.updated_at, max(s.updated_at)) as changed_at
      from catalogue_entries e join services s on s.id = e.service_id join merchants m on m.id = e.merchant_id
      where e.listed and e.latitude is not null
      group by e.merchant_id, e.category_key, m.city, m.postcode, m.updated_at, e.latitude, e.longitude`,
  );
  return found.map((row) => ({ ...offeringBusiness(row), categoryKey: row.category_key }));
}

function offeringBusiness(row: { merchant_id: string; city: string; postcode: string; latitude: number; longitude: number; lowest: number; changed_at: Date | string }): OfferingBusiness {
  return {
    merchantId: row.merchant_id,
    city: row.city,
    postcode: row.postcode,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    lowestPricePence: Number(row.lowest),
    changedAt: new Date(row.changed_at),
  };
}
