import { navigateTo, reloadPage } from '@/lib/browser';
import { isSafeRedirect } from '../auth-redirect';

/**
 * After a password sign-in or sign-up the whole page reloads, so everything on it starts again with the
 * new session; when the visitor was heading somewhere (a guarded page), that page loads instead.
 */
export function finishSignIn(redirectTo: string | undefined): void {
  if (isSafeRedirect(redirectTo)) navigateTo(redirectTo);
  else reloadPage();
}
