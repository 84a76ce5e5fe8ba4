import type { messageEnvelopeSchema } from '@lull/domain/contracts/account';
import type { userEnvelopeSchema } from '@lull/domain/contracts/user';
import type { ProfileUpdatePayload } from '@lull/domain/validation/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';

type ProfileUpdated = z.infer<typeof userEnvelopeSchema> & z.infer<typeof messageEnvelopeSchema>;

/** PUT /api/users/profile: the saved user and a sentence to show. */
export function updateProfile(payload: ProfileUpdatePayload): Promise<ProfileUpdated> {
  return api.put<ProfileUpdated>('/api/users/profile', payload);
}

/** The saved user goes straight into the cache, so the menu and page agree at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
