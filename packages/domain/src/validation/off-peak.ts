import { z } from 'zod';
import { minutesOf, timeOf } from '../london-time';
import { OFF_PEAK_PRICING_MODES, type OffPeakPricingMode } from '../off-peak';

/**
 * The off-peak hours manager's rules (merchant spec §2, §3, §5), shared by POST /api/off-peak-schedules/{id}
 * and the dashboard's form so the messages match word for word.
 */

/** Discount percentage bounds and default (spec §5, §9). */
export const OFF_PEAK_DISCOUNT_MIN = 5;
export const OFF_PEAK_DISCOUNT_MAX = 50;
export const OFF_PEAK_DISCOUNT_DEFAULT = 20;
/** One merchant keeps at most this many schedules (seven days of several windows each is plenty). */
export const MAX_OFF_PEAK_SCHEDULES = 50;

/** Start and end times the form offers: every half hour of the day (windows never cross midnight). */
export const OFF_PEAK_TIME_STEPS: readonly string[] = Array.from({ length: 48 }, (_, i) => timeOf(i * 30));

export const OFF_PEAK_MESSAGES = {
  saveFailed: 'Failed to save off-peak schedules',
  day: 'Choose a day of the week.',
  time: 'Choose a time on the hour or half hour.',
  endAfterStart: 'The end time must be after the start time.',
  discount: `Enter a discount from ${OFF_PEAK_DISCOUNT_MIN}% to ${OFF_PEAK_DISCOUNT_MAX}%.`,
  mode: 'Choose percentage or fixed pricing.',
  tooMany: `Add at most ${MAX_OFF_PEAK_SCHEDULES} off-peak slots.`,
  service: 'Choose services from your own list.',
  fixedPrice: 'Enter an off-peak price from £0.01 up to just under the regular price.',
  fixedPriceMissing: 'Enter an off-peak price for each affected service.',
} as const;

/** 'HH:MM' on the half hour, the steps the form offers. */
function isHalfHour(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) && minutesOf(value) % 30 === 0;
}

const time = z.string(OFF_PEAK_MESSAGES.time).refine(isHalfHour, OFF_PEAK_MESSAGES.time);

export const offPeakScheduleInputSchema = z
  .object({
    day_of_week: z.number(OFF_PEAK_MESSAGES.day).int(OFF_PEAK_MESSAGES.day).min(0, OFF_PEAK_MESSAGES.day).max(6, OFF_PEAK_MESSAGES.day),
    start_time: time,
    end_time: time,
    discount_percentage: z
      .number(OFF_PEAK_MESSAGES.discount)
      .int(OFF_PEAK_MESSAGES.discount)
      .min(OFF_PEAK_DISCOUNT_MIN, OFF_PEAK_MESSAGES.discount)
      .max(OFF_PEAK_DISCOUNT_MAX, OFF_PEAK_MESSAGES.discount),
    is_active: z.boolean().default(true),
  })
  .refine((s) => !isHalfHour(s.start_time) || !isHalfHour(s.end_time) || s.end_time > s.start_time, {
    message: OFF_PEAK_MESSAGES.endAfterStart,
    path: ['end_time'],
  });
export type OffPeakScheduleInput = z.infer<typeof offPeakScheduleInputSchema>;

/** A price in pounds with at most two decimals (pence are whole). */
const pounds = z
  .number(OFF_PEAK_MESSAGES.fixedPrice)
  .min(0.01, OFF_PEAK_MESSAGES.fixedPrice)
  .max(100_000, OFF_PEAK_MESSAGES.fixedPrice)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, OFF_PEAK_MESSAGES.fixedPrice);

/**
 * The payload of POST /api/off-peak-schedules/{merchantId} (spec §7). Whether the services are the merchant's and
 * each fixed price is under its service's price needs the database, so the server checks those after this
 * (`checkOffPeakPrices` below does the price part for both sides).
 */
export const offPeakSettingsSchema = z
  .object({
    schedules: z.array(offPeakScheduleInputSchema).max(MAX_OFF_PEAK_SCHEDULES, OFF_PEAK_MESSAGES.tooMany),
    affected_services: z.array(z.uuid(OFF_PEAK_MESSAGES.service)).max(500, OFF_PEAK_MESSAGES.service).default([]),
    pricing_mode: z.enum(OFF_PEAK_PRICING_MODES, OFF_PEAK_MESSAGES.mode).default('percentage'),
    /** Fixed mode only: serviceId → price in pounds. */
    service_specific_prices: z.record(z.string(), pounds).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.pricing_mode !== 'fixed') return;
    for (const serviceId of value.affected_services) {
      if (value.service_specific_prices?.[serviceId] === undefined) {
        ctx.addIssue({ code: 'custom', message: OFF_PEAK_MESSAGES.fixedPriceMissing, path: ['service_specific_prices', serviceId] });
      }
    }
  });
export type OffPeakSettingsInput = z.input<typeof offPeakSettingsSchema>;
export type OffPeakSettings = z.output<typeof offPeakSettingsSchema>;

/**
 * Fixed mode: each affected service's price must be from 1p up to just under its regular price. Answers the
 * fields to complain about (keyed like the schema's), empty when all is well.
 */
export function checkOffPeakPrices(
  settings: { pricing_mode: OffPeakPricingMode; affected_services: readonly string[]; service_specific_prices?: Record<string, number> },
  regularPrices: ReadonlyMap<string, number>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (settings.pricing_mode !== 'fixed') return fields;
  for (const serviceId of settings.affected_services) {
    const fixed = settings.service_specific_prices?.[serviceId];
    const regular = regularPrices.get(serviceId);
    if (fixed === undefined) fields[`service_specific_prices.${serviceId}`] = OFF_PEAK_MESSAGES.fixedPriceMissing;
    else if (regular === undefined || Math.round(fixed * 100) >= Math.round(regular * 100) || fixed < 0.01) {
      fields[`service_specific_prices.${serviceId}`] = OFF_PEAK_MESSAGES.fixedPrice;
    }
  }
  return fields;
}

/** The manager's four templates (spec §2): days 0 = Sunday. */
export const OFF_PEAK_TEMPLATES = [
  { id: 'weekday-mornings', name: 'Weekday Mornings', days: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '11:00' },
  { id: 'lunch-break', name: 'Lunch Break', days: [0, 1, 2, 3, 4, 5, 6], start_time: '12:00', end_time: '14:00' },
  { id: 'evening-hours', name: 'Evening Hours', days: [0, 1, 2, 3, 4, 5, 6], start_time: '18:00', end_time: '20:00' },
  { id: 'weekend-special', name: 'Weekend Special', days: [6, 0], start_time: '09:00', end_time: '18:00' },
] as const;

/** A new custom slot: Monday 09:00–17:00 at the default discount (spec §2). */
export const CUSTOM_OFF_PEAK_SLOT: OffPeakScheduleInput = {
  day_of_week: 1,
  start_time: '09:00',
  end_time: '17:00',
  discount_percentage: OFF_PEAK_DISCOUNT_DEFAULT,
  is_active: true,
};

/** A template's slots at a discount. */
export function templateSchedules(templateId: (typeof OFF_PEAK_TEMPLATES)[number]['id'], discount = OFF_PEAK_DISCOUNT_DEFAULT): OffPeakScheduleInput[] {
  const template = OFF_PEAK_TEMPLATES.find((t) => t.id === templateId)!;
  return template.days.map((day) => ({ day_of_week: day, start_time: template.start_time, end_time: template.end_time, discount_percentage: discount, is_active: true }));
}
