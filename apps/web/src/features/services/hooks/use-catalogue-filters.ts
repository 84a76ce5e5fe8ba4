import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { filtersToSearchParams, parseFilters, type CatalogueFilters } from '../search-params';

/** How a page reads its filters from its address; /services's own reading unless the page has its own (a landing page). */
export type ReadFilters = (params: URLSearchParams) => CatalogueFilters;

/**
 * The services page's filters, read from and written to the URL. Each change is a new history entry, so
 * the back button undoes it; the page keeps its scroll position while the results update.
 */
export function useCatalogueFilters(readFilters: ReadFilters = parseFilters) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params, readFilters]);
  const setFilters = useCallback(
    (next: CatalogueFilters) => setParams(filtersToSearchParams(next), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, setFilters };
}
