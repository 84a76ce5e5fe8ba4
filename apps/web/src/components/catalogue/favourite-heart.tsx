import { Heart } from 'lucide-react';

import { useFavouriteIds, useToggleFavourite } from './favourites';
import { cn } from '../ui/cn';

interface FavouriteHeartProps {
  merchantId: string;
  businessName: string;
  /** From the current user; a visitor's tap asks them to sign in instead. */
  signedIn: boolean;
  onSignInNeeded: () => void;
  className?: string;
}

export const FAVOURITE_FAILED = 'We couldn’t update your favourites. Please try again.';

/**
 * Save a business to favourites, or remove it: a toggle button (aria-pressed) that changes at once and goes
 * back if the server says no. Drawn from GET /api/favourites/ids, never from the cached listing.
 */
export function FavouriteHeart({ merchantId, businessName, signedIn, onSignInNeeded, className }: FavouriteHeartProps) {
  const ids = useFavouriteIds(signedIn);
  const toggle = useToggleFavourite();
  const saved = signedIn && (ids.data?.merchant_ids.includes(merchantId) ?? false);

  function onClick() {
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    toggle.mutate(
      { merchantId, save: !saved },
      // The toast library loads only when needed, keeping it out of the home page's first bundle.
      { onError: () => void import('sonner').then(({ toast }) => toast.error(FAVOURITE_FAILED)) },
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${businessName} from favourites` : `Save ${businessName} to favourites`}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full border bg-white shadow-sm transition-colors hover:bg-brand-50',
        saved ? 'border-brand-300 text-brand-700' : 'border-stone-300 text-stone-700 hover:text-brand-700',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
