import { z } from 'zod';

/** One saved off-peak schedule (spec §3), day 0 = Sunday, end exclusive. */
export const offPeakScheduleSchema = z.object({
  id: z.uuid(),
  day_of_week: z.number().int().min(0).max(6),
  start_time: z.string(),
  end_time: z.string(),
  discount_percentage: z.number().int(),
  is_active: z.boolean(),
});

/** A service of the merchant the manager can apply schedules to (money in pounds). */
export const offPeakServiceOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  off_peak_price: z.number().nullable(),
  /** Whether customers can book it now (approved and active). */
  listed: z.boolean(),
});

/** GET /api/off-peak-schedules/{merchantId}, and POST's answer. */
export const offPeakSettingsResponseSchema = z.object({
  merchant_id: z.uuid(),
  schedules: z.array(offPeakScheduleSchema),
  affected_services: z.array(z.uuid()),
  pricing_mode: z.enum(['percentage', 'fixed']),
  /** Fixed mode's price per service, in pounds. */
  service_specific_prices: z.record(z.string(), z.number()),
  services: z.array(offPeakServiceOptionSchema),
  /** A paused business sees its settings but cannot change them (spec §4). */
  is_paused: z.boolean(),
  /**
   * Where active schedules overlap, and the discount a start there gets (`offPeakOverlaps`, decision 039): saved,
   * and said, never refused.
   */
  overlaps: z.array(
    z.object({
      day_of_week: z.number().int().min(0).max(6),
      start_time: z.string(),
      end_time: z.string(),
      schedule_ids: z.array(z.uuid()),
      applied_percentage: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type OffPeakSettingsResponse = z.infer<typeof offPeakSettingsResponseSchema>;
export type OffPeakServiceOption = z.infer<typeof offPeakServiceOptionSchema>;
