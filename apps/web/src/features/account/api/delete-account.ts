import { ACCOUNT_DELETED, type messageEnvelopeSchema } from '@lull/domain/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../auth/api/get-current-user';

/** DELETE /api/users/me: the account goes and the server ends every session. */
export function deleteAccount(): Promise<z.infer<typeof messageEnvelopeSchema>> {
  return api.delete<z.infer<typeof messageEnvelopeSchema>>('/api/users/me');
}

/**
 * The browser says the account is gone, goes home and forgets what it cached. Home first, so the account
 * page's guard never asks a deleted user to log in.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(ACCOUNT_DELETED);
      await navigate('/');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
