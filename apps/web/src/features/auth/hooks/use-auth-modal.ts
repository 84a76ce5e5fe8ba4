import { createContext, useContext } from 'react';

export type AuthModalMode = 'login' | 'register' | 'forgot-password';

export interface OpenAuthModalOptions {
  mode?: AuthModalMode;
  /** A path on this site to land on after signing in, instead of reloading the current page. */
  redirectTo?: string;
}

export interface AuthModalControls {
  open: (options?: OpenAuthModalOptions) => void;
  close: () => void;
}

export const AuthModalContext = createContext<AuthModalControls | null>(null);

/** Opens the sign-in / sign-up dialog from anywhere inside the app shell. */
export function useAuthModal(): AuthModalControls {
  const controls = useContext(AuthModalContext);
  if (!controls) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return controls;
}
