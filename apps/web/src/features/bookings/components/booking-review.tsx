import type { Booking } from '@lull/domain/contracts/bookings';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Stars } from '@/components/reviews/review-card';
import { Button } from '@/components/ui/button';
import { useMyReviews } from '../api/my-reviews';
import { ReviewDialog } from './review-dialog';

/**
 * A completed booking's review on My Bookings: 'Leave a review' while it may be left (the invitation mail links
 * here with ?review=<booking>), or the review given, the salon's reply, and a word if our team hid it.
 */
export function BookingReview({ booking }: { booking: Booking }) {
  const reviews = useMyReviews(booking.status === 'completed');
  const [params] = useSearchParams();
  const state = reviews.data?.find((item) => item.booking_id === booking.id);
  const [open, setOpen] = useState<boolean | null>(null);
  if (!state) return null;
  const dialogOpen = open ?? (state.can_review && params.get('review') === booking.id);

  if (state.review) {
    return (
      <div className="mt-3 rounded-2xl bg-stone-50 p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          Your review <Stars rating={state.review.rating} />
        </p>
        {state.review.text ? <p className="mt-1 break-words whitespace-pre-line text-stone-700">{state.review.text}</p> : null}
        {state.review.reply ? (
          <p className="mt-2 break-words whitespace-pre-line text-stone-700">
            <span className="font-medium text-stone-900">The salon replied: </span>
            {state.review.reply.text}
          </p>
        ) : null}
        {state.review.hidden_reason ? <p className="mt-2 text-red-800">Our team hid this review: {state.review.hidden_reason}</p> : null}
      </div>
    );
  }
  if (!state.can_review) return null;
  return (
    <>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        Leave a review<span className="sr-only"> of {booking.service_name}</span>
      </Button>
      <ReviewDialog open={dialogOpen} onOpenChange={setOpen} bookingId={booking.id} serviceName={booking.service_name} businessName={booking.merchant_business_name} />
    </>
  );
}
