import { Star } from 'lucide-react';

import { cn } from '../ui/cn';

interface RatingLineProps {
  /** Null until a customer has reviewed the business: no invented ratings. */
  rating: number | null;
  reviewCount: number;
  className?: string;
}

const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '★ 4.8 (127 reviews)', or honestly 'No reviews yet'. */
export function RatingLine({ rating, reviewCount, className }: RatingLineProps) {
  if (rating === null || reviewCount === 0) {
    return (
      <p className={cn('flex items-center gap-1.5 text-sm text-stone-600', className)}>
        <Star className="size-4 text-stone-400" aria-hidden="true" />
        No reviews yet
      </p>
    );
  }
  const value = oneDecimal.format(rating);
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
