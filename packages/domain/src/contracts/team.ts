import { z } from 'zod';
import { DIARY_BLOCK_KINDS, DIARY_MESSAGES } from '../diary-blocks';
import { isIsoDate } from '../london-time';
import { TEAM_MESSAGES } from '../team';

/** One range of a member's week, day 0 = Sunday. */
export const workingRangeResponseSchema = z.object({
  day_of_week: z.number().int().min(0).max(6),
  start_time: z.string(),
  end_time: z.string(),
});

/**
 * A busy calendar's state as the Team tab shows it (decision 051): the address's host only (its path is the secret,
 * never sent back once saved) and the last read's outcome.
 */
export const busyCalendarStatusSchema = z.object({
  url_hint: z.string(),
  last_synced_at: z.string().nullable(),
  /** Null until the first read. */
  last_sync_ok: z.boolean().nullable(),
  last_sync_message: z.string().nullable(),
  event_count: z.number().int(),
  clash_count: z.number().int(),
});
export type BusyCalendarStatus = z.infer<typeof busyCalendarStatusSchema>;

/** A salon's team member as the salon sees it (decision 050). */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  display_name: z.string(),
  service_ids: z.array(z.uuid()),
  /** The hours the member works; the business's opening hours when `uses_opening_hours`. */
  working_hours: z.array(workingRangeResponseSchema),
  /** True when the member works whenever the business is open (the hours follow the opening hours as they change). */
  uses_opening_hours: z.boolean(),
  is_active: z.boolean(),
  /** Active bookings (held or confirmed) still to start. */
  upcoming_bookings: z.number().int(),
  /** The member's other calendar Lull reads busy times from, or null. */
  busy_calendar: busyCalendarStatusSchema.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/merchant/team: the team in the salon's order. */
export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  /** The business's own other calendar (its busy times block everyone), or null. */
  business_busy_calendar: busyCalendarStatusSchema.nullable(),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamMemberParamsSchema = z.object({ id: z.uuid(TEAM_MESSAGES.notFound) });
export const diaryBlockParamsSchema = z.object({ id: z.uuid(DIARY_MESSAGES.notFound) });

/** An admin names the business with `merchant_id`; a salon's own calls leave it out. */
export const teamScopeQuerySchema = z.object({ merchant_id: z.uuid('Business not found.').optional() });

/** DELETE /api/merchant/diary/blocks/{id}: `series=true` deletes this and the later occurrences of its weekly series. */
export const deleteBlockQuerySchema = teamScopeQuerySchema.extend({
  series: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /api/merchant/diary: London dates, inclusive. */
export const diaryQuerySchema = teamScopeQuerySchema.extend({
  from: z.string(DIARY_MESSAGES.date).refine(isIsoDate, DIARY_MESSAGES.date),
  to: z.string(DIARY_MESSAGES.date).refine(isIsoDate, DIARY_MESSAGES.date),
});
export type DiaryQuery = z.infer<typeof diaryQuerySchema>;

export const diaryBlockSchema = z.object({
  id: z.uuid(),
  /** Null: the whole business. */
  team_member_id: z.uuid().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  kind: z.enum(DIARY_BLOCK_KINDS),
  note: z.string(),
  client_name: z.string().nullable(),
  client_phone: z.string().nullable(),
  series_id: z.uuid().nullable(),
  repeat_weekly: z.boolean(),
  /** An 'external' block's calendar host ("calendar.google.com"): it is changed there, never here. Null otherwise. */
  source_host: z.string().nullable(),
  /** An external block over a Lull booking: it takes no time (the booking keeps it) and the salon is shown it. */
  clash: z
    .object({
      booking_id: z.uuid(),
      /** Whose booking: a whole-business busy time shows its clash in that member's column only. */
      team_member_id: z.uuid(),
      booking_time: z.string(),
      service_name: z.string(),
      customer_name: z.string(),
    })
    .nullable(),
});
export type DiaryBlock = z.infer<typeof diaryBlockSchema>;

/** POST /api/merchant/diary/blocks: the block made (the first of a weekly series) and how many were written. */
export const createdBlockSchema = diaryBlockSchema.extend({ occurrences: z.number().int() });
export type CreatedBlock = z.infer<typeof createdBlockSchema>;

export const diaryBookingSchema = z.object({
  id: z.uuid(),
  team_member_id: z.uuid(),
  team_member_name: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
  status: z.string(),
  service_id: z.uuid(),
  service_name: z.string(),
  customer_name: z.string(),
});
export type DiaryBooking = z.infer<typeof diaryBookingSchema>;

/** GET /api/merchant/diary: who works, what is booked and what is blocked between two London dates. */
export const diaryResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  members: z.array(z.object({ id: z.uuid(), display_name: z.string(), is_active: z.boolean() })),
  bookings: z.array(diaryBookingSchema),
  blocks: z.array(diaryBlockSchema),
});
export type DiaryResponse = z.infer<typeof diaryResponseSchema>;
