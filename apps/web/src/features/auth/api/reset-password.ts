import type { messageSchema } from '@lull/domain/contracts/user';
import type { ResetPasswordPayload } from '@lull/domain/validation/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export function resetPassword(payload: ResetPasswordPayload): Promise<z.infer<typeof messageSchema>> {
  return api.post<z.infer<typeof messageSchema>>('/api/auth/reset-password', payload);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of that account, possibly this browser's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
