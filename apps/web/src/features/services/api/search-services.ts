import type { BoundedCount } from '@lull/domain/catalogue-filters';
import type { BusinessResult, SearchResults } from '@lull/domain/contracts/catalogue';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { todayInLondon } from '@/lib/booking-slots';
import { toSearchRequest, type CatalogueFilters } from '../search-params';

/** Businesses per page: each brings all its matching services. */
export const BUSINESSES_PER_PAGE = 10;
/** A search for today asks again each minute: its times pass and get taken while the visitor looks. */
export const TODAY_REFRESH_MS = 60_000;

/** GET /api/services/search: businesses with their matching services, the totals and the categories present. */
export function searchServices(filters: CatalogueFilters, offset: number, signal?: AbortSignal): Promise<SearchResults> {
  const params = toSearchRequest(filters);
  params.set('limit', String(BUSINESSES_PER_PAGE));
  params.set('offset', String(offset));
  return api.get<SearchResults>(`/api/services/search?${params.toString()}`, signal);
}

export function serviceSearchQueryKey(filters: CatalogueFilters) {
  return ['services', 'search', toSearchRequest(filters).toString()] as const;
}

/**
 * The results, a page at a time: `fetchNextPage` appends the page at `next_offset`. While new filters load,
 * the previous results stay on screen (marked as updating) rather than flashing back to skeletons.
 */
export function useServiceSearch(filters: CatalogueFilters) {
  const forToday = filters.date !== '' && filters.date === todayInLondon();
  return useInfiniteQuery({
    ...serviceSearchQuery(filters),
    refetchInterval: forToday ? TODAY_REFRESH_MS : false,
    placeholderData: keepPreviousData,
    select: (data) => ({ ...data, results: combinePages(data.pages) }),
  });
}

/** The first page and how to ask for the next; shared with the server's render of the page. */
export function serviceSearchQuery(filters: CatalogueFilters) {
  return infiniteQueryOptions({
    queryKey: serviceSearchQueryKey(filters),
    queryFn: ({ pageParam, signal }) => searchServices(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: SearchResults) => lastPage.next_offset ?? undefined,
  });
}

export interface CombinedResults {
  businesses: BusinessResult[];
  /** Exact up to 1,000, else 1,000 and capped ("1,000+"). */
  totalBusinesses: BoundedCount;
  totalServices: BoundedCount;
  categories: string[];
  origin: SearchResults['origin'];
}

/** The loaded pages as one list; a business that appears on two pages (the catalogue changed in between) shows once. */
export function combinePages(pages: readonly SearchResults[]): CombinedResults {
  const first = pages[0];
  const seen = new Set<string>();
  const businesses = pages
    .flatMap((page) => page.businesses)
    .filter((business) => !seen.has(business.merchant_id) && Boolean(seen.add(business.merchant_id)));
  return {
    businesses,
    totalBusinesses: { count: first?.total_businesses ?? 0, capped: first?.total_businesses_capped ?? false },
    totalServices: { count: first?.total_services ?? 0, capped: first?.total_services_capped ?? false },
    categories: first?.categories ?? [],
    origin: first?.origin ?? null,
  };
}
