import { MessageSquareText, Star } from 'lucide-react';

import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useMerchantReviews } from '../api/get-merchant-reviews';

/** Real reviews only: until a customer has reviewed the business, it says so. */
export function ReviewsSection({ merchantId }: { merchantId: string }) {
  const reviews = useMerchantReviews(merchantId);
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="font-display text-2xl text-stone-900 sm:text-3xl">
        Reviews
      </h2>
      <div className="mt-4">
        {reviews.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading reviews">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : reviews.isError ? (
          <p className="text-sm text-stone-700">We couldn’t load this business’s reviews just now.</p>
        ) : reviews.data.length === 0 ? (
          <div className="flex items-start gap-4 rounded-3xl border border-dashed border-stone-300 bg-white p-5 sm:p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600">
              <MessageSquareText className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-stone-900">No reviews yet</p>
              <p className="mt-1 text-sm leading-6 text-stone-700">
                When customers review their visits, you’ll find what they said here.
              </p>
            </div>
          </div>
        ) : (
          <ul className="space-y-4">
            {reviews.data.map((review) => (
              <li key={review.id} className="rounded-3xl border border-stone-200 bg-white p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-stone-900">{review.author}</p>
                  <p className="text-xs text-stone-600">{formatDate(review.created_at)}</p>
                </div>
                <p className="mt-1 flex items-center gap-0.5" aria-label={`Rated ${review.rating} out of 5`} role="img">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      aria-hidden="true"
                      className={i < review.rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-stone-300'}
                    />
                  ))}
                </p>
                <p className="mt-2 text-sm leading-6 whitespace-pre-line text-stone-700">{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
