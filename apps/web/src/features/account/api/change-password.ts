import type { messageEnvelopeSchema } from '@lull/domain/contracts/account';
import type { PasswordChangePayload } from '@lull/domain/validation/profile';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

/** PUT /api/users/password: every other session of the account ends; this one stays. */
export function changePassword(payload: PasswordChangePayload): Promise<z.infer<typeof messageEnvelopeSchema>> {
  return api.put<z.infer<typeof messageEnvelopeSchema>>('/api/users/password', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
