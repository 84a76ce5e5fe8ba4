import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * Who referred whom, and whether the referrer's reward has been granted (on the referred user's first
 * paid booking). One referral per new user; rewardedAt is set once, in the same transaction as the
 * credit grant, so the reward is paid at most once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The code used at sign-up, as typed.
    code: text().notNull(),
    rewardedAt: timestamptz(),
    rewardBookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referred_unique').on(t.referredUserId),
    index('referrals_referrer_idx').on(t.referrerUserId),
    check('referrals_not_self', sql`${t.referrerUserId} <> ${t.referredUserId}`),
  ],
);
