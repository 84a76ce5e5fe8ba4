import { readStored, removeStored, writeStored } from '@/lib/storage';

/** Session storage key for the page a visitor wanted before leaving for Google, to return to after. */
export const AUTH_REDIRECT_KEY = 'auth_redirect_destination';

const THIS_SITE = 'https://lull.invalid';

/**
 * Only a path on this site is followed after sign-in, so a crafted value can't send anyone elsewhere. Browsers
 * read a backslash as a slash and drop tabs and newlines from URLs, so `/\evil.example` or `/<tab>/evil.example`
 * would be `//evil.example`, another site: those characters are refused, and what is left must resolve here.
 */
export function isSafeRedirect(destination: string | null | undefined): destination is string {
  if (typeof destination !== 'string' || !destination.startsWith('/') || destination.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(destination)) return false;
  return new URL(destination, THIS_SITE).origin === THIS_SITE;
}

export function rememberAuthRedirect(destination: string | undefined): void {
  // A destination left over from an abandoned attempt must not hijack this one.
  if (isSafeRedirect(destination)) writeStored('session', AUTH_REDIRECT_KEY, destination);
  else removeStored('session', AUTH_REDIRECT_KEY);
}

/** Reads and forgets the remembered destination. */
export function takeAuthRedirect(): string | null {
  const destination = readStored('session', AUTH_REDIRECT_KEY);
  removeStored('session', AUTH_REDIRECT_KEY);
  return isSafeRedirect(destination) ? destination : null;
}
