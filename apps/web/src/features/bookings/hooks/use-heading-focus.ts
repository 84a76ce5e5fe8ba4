import { useEffect, useRef } from 'react';

import { outsideTakeover } from '@/lib/early-clicks';

/**
 * Every step and result of booking and paying starts at its heading: when it appears (or `key` changes) the page
 * scrolls to the top and the heading takes the keyboard focus, so a phone shows it and a screen reader reads it,
 * instead of keeping the old scroll position with the focus dropped to the page body. Give the heading
 * `ref={useHeadingFocus()}` and `tabIndex={-1}` (focusable by script, not a Tab stop).
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(
    () =>
      outsideTakeover(() => {
        window.scrollTo({ top: 0, left: 0 });
        ref.current?.focus({ preventScroll: true });
      }),
    [key],
  );
  return ref;
}
