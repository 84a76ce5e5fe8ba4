import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { AuthModalContext, type AuthModalControls, type AuthModalMode, type OpenAuthModalOptions } from '../hooks/use-auth-modal';

// The forms and their validation are most of the dialog's weight and not needed to show a page: they load
// on first use, and are fetched in the background once the page has settled so that first use is instant.
const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));
const PRELOAD_DELAY_MS = 2500;

interface ModalState {
  isOpen: boolean;
  mode: AuthModalMode;
  redirectTo: string | undefined;
  /** Bumped on every open, so each opening starts with empty fields. */
  session: number;
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ isOpen: false, mode: 'login', redirectTo: undefined, session: 0 });

  const open = useCallback((options: OpenAuthModalOptions = {}) => {
    setState((current) => ({
      isOpen: true,
      mode: options.mode ?? 'login',
      redirectTo: options.redirectTo,
      // Opening again while already open (a guard re-rendering, say) keeps what was typed.
      session: current.isOpen ? current.session : current.session + 1,
    }));
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const controls = useMemo<AuthModalControls>(() => ({ open, close }), [open, close]);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadAuthModal().catch(() => undefined), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <AuthModalContext.Provider value={controls}>
      {children}
      {state.session > 0 ? (
        <Suspense fallback={null}>
          <AuthModal
            key={state.session}
            open={state.isOpen}
            mode={state.mode}
            redirectTo={state.redirectTo}
            onModeChange={(mode) => setState((current) => ({ ...current, mode }))}
            onOpenChange={(isOpen) => setState((current) => ({ ...current, isOpen }))}
          />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
