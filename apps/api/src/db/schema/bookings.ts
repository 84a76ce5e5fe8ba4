import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { services } from './catalogue';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { merchants } from './merchants';
import { mailOutbox } from './messaging';
import { bookingTerms } from './terms';
import { diaryBlocks, teamMembers } from './team';
import { users } from './users';

/**
 * 'no_show' is the spec's 'no-show' (mapped at the API edge: enum labels stay identifier-like).
 * 'expired' is a pending booking whose 5-minute hold ran out; it no longer holds its slot.
 */
export const bookingStatus = pgEnum('booking_status', [
  'pending',
  'confirmed',
  'completed',
  'no_show',
  'cancelled',
  'expired',
]);

/**
 * Prices are fixed at booking time so later price changes never rewrite a booking.
 * bookingDate/bookingTime are the London wall clock the customer chose; startsAt/endsAt are the same
 * instants, used for every comparison and for the no-overlap exclusion constraint (custom migration
 * bookings_no_overlap, which drizzle-kit cannot express).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Restrict: bookings are financial records kept 7 years, beyond account or service deletion.
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    bookingDate: date({ mode: 'string' }).notNull(),
    bookingTime: text().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    durationMinutes: integer().notNull(),
    // Who does the treatment (decision 050). Filled by the insert trigger of migration 0031 when a writer leaves it out
    // (seeds and past records); a customer's hold always names the member the assignment rule chose.
    teamMemberId: uuid()
      .notNull()
      .default(sql`null`)
      .references(() => teamMembers.id, { onDelete: 'restrict' }),
    // The service's clean-up time when booked: the member stays taken this long after endsAt.
    bufferMinutes: integer().notNull().default(0),
    notes: text(),
    status: bookingStatus().notNull().default('pending'),
    holdExpiresAt: timestamptz(),
    originalPricePence: integer().notNull(),
    discountAmountPence: integer().notNull().default(0),
    platformFeePence: integer().notNull(),
    finalPricePence: integer().notNull(),
    creditsUsedPence: integer().notNull().default(0),
    processingFeePence: integer().notNull(),
    merchantPayoutPence: integer().notNull(),
    offPeakApplied: boolean().notNull().default(false),
    guestFirstName: text(),
    guestLastName: text(),
    guestEmail: text(),
    guestPhone: text(),
    agreedToTermsAt: timestamptz(),
    // Which terms were agreed to, for the record.
    termsVersion: integer().references(() => bookingTerms.version, { onDelete: 'restrict' }),
    agreedToMerchantPolicyAt: timestamptz(),
    confirmedAt: timestamptz(),
    cancelledAt: timestamptz(),
    // 'customer' | 'merchant' | 'admin' | 'system'
    cancelledBy: text(),
    // Why the salon (or an admin) cancelled, as the customer is told it.
    cancellationReason: text(),
    // The calendar invite's SEQUENCE: each move sends an invite with the same UID and the next sequence, which
    // replaces the one in the customer's calendar.
    calendarSequence: integer().notNull().default(0),
    completionConfirmedAt: timestamptz(),
    // When a paid booking cancelled within 24 hours of its start was settled to the salon (decision 020).
    lateCancellationSettledAt: timestamptz(),
    // The start the 24-hour reminder went out for: a booking whose time changes is reminded again (decision 026).
    reminderSentFor: timestamptz(),
    // The reminder mail, whose delivery state the admin sees; null when it had no address or the mail was erased.
    reminderOutboxId: uuid().references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_starts_idx').on(t.userId, t.startsAt),
    index('bookings_merchant_starts_idx').on(t.merchantId, t.startsAt),
    index('bookings_service_starts_idx').on(t.serviceId, t.startsAt),
    index('bookings_team_member_starts_idx').on(t.teamMemberId, t.startsAt),
    // For the review invitation job's scan: completed visits inside the review window (decision 025).
    index('bookings_completed_starts_idx').on(t.startsAt).where(sql`${t.status} = 'completed'`),
    // For the late-cancellation settlement job: paid cancellations not yet settled.
    index('bookings_late_cancellation_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'cancelled' and ${t.confirmedAt} is not null and ${t.lateCancellationSettledAt} is null`),
    // For the reminder job's due scan: confirmed bookings not yet reminded for their current start.
    index('bookings_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed' and ${t.reminderSentFor} is distinct from ${t.startsAt}`),
    // The admin's analytics: bookings made in a period (created_at range, decision 023).
    index('bookings_created_idx').on(t.createdAt),
    // The admin's Bookings list: newest first without expired holds, and its one-date filter (decision 019).
    index('bookings_admin_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} <> 'expired'`),
    index('bookings_booking_date_idx').on(t.bookingDate),
    // For the hold-expiry sweeper.
    index('bookings_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('bookings_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_duration_positive', sql`${t.durationMinutes} >= 1`),
    check('bookings_buffer_range', sql`${t.bufferMinutes} between 0 and 60`),
    check('bookings_time_format', sql`${t.bookingTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('bookings_pending_has_hold', sql`${t.status} <> 'pending' or ${t.holdExpiresAt} is not null`),
    check(
      'bookings_amounts_not_negative',
      sql`${t.originalPricePence} >= 0 and ${t.discountAmountPence} >= 0 and ${t.platformFeePence} >= 0
        and ${t.finalPricePence} >= 0 and ${t.creditsUsedPence} >= 0 and ${t.processingFeePence} >= 0
        and ${t.merchantPayoutPence} >= 0`,
    ),
    check('bookings_discount_within_price', sql`${t.discountAmountPence} <= ${t.originalPricePence}`),
    check('bookings_credits_within_final', sql`${t.creditsUsedPence} <= ${t.finalPricePence}`),
  ],
);

export const paymentStatus = pgEnum('payment_status', [
  'requires_payment_method',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
]);

/** One row per payment attempt (intent) at a gateway. Card numbers are never stored: brand and last 4 only. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // 'sandbox' | 'stripe'
    gateway: text().notNull(),
    // 'booking': the booking's own payment; 'price_difference': the extra a move to a dearer time costs, whose
    // target time is `moveTo` until the payment succeeds and the move is made.
    purpose: text().notNull().default('booking'),
    moveTo: jsonb().$type<{ booking_date: string; booking_time: string; team_member_id: string; price_pence: number }>(),
    // The gateway's intent id; null only between inserting the attempt and the gateway answering.
    gatewayReference: text(),
    amountPence: integer().notNull(),
    currency: text().notNull().default('gbp'),
    status: paymentStatus().notNull().default('requires_payment_method'),
    failureCode: text(),
    failureMessage: text(),
    cardBrand: text(),
    cardLast4: text(),
    idempotencyKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_reference_unique').on(t.gatewayReference),
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotencyKey),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_user_idx').on(t.userId),
    // GET /metrics: the payments of the last minute.
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_not_negative', sql`${t.amountPence} >= 0`),
    check('payments_purpose_known', sql`${t.purpose} in ('booking', 'price_difference')`),
    check('payments_move_has_target', sql`(${t.purpose} = 'price_difference') = (${t.moveTo} is not null)`),
    check('payments_card_last4_format', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Webhook events already handled: inserting the id first makes redelivery a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text().primaryKey(),
  gateway: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamptz().notNull().defaultNow(),
});

export const refundRequestStatus = pgEnum('refund_request_status', ['pending', 'completed']);

/**
 * Every refund waits here until an admin completes it. A booking has at most one cancellation refund (by the customer,
 * the salon or an admin), and one price-difference refund per move to a cheaper time (`bookingEventId` names the move).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: refundRequestStatus().notNull().default('pending'),
    // 'cancellation' | 'salon_cancellation' | 'admin_cancellation' | 'price_difference'
    reason: text().notNull().default('cancellation'),
    bookingEventId: uuid().references((): AnyPgColumn => bookingEvents.id, { onDelete: 'restrict' }),
    totalPaidPence: integer().notNull(),
    creditsUsedPence: integer().notNull().default(0),
    // The spec's stripe_amount: what goes back to the card.
    cardRefundPence: integer().notNull(),
    creditsRestoredPence: integer().notNull().default(0),
    requestedAt: timestamptz().notNull().defaultNow(),
    completedAt: timestamptz(),
    completedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    adminNotes: text(),
    gatewayRefundReference: text(),
    // Why the last attempt to pay the card part back failed (shown to the admin); cleared on completion.
    lastFailure: text(),
    lastFailureAt: timestamptz(),
    // Gateway refusals so far: part of the idempotency key, so a retry after a refusal is a new request at the
    // gateway while a retry after a timeout (outcome unknown) replays the same one and can never pay twice.
    gatewayAttempts: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('refund_requests_booking_unique').on(t.bookingId).where(sql`${t.reason} <> 'price_difference'`),
    uniqueIndex('refund_requests_booking_event_unique').on(t.bookingEventId),
    index('refund_requests_booking_idx').on(t.bookingId),
    check('refund_requests_reason_known', sql`${t.reason} in ('cancellation', 'salon_cancellation', 'admin_cancellation', 'price_difference')`),
    check('refund_requests_difference_has_event', sql`(${t.reason} = 'price_difference') = (${t.bookingEventId} is not null)`),
    uniqueIndex('refund_requests_gateway_reference_unique').on(t.gatewayRefundReference),
    index('refund_requests_status_requested_idx').on(t.status, t.requestedAt),
    check(
      'refund_requests_amounts_not_negative',
      sql`${t.totalPaidPence} >= 0 and ${t.creditsUsedPence} >= 0 and ${t.cardRefundPence} >= 0
        and ${t.creditsRestoredPence} >= 0`,
    ),
    check('refund_requests_completed_at', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

/**
 * The time each member is taken, whatever takes it: an active booking with its clean-up buffer, or a block (a
 * whole-business block has a row per member). Written only by the triggers of migration 0031, read by availability.
 * Its exclusion constraint `diary_occupancy_no_overlap` is what keeps a member out of two places at once; blocks may
 * overlap each other (decision 050 explains the `overlap_class` that allows it).
 */
export const diaryOccupancy = pgTable(
  'diary_occupancy',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: uuid().references(() => diaryBlocks.id, { onDelete: 'cascade' }),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
  },
  (t) => [
    index('diary_occupancy_merchant_starts_idx').on(t.merchantId, t.startsAt),
    index('diary_occupancy_booking_idx').on(t.bookingId),
    index('diary_occupancy_block_idx').on(t.blockId),
    check('diary_occupancy_one_source', sql`(${t.bookingId} is null) <> (${t.blockId} is null)`),
    check('diary_occupancy_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A booking's timeline beyond its own columns: each move (by the customer, or the salon's proposal and the customer's
 * answer) and each salon cancellation, with who did it. The admin's booking dialog reads it in order.
 */
export const bookingEventKind = pgEnum('booking_event_kind', [
  'rescheduled',
  'move_proposed',
  'move_accepted',
  'move_declined',
  'cancelled_by_salon',
  'cancelled_by_admin',
]);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: bookingEventKind().notNull(),
    // 'customer' | 'merchant' | 'admin' | 'system'
    actor: text().notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromDate: date({ mode: 'string' }),
    fromTime: text(),
    fromTeamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'set null' }),
    toDate: date({ mode: 'string' }),
    toTime: text(),
    toTeamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'set null' }),
    // Signed: positive when the customer paid more, negative when the difference was refunded.
    priceChangePence: integer().notNull().default(0),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_events_actor_known', sql`${t.actor} in ('customer', 'merchant', 'admin', 'system')`),
  ],
);

export const moveProposalStatus = pgEnum('move_proposal_status', ['pending', 'accepted', 'declined', 'withdrawn']);

/**
 * Another time the salon offers for a booking. Until the customer accepts, the booking keeps its time and the offered
 * time is not held: accepting takes it only if it is still free (decision 051). At most one pending per booking.
 */
export const bookingMoveProposals = pgTable(
  'booking_move_proposals',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    bookingDate: date({ mode: 'string' }).notNull(),
    bookingTime: text().notNull(),
    startsAt: timestamptz().notNull(),
    message: text().notNull().default(''),
    status: moveProposalStatus().notNull().default('pending'),
    proposedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_move_proposals_one_pending').on(t.bookingId).where(sql`${t.status} = 'pending'`),
    check('booking_move_proposals_time_format', sql`${t.bookingTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
