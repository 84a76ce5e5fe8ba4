import type { ResetPasswordPayload } from '@lull/domain/validation/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export function resetPassword(payload: ResetPasswordPayload): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/reset-password', payload);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of that account, possibly this browser's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
