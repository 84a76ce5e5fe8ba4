import './styles.css';
import './app/motion.css';

import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';

import { App } from './app/app';
import { createAppRouter, loadRoutesOf } from './app/router';
import { createQueryClient } from './lib/query-client';
import { PAGE_QUERIES_GLOBAL, hydratePageQueries } from './lib/query-hydration';

declare global {
  interface Window {
    /** Written by React Router's StaticRouterProvider in a page the server drew. */
    __staticRouterHydrationData?: HydrationState;
    [PAGE_QUERIES_GLOBAL]?: DehydratedState;
  }
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const serverState = window.__staticRouterHydrationData;
  const serverQueries = window[PAGE_QUERIES_GLOBAL];
  // `npm run dev` serves the page without the server's render: draw it here.
  if (!serverState || !serverQueries) {
    createRoot(root).render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  hydratePageQueries(queryClient, serverQueries);
  await loadRoutesOf(window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App router={createAppRouter(serverState)} queryClient={queryClient} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void start(root);
