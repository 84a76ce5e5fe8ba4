import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

export const diaryBlockKind = pgEnum('diary_block_kind', ['break', 'time_off', 'closure', 'walk_in', 'phone_booking']);

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
    createdAt: createdAt(),
  },
  (t) => [
    index('diary_blocks_merchant_starts_idx').on(t.merchantId, t.startsAt),
    index('diary_blocks_series_idx').on(t.seriesId),
    check('diary_blocks_start_format', sql`${t.startTime} ~ ${sql.raw(`'${hhmm}'`)}`),
    check('diary_blocks_end_format', sql`${t.endTime} ~ ${sql.raw(`'${hhmm}'`)}`),
    check('diary_blocks_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
