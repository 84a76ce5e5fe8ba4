import { useQuery } from '@tanstack/react-query';

import { ApiError, api } from '../../../lib/api-client';

export type UserRole = 'consumer' | 'merchant' | 'admin';

/** GET /api/users/me. Money is in pounds, as the API answers it. */
export interface User {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  city: string | null;
  role: UserRole;
  credit_balance: number;
  gdpr_consent: boolean;
  marketing_consent: boolean;
  referral_code: string | null;
  is_approved: boolean;
  /** False for a Google sign-up that has not been through Complete Your Profile yet. */
  profile_complete: boolean;
  created_at: string;
  merchant_revenue_balance?: number;
}

export const currentUserQueryKey = ['current-user'] as const;

/**
 * The signed-in user, or null when signed out. Any failure counts as signed out (spec §4, §8: logged only),
 * so a broken /me never leaves the app stuck loading.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>('/api/users/me', signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!(error instanceof ApiError && error.status === 401)) console.error('Failed to load the current user', error);
    return null;
  }
}

export interface CurrentUserState {
  user: User | null;
  /** True until the first answer (signed in or not) arrives. */
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** The user menu's name: first name, else the email (spec §2). */
export function displayName(user: Pick<User, 'first_name' | 'email'>): string {
  return user.first_name?.trim() || user.email;
}
