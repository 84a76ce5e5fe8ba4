import type { Favourite } from '@lull/domain/contracts/favourites';
import { CalendarClock, Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { FavouriteHeart } from '@/components/catalogue/favourite-heart';
import { ImagePlaceholder } from '@/components/catalogue/image-placeholder';
import { RatingLine } from '@/components/catalogue/rating-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingHref, slotLabel, todayInLondon } from '@/lib/booking-slots';
import { formatPoundsAsMoney } from '@/lib/format';
import { useFavourites } from '../api/get-favourites';

/** Account › Favourites: the saved businesses, each with its next free off-peak time and a link to book it. */
export function FavouritesSection({ today = todayInLondon() }: { today?: string }) {
  const favourites = useFavourites();
  return (
    <section aria-labelledby="favourites-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="favourites-heading" className="flex items-center gap-2.5 text-xl font-semibold text-stone-900">
        <Heart className="size-5 text-brand-700" aria-hidden="true" />
        Favourites
      </h2>
      {favourites.isPending ? (
        <div role="status" aria-label="Loading your favourites" className="mt-4 space-y-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : favourites.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>We couldn’t load your favourites.</p>
          <Button variant="link" size="sm" className="mt-1" onClick={() => void favourites.refetch()}>
            Try again
          </Button>
        </div>
      ) : favourites.data.favourites.length === 0 ? (
        <div className="mt-3 text-sm text-stone-700">
          <p>No favourites yet. Tap the heart on a business to save it here, with its next free off-peak time.</p>
          <Button asChild variant="secondary" size="sm" className="mt-3">
            <Link to="/services">Browse services</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {favourites.data.favourites.map((favourite) => (
            <li key={favourite.merchant_id}>
              <FavouriteItem favourite={favourite} today={today} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FavouriteItem({ favourite, today }: { favourite: Favourite; today: string }) {
  const next = favourite.next_off_peak;
  return (
    <article aria-labelledby={`favourite-${favourite.merchant_id}`} className="flex gap-4 rounded-2xl border border-stone-200 p-3 sm:p-4">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-20">
        {favourite.image_url ? (
          <img src={favourite.image_url} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
        ) : (
          <ImagePlaceholder name={favourite.business_name} caption={favourite.business_category} />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`favourite-${favourite.merchant_id}`} className="min-w-0 font-semibold text-stone-900">
            <Link to={`/merchant/${favourite.merchant_id}`} className="rounded-sm hover:text-brand-800 hover:underline">
              {favourite.business_name}
            </Link>
          </h3>
          {/* Signed in here: the account page is behind sign-in. */}
          <FavouriteHeart merchantId={favourite.merchant_id} businessName={favourite.business_name} signedIn onSignInNeeded={() => undefined} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {favourite.city}
        </p>
        <RatingLine rating={favourite.rating} reviewCount={favourite.review_count} className="mt-1" />
        {next ? (
          <div className="mt-2 text-sm">
            <p className="flex items-start gap-1.5 text-stone-700">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
              <span>
                Next free off-peak:{' '}
                <span className="font-medium text-stone-900">
                  {slotLabel(next, today)} · {next.service_name} · {formatPoundsAsMoney(next.price)}
                </span>
              </span>
            </p>
            <Link to={bookingHref(next.service_id, next)} className="mt-1 inline-block rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              Book this time<span className="sr-only">, {next.service_name} at {favourite.business_name}, {slotLabel(next, today)}</span>
            </Link>
          </div>
        ) : (
          <p className="mt-2 text-sm text-stone-700">
            No free off-peak times this week.{' '}
            <Link to={`/merchant/${favourite.merchant_id}`} className="rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              See all times<span className="sr-only"> at {favourite.business_name}</span>
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
