import type { User, userEnvelopeSchema } from '@lull/domain/contracts/user';
import type { LoginPayload } from '@lull/domain/validation/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type UserEnvelope = z.infer<typeof userEnvelopeSchema>;

export function login(payload: LoginPayload): Promise<UserEnvelope> {
  return api.post<UserEnvelope>('/api/auth/login', payload);
}

export function useLogin(options: { onSuccess?: (user: User) => void } = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => options.onSuccess?.(user),
  });
}
