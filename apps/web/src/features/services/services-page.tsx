import { CircleAlert, SearchX, SlidersHorizontal } from 'lucide-react';
import type { LandingPage } from '@lull/domain/contracts/landing-pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { todayInLondon } from '@/lib/booking-slots';
import { useServiceSearch } from './api/search-services';
import { ActiveFilters } from './components/active-filters';
import { BusinessResultCard, BusinessResultCardSkeleton } from './components/business-result-card';
import { CategoryFilterChips, PriceFilterChips } from './components/filter-chips';
import { MoreFiltersPanel } from './components/more-filters-panel';
import { ServicesSearchForm } from './components/services-search-form';
import { WhenAndSort } from './components/when-and-sort';
import { useCatalogueFilters } from './hooks/use-catalogue-filters';
import { countShown } from '@lull/domain/catalogue-filters';
import { useLoadMoreOnView } from './hooks/use-load-more-on-view';
import { searchWhenPhrase } from '@/components/catalogue/search-when';
import { chooseDate, clearAllFilters, clearDistance, hasAnyFilter, hasOrigin, landingFilters, parseFilters, resultCountLineFor } from './search-params';

const MORE_FILTERS_ID = 'more-filters';

/**
 * /services: search, filter and browse businesses and their services. A landing page (a treatment in an area) is the
 * same page with its own heading, its area's filters to start from, and links to the areas nearby.
 */
export function ServicesPage({ landing }: { landing?: LandingPage }) {
  const readFilters = useCallback((params: URLSearchParams) => (landing ? landingFilters(landing, params) : parseFilters(params)), [landing]);
  const { filters, setFilters } = useCatalogueFilters(readFilters);
  const query = useServiceSearch(filters);
  const [moreOpen, setMoreOpen] = useState(() => hasOrigin(filters));
  const today = todayInLondon();

  const results = query.data?.results;
  const businesses = results?.businesses ?? [];
  const loadFailed = query.isError && !query.isFetchNextPageError;
  const postcodeError =
    loadFailed && filters.postcode !== '' && query.error instanceof ApiError && query.error.status === 400 && !query.error.fields.date
      ? query.error.message
      : undefined;
  // A day the server no longer takes (the page stayed open past midnight on the last day): offer any day instead.
  const dateRefused = loadFailed && query.error instanceof ApiError && query.error.status === 400 && Boolean(query.error.fields.date);

  // After 'Show more' is pressed, focus moves to the first business it added, so keyboard users carry on from there.
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || businesses.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('h2 a')?.focus();
  }, [businesses.length]);

  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && !query.isPlaceholderData;
  const loadMoreRef = useLoadMoreOnView<HTMLButtonElement>({
    enabled: canLoadMore,
    onView: () => void query.fetchNextPage(),
  });

  const distanceActive = hasOrigin(filters);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <header>
        <h1 className="font-display text-4xl leading-tight tracking-tight text-stone-900 sm:text-5xl">{landing?.heading ?? 'Find a treatment'}</h1>
        <p className="mt-2 max-w-2xl text-base leading-7 text-stone-700">
          {landing?.intro ?? 'Every salon’s usual price beside its off-peak price, and the times you can actually book.'}
        </p>
        <div className="mt-6 max-w-2xl">
          <ServicesSearchForm
            initialSearch={filters.search}
            onSearch={(search) => setFilters({ ...filters, search })}
          />
        </div>
      </header>

      <section aria-label="Filters" className="mt-6 space-y-4">
        <WhenAndSort filters={filters} onChange={setFilters} today={today} />
        <CategoryFilterChips filters={filters} onChange={setFilters} present={query.isError ? [] : results?.categories} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <PriceFilterChips filters={filters} onChange={setFilters} />
          <Button
            variant="secondary"
            aria-expanded={moreOpen}
            aria-controls={MORE_FILTERS_ID}
            onClick={() => setMoreOpen((open) => !open)}
            className="self-start sm:self-auto"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            More filters
            {distanceActive ? (
              <span className="ml-0.5 flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                1 <span className="sr-only">active</span>
              </span>
            ) : null}
          </Button>
        </div>
        {moreOpen ? (
          <MoreFiltersPanel
            id={MORE_FILTERS_ID}
            filters={filters}
            onChange={setFilters}
            postcodeError={postcodeError}
          />
        ) : null}
        <ActiveFilters filters={filters} onChange={setFilters} />
      </section>

      <section aria-label="Results" aria-busy={query.isFetching && !query.isFetchingNextPage} className="mt-6">
        {query.isPending ? (
          <div role="status" aria-label="Loading services">
            <div className="mb-4 h-5 w-56 animate-pulse rounded bg-stone-200/70" aria-hidden="true" />
            <div className="space-y-5">
              {[0, 1, 2].map((i) => (
                <BusinessResultCardSkeleton key={i} />
              ))}
            </div>
          </div>
        ) : loadFailed ? (
          <div role="alert" className="flex flex-col items-start gap-4 rounded-3xl border border-red-200 bg-red-50 p-6 text-red-900 sm:flex-row sm:items-center">
            <CircleAlert className="size-6 shrink-0 text-red-700" aria-hidden="true" />
            <p className="flex-1 text-base font-medium">Failed to load services: {query.error.message}</p>
            {dateRefused ? (
              <Button variant="secondary" onClick={() => setFilters(chooseDate(filters, ''))}>
                Search any day
              </Button>
            ) : postcodeError ? (
              <Button variant="secondary" onClick={() => setFilters(clearDistance(filters))}>
                Remove postcode
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </div>
        ) : results && results.totalBusinesses.count === 0 && businesses.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
              <SearchX className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-4 font-display text-2xl text-stone-900">
              {filters.date !== '' ? `No free times ${searchWhenPhrase(filters.date, filters.timeOfDay, today)}` : 'No services found'}
            </h2>
            <p className="mt-2 max-w-md text-sm leading-6 text-stone-700">
              {filters.date !== ''
                ? 'Try another day or time of day, or fewer filters.'
                : hasAnyFilter(filters)
                  ? 'Try a different search, fewer filters or a wider distance.'
                  : 'No salon has listed a treatment yet. Please come back soon.'}
            </p>
            {hasAnyFilter(filters) ? (
              <Button className="mt-6" onClick={() => setFilters(clearAllFilters(filters))}>
                Clear Filters
              </Button>
            ) : null}
          </div>
        ) : results ? (
          <>
            <div className="mb-4 flex items-center gap-3">
              <p role="status" className="text-sm font-semibold text-stone-800">
                {resultCountLineFor(filters, results.totalBusinesses, results.totalServices, today)}
              </p>
              {query.isPlaceholderData ? (
                <span className="flex items-center gap-1.5 text-sm text-stone-600">
                  <Spinner className="size-4" /> Updating…
                </span>
              ) : null}
            </div>
            <ol
              ref={listRef}
              className={cn('space-y-5 transition-opacity', query.isPlaceholderData && 'opacity-60')}
            >
              {businesses.map((business, index) => (
                <li key={business.merchant_id}>
                  <BusinessResultCard business={business} today={today} first={index === 0} dayChosen={filters.date !== ''} />
                </li>
              ))}
            </ol>
            {query.isFetchNextPageError ? (
              <p role="alert" className="mt-6 text-center text-sm font-medium text-red-800">
                Failed to load services: {query.error?.message}
              </p>
            ) : null}
            {query.hasNextPage ? (
              <div className="mt-8 flex flex-col items-center gap-2">
                <Button
                  ref={loadMoreRef}
                  variant="secondary"
                  size="lg"
                  isLoading={query.isFetchingNextPage}
                  onClick={() => {
                    focusFrom.current = businesses.length;
                    void query.fetchNextPage();
                  }}
                >
                  {query.isFetchNextPageError ? 'Try again' : 'Show more'}
                </Button>
                <p className="text-sm text-stone-600">
                  Showing {businesses.length} of {countShown(results.totalBusinesses.count, results.totalBusinesses.capped)} businesses
                </p>
              </div>
            ) : null}
          </>
        ) : null}
      </section>
      {landing && landing.nearby.length > 0 ? <NearbyAreas landing={landing} /> : null}
    </div>
  );
}

/** Links to the same treatment in the districts around, nearest first. */
function NearbyAreas({ landing }: { landing: LandingPage }) {
  return (
    <nav aria-labelledby="nearby-areas-heading" className="mt-12 border-t border-stone-200 pt-8">
      <h2 id="nearby-areas-heading" className="font-display text-2xl text-stone-900">
        {landing.category.name} nearby
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {landing.nearby.map((area) => (
          <li key={area.slug}>
            <Link
              to={area.path}
              className="inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:border-brand-400 hover:text-brand-800"
            >
              {landing.category.name} in {area.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
