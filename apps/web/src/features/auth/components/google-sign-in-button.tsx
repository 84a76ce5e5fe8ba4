import type { ReactNode } from 'react';

import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuthConfig } from '../api/get-auth-config';
import { REDIRECT_URL_FAILED, useGoogleSignIn } from '../api/start-google-sign-in';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/** 'Continue with Google'. Shown only where GET /api/config says this deployment has a Google client (GoogleOrEmail). */
export function GoogleSignInButton({ redirectTo }: { redirectTo: string | undefined }) {
  const googleSignIn = useGoogleSignIn();
  // After a successful call the browser is already leaving for Google: keep the button busy until it does.
  const isBusy = googleSignIn.isPending || googleSignIn.isSuccess;

  const failure =
    googleSignIn.error instanceof Error && googleSignIn.error.message === REDIRECT_URL_FAILED
      ? REDIRECT_URL_FAILED
      : 'Google authentication failed';

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => googleSignIn.mutate(redirectTo)}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        className="flex h-11 w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold text-stone-800 shadow-xs transition-colors hover:border-stone-400 hover:bg-stone-50 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-600"
      >
        {isBusy ? <Spinner className="size-5 text-stone-600" /> : <GoogleLogo />}
        Continue with Google
      </button>
      {googleSignIn.isError ? <FormError>{failure}</FormError> : null}
    </div>
  );
}

function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-stone-600 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      or
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

/**
 * Google first, then 'or' and the email form: how both login and sign-up begin. Without a Google client (or before the
 * config has said so) only the email form shows: a button that can only say 'not configured' is no use to anyone.
 */
export function GoogleOrEmail({ redirectTo, children }: { redirectTo: string | undefined; children: ReactNode }) {
  const config = useAuthConfig();
  // One tree either way, so the form keeps what was typed when the config arrives.
  const offersGoogle = config.data?.google_sign_in === true;
  return (
    <div className="mt-6 space-y-5">
      {offersGoogle ? <GoogleSignInButton redirectTo={redirectTo} /> : null}
      {offersGoogle ? <OrDivider /> : null}
      {children}
    </div>
  );
}
