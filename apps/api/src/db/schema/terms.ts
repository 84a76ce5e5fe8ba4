import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

/** Published booking terms, never edited in place: the current terms are the highest version. */
export const bookingTerms = pgTable(
  'booking_terms',
  {
    id: id(),
    version: integer().notNull(),
    content: text().notNull(),
    publishedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // A constraint, not just an index: bookings.terms_version references it.
    unique('booking_terms_version_unique').on(t.version),
    check('booking_terms_version_positive', sql`${t.version} > 0`),
  ],
);
