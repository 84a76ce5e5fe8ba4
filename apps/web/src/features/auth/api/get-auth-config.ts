import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface AuthConfig {
  google_sign_in: boolean;
  /** How cards are taken: the built-in sandbox, or Stripe Elements with this publishable key. */
  payments?: 'sandbox' | 'stripe';
  stripe_publishable_key?: string | null;
}

export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/config', signal);
}

/** Which sign-in and payment methods this deployment offers; it does not change while the page is open. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
}
