import { z } from 'zod';
import { slotSchema } from './catalogue';

export const favouriteParamsSchema = z.object({ merchantId: z.uuid('Business not found') });

/** The next free off-peak time of a saved business, with the service it books (decision 028). */
export const favouriteNextTimeSchema = slotSchema.extend({ service_id: z.uuid(), service_name: z.string() });

/** One saved business in the account's Favourites. */
export const favouriteSchema = z.object({
  merchant_id: z.uuid(),
  business_name: z.string(),
  business_category: z.string(),
  city: z.string(),
  logo_url: z.string().nullable(),
  image_url: z.string().nullable(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** The earliest free off-peak time over the coming week of any of its services; null when none. */
  next_off_peak: favouriteNextTimeSchema.nullable(),
  saved_at: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ favourites: z.array(favouriteSchema) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** Just the ids, for drawing hearts over the cached (same for everyone) listings. */
export const favouriteIdsSchema = z.object({ merchant_ids: z.array(z.uuid()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;
