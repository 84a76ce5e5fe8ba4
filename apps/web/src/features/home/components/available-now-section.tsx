import { ArrowRight, CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { todayInLondon } from '@/lib/booking-slots';
import { AVAILABLE_NOW_LIMIT, useAvailableServices } from '../api/get-available-services';
import { AvailableServiceCard, AvailableServiceCardSkeleton } from './available-service-card';

/**
 * The home page's Available Now grid: up to 12 bookable services with their next real free times. A failure
 * is only logged; the visitor sees a gentle way on to the full list instead.
 */
export function AvailableNowSection() {
  const query = useAvailableServices();

  useEffect(() => {
    if (query.error) console.error('Failed to load featured services', query.error);
  }, [query.error]);

  const today = todayInLondon();

  return (
    <section aria-labelledby="available-now-heading" className="mx-auto w-full max-w-7xl px-4 pt-14 sm:px-6 lg:px-8 lg:pt-20">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Free soon, for less</p>
          <h2 id="available-now-heading" className="mt-2 font-display text-3xl text-stone-900 sm:text-4xl">
            Available Now
          </h2>
          <p className="mt-2 max-w-2xl text-base leading-7 text-stone-700">
            Real free times at salons near you — tap a time to book it.
          </p>
        </div>
        <Link
          to="/services"
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline sm:self-auto"
        >
          See all treatments
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>

      <div className="mt-8">
        {query.isPending ? (
          <div role="status" aria-label="Loading available treatments">
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <AvailableServiceCardSkeleton key={i} />
              ))}
            </div>
          </div>
        ) : query.isError || query.data.length === 0 ? (
          <AvailableNowFallback failed={query.isError} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.slice(0, AVAILABLE_NOW_LIMIT).map((service) => (
              <li key={service.id}>
                <AvailableServiceCard service={service} today={today} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function AvailableNowFallback({ failed }: { failed: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CalendarClock className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-stone-900">
        {failed ? 'We can’t show today’s free times just now' : 'No free times to show just now'}
      </p>
      <p className="mt-1 max-w-md text-sm leading-6 text-stone-700">
        {failed
          ? 'Every salon and treatment is still a search away.'
          : 'Salons add quiet-hour times every day. Browse every treatment to find your next one.'}
      </p>
      <Button asChild className="mt-6">
        <Link to="/services">Browse treatments</Link>
      </Button>
    </div>
  );
}
