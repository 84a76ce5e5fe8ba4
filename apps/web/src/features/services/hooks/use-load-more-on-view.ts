import { useEffect, useRef } from 'react';

interface LoadMoreOnViewOptions {
  /** Whether loading more makes sense right now (there is a next page and nothing is loading or failed). */
  enabled: boolean;
  onView: () => void;
  /** Start loading a little before the element is actually on screen. */
  rootMargin?: string;
}

/**
 * Calls `onView` when the returned ref's element scrolls into view: the Show more button loads the next page
 * by itself for people scrolling, and stays a button for keyboard and screen-reader users. Browsers
 * without IntersectionObserver simply keep the button.
 */
export function useLoadMoreOnView<T extends Element>({ enabled, onView, rootMargin = '400px 0px' }: LoadMoreOnViewOptions) {
  const ref = useRef<T>(null);
  const callback = useRef(onView);
  useEffect(() => {
    callback.current = onView;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
