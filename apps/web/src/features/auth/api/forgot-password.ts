import type { ForgotPasswordPayload } from '@lull/domain/validation/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Answers the same whether or not the address has an account. */
export function requestPasswordReset(payload: ForgotPasswordPayload): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/forgot-password', payload);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
