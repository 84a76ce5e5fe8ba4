import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { merchants } from './merchants';
import { users } from './users';

/**
 * A transaction id with its epoch (PostgreSQL's xid8), as text: it orders every writing transaction and never wraps,
 * so a reader can ask for what transactions not yet finished at its last look wrote since (decision 064).
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
/** Set to the writing transaction's id on every insert and update (the column default, and the triggers of migration 0044). */
const changedXid = () => xid8().notNull().default(sql`pg_current_xact_id()`);

/** 'HH:MM', 00:00 to 23:59: text so it compares and round-trips exactly as the spec writes it. */
const hhmm = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const serviceApprovalStatus = pgEnum('service_approval_status', ['pending', 'approved', 'rejected']);

export const services = pgTable(
  'services',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull(),
    pricePence: integer().notNull(),
    offPeakPricePence: integer(),
    durationMinutes: integer().notNull(),
    // Clean-up time after the treatment: it takes the member but is never sold or shown to the customer.
    bufferMinutes: integer().notNull().default(0),
    materials: text(),
    technicianName: text(),
    providerName: text(),
    imageUrl: text(),
    // Comma-joined 'HH:MM' start times; null means slots come from the merchant's hours.
    availabilitySchedule: text(),
    approvalStatus: serviceApprovalStatus().notNull().default('pending'),
    rejectionReason: text(),
    // The admin's notes for the team on the last review decision (admin spec §3 Rejection form), never shown to the salon.
    adminNotes: text(),
    // An edit of an approved service waiting for review (decision 013): customers keep seeing and booking the
    // approved details above until an admin approves it (copied over) or rejects it (dropped, with a reason).
    proposedChanges: jsonb().$type<Record<string, unknown>>(),
    proposedAt: timestamptz(),
    // Deleting a service that has bookings keeps the row (bookings are financial records kept 7 years) but hides
    // it from its merchant's list and from customers; a service never booked is deleted outright.
    archivedAt: timestamptz(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_merchant_idx').on(t.merchantId),
    index('services_approval_active_idx').on(t.approvalStatus, t.isActive),
    index('services_category_idx').on(t.category),
    // The admin's Services tab searches name and category with ILIKE '%term%': pg_trgm answers it from these.
    index('services_name_search_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('services_category_search_idx').using('gin', t.category.op('gin_trgm_ops')),
    // The admin's Services tab (decision 017): newest first, and what waits for a decision, at 50,000 services.
    index('services_admin_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.archivedAt} is null`),
    index('services_awaiting_review_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null and (${t.approvalStatus} = 'pending' or ${t.proposedChanges} is not null)`),
    check('services_price_not_negative', sql`${t.pricePence} >= 0`),
    check(
      'services_off_peak_price_valid',
      sql`${t.offPeakPricePence} is null or (${t.offPeakPricePence} >= 0 and ${t.offPeakPricePence} < ${t.pricePence})`,
    ),
    check('services_duration_positive', sql`${t.durationMinutes} >= 1`),
    check('services_buffer_range', sql`${t.bufferMinutes} between 0 and 60`),
  ],
);

/**
 * The price chip (its place in PRICE_CHIPS: 0 for £0-30 … 3 for £100+) of a price in pence, in SQL: the browse
 * indexes' key and the queries that read them, which must write it identically (decision 063).
 */
export function priceChipOf(pence: SQL): SQL {
  const bounded = PRICE_CHIPS.filter((chip) => chip.maxPence !== null).map((chip, place) => sql`when ${pence} < ${sql.raw(String(chip.maxPence))} then ${sql.raw(String(place))}`);
  return sql`(case ${sql.join(bounded, sql` `)} else ${sql.raw(String(PRICE_CHIPS.length - 1))} end)`;
}

/**
 * What the public catalogue searches, filters, sorts and counts: one row per service, written only by the
 * triggers of migration 0008 from the service and its business (never by the API), so it can never disagree
 * with them. `listed` is "approved and active, of an approved business that is not paused"; every index is
 * partial on it. `search_text` is the lower-cased name, business name, category and description joined by
 * U+001F, and the three lengths say where each part ends, so one strpos gives the search relevance
 * (catalogue.repository.ts `scoreExpression`). Effective price and saving are the filters' and the order's.
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    serviceId: uuid()
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    merchantId: uuid().notNull(),
    listed: boolean().notNull(),
    searchText: text().notNull(),
    nameLength: integer().notNull(),
    businessNameLength: integer().notNull(),
    categoryLength: integer().notNull(),
    name: text().notNull(),
    businessName: text().notNull(),
    category: text().notNull(),
    categoryKey: text().notNull(),
    effectivePricePence: integer().notNull(),
    saving: doublePrecision().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    changedXid: changedXid(),
  },
  (t) => [
    // What the in-process catalogue index reads when it looks for changes (decision 064).
    index('catalogue_entries_changed_idx').on(t.changedXid),
    // A business's matching services; and, read alone, the businesses of a browse (no term) and how many there are.
    index('catalogue_entries_merchant_idx').on(t.merchantId, t.categoryKey, t.effectivePricePence).where(sql`${t.listed}`),
    index('catalogue_entries_business_idx').on(t.businessName, t.merchantId, t.categoryKey, t.effectivePricePence).where(sql`${t.listed}`),
    index('catalogue_entries_category_business_idx').on(t.categoryKey, t.merchantId, t.effectivePricePence).where(sql`${t.listed}`),
    index('catalogue_entries_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(sql`${t.listed}`),
    // The order of the home page ("Available Now") and of a category's list, read straight off the index.
    index('catalogue_entries_saving_idx').on(t.saving.desc().nullsFirst(), t.businessName, t.name, t.serviceId).where(sql`${t.listed}`),
    index('catalogue_entries_category_saving_idx')
      .on(t.categoryKey, t.saving.desc().nullsFirst(), t.businessName, t.name, t.serviceId)
      .where(sql`${t.listed}`),
    // A browse with price chips: one branch a chip (and category), each read in the list's order (decision 063).
    index('catalogue_entries_chip_saving_idx')
      .on(priceChipOf(sql`${t.effectivePricePence}`), t.saving.desc().nullsFirst(), t.businessName, t.name, t.serviceId)
      .where(sql`${t.listed}`),
    index('catalogue_entries_category_chip_saving_idx')
      .on(t.categoryKey, priceChipOf(sql`${t.effectivePricePence}`), t.saving.desc().nullsFirst(), t.businessName, t.name, t.serviceId)
      .where(sql`${t.listed}`),
    index('catalogue_entries_position_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.listed} and ${t.latitude} is not null`),
  ],
);

/**
 * How many listed services there are of each category at each effective price, kept by the triggers of
 * migration 0008 as entries change: the totals and categories of a list without a term, a position or a
 * business filter (the home page, a category chip, a price chip) are read from these few rows.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    category: text().notNull(),
    effectivePricePence: integer().notNull(),
    services: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.effectivePricePence] })],
);

/**
 * The distinct values of the four parts of the listed entries' search text (1 name, 2 business name, 3 category,
 * 4 description, each lower-cased), with how many listed services carry each (0 once none does); kept by the
 * triggers of migration 0040 as entries change. A search looks its term up here first: the values that contain it
 * say which entries match and in which score band, and each value's entries are read in the list's order off an
 * index of their own (decision 063).
 */
export const catalogueTerms = pgTable(
  'catalogue_terms',
  {
    part: smallint().notNull(),
    key: text().notNull(),
    services: integer().notNull(),
  },
  (t) => [
    // A description can be long: its digest keeps the key within a b-tree entry's size.
    uniqueIndex('catalogue_terms_part_key_unique').on(t.part, sql`md5(${t.key})`),
    index('catalogue_terms_key_trgm_idx').using('gin', t.key.op('gin_trgm_ops')).where(sql`${t.services} > 0`),
  ],
);

/**
 * How many listed services carry each value of `catalogue_terms` in each category (0 once none does), kept by the
 * triggers of migration 0043: the categories a search's results hold are those of the values that contain its term.
 */
export const catalogueTermCategories = pgTable(
  'catalogue_term_categories',
  {
    part: smallint().notNull(),
    key: text().notNull(),
    category: text().notNull(),
    services: integer().notNull(),
  },
  (t) => [uniqueIndex('catalogue_term_categories_part_key_category_unique').on(t.part, sql`md5(${t.key})`, t.category)],
);

/** A merchant's own off-peak windows (day 0 = Sunday, as in the spec); when any is active it replaces the default windows. */
export const offPeakSchedules = pgTable(
  'off_peak_schedules',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    discountPercentage: smallint().notNull().default(20),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('off_peak_schedules_merchant_idx').on(t.merchantId, t.dayOfWeek),
    check('off_peak_schedules_day_valid', sql`${t.dayOfWeek} between 0 and 6`),
    check('off_peak_schedules_start_format', sql`${t.startTime} ~ ${sql.raw(`'${hhmm}'`)}`),
    check('off_peak_schedules_end_format', sql`${t.endTime} ~ ${sql.raw(`'${hhmm}'`)}`),
    // Windows never cross midnight; 'HH:MM' text orders like the times it names.
    check('off_peak_schedules_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('off_peak_schedules_discount_range', sql`${t.discountPercentage} between 5 and 50`),
  ],
);

export const offPeakPricingMode = pgEnum('off_peak_pricing_mode', ['percentage', 'fixed']);

/** One row per merchant that has saved off-peak settings; no row means percentage mode. */
export const offPeakPricingSettings = pgTable('off_peak_pricing_settings', {
  merchantId: uuid()
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  pricingMode: offPeakPricingMode().notNull().default('percentage'),
  updatedAt: updatedAt(),
});

/** Fixed-mode off-peak price per service. Staying below the regular price is checked by the service layer. */
export const offPeakServicePrices = pgTable(
  'off_peak_service_prices',
  {
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fixedPricePence: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId] }),
    index('off_peak_service_prices_merchant_idx').on(t.merchantId),
    check('off_peak_service_prices_positive', sql`${t.fixedPricePence} > 0`),
  ],
);

/** Which services the merchant's off-peak schedules apply to. */
export const offPeakAffectedServices = pgTable(
  'off_peak_affected_services',
  {
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.serviceId] }),
    index('off_peak_affected_services_service_idx').on(t.serviceId),
  ],
);

/** One review per booking, so only customers who booked can rate. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    // Kept (anonymous) when the author's account goes.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    comment: text(),
    createdAt: createdAt(),
    // The salon answers once; an admin may hide a review that breaks the rules (decision 025).
    merchantReply: text(),
    repliedAt: timestamptz(),
    hiddenAt: timestamptz(),
    hiddenReason: text(),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    index('reviews_merchant_created_idx').on(t.merchantId, t.createdAt),
    // The rating and the public list read only visible reviews of one business.
    index('reviews_visible_merchant_idx').on(t.merchantId, t.createdAt.desc()).where(sql`${t.hiddenAt} is null`),
    index('reviews_service_idx').on(t.serviceId),
    // The reviews a person wrote, newest first (the admin's view of a person).
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 1000`),
    check('reviews_reply_length', sql`char_length(${t.merchantReply}) <= 1000`),
    check('reviews_reply_has_time', sql`(${t.merchantReply} is null) = (${t.repliedAt} is null)`),
    check('reviews_hidden_has_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/**
 * Searching by day's index (decision 052): for each service and each of the next days, the last free start in each
 * part of the day, minutes after London midnight, null when none, and the cheapest free start's price there. Worked out by the booking's own rule
 * (`freeTimesOn`) for a whole business at a time, whenever `free_day_refresh` says it is due. A start later than
 * now is still free later (time passing only takes times away), so today's row answers "is anything left this
 * evening?" at any moment of the day.
 */
export const serviceFreeDays = pgTable(
  'service_free_days',
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    morningLast: smallint(),
    afternoonLast: smallint(),
    eveningLast: smallint(),
    // The cheapest free start's price in each part (pence, `offPeakPriceAt`), for Lowest price on that day.
    morningPrice: integer(),
    afternoonPrice: integer(),
    eveningPrice: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.day] }),
    // A day's free services with their parts in one index-only range: what a search by day reads.
    index('service_free_days_day_idx').on(t.day, t.serviceId, t.morningLast, t.afternoonLast, t.eveningLast, t.morningPrice, t.afternoonPrice, t.eveningPrice),
    // A day's free services in price order, part by part: the cheapest times left (`cheapestFreeOn`) are a short walk.
    index('service_free_days_morning_price_idx').on(t.day, t.morningPrice, t.serviceId, t.morningLast).where(sql`${t.morningPrice} is not null`),
    index('service_free_days_afternoon_price_idx').on(t.day, t.afternoonPrice, t.serviceId, t.afternoonLast).where(sql`${t.afternoonPrice} is not null`),
    index('service_free_days_evening_price_idx').on(t.day, t.eveningPrice, t.serviceId, t.eveningLast).where(sql`${t.eveningPrice} is not null`),
  ],
);

/**
 * Whether each business's free days must be worked out again: `stale` once anything that decides its free times
 * changes (triggers of migration 0033: its diary, team, services and hours), and when a new day comes into the
 * fortnight (`computed_from`, the London day they were worked out from, is before today). Claimed with SKIP LOCKED,
 * so several instances share the work. `changes` counts every such change, stale or not already.
 */
export const freeDayRefresh = pgTable(
  'free_day_refresh',
  {
    merchantId: uuid()
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    stale: boolean().notNull().default(true),
    computedFrom: date({ mode: 'string' }),
    // Counts those changes (migration 0035): a card remembered under one count is read again once it moves.
    changes: bigint({ mode: 'number' }).notNull().default(0),
    changedXid: changedXid(),
  },
  (t) => [
    index('free_day_refresh_stale_idx').on(t.merchantId).where(sql`${t.stale}`),
    // The counts the in-process catalogue index keeps beside its entries, read as they move (decision 064).
    index('free_day_refresh_changed_idx').on(t.changedXid),
  ],
);

/**
 * Entries deleted from `catalogue_entries` (their service deleted), written by the trigger of migration 0044, so the
 * in-process catalogue index drops them too; rows older than a day are deleted by the free days job (decision 064).
 */
export const catalogueEntryRemovals = pgTable(
  'catalogue_entry_removals',
  {
    serviceId: uuid().notNull(),
    removedXid: changedXid(),
    removedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('catalogue_entry_removals_removed_idx').on(t.removedXid), index('catalogue_entry_removals_removed_at_idx').on(t.removedAt)],
);
