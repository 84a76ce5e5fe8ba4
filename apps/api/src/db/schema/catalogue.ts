import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { merchants } from './merchants';
import { users } from './users';

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
    materials: text(),
    technicianName: text(),
    providerName: text(),
    imageUrl: text(),
    // Comma-joined 'HH:MM' start times; null means slots come from the merchant's hours.
    availabilitySchedule: text(),
    approvalStatus: serviceApprovalStatus().notNull().default('pending'),
    rejectionReason: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_merchant_idx').on(t.merchantId),
    index('services_approval_active_idx').on(t.approvalStatus, t.isActive),
    index('services_category_idx').on(t.category),
    check('services_price_not_negative', sql`${t.pricePence} >= 0`),
    check(
      'services_off_peak_price_valid',
      sql`${t.offPeakPricePence} is null or (${t.offPeakPricePence} >= 0 and ${t.offPeakPricePence} < ${t.pricePence})`,
    ),
    check('services_duration_positive', sql`${t.durationMinutes} >= 1`),
  ],
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
  },
  (t) => [
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    index('reviews_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('reviews_service_idx').on(t.serviceId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
