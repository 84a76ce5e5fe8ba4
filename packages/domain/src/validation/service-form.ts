import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../service-categories';
import { UPLOAD_MESSAGES } from '../uploads';
import { optionalText, requiredText } from './string-field';

/** The service form's alert when a required field is missing (merchant spec §5; no full stop, as the spec has it). */
export const SERVICE_REQUIRED = 'Please fill in all required fields';
export const CATEGORY_REQUIRED = 'Please choose a category.';
export const PRICE_INVALID = 'Price must be an amount in pounds and pence, such as 45 or 45.50.';
export const PRICE_TOO_HIGH = 'Price must be at most £10,000.';
export const OFF_PEAK_INVALID = 'Off-peak price must be an amount in pounds and pence, such as 35 or 35.50.';
export const OFF_PEAK_NOT_BELOW = 'Off-peak price must be below the regular price.';
export const DURATION_INVALID = 'Duration must be a whole number of minutes, at least 1.';
export const DURATION_TOO_LONG = 'Duration must be at most 720 minutes (12 hours).';
export const SCHEDULE_INVALID = 'Please choose start times from the list (08:00 to 21:30, every 30 minutes).';

/** The longest clean-up time after a treatment (the database's services_buffer_range and bookings_buffer_range). */
export const MAX_BUFFER_MINUTES = 60;
/** A clean-up time is a whole number of these. */
export const BUFFER_STEP_MINUTES = 5;
export const BUFFER_INVALID = `Choose a clean-up time from 0 to ${MAX_BUFFER_MINUTES} minutes.`;
/** The clean-up times the service form offers (0 is None); the API takes any step of 5 up to the maximum. */
export const SERVICE_BUFFER_CHOICES: readonly number[] = Object.freeze([0, 5, 10, 15, 20, 30, 45, 60]);

const MAX_PRICE_POUNDS = 10_000;
const MAX_DURATION_MINUTES = 12 * 60;

/**
 * The start times a service may offer (merchant spec §2's slot picker): 08:00 to 21:30 in 30-minute steps, 28
 * slots. A service that picks none takes its start times from the business's hours.
 */
export const SERVICE_TIME_SLOTS: readonly string[] = Object.freeze(
  Array.from({ length: 28 }, (_, index) => {
    const minutes = 8 * 60 + index * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }),
);

/** How many slots the picker shows before 'Show More'. */
export const SERVICE_SLOTS_SHOWN_FIRST = 12;

/** Where a stored file is served (the files module's `fileUrl`): a service's image is one of these, or none. */
const FILE_URL = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The upload id inside a file address, or null when it is not one. */
export function fileIdOfUrl(url: string): string | null {
  return FILE_URL.test(url) ? url.slice('/api/files/'.length).toLowerCase() : null;
}

/** Whole pennies: at most two decimal places (the input's step 0.01). */
function isWholePennies(pounds: number): boolean {
  return Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;
}

/**
 * Pounds as JSON sends them (a number) or a form field holds them (text). Blank is `missing` when required,
 * else null. The output is a number of pounds with at most two decimals.
 */
function poundsField({ missing, invalid, required }: { missing: string; invalid: string; required: boolean }) {
  return z.union([z.number(), z.string()]).nullish().transform((raw, ctx): number | null => {
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === '' || text === null || text === undefined) {
      if (!required) return null;
      ctx.issues.push({ code: 'custom', message: missing, input: raw });
      return z.NEVER;
    }
    const pounds = typeof text === 'number' ? text : /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    const message = !Number.isFinite(pounds) || pounds < 0 || !isWholePennies(pounds) ? invalid : pounds > MAX_PRICE_POUNDS ? PRICE_TOO_HIGH : null;
    if (message === null) return Math.round(pounds * 100) / 100;
    ctx.issues.push({ code: 'custom', message, input: raw });
    return z.NEVER;
  });
}

/** Whole minutes, from JSON's number or a form field's text. */
const durationField = z.union([z.number(), z.string()]).nullish().transform((raw, ctx): number => {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === '' || text === null || text === undefined) {
    ctx.issues.push({ code: 'custom', message: SERVICE_REQUIRED, input: raw });
    return z.NEVER;
  }
  const minutes = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const message = !Number.isInteger(minutes) || minutes < 1 ? DURATION_INVALID : minutes > MAX_DURATION_MINUTES ? DURATION_TOO_LONG : null;
  if (message === null) return minutes;
  ctx.issues.push({ code: 'custom', message, input: raw });
  return z.NEVER;
});

/**
 * The clean-up time after the treatment (decision 050): whole minutes from 0 to 60 in steps of 5, from JSON's number
 * or the select's text. Absent (or blank) is undefined: a new service takes 0, an edit keeps the service's own.
 */
const bufferMinutesField = z.union([z.number(), z.string()], BUFFER_INVALID).nullish().transform((raw, ctx): number | undefined => {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === '' || text === null || text === undefined) return undefined;
  const minutes = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_BUFFER_MINUTES && minutes % BUFFER_STEP_MINUTES === 0) return minutes;
  ctx.issues.push({ code: 'custom', message: BUFFER_INVALID, input: raw });
  return z.NEVER;
});

/** The picked start times, comma-joined ('09:00,09:30'): each from SERVICE_TIME_SLOTS, kept once, in the day's order. */
const availabilityScheduleField = z
  .string()
  .nullish()
  .transform((raw, ctx) => {
    const picked = (raw ?? '')
      .split(',')
      .map((slot) => slot.trim())
      .filter((slot) => slot !== '');
    if (picked.some((slot) => !SERVICE_TIME_SLOTS.includes(slot))) {
      ctx.issues.push({ code: 'custom', message: SCHEDULE_INVALID, input: raw });
      return z.NEVER;
    }
    return SERVICE_TIME_SLOTS.filter((slot) => picked.includes(slot)).join(',');
  });

/** A service's picture: the address of a file uploaded for it (POST /api/uploads?purpose=service_image), or none. */
const imageUrlField = z
  .string()
  .nullish()
  .transform((raw, ctx) => {
    const url = (raw ?? '').trim();
    if (url === '' || fileIdOfUrl(url) !== null) return url;
    ctx.issues.push({ code: 'custom', message: UPLOAD_MESSAGES.failed, input: raw });
    return z.NEVER;
  });

/**
 * POST /api/services and PUT /api/services/{id}, the service form (merchant spec §5). Keys in the form's order, so
 * the first issue is the one nearest the top. `merchant_id` names the business for an admin; a merchant's own is
 * always used (the server decides, whatever is sent).
 */
export const serviceFormSchema = z
  .object({
    merchant_id: z.uuid('Business not found.').nullish(),
    name: requiredText(SERVICE_REQUIRED, 120, 'Service name must be at most 120 characters.'),
    description: optionalText(2000, 'Description must be at most 2,000 characters.'),
    // Required: a blank price is an issue, so what comes out is always a number.
    price: poundsField({ missing: SERVICE_REQUIRED, invalid: PRICE_INVALID, required: true }).transform((pounds) => pounds as number),
    off_peak_price: poundsField({ missing: SERVICE_REQUIRED, invalid: OFF_PEAK_INVALID, required: false }),
    duration: durationField,
    buffer_minutes: bufferMinutesField,
    category: z.enum(SERVICE_CATEGORIES, CATEGORY_REQUIRED),
    materials: optionalText(500, 'Materials must be at most 500 characters.'),
    technician_name: optionalText(100, 'Technician name must be at most 100 characters.'),
    image_url: imageUrlField,
    availability_schedule: availabilityScheduleField,
  })
  .superRefine((form, ctx) => {
    // Only when both parse: a missing price already has its message.
    if (form.price !== null && form.off_peak_price !== null && form.off_peak_price >= form.price) {
      ctx.issues.push({ code: 'custom', message: OFF_PEAK_NOT_BELOW, path: ['off_peak_price'], input: form.off_peak_price });
    }
  });

export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormPayload = z.output<typeof serviceFormSchema>;
