import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { HydrationState } from 'react-router';

import { reactIsListening, replayEarlyActions } from '@/lib/early-clicks';
import { createQueryClient } from '@/lib/query-client';
import { PAGE_QUERIES_GLOBAL, hydratePageQueries } from '@/lib/query-hydration';
import { App } from './app';
import { createAppRouter, loadRoutesOf } from './router';

declare global {
  interface Window {
    /** Written by React Router's StaticRouterProvider in a page the server drew. */
    __staticRouterHydrationData?: HydrationState;
    [PAGE_QUERIES_GLOBAL]?: DehydratedState;
  }
}

/** Draws the app into #root, or, over a page the server drew, takes it over from the server's data and state. */
export async function startApp(root: HTMLElement): Promise<Root> {
  // Zod tries `new Function` once to see whether it may compile its checks; the page's CSP forbids eval, and the try
  // shows as an issue in the browser's tools. Its checks run as well without. This is zod's own config object
  // (`z.config`), reached through the global it keeps it in, so that the first script does not load zod for it.
  const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
  zodConfig.jitless = true;
  const queryClient = createQueryClient();
  const serverState = window.__staticRouterHydrationData;
  const serverQueries = window[PAGE_QUERIES_GLOBAL];
  // `npm run dev` serves the page without the server's render: draw it here.
  if (!serverState || !serverQueries) {
    const drawn = createRoot(root);
    drawn.render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} onLive={replayEarlyActions} />
      </StrictMode>,
    );
    return drawn;
  }
  hydratePageQueries(queryClient, serverQueries);
  await loadRoutesOf(window.location.pathname);
  // As a transition, React hydrates in slices that give way to the browser between them, instead of one long task
  // that a phone's touch would wait behind. The page is already drawn, so nothing shows later for it.
  let hydrated: Root | undefined;
  reactIsListening();
  startTransition(() => {
    hydrated = hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter(serverState)} queryClient={queryClient} onLive={replayEarlyActions} />
      </StrictMode>,
    );
  });
  return hydrated!;
}
