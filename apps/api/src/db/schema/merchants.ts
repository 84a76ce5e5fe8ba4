import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * The review state of a business. The spec also lists 'paused' as a status, but pausing is orthogonal to
 * review (only an approved business is paused, and unpausing returns it to approved), so it is the
 * separate isPaused flag; the API reports status 'paused' where the spec expects it.
 */
export const merchantStatus = pgEnum('merchant_status', ['pending_review', 'approved', 'declined']);

export const merchants = pgTable(
  'merchants',
  {
    id: id(),
    // One business per account.
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    businessName: text().notNull(),
    // A single value on onboarding, a comma-and-space joined list after an edit (spec).
    businessCategory: text().notNull().default(''),
    contactPerson: text().notNull().default(''),
    phone: text().notNull().default(''),
    // The business contact address (the spec's user_email); it may differ from the owner's login email.
    email: text().notNull(),
    addressLine1: text().notNull().default(''),
    addressLine2: text(),
    city: text().notNull().default(''),
    postcode: text().notNull().default(''),
    // Null until geocoded; distance search skips merchants without a position.
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    description: text().notNull().default(''),
    logoUrl: text(),
    websiteUrl: text(),
    socialMediaUrl: text(),
    // Spec format: 'Monday: 09:00-17:00, Sunday: Closed'.
    availabilityHours: text().notNull().default(''),
    // The merchant's booking policy; customers must agree to it when it is set.
    specificPolicies: text(),
    status: merchantStatus().notNull().default('pending_review'),
    isPaused: boolean().notNull().default(false),
    pausedAt: timestamptz(),
    // Why our team paused it (decision 042): shown to the admin and told to the owner; cleared on unpause.
    pauseReason: text(),
    isVerified: boolean().notNull().default(false),
    rejectionReason: text(),
    adminNotes: text(),
    revenueBalancePence: integer().notNull().default(0),
    approvedAt: timestamptz(),
    // An admin deleted the business: hidden everywhere, its services archived, its bookings and money kept for the
    // record (financial records are kept 7 years, so the row stays; decision 016).
    deletedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchants_user_unique').on(t.userId),
    index('merchants_status_idx').on(t.status, t.createdAt),
    // The admin's Merchants tab: newest first, and "contains" searches of name, email, city and category.
    index('merchants_admin_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('merchants_business_name_search_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('merchants_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('merchants_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('merchants_category_trgm_idx').using('gin', t.businessCategory.op('gin_trgm_ops')),
    // What customers can see and book.
    index('merchants_listed_idx')
      .on(t.city)
      .where(sql`${t.status} = 'approved' and ${t.isPaused} = false`),
    check('merchants_revenue_balance_not_negative', sql`${t.revenueBalancePence} >= 0`),
    check(
      'merchants_position_complete',
      sql`(${t.latitude} is null) = (${t.longitude} is null)`,
    ),
  ],
);

/** Logos, certificates (private to the owner and admins), venue photos for the carousel and service images. */
export const merchantFileType = pgEnum('merchant_file_type', ['logo', 'certificate', 'photo', 'service_image']);

/** A merchant's files. The bytes live in file_contents under a random storageKey, never under the uploaded name. */
export const merchantFiles = pgTable(
  'merchant_files',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    fileType: merchantFileType().notNull(),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    fileSizeBytes: integer().notNull(),
    // Known for images, so pages can reserve their space before they load.
    width: integer(),
    height: integer(),
    altText: text(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_files_storage_key_unique').on(t.storageKey),
    index('merchant_files_merchant_idx').on(t.merchantId, t.fileType),
    check('merchant_files_size_positive', sql`${t.fileSizeBytes} > 0`),
  ],
);

export const uploadPurpose = pgEnum('upload_purpose', ['logo', 'certificate', 'photo', 'service_image']);

/**
 * A file uploaded and not yet part of a business: the onboarding form uploads its logo and certificates before
 * the business exists. Submitting the form claims them (each becomes a merchant_files row under the same id and
 * storage key, so its address never changes); what nobody claims is removed after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: uploadPurpose().notNull(),
    storageKey: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    fileSizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    index('uploads_user_idx').on(t.userId, t.purpose),
    index('uploads_created_idx').on(t.createdAt),
    check('uploads_size_positive', sql`${t.fileSizeBytes} > 0`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The bytes of every stored file, in the database: every API instance serves every file, and a backup of
 * the database is a backup of the uploads.
 */
export const fileContents = pgTable('file_contents', {
  storageKey: text().primaryKey(),
  bytes: bytea().notNull(),
  createdAt: createdAt(),
});
