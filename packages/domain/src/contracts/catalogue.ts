import { z } from 'zod';
import { DISTANCE_OPTIONS_MILES, PRICE_CHIPS } from '../catalogue-filters';
import { BOOKING_WINDOW_DAYS } from '../booking-window';
import { LAST_MINUTE, SEARCH_SORTS, TIME_OF_DAY } from '../search-when';

export const MAX_SEARCH_LENGTH = 100;
export const MAX_PAGE_SIZE = 50;

const commaList = z
  .string()
  .max(500, 'Too many filters.')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const priceChipIds = PRICE_CHIPS.map((chip) => chip.id) as [string, ...string[]];

/**
 * The catalogue's filters, shared by GET /api/services (a flat list) and GET /api/services/search (grouped by
 * business). Every field is optional; the URL of the services page holds the same names.
 */
export const catalogueQuerySchema = z.object({
  search: z.string().trim().max(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters.`).optional(),
  categories: commaList.optional(),
  /** The single category the home page's chips link to. */
  category: z.string().trim().max(100).optional(),
  price: commaList.pipe(z.array(z.enum(priceChipIds, 'Unknown price range.'))).optional(),
  merchant_id: z.uuid('Unknown business.').optional(),
  postcode: z.string().trim().max(10, 'Enter a UK postcode, like E8 3PH.').optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  within_miles: z.coerce
    .number()
    .refine((miles) => (DISTANCE_OPTIONS_MILES as readonly number[]).includes(miles), 'Choose 1, 3, 5 or 10 miles.')
    .optional(),
  /** Only services with a free time that London day (today to 13 days ahead, `searchDateProblem`); their cards show those times. */
  date: z.string().trim().max(10).optional(),
  /** With `date`: only free times in that part of the day (`TIME_OF_DAY_WINDOWS`). */
  time_of_day: z.enum(TIME_OF_DAY, 'Choose morning, afternoon or evening.').optional(),
  sort: z.enum(SEARCH_SORTS, 'Choose best, price, saving, distance or rating.').default('best'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/**
 * A free start time; off_peak says whether booking it gets an off-peak price, and price (pounds, before the
 * booking fee) is what the service costs at that start (`offPeakPriceAt`, the same as the booking charges).
 */
export const slotSchema = z.object({ date: z.string(), time: z.string(), off_peak: z.boolean(), price: z.number() });

/** A window, London time, in which an off-peak price applies: day_of_week 0 = Sunday, end exclusive. */
export const offPeakWindowSchema = z.object({
  day_of_week: z.number().int().min(0).max(6),
  start_time: z.string(),
  end_time: z.string(),
});
export type OffPeakWindowDto = z.infer<typeof offPeakWindowSchema>;

/**
 * A merchant's own off-peak pricing of a service (decision 015): its active schedules with their discounts, the
 * mode, and in fixed mode the service's fixed off-peak price (pounds). Null when Lull's default rule prices it.
 */
export const serviceOffPeakPricingSchema = z.object({
  mode: z.enum(['percentage', 'fixed']),
  schedules: z.array(offPeakWindowSchema.extend({ discount_percentage: z.number().int() })),
  fixed_price: z.number().nullable(),
});
export type ServiceOffPeakPricingDto = z.infer<typeof serviceOffPeakPricingSchema>;

// The windows' and pricing's mapping to and from the rule's shapes: contracts/off-peak-dto.ts.

/** A listed service with the spec's field names (money in pounds), plus what the cards show. */
export const serviceSchema = z.object({
  id: z.uuid(),
  merchant_id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  materials: z.string().nullable(),
  price: z.number(),
  /** The lowest off-peak price a start can get ("from"), under the merchant's schedules or the service's own; null when none. */
  off_peak_price: z.number().nullable(),
  /** round((price − lowest off-peak price) / price × 100), 0 without one. */
  percent_off: z.number().int(),
  duration: z.number().int(),
  merchant_business_name: z.string(),
  merchant_address: z.string(),
  merchant_logo_url: z.string().nullable(),
  image_url: z.string().nullable(),
  availability_schedule: z.string().nullable(),
  merchant_availability_hours: z.string(),
  /** The next free start times (London), soonest first. */
  next_available: z.array(slotSchema),
  distance_miles: z.number().nullable(),
  /** When the off-peak price applies: the merchant's own windows, else Lull's default ones (offPeakWindowsFor). */
  off_peak_windows: z.array(offPeakWindowSchema),
  /** The merchant's pricing when the service is affected by its active schedules, else null (the default rule). */
  off_peak_pricing: serviceOffPeakPricingSchema.nullable(),
  /** Its business's average of visible reviews, one decimal, null before the first ("New"), and their count. */
  merchant_rating: z.number().nullable(),
  merchant_review_count: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = z.object({
  services: z.array(serviceSchema),
  /** How many match, exactly up to 1,000 (EXACT_COUNT_LIMIT); past it, 1,000 with `total_capped` (shown "1,000+"). */
  total: z.number().int(),
  total_capped: z.boolean(),
  next_offset: z.number().int().nullable(),
});

/**
 * GET /api/services/last-minute: the services with the cheapest times still free today within `within_miles` of a
 * position (`lat` and `lng` together; central London without them), cheapest first, each with today's times left.
 */
export const lastMinuteQuerySchema = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    within_miles: z.coerce
      .number()
      .refine((miles) => (DISTANCE_OPTIONS_MILES as readonly number[]).includes(miles), 'Choose 1, 3, 5 or 10 miles.')
      .default(LAST_MINUTE.withinMiles),
    limit: z.coerce.number().int().min(1).max(LAST_MINUTE.maxLimit).default(LAST_MINUTE.limit),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Send lat and lng together, or neither for central London.',
    path: ['lat'],
  });
export type LastMinuteQuery = z.infer<typeof lastMinuteQuerySchema>;

export const lastMinuteListSchema = z.object({ services: z.array(serviceSchema) });
export type LastMinuteList = z.infer<typeof lastMinuteListSchema>;

export const businessResultSchema = z.object({
  merchant_id: z.uuid(),
  business_name: z.string(),
  business_category: z.string(),
  address: z.string(),
  postcode: z.string(),
  logo_url: z.string().nullable(),
  images: z.array(z.string()),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  distance_miles: z.number().nullable(),
  next_available: z.array(slotSchema),
  /** Every matching service of the business, best match first. */
  services: z.array(serviceSchema),
});
export type BusinessResult = z.infer<typeof businessResultSchema>;

export const searchResultsSchema = z.object({
  businesses: z.array(businessResultSchema),
  /** Counted as `total` is: exactly up to 1,000, else 1,000 with its `_capped` flag. */
  total_businesses: z.number().int(),
  total_businesses_capped: z.boolean(),
  total_services: z.number().int(),
  total_services_capped: z.boolean(),
  /** The categories present in all results (not only this page), for the category chips. */
  categories: z.array(z.string()),
  /** Where the distance was measured from, when a postcode or position was given. */
  origin: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  next_offset: z.number().int().nullable(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const merchantImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() });

/** The public view of a business. */
export const publicMerchantSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  business_category: z.string(),
  description: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  phone: z.string(),
  website_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  images: z.array(merchantImageSchema),
  /** Null until a customer has reviewed the business: no invented ratings. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  availability_hours: z.string(),
  specific_policies: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PublicMerchant = z.infer<typeof publicMerchantSchema>;

export const reviewSchema = z.object({ id: z.uuid(), rating: z.number().int(), comment: z.string(), author: z.string(), created_at: z.string() });

export const availabilityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(BOOKING_WINDOW_DAYS).default(7),
  max_days: z.coerce.number().int().min(1).max(BOOKING_WINDOW_DAYS).optional(),
  max_per_day: z.coerce.number().int().min(1).max(48).optional(),
  /** Only this member's free times; absent: anyone who does the treatment ("Any professional"). */
  team_member_id: z.uuid('Choose someone from the list.').optional(),
});

export const availabilitySchema = z.object({
  service_id: z.uuid(),
  days: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
  /** Who does this treatment, in the salon's order, for the customer to choose from (decision 050). */
  team_members: z.array(z.object({ id: z.uuid(), display_name: z.string() })),
});
