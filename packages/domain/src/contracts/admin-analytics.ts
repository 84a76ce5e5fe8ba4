import { z } from 'zod';

/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (decision 023): London dates, inclusive, both
 * optional (the last 30 days by default, at most 366). Whether they are real dates in order is the domain's
 * `resolvePeriod`, so a bad period is one 400 with a message on the field.
 */
export const adminAnalyticsQuerySchema = z.object({
  from: z.string().max(32).optional(),
  to: z.string().max(32).optional(),
});
export type AdminAnalyticsQuery = z.input<typeof adminAnalyticsQuerySchema>;

/** One London day, by the day bookings were made (created), not their appointment day. Money in pounds. */
export const analyticsDaySchema = z.object({
  date: z.string(),
  /** Holds started: every booking made that day, whatever became of it. */
  bookings_made: z.number().int().nonnegative(),
  /** Of those, the ones paid for (`wasPaid`: confirmed, completed, no-show, or cancelled after payment). */
  paid_bookings: z.number().int().nonnegative(),
  /** What the platform earned on them: its fees less the part of a refund that reached into a fee (decision 017). */
  platform_revenue: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsTotalsSchema = z.object({
  bookings_made: z.number().int().nonnegative(),
  paid_bookings: z.number().int().nonnegative(),
  platform_revenue: z.number(),
  /** What customers paid for the paid bookings (final price, card and credits alike), before any refund. Pounds. */
  gross_booking_value: z.number(),
  /** gross_booking_value / paid_bookings; null without paid bookings. Pounds. */
  average_booking_value: z.number().nullable(),
  /** paid_bookings / bookings_made, %. Null without bookings. */
  hold_to_paid_percent: z.number().nullable(),
  /** Paid bookings later cancelled (by anyone). */
  cancelled_bookings: z.number().int().nonnegative(),
  /** cancelled_bookings / paid_bookings, %. */
  cancellation_percent: z.number().nullable(),
  completed_bookings: z.number().int().nonnegative(),
  no_show_bookings: z.number().int().nonnegative(),
  /** no_show_bookings / (completed_bookings + no_show_bookings): of the appointments whose outcome is recorded, %. */
  no_show_percent: z.number().nullable(),
  /** Paid bookings made at an off-peak price. */
  off_peak_bookings: z.number().int().nonnegative(),
  /** off_peak_bookings / paid_bookings, %. */
  off_peak_percent: z.number().nullable(),
  /** Customer accounts (role consumer, not deleted) created in the period. */
  new_customers: z.number().int().nonnegative(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/** A service or salon in a top list: its paid bookings in the period, what customers paid and the platform earned. */
const rankedFigures = {
  paid_bookings: z.number().int().nonnegative(),
  booking_value: z.number(),
  platform_revenue: z.number(),
};

export const analyticsTopServiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  merchant_business_name: z.string(),
  ...rankedFigures,
});
export type AnalyticsTopService = z.infer<typeof analyticsTopServiceSchema>;

export const analyticsTopSalonSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  city: z.string(),
  ...rankedFigures,
});
export type AnalyticsTopSalon = z.infer<typeof analyticsTopSalonSchema>;

export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every London day of the period in order, zeros included. */
  days: z.array(analyticsDaySchema),
  totals: analyticsTotalsSchema,
  /** The 5 with most paid bookings, then most value, then by name. */
  top_services: z.array(analyticsTopServiceSchema),
  top_salons: z.array(analyticsTopSalonSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
