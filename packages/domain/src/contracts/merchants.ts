import { z } from 'zod';

/** GET /api/merchants/marketplace-figures: what the merchant landing page says about Lull, read from the database. */
export const marketplaceFiguresSchema = z.object({
  /** Businesses customers can find and book now. */
  salons_listed: z.number().int().nonnegative(),
  /** Bookings paid for and not cancelled (upcoming, completed or missed). */
  bookings_made: z.number().int().nonnegative(),
  /** What those bookings' off-peak prices took off the regular ones, in pounds. */
  customer_savings: z.number().nonnegative(),
});
export type MarketplaceFigures = z.infer<typeof marketplaceFiguresSchema>;
