import type { ManagedReview } from '@lull/domain/contracts/reviews';
import { pageCount } from '@lull/domain/contracts/paging';
import { HIDE_REASON_MAX } from '@lull/domain/reviews';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { ReviewCard } from '@/components/reviews/review-card';
import { ReviewPager } from '@/components/reviews/review-pager';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAdminReviews, useHideReview } from '../api/admin-reviews';

function HideReviewDialog({ review, onOpenChange }: { review: ManagedReview | null; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useHideReview();
  const ids = { reason: useId(), counter: useId() };

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={review !== null} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Hide this review</DialogTitle>
        <DialogDescription className="mt-2">
          {review ? `${review.author}'s review of ${review.business_name}. ` : ''}It leaves the business page and its rating at once; the customer is told the reason by notification and email, and the audit trail keeps it.
        </DialogDescription>
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!review) return;
            if (reason.trim().length < 3) return setError('Give a reason of at least 3 characters.');
            setError(null);
            hide.mutate(
              { reviewId: review.id, reason },
              {
                onSuccess: () => {
                  toast.success('Review hidden. The customer has been told why.');
                  close(false);
                },
                onError: (caught) => setError(errorMessage(caught, 'We could not hide this review. Please try again.')),
              },
            );
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={ids.reason}>Reason</Label>
            <Textarea id={ids.reason} rows={3} maxLength={HIDE_REASON_MAX} value={reason} aria-describedby={ids.counter} onChange={(event) => setReason(event.target.value)} />
            <p id={ids.counter} className="text-right text-xs text-stone-600">
              {reason.length}/{HIDE_REASON_MAX} characters
            </p>
          </div>
          <FormError>{error}</FormError>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={hide.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={hide.isPending} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
              Hide review
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Reviews: every verified review, newest first; one that breaks the rules can be hidden with a reason (decision 025). */
export function ReviewsTab() {
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<ManagedReview | null>(null);
  const reviews = useAdminReviews(page);
  const pages = reviews.data ? pageCount(reviews.data.total, reviews.data.page_size) : 1;
  return (
    <section aria-labelledby="admin-reviews-heading" className="space-y-6">
      <div>
        <h2 id="admin-reviews-heading" className="font-display text-2xl text-stone-900">
          Reviews
        </h2>
        <p className="mt-1 text-sm text-stone-700">Verified reviews from completed bookings, newest first. Hide one that breaks the rules.</p>
      </div>
      {reviews.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading reviews">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : reviews.isError ? (
        <FormError>We couldn’t load the reviews just now. Please try again.</FormError>
      ) : reviews.data.total === 0 ? (
        <p className="rounded-3xl border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-700">No reviews yet.</p>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Reviews, newest first">
            {reviews.data.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review}>
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                    <p className="text-stone-700">{review.business_name}</p>
                    {review.hidden_at ? (
                      <p className="text-red-800">Hidden: {review.hidden_reason}</p>
                    ) : (
                      <Button variant="secondary" size="sm" onClick={() => setHiding(review)}>
                        Hide<span className="sr-only"> {review.author}&apos;s review of {review.business_name}</span>
                      </Button>
                    )}
                  </div>
                </ReviewCard>
              </li>
            ))}
          </ul>
          <ReviewPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <HideReviewDialog review={hiding} onOpenChange={(open) => (open ? undefined : setHiding(null))} />
    </section>
  );
}
