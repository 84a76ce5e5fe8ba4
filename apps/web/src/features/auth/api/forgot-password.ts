import type { messageSchema } from '@lull/domain/contracts/user';
import type { ForgotPasswordPayload } from '@lull/domain/validation/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

/** Answers the same whether or not the address has an account. */
export function requestPasswordReset(payload: ForgotPasswordPayload): Promise<z.infer<typeof messageSchema>> {
  return api.post<z.infer<typeof messageSchema>>('/api/auth/forgot-password', payload);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
