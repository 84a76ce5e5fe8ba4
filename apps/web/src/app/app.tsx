import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

import { AppProviders } from './providers';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  /** Runs once the app is on the page (after the first commit: over a server's page, once it is hydrated). */
  onLive?: () => void;
}

/** The whole app in the browser: the same providers the server renders with, around the browser's router. */
export function App({ router, queryClient, onLive }: AppProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
