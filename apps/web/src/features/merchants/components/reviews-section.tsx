import type { RatingSummary } from '@lull/domain/contracts/reviews';
import { pageCount } from '@lull/domain/contracts/paging';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { ReviewCard, Stars } from '@/components/reviews/review-card';
import { ReviewPager } from '@/components/reviews/review-pager';
import { REVIEWS_PAGE_SIZE, useMerchantReviews } from '../api/get-merchant-reviews';

function Summary({ summary }: { summary: RatingSummary }) {
  const average = summary.average ?? 0;
  return (
    <div className="grid gap-5 rounded-3xl border border-stone-200 bg-white p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8 sm:p-6">
      <div>
        <p className="font-display text-5xl text-stone-900">{average.toFixed(1)}</p>
        <Stars rating={Math.round(average)} size="size-5" />
        <p className="mt-1 text-sm text-stone-700">
          {summary.count} verified {summary.count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Reviews by number of stars</caption>
        <tbody>
          {summary.breakdown.map((row) => {
            const share = summary.count === 0 ? 0 : Math.round((row.count / summary.count) * 100);
            return (
              <tr key={row.stars}>
                <th scope="row" className="w-16 py-0.5 pr-2 text-left font-normal whitespace-nowrap text-stone-700">
                  {row.stars} {row.stars === 1 ? 'star' : 'stars'}
                </th>
                <td className="py-0.5">
                  <span className="block h-2 w-full overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                  </span>
                </td>
                <td className="w-10 py-0.5 pl-2 text-right text-stone-700 tabular-nums">{row.count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Real, verified reviews only: the rating, its breakdown and the reviews newest first, a page at a time. */
export function ReviewsSection({ merchantId }: { merchantId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useMerchantReviews(merchantId, page);
  const pages = reviews.data ? pageCount(reviews.data.total, REVIEWS_PAGE_SIZE) : 1;
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
        ) : reviews.data.summary.count === 0 ? (
          <div className="flex items-start gap-4 rounded-3xl border border-dashed border-stone-300 bg-white p-5 sm:p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600">
              <MessageSquareText className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-stone-900">No reviews yet</p>
              <p className="mt-1 text-sm leading-6 text-stone-700">
                Only customers who visited can review. When they do, you’ll find what they said here.
              </p>
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <Summary summary={reviews.data.summary} />
            <ul className="space-y-4" aria-label="Reviews, newest first">
              {reviews.data.items.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <ReviewPager page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </div>
    </section>
  );
}
