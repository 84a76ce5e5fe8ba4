import { SEARCH_SCORES } from '@lull/domain/catalogue-filters';
import type { Weekday } from '@lull/domain/london-time';
import type { OffPeakWindow } from '@lull/domain/off-peak';
import { and, asc, avg, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { occupiesSlotAt, usableOffPeakPrice } from '../../db/sql-rules';
import { bookings } from '../../db/schema/bookings';
import { offPeakSchedules, reviews } from '../../db/schema/catalogue';
import { merchantFiles, merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';

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
  score: number;
  distanceMiles: number | null;
}

const EARTH_RADIUS_MILES = 3958.8;
const listed = sql`s.approval_status = 'approved' and s.is_active and m.status = 'approved' and not m.is_paused`;

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means exactly that. */
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

/** The spec's relevance: the best matching rule wins (exact name 100 … description 20); no term scores 1. */
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

/**
 * The WHERE clause of every catalogue query. A search term first narrows to candidate services through the
 * trigram indexes (one index-driven list per table), so nothing scans the whole catalogue.
 */
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
  if (filter.serviceIds) {
    parts.push(filter.serviceIds.length ? sql`s.id in (${sql.join(filter.serviceIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`);
  }
  if (filter.priceRanges.length > 0) {
    const effectivePrice = sql`(case when ${usableOffPeakPrice} then s.off_peak_price_pence else s.price_pence end)`;
    const ranges = filter.priceRanges.map(({ minPence, maxPence }) =>
      maxPence === null ? sql`${effectivePrice} >= ${minPence}` : sql`(${effectivePrice} >= ${minPence} and ${effectivePrice} < ${maxPence})`,
    );
    parts.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (filter.near?.withinMiles !== undefined) {
    const { latitude, withinMiles } = filter.near;
    // A box around the point first (cheap, indexed), then the true great-circle distance.
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
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const serviceColumns = sql`s.id, s.merchant_id, s.name, s.description, s.category, s.price_pence, s.off_peak_price_pence,
  s.duration_minutes, s.materials, s.image_url, s.availability_schedule, m.business_name, m.address_line1, m.address_line2,
  m.city, m.postcode, m.logo_url, m.availability_hours`;

interface RawServiceRow {
  id: string;
  merchant_id: string;
  name: string;
  description: string;
  category: string;
  price_pence: number;
  off_peak_price_pence: number | null;
  duration_minutes: number;
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
  score: number | string;
  distance: number | string | null;
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
    score: Number(row.score),
    distanceMiles: row.distance === null ? null : Number(row.distance),
  };
}

/**
 * A flat, paged list of services: nearest first when a position is given, then best match, then biggest
 * saving (the home page's "Available Now"), then name; the id breaks ties so pages never repeat a service.
 */
export async function listServices(
  db: Database,
  filter: CatalogueFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedServiceRow[]; total: number }> {
  const saving = sql`(case when ${usableOffPeakPrice} and s.price_pence > 0
    then (s.price_pence - s.off_peak_price_pence)::float / s.price_pence else 0 end)`;
  const found = await rows<RawServiceRow & { total: number | string }>(
    db,
    sql`${matchesCte(filter)}
      select ${serviceColumns}, scored.score, scored.distance, count(*) over () as total
      from scored join services s on s.id = scored.id join merchants m on m.id = s.merchant_id
      order by scored.distance asc nulls last, scored.score desc, ${saving} desc, m.business_name, s.name, s.id
      limit ${page.limit} offset ${page.offset}`,
  );
  const total = found[0] ? Number(found[0].total) : page.offset > 0 ? await countServices(db, filter) : 0;
  return { rows: found.map(toListedService), total };
}

async function countServices(db: Database, filter: CatalogueFilter): Promise<number> {
  const [row] = await rows<{ total: number | string }>(db, sql`${matchesCte(filter)} select count(*) as total from scored`);
  return Number(row?.total ?? 0);
}

export interface BusinessPageRow {
  merchantId: string;
  bestScore: number;
  distanceMiles: number | null;
}

/** One page of businesses with matching services, plus the totals of the whole result. */
export async function searchBusinesses(
  db: Database,
  filter: CatalogueFilter,
  page: { limit: number; offset: number },
): Promise<{ businesses: BusinessPageRow[]; totalBusinesses: number; totalServices: number }> {
  const found = await rows<{ merchant_id: string; best_score: number | string; distance: number | string | null; total_businesses: number | string; total_services: number | string }>(
    db,
    sql`${matchesCte(filter)}, per_business as (
        select merchant_id, max(score) as best_score, min(distance) as distance, count(*) as service_count from scored group by merchant_id)
      select b.merchant_id, b.best_score, b.distance, count(*) over () as total_businesses, sum(b.service_count) over () as total_services
      from per_business b join merchants m on m.id = b.merchant_id
      order by b.distance asc nulls last, b.best_score desc, m.business_name, b.merchant_id
      limit ${page.limit} offset ${page.offset}`,
  );
  if (!found[0] && page.offset > 0) {
    const [totals] = await rows<{ businesses: number | string; services: number | string }>(
      db,
      sql`${matchesCte(filter)} select count(distinct merchant_id) as businesses, count(*) as services from scored`,
    );
    return { businesses: [], totalBusinesses: Number(totals?.businesses ?? 0), totalServices: Number(totals?.services ?? 0) };
  }
  return {
    businesses: found.map((row) => ({
      merchantId: row.merchant_id,
      bestScore: Number(row.best_score),
      distanceMiles: row.distance === null ? null : Number(row.distance),
    })),
    totalBusinesses: Number(found[0]?.total_businesses ?? 0),
    totalServices: Number(found[0]?.total_services ?? 0),
  };
}

/** The matching services of some businesses, best match first within each. */
export async function matchingServicesOf(db: Database, filter: CatalogueFilter, merchantIds: string[]): Promise<ListedServiceRow[]> {
  if (merchantIds.length === 0) return [];
  const found = await rows<RawServiceRow>(
    db,
    sql`${matchesCte(filter)}
      select ${serviceColumns}, scored.score, scored.distance
      from scored join services s on s.id = scored.id join merchants m on m.id = s.merchant_id
      where s.merchant_id in (${sql.join(merchantIds.map((id) => sql`${id}::uuid`), sql`, `)})
      order by scored.score desc, s.price_pence, s.name, s.id`,
  );
  return found.map(toListedService);
}

/** The categories present in a result, ignoring the category filter itself so chips can be added as well as removed. */
export async function categoriesPresent(db: Database, filter: CatalogueFilter): Promise<string[]> {
  const found = await rows<{ category: string }>(
    db,
    sql`select distinct s.category from services s join merchants m on m.id = s.merchant_id
      where ${conditions(filter, { ignoreCategories: true })} and ${scoreExpression(filter.term)} > 0
      order by s.category`,
  );
  return found.map((row) => row.category);
}

/** Active bookings (a live hold or confirmed) of some services that end after `from`, for free-slot maths. */
export async function takenIntervals(db: Database, serviceIds: string[], from: Date, until: Date, now: Date) {
  if (serviceIds.length === 0) return [];
  return db
    .select({ serviceId: bookings.serviceId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.serviceId, serviceIds),
        gt(bookings.endsAt, from),
        sql`${bookings.startsAt} < ${until}`,
        occupiesSlotAt(now),
      ),
    );
}

/** The active off-peak schedules of some merchants, as domain windows keyed by merchant. */
export async function activeOffPeakWindows(db: Database, merchantIds: string[]): Promise<Map<string, OffPeakWindow[]>> {
  const windows = new Map<string, OffPeakWindow[]>();
  if (merchantIds.length === 0) return windows;
  const found = await db
    .select({ merchantId: offPeakSchedules.merchantId, dayOfWeek: offPeakSchedules.dayOfWeek, start: offPeakSchedules.startTime, end: offPeakSchedules.endTime })
    .from(offPeakSchedules)
    .where(and(inArray(offPeakSchedules.merchantId, merchantIds), eq(offPeakSchedules.isActive, true)))
    .orderBy(asc(offPeakSchedules.dayOfWeek), asc(offPeakSchedules.startTime));
  for (const row of found) {
    const list = windows.get(row.merchantId) ?? [];
    list.push({ dayOfWeek: row.dayOfWeek as Weekday, start: row.start, end: row.end });
    windows.set(row.merchantId, list);
  }
  return windows;
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
    .where(eq(reviews.merchantId, merchantId));
  return { merchant, photos, rating: stats?.rating == null ? null : Number(stats.rating), reviewCount: Number(stats?.reviewCount ?? 0) };
}

/** Ratings and photos of several businesses at once, for the search results. */
export async function businessSummaries(db: Database, merchantIds: string[]) {
  if (merchantIds.length === 0) return { merchantRows: [], photos: [], ratings: [] };
  const merchantRows = await db.select().from(merchants).where(inArray(merchants.id, merchantIds));
  const photos = await db
    .select({ id: merchantFiles.id, merchantId: merchantFiles.merchantId, sortOrder: merchantFiles.sortOrder })
    .from(merchantFiles)
    .where(and(inArray(merchantFiles.merchantId, merchantIds), eq(merchantFiles.fileType, 'photo')))
    .orderBy(asc(merchantFiles.sortOrder));
  const ratings = await db
    .select({ merchantId: reviews.merchantId, rating: avg(reviews.rating), reviewCount: count(reviews.id) })
    .from(reviews)
    .where(inArray(reviews.merchantId, merchantIds))
    .groupBy(reviews.merchantId);
  return { merchantRows, photos, ratings };
}

export async function listReviews(db: Database, merchantId: string, limit: number) {
  return db
    .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.merchantId, merchantId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}
