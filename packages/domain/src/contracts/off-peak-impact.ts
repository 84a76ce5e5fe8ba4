import { z } from 'zod';
import { merchantScopeQuerySchema } from './payouts';
import { pageOf, pageQuerySchema } from './paging';

/**
 * What off-peak did for a salon (decision 057). `from`/`to` are London dates, both included, at most 366 days; without
 * `from`, the 12 weeks ending with the week of `to` (today by default). Whether they are real dates in order is the
 * domain's `impactPeriod`, so a bad period is one 400 with a message on the field. An admin names the salon with
 * `merchant_id`, like every route of the salon's dashboard.
 */
export const offPeakImpactQuerySchema = z
  .object({
    from: z.string().max(32).optional(),
    to: z.string().max(32).optional(),
  })
  .extend(merchantScopeQuerySchema.shape);
export type OffPeakImpactQuery = z.input<typeof offPeakImpactQuerySchema>;

/**
 * The figures of a rule, a week or a period. Bookings are the off-peak bookings Lull sold (confirmed, completed or a
 * no-show; never a hold, a cancellation or an expired hold). Money in pounds: revenue is the treatments' price after
 * the discount (Lull's booking fee is not the salon's), discount what customers saved. Minutes are real minutes;
 * utilisation is booked over working minutes inside the rule's hours, %, one decimal, 0 without working time.
 */
export const impactFiguresSchema = z.object({
  bookings: z.number().int().nonnegative(),
  revenue: z.number(),
  discount: z.number(),
  booked_minutes: z.number().int().nonnegative(),
  working_minutes: z.number().int().nonnegative(),
  utilisation_percent: z.number().min(0).max(100),
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

/** One London week, Monday first; `from`/`to` are its days inside the period (the first and last may be partial). */
export const impactWeekSchema = impactFiguresSchema.extend({
  week_start: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ImpactWeek = z.infer<typeof impactWeekSchema>;

export const impactRuleSchema = z.object({
  /** The schedule's id; 'standard-weekdays'/'standard-weekends' for Lull's standard hours; 'other' for off-peak bookings in hours no rule has now. */
  key: z.string(),
  schedule_id: z.uuid().nullable(),
  /** 'Monday 09:00–11:00'. */
  label: z.string(),
  /** Percentage mode's discount; null for fixed prices, Lull's standard hours and the 'other' row. */
  discount_percentage: z.number().int().nullable(),
  totals: impactFiguresSchema,
  /** The period's weeks in order, zeros included. */
  weeks: z.array(impactWeekSchema),
});
export type ImpactRule = z.infer<typeof impactRuleSchema>;

export const offPeakImpactSchema = z.object({
  merchant_id: z.uuid(),
  from: z.string(),
  to: z.string(),
  /** The salon's active rules (biggest discount first), Lull's standard hours when the salon has no rule or they sold something, then 'other' when it has bookings. */
  rules: z.array(impactRuleSchema),
  /** Every rule together per week: an hour in two rules counts once in working_minutes. */
  weeks: z.array(impactWeekSchema),
  totals: impactFiguresSchema,
});
export type OffPeakImpact = z.infer<typeof offPeakImpactSchema>;

/** GET /api/admin/off-peak-impact: the same across every listed salon, and the salons paged, most off-peak bookings first. */
export const adminOffPeakImpactQuerySchema = pageQuerySchema.pick({ page: true, page_size: true }).extend({
  from: z.string().max(32).optional(),
  to: z.string().max(32).optional(),
  merchant_id: z.uuid('Business not found.').optional(),
});
export type AdminOffPeakImpactQuery = z.infer<typeof adminOffPeakImpactQuerySchema>;

export const impactSalonSchema = impactFiguresSchema.extend({
  merchant_id: z.uuid(),
  business_name: z.string(),
  city: z.string(),
  /** How many of its own off-peak rules are active. */
  active_rules: z.number().int().nonnegative(),
});
export type ImpactSalon = z.infer<typeof impactSalonSchema>;

export const adminOffPeakImpactSchema = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(impactWeekSchema),
  totals: impactFiguresSchema,
  salons: pageOf(impactSalonSchema),
});
export type AdminOffPeakImpact = z.infer<typeof adminOffPeakImpactSchema>;
