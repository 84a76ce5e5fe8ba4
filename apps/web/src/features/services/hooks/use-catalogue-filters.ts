import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { filtersToSearchParams, parseFilters, type CatalogueFilters } from '../search-params';

/**
 * The services page's filters, read from and written to the URL. Each change is a new history entry, so
 * the back button undoes it; the page keeps its scroll position while the results update.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback(
    (next: CatalogueFilters) => setParams(filtersToSearchParams(next), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, setFilters };
}
