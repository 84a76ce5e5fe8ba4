import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A dashboard list's place in the address: its search (`q`), its page and its filters, so Back and a shared link
 * work. `update` writes changes and drops what is the default (an empty value, page 1, a filter at 'all'), so the
 * address stays short. `filterNames` should be a constant: the list's filter parameters.
 */
export function useListParams(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const isDefault = value === '' || (name === 'page' && value === '1') || (filterNames.includes(name) && value === 'all');
          if (isDefault) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams, filterNames],
  );
  return { params, q: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1), update };
}
