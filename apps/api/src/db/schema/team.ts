import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WorkingRange } from '@lull/domain/team';
import { services } from './catalogue';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { merchants } from './merchants';

const hhmm = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * The people who do a salon's work (decision 050). Every booking belongs to one; a business has at least one, made with
 * it (a trigger of migration 0031, so the onboarding, the admin's Create Merchant and every seed get one the same way).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    // Null: the member works whenever the business is open (so its hours follow the opening hours as they change).
    workingHours: jsonb().$type<WorkingRange[]>(),
    isActive: boolean().notNull().default(true),
    // The order the salon sees its team in, and the assignment rule's last tie-break (decision 050).
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('team_members_merchant_idx').on(t.merchantId, t.position),
    check('team_members_name_present', sql`length(btrim(${t.displayName})) between 1 and 60`),
  ],
);

/** Which services each member performs. A new service is performed by every member until the salon says otherwise. */
export const teamMemberServices = pgTable(
  'team_member_services',
  {
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamMemberId, t.serviceId] }), index('team_member_services_service_idx').on(t.serviceId)],
);

// 'external': an event of a member's (or the business's) other calendar, read by the busy-calendar sync.
export const diaryBlockKind = pgEnum('diary_block_kind', ['break', 'time_off', 'closure', 'walk_in', 'phone_booking', 'external']);

/**
 * Time a salon cannot sell: on one member, or on the whole business (`teamMemberId` null). A weekly block is stored as
 * one row per week sharing a `seriesId` (decision 050), so every occurrence is checked against bookings like any block.
 */
export const diaryBlocks = pgTable(
  'diary_blocks',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'cascade' }),
    kind: diaryBlockKind().notNull(),
    blockDate: date({ mode: 'string' }).notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    note: text().notNull().default(''),
    clientName: text(),
    clientPhone: text(),
    seriesId: uuid(),
    // An external block's calendar and its event (UID, plus the occurrence's start for a repeating event).
    busyCalendarId: uuid().references((): AnyPgColumn => busyCalendars.id, { onDelete: 'cascade' }),
    externalUid: text(),
    // An external event over a Lull booking: kept and shown to the salon as a clash, but it takes no time (the
    // booking keeps it), so it never occupies the diary while this is set.
    clashBookingId: uuid(), // a booking (no foreign key: bookings are never deleted, and schema files would import each other)
    createdAt: createdAt(),
  },
  (t) => [
    index('diary_blocks_merchant_starts_idx').on(t.merchantId, t.startsAt),
    uniqueIndex('diary_blocks_external_event_unique').on(t.busyCalendarId, t.externalUid),
    check('diary_blocks_external_has_calendar', sql`(${t.kind}::text = 'external') = (${t.busyCalendarId} is not null and ${t.externalUid} is not null)`),
    index('diary_blocks_series_idx').on(t.seriesId),
    check('diary_blocks_start_format', sql`${t.startTime} ~ ${sql.raw(`'${hhmm}'`)}`),
    check('diary_blocks_end_format', sql`${t.endTime} ~ ${sql.raw(`'${hhmm}'`)}`),
    check('diary_blocks_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The secret iCalendar addresses a salon's calendars subscribe to: one for the business (`teamMemberId` null) and one
 * per member. The token is the address's secret; rotating replaces every token of the business.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.token),
    unique('calendar_feeds_owner_unique').on(t.merchantId, t.teamMemberId).nullsNotDistinct(),
  ],
);

/**
 * A member's (or, with `teamMemberId` null, the business's) other calendar, read every few minutes: each event becomes
 * an external block. The last sync's time and outcome are what the Team tab shows; the fetched body is never stored.
 */
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    nextSyncAt: timestamptz().notNull().defaultNow(),
    lastSyncedAt: timestamptz(),
    lastSyncOk: boolean(),
    // What the salon reads about the last sync ("12 busy times, 1 clash" or why it failed), never the fetched body.
    lastSyncMessage: text(),
    eventCount: integer().notNull().default(0),
    clashCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('busy_calendars_owner_unique').on(t.merchantId, t.teamMemberId).nullsNotDistinct(),
    index('busy_calendars_next_sync_idx').on(t.nextSyncAt),
  ],
);
