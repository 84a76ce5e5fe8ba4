import type { PublicReview } from '@lull/domain/contracts/reviews';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatDate } from '@/lib/format';

/** 'March 2026' from the API's 'YYYY-MM' (the London month of the visit). */
export function formatVisitMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}

export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span className="flex items-center gap-0.5" aria-label={`Rated ${rating} out of 5`} role="img">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={i < rating ? `${size} fill-amber-400 text-amber-500` : `${size} text-stone-300`} />
      ))}
    </span>
  );
}

/**
 * One review: stars, the reviewer's first name and initial, the treatment and the month of the visit, the text
 * and the salon's reply. Text is rendered by React, so whatever a customer typed shows as text, never as markup.
 */
export function ReviewCard({ review, children }: { review: PublicReview; children?: ReactNode }) {
  return (
    <article className="rounded-3xl border border-stone-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">{review.author}</p>
        <p className="text-xs text-stone-600">{formatDate(review.created_at)}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <p className="text-xs text-stone-600">
          {review.service_name} · visited {formatVisitMonth(review.visit_month)}
        </p>
      </div>
      {review.text ? <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-stone-700">{review.text}</p> : null}
      {review.reply ? (
        <div className="mt-3 rounded-2xl bg-stone-50 p-4">
          <p className="text-xs font-semibold text-stone-900">Reply from the salon</p>
          <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-stone-700">{review.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
