import type { PublicMerchant, Service } from '@lull/domain/contracts/catalogue';
import { ArrowLeft, CalendarClock, CircleAlert, MapPin, SearchX, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { FavouriteHeart } from '@/components/catalogue/favourite-heart';
import { ImageCarousel } from '@/components/catalogue/image-carousel';
import { ImagePlaceholder } from '@/components/catalogue/image-placeholder';
import { RatingLine } from '@/components/catalogue/rating-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useMerchant } from './api/get-merchant';
import { useMerchantServices } from './api/get-merchant-services';
import { AvailableTimesPanel } from './components/available-times-panel';
import { BusinessInfo } from './components/business-info';
import { MerchantServiceCard } from './components/merchant-service-card';
import { ReviewsSection } from './components/reviews-section';

/**
 * /merchant/{merchantId}: the public business page. An id no public business has gets a not-found page with ways on
 * (it used to send the visitor to /services without a word); a failed load offers Try again.
 */
export function MerchantPage() {
  const { merchantId = '' } = useParams();
  const merchant = useMerchant(merchantId);

  if (merchant.isError) {
    const unknown = merchant.error instanceof ApiError && merchant.error.status >= 400 && merchant.error.status < 500;
    return <BusinessUnavailable unknown={unknown} onRetry={() => void merchant.refetch()} />;
  }
  if (merchant.isPending) return <MerchantPageSkeleton />;
  return <MerchantDetails merchant={merchant.data} />;
}

function BusinessUnavailable({ unknown, onRetry }: { unknown: boolean; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-4xl text-stone-900">{unknown ? 'Business not found' : 'We couldn’t load this business'}</h1>
      <p className="mt-4 text-lg leading-8 text-stone-700">
        {unknown
          ? 'This business isn’t on Lull, or isn’t taking bookings at the moment. The link may be mistyped.'
          : 'Something went wrong on our side or with the connection. Please try again.'}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {unknown ? null : (
          <Button size="lg" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild size="lg" variant={unknown ? 'primary' : 'secondary'}>
          <Link to="/services">Browse treatments</Link>
        </Button>
        {unknown ? (
          <Button asChild size="lg" variant="secondary">
            <Link to="/">Back to Home</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function MerchantDetails({ merchant }: { merchant: PublicMerchant }) {
  const services = useMerchantServices(merchant.id);
  const { user } = useCurrentUser();
  const authModal = useAuthModal();
  const [category, setCategory] = useState<string | null>(null);
  const [timesServiceId, setTimesServiceId] = useState<string | undefined>();

  const all = services.data ?? [];
  const categories = [...new Set(all.map((service) => service.category))];
  const activeCategory = category !== null && categories.includes(category) ? category : null;
  const shown = activeCategory === null ? all : all.filter((service) => service.category === activeCategory);
  const bestSaving = all.reduce((max, service) => Math.max(max, service.percent_off), 0);
  const address = [merchant.address_line_1, merchant.address_line_2, merchant.city, merchant.postcode].filter(Boolean).join(', ');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8">
      <Link
        to="/services"
        className="inline-flex items-center gap-1.5 rounded-sm py-2 text-sm font-medium text-stone-700 hover:text-stone-900 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All treatments
      </Link>

      <div className="mt-2 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ImageCarousel
          images={merchant.images}
          label={`Photos of ${merchant.business_name}`}
          placeholder={<ImagePlaceholder name={merchant.business_name} caption={merchant.business_category} />}
          className="-mx-4 aspect-[3/2] sm:mx-0 sm:rounded-3xl"
          sizes="(min-width: 1024px) 60vw, 100vw"
          eager
        />

        <header className="flex min-w-0 flex-col lg:justify-center">
          <div className="flex items-center gap-3">
            {merchant.logo_url ? (
              <img
                src={merchant.logo_url}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-2xl border border-stone-200 bg-white object-cover"
              />
            ) : null}
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{merchant.business_category}</p>
          </div>
          <div className="mt-4 flex items-start justify-between gap-3">
            <h1 className="min-w-0 font-display text-4xl leading-tight tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-[2.75rem]">
              {merchant.business_name}
            </h1>
            <FavouriteHeart
              merchantId={merchant.id}
              businessName={merchant.business_name}
              signedIn={user !== null}
              onSignInNeeded={() => authModal.open({ mode: 'login' })}
              className="mt-1"
            />
          </div>
          <div className="mt-4 space-y-2">
            <RatingLine rating={merchant.rating} reviewCount={merchant.review_count} />
            <p className="flex items-start gap-1.5 text-sm text-stone-700">
              <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
              {address}
            </p>
          </div>
          {bestSaving > 0 ? (
            <p className="mt-5 self-start rounded-full bg-saving-50 px-4 py-2 text-sm font-semibold text-saving-700">
              Save up to {bestSaving}% off-peak
            </p>
          ) : null}
          <Button asChild size="lg" className="mt-6 self-start">
            <a href="#available-times-heading">
              <CalendarClock className="size-4" aria-hidden="true" />
              See available times
            </a>
          </Button>
        </header>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-12 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-12 lg:col-start-1">
          {merchant.description ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="font-display text-2xl text-stone-900 sm:text-3xl">
                About
              </h2>
              <p className="mt-3 max-w-3xl text-base leading-7 whitespace-pre-line text-stone-700">{merchant.description}</p>
            </section>
          ) : null}

          <section aria-labelledby="services-heading">
            <h2 id="services-heading" className="font-display text-2xl text-stone-900 sm:text-3xl">
              Services
            </h2>
            {categories.length > 1 ? (
              <div role="group" aria-label="Filter services by category" className="mt-4 flex flex-wrap gap-2">
                <ToggleChip pressed={activeCategory === null} onClick={() => setCategory(null)}>
                  All
                </ToggleChip>
                {categories.map((name) => (
                  <ToggleChip
                    key={name}
                    pressed={activeCategory === name}
                    onClick={() => setCategory(activeCategory === name ? null : name)}
                  >
                    {name}
                  </ToggleChip>
                ))}
              </div>
            ) : null}
            <div className="mt-5">
              <ServicesList query={services} services={shown} />
            </div>
          </section>
        </div>

        <aside aria-label="Booking and business details" className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {services.isSuccess ? (
            <AvailableTimesPanel services={all} selectedServiceId={timesServiceId} onSelectService={setTimesServiceId} />
          ) : services.isPending ? (
            <Skeleton className="h-80 rounded-3xl" />
          ) : null}
          <BusinessInfo merchant={merchant} />
          {merchant.specific_policies ? (
            <section aria-labelledby="policy-heading" className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
              <h2 id="policy-heading" className="flex items-center gap-2 font-display text-2xl text-stone-900">
                <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
                Cancellation policy
              </h2>
              <p className="mt-3 text-sm leading-6 whitespace-pre-line text-stone-700">{merchant.specific_policies}</p>
            </section>
          ) : null}
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <ReviewsSection merchantId={merchant.id} />
        </div>
      </div>
    </div>
  );
}

function ServicesList({ query, services }: { query: ReturnType<typeof useMerchantServices>; services: Service[] }) {
  if (query.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading services">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Failed to load services: {query.error.message}
      </p>
    );
  }
  if (services.length === 0) {
    return <p className="rounded-2xl bg-stone-100 p-5 text-sm text-stone-700">This business has no treatments to book just now.</p>;
  }
  return (
    <ul className="grid gap-4">
      {services.map((service) => (
        <li key={service.id}>
          <MerchantServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

function MerchantPageSkeleton() {
  return (
    <div role="status" aria-label="Loading business" className="mx-auto w-full max-w-7xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6 lg:px-8">
      <Skeleton className="h-5 w-32" />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="-mx-4 aspect-[3/2] rounded-none sm:mx-0 sm:rounded-3xl" />
        <div className="space-y-4 lg:self-center">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-12 w-48 rounded-full" />
        </div>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-80 rounded-3xl" />
      </div>
    </div>
  );
}
