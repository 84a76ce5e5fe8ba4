import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type CSSProperties, type ReactNode } from 'react';

// Toasts only follow an action, so sonner stays out of the first paint; a toast raised before the Toaster
// mounts is shown when it does (sonner replays active toasts to a new subscriber).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// sonner's rich colours put text at about 4.3:1 on their tints; these darker shades of the same hues pass WCAG AA.
const readableRichColors = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

/** App-wide providers that don't need the router (the auth dialog lives in the shell, inside it). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton duration={5000} style={readableRichColors} />
      </Suspense>
    </QueryClientProvider>
  );
}
