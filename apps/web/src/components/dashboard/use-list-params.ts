import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A dashboard list's place in the address: its search (`q`), its page and its filters, so Back and a shared link
 * work. `update` writes changes and drops what is the default (an empty value, page 1, a filter at 'all'), so the
 * address stays short. `filterNames` should be a constant: the list's filter parameters.
 */
export function useListParams(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  // What the address holds or is about to: React Router's own updater reads the last render's address, so a second
  // change before the next render (a paused search firing just after a filter changed) would undo the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        const isDefault = value === '' || (name === 'page' && value === '1') || (filterNames.includes(name) && value === 'all');
        if (isDefault) next.delete(name);
        else next.set(name, value);
      }
      latest.current = next;
      setParams(next);
    },
    [setParams, filterNames],
  );
  return { params, q: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1), update };
}
