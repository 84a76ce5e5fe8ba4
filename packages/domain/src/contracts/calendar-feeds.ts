import { z } from 'zod';

/** One secret calendar address: whoever has it can read the diary it covers, so it is shown only to the owner. */
const feedAddressSchema = z.object({ url: z.url() });

/**
 * GET /api/merchant/calendar-feed and POST /api/merchant/calendar-feed/rotate: the business's address (every booking
 * and block) and one per active team member (their bookings and blocks, and the whole business's blocks).
 */
export const calendarFeedsSchema = z.object({
  business: feedAddressSchema,
  members: z.array(feedAddressSchema.extend({ team_member_id: z.uuid(), display_name: z.string() })),
});
export type CalendarFeeds = z.infer<typeof calendarFeedsSchema>;

/** GET /api/calendar-feeds/{token}.ics: the token is base64url, 43 characters for 32 random bytes. */
export const calendarFeedParamsSchema = z.object({ file: z.string().max(100) });
