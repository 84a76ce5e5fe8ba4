import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';

// Toasts only follow an action, so sonner stays out of the first paint; a toast raised before the Toaster
// mounts is shown when it does (sonner replays active toasts to a new subscriber).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** App-wide providers that don't need the router (the auth dialog lives in the shell, inside it). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton duration={5000} />
      </Suspense>
    </QueryClientProvider>
  );
}
