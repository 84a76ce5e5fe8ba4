import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';

import { documentTitle } from '../seo/page-title';

/** What a route may declare in its `handle` for the shell. */
export interface RouteHandle {
  title?: string;
}

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/**
 * Sets the tab title from the deepest route that names one: 'FAQs · Lull', else the site title. The first page of a
 * visit keeps the title the server gave it, which names what the page is about (the business, the treatment).
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches.map((match) => titleOf(match.handle)).findLast((t) => t !== undefined);
  const firstPage = useRef(true);
  useEffect(() => {
    const drawnByServer = firstPage.current && window.__staticRouterHydrationData !== undefined;
    firstPage.current = false;
    if (!drawnByServer) document.title = documentTitle(title);
  }, [title]);
  return null;
}
