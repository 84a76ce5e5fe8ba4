import type { ManagedReview } from '@lull/domain/contracts/reviews';
import { pageCount } from '@lull/domain/contracts/paging';
import { REVIEW_REPLY_MAX } from '@lull/domain/reviews';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { ReviewCard } from '@/components/reviews/review-card';
import { ReviewPager } from '@/components/reviews/review-pager';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useMerchantReviews, useReplyToReview } from '../api/reviews';
import { SectionHeading } from './section-heading';

function ReplyForm({ review }: { review: ManagedReview }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  const ids = { text: useId(), counter: useId() };
  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setError('Write your reply.');
        setError(null);
        reply.mutate(
          { reviewId: review.id, text },
          {
            onSuccess: () => toast.success('Reply posted. Customers see it under the review.'),
            onError: (caught) => setError(errorMessage(caught, 'We could not post your reply. Please try again.')),
          },
        );
      }}
    >
      <Label htmlFor={ids.text}>Reply to {review.author}</Label>
      <Textarea id={ids.text} rows={3} maxLength={REVIEW_REPLY_MAX} value={text} aria-describedby={ids.counter} onChange={(event) => setText(event.target.value)} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={ids.counter} className="text-xs text-stone-600">
          {text.length}/{REVIEW_REPLY_MAX.toLocaleString('en-GB')} characters. You can reply once.
        </p>
        <Button type="submit" size="sm" isLoading={reply.isPending}>
          Post reply
        </Button>
      </div>
      <FormError>{error}</FormError>
    </form>
  );
}

/** Reviews: what customers said about their visits, newest first, each answered once from here. */
export function ReviewsSection({ merchant: _merchant }: { merchant: OwnMerchant }) {
  const [page, setPage] = useState(1);
  const reviews = useMerchantReviews(page);
  const pages = reviews.data ? pageCount(reviews.data.total, reviews.data.page_size) : 1;
  return (
    <section aria-labelledby="reviews-heading" className="space-y-6">
      <SectionHeading id="reviews-heading" title="Reviews" description="Verified reviews from customers whose visits you marked completed. Reply once to each." />
      {reviews.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading reviews">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : reviews.isError ? (
        <FormError>We couldn’t load your reviews just now. Please try again.</FormError>
      ) : reviews.data.total === 0 ? (
        <div className="flex items-start gap-4 rounded-3xl border border-dashed border-stone-300 bg-white p-5 sm:p-6">
          <MessageSquareText className="size-5 shrink-0 text-stone-600" aria-hidden="true" />
          <p className="text-sm text-stone-700">No reviews yet. After you mark a booking completed, we invite the customer to review it.</p>
        </div>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Your reviews, newest first">
            {reviews.data.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review}>
                  {review.hidden_at ? (
                    <p className="mt-3 text-sm text-red-800">Hidden by Lull: {review.hidden_reason}</p>
                  ) : review.reply ? null : (
                    <ReplyForm review={review} />
                  )}
                </ReviewCard>
              </li>
            ))}
          </ul>
          <ReviewPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
