import type { googleRedirectSchema } from '@lull/domain/contracts/google-sign-in';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { navigateTo } from '@/lib/browser';
import { rememberAuthRedirect } from '../auth-redirect';

export const REDIRECT_URL_FAILED = 'Failed to get OAuth redirect URL';

export async function getGoogleRedirectUrl(): Promise<string> {
  try {
    const { redirectUrl } = await api.get<z.infer<typeof googleRedirectSchema>>('/api/oauth/google/redirect_url');
    if (typeof redirectUrl === 'string' && redirectUrl !== '') return redirectUrl;
  } catch (error) {
    console.error(REDIRECT_URL_FAILED, error);
  }
  throw new Error(REDIRECT_URL_FAILED);
}

/** Remembers where to come back to, then leaves for Google's consent screen. */
export async function startGoogleSignIn(redirectTo?: string): Promise<void> {
  rememberAuthRedirect(redirectTo);
  navigateTo(await getGoogleRedirectUrl());
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
