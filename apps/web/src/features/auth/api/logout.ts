import type { messageSchema } from '@lull/domain/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export async function logout(): Promise<void> {
  try {
    await api.get<z.infer<typeof messageSchema>>('/api/logout');
  } catch (error) {
    // The answer is not read: the browser forgets the user whatever the server said.
    console.error('Logout request failed', error);
  }
}

/**
 * What the browser does once a session ends (logout, account deletion): back to '/', then everything cached
 * for that user is dropped. Home first, so a signed-in-only page's guard never asks them to log in.
 */
export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    queryClient.setQueryData(currentUserQueryKey, null);
  };
}

/** Signs out, returns to '/', and drops everything cached for the user who was signed in. */
export function useLogout() {
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({ mutationFn: logout, onSettled: leaveSignedOut });
}
