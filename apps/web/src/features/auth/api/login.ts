import type { LoginPayload } from '@lull/domain/validation/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { User } from './get-current-user';

export function login(payload: LoginPayload): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/auth/login', payload);
}

export function useLogin(options: { onSuccess?: (user: User) => void } = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => options.onSuccess?.(user),
  });
}
