import type { CreatedSession, googleSessionRequestSchema } from '@lull/domain/contracts/google-sign-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

/** What Google's redirect brought back, as read from the URL (a missing parameter is null). */
export interface GoogleCallback {
  code: string;
  state: string | null;
  /** The issuer, when the provider names itself in the redirect (RFC 9207); checked by the server. */
  iss: string | null;
}

/** Trades Google's one-time code for a Lull session cookie (POST /api/sessions). */
export function createSession({ code, state, iss }: GoogleCallback): Promise<CreatedSession> {
  const body: z.input<typeof googleSessionRequestSchema> = { code, state: state ?? undefined, iss: iss ?? undefined };
  return api.post<CreatedSession>('/api/sessions', body);
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
