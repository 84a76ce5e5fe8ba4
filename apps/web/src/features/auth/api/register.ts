import type { User, userEnvelopeSchema } from '@lull/domain/contracts/user';
import type { RegisterPayload } from '@lull/domain/validation/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type UserEnvelope = z.infer<typeof userEnvelopeSchema>;

export function register(payload: RegisterPayload): Promise<UserEnvelope> {
  return api.post<UserEnvelope>('/api/auth/register', payload);
}

export function useRegister(options: { onSuccess?: (user: User) => void } = {}) {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => options.onSuccess?.(user),
  });
}
