import type { User } from '@lull/domain/contracts/user';
import { useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';

export const currentUserQueryKey = ['current-user'] as const;

/**
 * GET /api/users/me: the signed-in user (money in pounds), or null when signed out. Any failure counts as
 * signed out (and is only logged), so a broken /me never leaves the app stuck loading.
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

/** The user menu's name: first name, else the email. */
export function displayName(user: Pick<User, 'first_name' | 'email'>): string {
  return user.first_name.trim() || user.email;
}
