import type { ManagedReview, ManagedReviewsPage, MerchantReviewsPage, MyReviewState, PublicReview, RatingSummary } from '@lull/domain/contracts/reviews';
import { addDaysToDate, londonDateOf, londonInstant } from '@lull/domain/london-time';
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  REVIEW_WINDOW_DAYS,
  reviewClosesOn,
  reviewEligibility,
  reviewerName,
  roundedAverage,
  visitMonth,
} from '@lull/domain/reviews';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { enqueueMail } from '../mail/mail.service';
import { reviewHiddenMail } from '../mail/templates/reviews';
import { businessOfRequest } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import {
  findBookingForReview,
  findReview,
  insertReview,
  listCompletedBookingsWithReviews,
  listManagedReviews,
  listVisibleReviews,
  type ReviewRow,
  setHidden,
  setReply,
  visibleRatingCounts,
} from './reviews.repository';

const BOOKING_NOT_FOUND = 'Booking not found';
const REVIEW_NOT_FOUND = 'Review not found';
const ALREADY_HIDDEN = 'This review is already hidden.';

function toPublicReview(row: ReviewRow): PublicReview {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    text: review.comment,
    author: reviewerName(review.userId && !row.authorDeletedAt ? { firstName: row.firstName, lastName: row.lastName } : null),
    service_name: row.serviceName,
    visit_month: visitMonth(row.startsAt),
    created_at: review.createdAt.toISOString(),
    reply: review.merchantReply && review.repliedAt ? { text: review.merchantReply, replied_at: review.repliedAt.toISOString() } : null,
  };
}

function toManagedReview(row: ReviewRow): ManagedReview {
  return {
    ...toPublicReview(row),
    merchant_id: row.review.merchantId,
    business_name: row.businessName,
    hidden_at: row.review.hiddenAt?.toISOString() ?? null,
    hidden_reason: row.review.hiddenReason,
  };
}

/** The rating of a business from its visible reviews, as the database counts them. */
export async function ratingSummaryOf(db: AppContext['db'], merchantId: string): Promise<RatingSummary> {
  const counts = await visibleRatingCounts(db, merchantId);
  let total = 0;
  let stars = 0;
  for (const [rating, n] of counts) {
    total += n;
    stars += rating * n;
  }
  return {
    average: roundedAverage(total === 0 ? null : stars / total, total),
    count: total,
    breakdown: [5, 4, 3, 2, 1].map((s) => ({ stars: s, count: counts.get(s) ?? 0 })),
  };
}

/**
 * Verified reviews (decision 025): only the customer of a booking the salon marked completed reviews it, once,
 * within 90 days of the visit; the salon replies once; an admin hides one that breaks the rules.
 */
export function createReviewsService({ db, clock, config }: AppContext, catalogue: { getPublicMerchant(merchantId: string): Promise<unknown> }) {
  return {
    /** POST /api/bookings/{id}/review. Another customer's booking is as good as absent (404). */
    async create(actor: Authenticated, bookingId: string, input: { rating: number; text: string | null }): Promise<PublicReview> {
      const booking = await findBookingForReview(db, bookingId);
      if (!booking || booking.userId !== actor.user.id) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      const decision = reviewEligibility(booking, booking.reviewId !== null, clock());
      if (!decision.allowed) throw new AppError(decision.reason === 'already_reviewed' ? 'CONFLICT' : 'FORBIDDEN', decision.message);
      const id = await insertReview(db, {
        bookingId,
        userId: actor.user.id,
        merchantId: booking.merchantId,
        serviceId: booking.serviceId,
        rating: input.rating,
        comment: input.text,
        createdAt: clock(),
      });
      // A second tab got there first: the unique index let one review in.
      if (!id) throw new AppError('CONFLICT', ALREADY_REVIEWED);
      return toPublicReview((await findReview(db, id))!);
    },

    /** GET /api/merchants/{id}/reviews: public, visible reviews only, newest first, with the rating summary. */
    async listPublic(merchantId: string, query: { page: number; page_size: number }): Promise<MerchantReviewsPage> {
      // Only a listed business's reviews are public (404 otherwise, as its page).
      await catalogue.getPublicMerchant(merchantId);
      const summary = await ratingSummaryOf(db, merchantId);
      const rows = await listVisibleReviews(db, merchantId, query.page_size, (query.page - 1) * query.page_size);
      return { items: rows.map(toPublicReview), total: summary.count, page: query.page, page_size: query.page_size, summary };
    },

    /** GET /api/reviews/mine: the customer's completed bookings with their reviews, or whether one may still be left. */
    async mine(actor: Authenticated): Promise<MyReviewState[]> {
      const now = clock();
      const rows = await listCompletedBookingsWithReviews(db, actor.user.id);
      return rows.map((row) => ({
        booking_id: row.bookingId,
        can_review: reviewEligibility(row, row.review !== null, now).allowed,
        closes_on: reviewClosesOn(row.startsAt),
        review: row.review
          ? {
              id: row.review.id,
              booking_id: row.bookingId,
              rating: row.review.rating,
              text: row.review.comment,
              author: reviewerName({ firstName: row.firstName, lastName: row.lastName }),
              service_name: row.serviceName,
              visit_month: visitMonth(row.startsAt),
              created_at: row.review.createdAt.toISOString(),
              reply: row.review.merchantReply && row.review.repliedAt ? { text: row.review.merchantReply, replied_at: row.review.repliedAt.toISOString() } : null,
              hidden_reason: row.review.hiddenAt ? row.review.hiddenReason : null,
            }
          : null,
      }));
    },

    /** GET /api/merchant/reviews: the salon's own reviews (an admin may name a business). */
    async listForMerchant(actor: Authenticated, query: { page: number; page_size: number; merchant_id?: string | undefined }): Promise<ManagedReviewsPage> {
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      const { rows, total } = await listManagedReviews(db, merchant.id, query.page_size, (query.page - 1) * query.page_size);
      return { items: rows.map(toManagedReview), total, page: query.page, page_size: query.page_size };
    },

    /** POST /api/merchant/reviews/{id}/reply: the salon's owner, once. */
    async reply(actor: Authenticated, reviewId: string, text: string): Promise<ManagedReview> {
      const found = await findReview(db, reviewId);
      if (!found || found.ownerUserId !== actor.user.id) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
      if (found.review.merchantReply !== null) throw new AppError('CONFLICT', ALREADY_REPLIED);
      if (!(await setReply(db, reviewId, text, clock()))) throw new AppError('CONFLICT', ALREADY_REPLIED);
      return toManagedReview((await findReview(db, reviewId))!);
    },

    /** GET /api/admin/reviews: every review, hidden ones too, newest first. */
    async listForAdmin(query: { page: number; page_size: number }): Promise<ManagedReviewsPage> {
      const { rows, total } = await listManagedReviews(db, null, query.page_size, (query.page - 1) * query.page_size);
      return { items: rows.map(toManagedReview), total, page: query.page, page_size: query.page_size };
    },

    /** POST /api/admin/reviews/{id}/hide: recorded in the audit trail; the customer is told by bell and mail. */
    async hide(actor: Authenticated, reviewId: string, reason: string): Promise<ManagedReview> {
      const found = await findReview(db, reviewId);
      if (!found) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
      if (found.review.hiddenAt) throw new AppError('CONFLICT', ALREADY_HIDDEN);
      const now = clock();
      const hidden = await db.transaction(async (tx) => {
        if (!(await setHidden(tx, reviewId, reason, actor.user.id, now))) return false;
        await recordAdminAction(tx, actor, {
          action: 'review.hide',
          targetType: 'review',
          targetId: reviewId,
          before: { hidden: false },
          after: { hidden: true },
          note: reason,
        });
        if (found.review.userId && !found.authorDeletedAt) {
          await notify(tx, {
            userId: found.review.userId,
            type: 'review_hidden',
            title: 'Your review has been hidden',
            message: `Our team hid your review of ${found.businessName}: ${reason}`,
          });
          if (found.authorEmail) {
            await enqueueMail(tx, { to: found.authorEmail, ...reviewHiddenMail({ firstName: found.firstName ?? '', businessName: found.businessName, reason, helpUrl: `${config.publicUrl}/contact` }) });
          }
        }
        return true;
      });
      if (!hidden) throw new AppError('CONFLICT', ALREADY_HIDDEN);
      return toManagedReview((await findReview(db, reviewId))!);
    },
  };
}

/** The first London midnight still inside the review window today: visits from then on may be reviewed. */
export function reviewWindowStart(now: Date): Date {
  return londonInstant(addDaysToDate(londonDateOf(now), -REVIEW_WINDOW_DAYS), '00:00');
}
