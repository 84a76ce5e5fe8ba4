import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services } from './catalogue';
import { createdAt, id, timestamptz } from './columns';
import { merchants } from './merchants';
import { users } from './users';

/**
 * A customer waiting for a taken time of a service (decision 027). bookingDate/bookingTime are the London wall
 * clock shown to them; startsAt is the same instant, used for every comparison. `position` is the join order
 * (first joined, first told), exact even when two join within one clock tick. notifiedAt is set once, in the
 * transaction that queues the notice, so the notice job never tells anyone twice.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    position: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    startsAt: timestamptz().notNull(),
    bookingDate: date({ mode: 'string' }).notNull(),
    bookingTime: text().notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamptz(),
    leftAt: timestamptz(),
  },
  (t) => [
    // One live entry per customer and time; leaving frees the place to join again.
    uniqueIndex('waitlist_entries_active_uq').on(t.userId, t.serviceId, t.startsAt).where(sql`${t.leftAt} is null`),
    // The notice job: entries still waiting to be told.
    index('waitlist_entries_due_idx').on(t.serviceId, t.startsAt).where(sql`${t.notifiedAt} is null and ${t.leftAt} is null`),
    index('waitlist_entries_user_idx').on(t.userId, t.startsAt),
    check('waitlist_entries_time_format', sql`${t.bookingTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
