import { Star } from 'lucide-react';

import { cn } from '../ui/cn';

interface RatingLineProps {
  /** Null until a customer has reviewed the business: no invented ratings. */
  rating: number | null;
  reviewCount: number;
  className?: string;
}

/** '★ 4.8 (127 reviews)', or honestly 'New' until a first (visible) review: no invented ratings (decision 025). */
export function RatingLine({ rating, reviewCount, className }: RatingLineProps) {
  if (rating === null || reviewCount === 0) {
    return (
      <p className={cn('flex items-center gap-1.5 text-sm text-stone-600', className)}>
        <Star className="size-4 text-stone-400" aria-hidden="true" />
        <span className="sr-only">New on Lull, no reviews yet</span>
        <span aria-hidden="true">New</span>
      </p>
    );
  }
  // toFixed, not Intl.NumberFormat: a phone's first number format costs it about 30 ms (see formatPenceAsMoney).
  const value = rating.toFixed(1);
  const count = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-stone-700', className)}>
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">
        Rated {value} out of 5 from {count}
      </span>
      <span aria-hidden="true">
        <span className="font-semibold text-stone-900">{value}</span> ({count})
      </span>
    </p>
  );
}
