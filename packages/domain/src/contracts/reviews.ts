import { z } from 'zod';
import { hideInputSchema, replyInputSchema, reviewInputSchema } from '../reviews';
import { pageOf } from './paging';

export { hideInputSchema, replyInputSchema, reviewInputSchema };

/** POST /api/bookings/{id}/review. */
export const createReviewSchema = reviewInputSchema;
export type CreateReviewPayload = z.input<typeof createReviewSchema>;

export const reviewReplySchema = z.object({ text: z.string(), replied_at: z.string() });

/** A review as anyone may read it: the reviewer's first name and initial, never their surname, email or id. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /** 'Priya S.' */
  author: z.string(),
  service_name: z.string(),
  /** The London month of the visit, 'YYYY-MM'. */
  visit_month: z.string(),
  created_at: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The business's visible reviews: the average (one decimal, null when none), the count and the 5..1 breakdown. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  /** How many visible reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int().nonnegative() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const merchantReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(10),
});

/** GET /api/merchants/{id}/reviews: newest first, paged. */
export const merchantReviewsPageSchema = pageOf(publicReviewSchema).extend({ summary: ratingSummarySchema });
export type MerchantReviewsPage = z.infer<typeof merchantReviewsPageSchema>;

/** A review as its salon and the admins see it: hidden ones too, with why. */
export const managedReviewSchema = publicReviewSchema.extend({
  merchant_id: z.uuid(),
  business_name: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;
export const managedReviewsPageSchema = pageOf(managedReviewSchema);
export type ManagedReviewsPage = z.infer<typeof managedReviewsPageSchema>;

/** The customer's own review of a booking: everything, including whether (and why) it was hidden. */
export const ownReviewSchema = publicReviewSchema.extend({ booking_id: z.uuid(), hidden_reason: z.string().nullable() });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/reviews/mine: for each completed booking, its review or whether one may still be left. */
export const myReviewStateSchema = z.object({
  booking_id: z.uuid(),
  can_review: z.boolean(),
  /** The last London date a review may be left. */
  closes_on: z.string(),
  review: ownReviewSchema.nullable(),
});
export type MyReviewState = z.infer<typeof myReviewStateSchema>;
export const myReviewsSchema = z.array(myReviewStateSchema);
