import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';

/**
 * One row per completed booking whose customer was invited to review it. The invitation job inserts the row in
 * the same transaction as the bell and the queued mail (insert … on conflict do nothing claims the booking), so a
 * restart or a second instance never invites twice (decision 025).
 */
export const reviewInvitations = pgTable('review_invitations', {
  bookingId: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  invitedAt: createdAt(),
});
