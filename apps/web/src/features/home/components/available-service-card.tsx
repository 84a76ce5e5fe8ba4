import { formatDuration } from '@lull/domain/catalogue-filters';
import type { Service } from '@lull/domain/contracts/catalogue';
import { imageSrcSet } from '@lull/domain/image-widths';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { FavouriteHeart } from '@/components/catalogue/favourite-heart';
import { ImagePlaceholder } from '@/components/catalogue/image-placeholder';
import { NextTimes } from '@/components/catalogue/next-times';
import { PercentOffBadge } from '@/components/catalogue/percent-off-badge';
import { RatingLine } from '@/components/catalogue/rating-line';
import { ServicePrice } from '@/components/catalogue/service-price';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingHref } from '@/lib/booking-slots';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';

interface AvailableServiceCardProps {
  service: Service;
  today?: string;
  /** The heading over the times: 'Next free', or 'Free today' on the Last-minute today row. */
  timesLabel?: string;
}

/** One service of the Available Now grid: who, what, where, when it is next free, and both prices. */
export function AvailableServiceCard({ service, today, timesLabel = 'Next free' }: AvailableServiceCardProps) {
  const { user } = useCurrentUser();
  const authModal = useAuthModal();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-xs transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] bg-stone-100">
        {service.image_url ? (
          // Decorative: the heading below already names the treatment.
          <img
            src={service.image_url}
            srcSet={imageSrcSet(service.image_url)}
            // One card across on a phone, two from 640 px, three from 1024 px (in a grid at most 80 rem wide).
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={960}
            height={640}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImagePlaceholder name={service.merchant_business_name} caption={service.category} />
        )}
        <PercentOffBadge percent={service.percent_off} className="absolute top-3 left-3 shadow-sm" />
        <FavouriteHeart
          merchantId={service.merchant_id}
          businessName={service.merchant_business_name}
          signedIn={user !== null}
          onSignInNeeded={() => authModal.open({ mode: 'login' })}
          className="absolute top-3 right-3"
        />
      </div>

      <div className="flex flex-1 flex-col p-5">
        <Link
          to={`/merchant/${service.merchant_id}`}
          className="self-start rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          {service.merchant_business_name}
        </Link>
        <h3 className="mt-1 text-lg leading-snug font-semibold text-stone-900">{service.name}</h3>
        <RatingLine rating={service.merchant_rating} reviewCount={service.merchant_review_count} className="mt-1" />
        <div className="mt-2 space-y-1 text-sm text-stone-600">
          <p className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span>{service.merchant_address}</span>
          </p>
          <p className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span>
              <span className="sr-only">Duration </span>
              {formatDuration(service.duration)}
            </span>
          </p>
        </div>

        <div className="mt-4">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{timesLabel}</p>
          <NextTimes
            serviceId={service.id}
            serviceName={service.name}
            prices={service}
            slots={service.next_available}
            max={3}
            today={today}
            className="mt-2"
          />
        </div>

        <div className="mt-auto pt-5">
          <div className="flex items-end justify-between gap-3 border-t border-stone-100 pt-4">
            <ServicePrice price={service.price} offPeakPrice={service.off_peak_price} />
            <Button asChild size="sm">
              <Link to={bookingHref(service.id)}>
                Book <span className="sr-only">{service.name}</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

export function AvailableServiceCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-9 w-24 rounded-full" />
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
        <div className="flex items-end justify-between pt-4">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-9 w-20 rounded-full" />
        </div>
      </div>
    </div>
  );
}
