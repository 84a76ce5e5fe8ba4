import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { currentUserQueryKey, type User } from './get-current-user';

export interface GoogleCallback {
  code: string;
  state: string | null;
  /** The issuer, when the provider names itself in the redirect (RFC 9207); checked by the server. */
  iss: string | null;
}

export interface CreatedSession {
  user: User;
  is_new_user: boolean;
}

/** Trades Google's one-time code for a Lull session cookie. */
export function createSession({ code, state, iss }: GoogleCallback): Promise<CreatedSession> {
  return api.post<CreatedSession>('/api/sessions', { code, state: state ?? undefined, iss: iss ?? undefined });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
