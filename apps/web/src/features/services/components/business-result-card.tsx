import type { BusinessResult } from '@lull/domain/contracts/catalogue';
import { ArrowRight, CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { FavouriteHeart } from '@/components/catalogue/favourite-heart';
import { ImageCarousel } from '@/components/catalogue/image-carousel';
import { ImagePlaceholder } from '@/components/catalogue/image-placeholder';
import { RatingLine } from '@/components/catalogue/rating-line';
import { Skeleton } from '@/components/ui/skeleton';
import { slotLabel, todayInLondon } from '@/lib/booking-slots';
import { formatMiles } from '@/lib/format';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { BusinessServicesList, TIMES_SHOWN_FOR_A_DAY } from './business-services-list';

interface BusinessResultCardProps {
  business: BusinessResult;
  today?: string;
  /** The first result: its photo is the page's largest picture, so it loads at once rather than lazily. */
  first?: boolean;
  /** The search asked for one day: the times shown are that day's, so each service shows more of them. */
  dayChosen?: boolean;
}

/** One business in the results: photos, who and where, when it is next free, and its matching services. */
export function BusinessResultCard({ business, today = todayInLondon(), first = false, dayChosen = false }: BusinessResultCardProps) {
  const merchantHref = `/merchant/${business.merchant_id}`;
  const images = business.images.map((url, i) => ({ url, alt: `${business.business_name}, photo ${i + 1}` }));
  const nextFree = business.next_available[0];
  const { user } = useCurrentUser();
  const authModal = useAuthModal();

  return (
    <article
      aria-labelledby={`business-${business.merchant_id}`}
      className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-xs md:grid md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <div className="md:p-4 md:pr-0">
        <ImageCarousel
          images={images}
          label={`Photos of ${business.business_name}`}
          placeholder={<ImagePlaceholder name={business.business_name} caption={business.business_category} />}
          className="aspect-[3/2] md:aspect-[4/3] md:rounded-2xl"
          sizes="(min-width: 1024px) 20rem, (min-width: 768px) 18rem, 100vw"
          eager={first}
        />
      </div>

      <div className="flex min-w-0 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{business.business_category}</p>
            <h2 id={`business-${business.merchant_id}`} className="mt-1 font-display text-2xl leading-tight text-stone-900">
              <Link to={merchantHref} className="rounded-sm hover:text-brand-800 hover:underline">
                {business.business_name}
              </Link>
            </h2>
          </div>
          <div className="flex items-center gap-3">
            <RatingLine rating={business.rating} reviewCount={business.review_count} className="mt-1" />
            <FavouriteHeart
              merchantId={business.merchant_id}
              businessName={business.business_name}
              signedIn={user !== null}
              onSignInNeeded={() => authModal.open({ mode: 'login' })}
            />
          </div>
        </div>

        <div className="mt-2 space-y-1 text-sm text-stone-700">
          <p className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span>
              {business.address}
              {business.distance_miles !== null ? (
                <span className="font-medium text-stone-900"> · {formatMiles(business.distance_miles)} away</span>
              ) : null}
            </span>
          </p>
          {nextFree ? (
            <p className="flex items-center gap-1.5">
              <CalendarClock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              <span>
                Next free: <span className="font-medium text-stone-900">{slotLabel(nextFree, today)}</span>
              </span>
            </p>
          ) : null}
        </div>

        <div className="mt-5 border-t border-stone-100 pt-4">
          <BusinessServicesList
            businessName={business.business_name}
            services={business.services}
            today={today}
            timesShown={dayChosen ? TIMES_SHOWN_FOR_A_DAY : undefined}
          />
        </div>

        <Link
          to={merchantHref}
          className="mt-3 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-stone-800 hover:text-brand-800 hover:underline"
        >
          View {business.business_name}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export function BusinessResultCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white md:grid md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="md:p-4 md:pr-0">
        <Skeleton className="aspect-[3/2] rounded-none md:aspect-[4/3] md:rounded-2xl" />
      </div>
      <div className="space-y-3 p-6">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="space-y-4 border-t border-stone-100 pt-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex justify-between gap-6">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-1/4" />
              </div>
              <Skeleton className="h-9 w-20 rounded-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
