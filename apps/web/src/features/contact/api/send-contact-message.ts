import type { messageEnvelopeSchema } from '@lull/domain/contracts/account';
import type { ContactPayload } from '@lull/domain/validation/contact';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

/** POST /api/contact: stored for our support team, acknowledged by email. */
export function sendContactMessage(payload: ContactPayload): Promise<z.infer<typeof messageEnvelopeSchema>> {
  return api.post<z.infer<typeof messageEnvelopeSchema>>('/api/contact', payload);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
