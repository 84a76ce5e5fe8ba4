import { z } from 'zod';
import { BOOKING_WINDOW_DAYS } from '../booking-window';
import { isIsoDate, isWallTime } from '../london-time';

/** POST /api/waitlist: the taken time the customer wants to be told about. */
export const joinWaitlistSchema = z.object({
  service_id: z.uuid('Service not found'),
  booking_date: z.string().refine(isIsoDate, 'Choose a date.'),
  booking_time: z.string().refine(isWallTime, 'Please select a time.'),
});
export type JoinWaitlistPayload = z.infer<typeof joinWaitlistSchema>;

/** One of the customer's waitlist entries. notified_at: when they were told the time is free (null: still waiting). */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  merchant_id: z.uuid(),
  service_name: z.string(),
  merchant_business_name: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  duration: z.number().int(),
  created_at: z.string(),
  notified_at: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const takenTimesQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(BOOKING_WINDOW_DAYS).default(7),
});

/** GET /api/services/{id}/taken-times: the offered times someone else has, per date (only dates that have any). */
export const takenTimesSchema = z.object({
  service_id: z.uuid(),
  days: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
});
export type TakenTimes = z.infer<typeof takenTimesSchema>;
