import type { RegisterPayload } from '@lull/domain/validation/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { User } from './get-current-user';

export function register(payload: RegisterPayload): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/auth/register', payload);
}

export function useRegister(options: { onSuccess?: (user: User) => void } = {}) {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => options.onSuccess?.(user),
  });
}
