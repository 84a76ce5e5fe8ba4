import { PERSON_NOT_FOUND, type PersonReviewsPage, type personReviewsQuerySchema } from '@lull/domain/contracts/admin-person';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { listReviewsByAuthorPage, reviewAuthorExists } from './reviews.repository';

/** GET /api/admin/users/{id}/reviews: the reviews a person wrote, hidden ones too, as support reads them (decision 056). */
export async function listReviewsByAuthor({ db }: AppContext, userId: string, query: z.output<typeof personReviewsQuerySchema>): Promise<PersonReviewsPage> {
  if (!(await reviewAuthorExists(db, userId))) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const { rows, total } = await listReviewsByAuthorPage(db, userId, { q: query.q, limit: query.page_size, offset: pageOffset(query) });
  return {
    items: rows.map(({ review, serviceName, businessName }) => ({
      id: review.id,
      booking_id: review.bookingId,
      merchant_id: review.merchantId,
      merchant_business_name: businessName,
      service_id: review.serviceId,
      service_name: serviceName,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
      merchant_reply: review.merchantReply,
      hidden: review.hiddenAt !== null,
      hidden_reason: review.hiddenReason,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
