import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { merchants } from './merchants';
import { users } from './users';

/**
 * A customer's saved businesses (decision 028). The primary key makes saving twice one row, so adding is
 * idempotent under concurrency; both sides cascade, so deleting an account or a business takes its favourites.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId] }), index('favourites_merchant_idx').on(t.merchantId)],
);
