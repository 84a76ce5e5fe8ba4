import { z } from 'zod';
import { userEnvelopeSchema } from './user';

/** GET /api/oauth/google/redirect_url: where to send the browser for Google's consent screen. */
export const googleRedirectSchema = z.object({ redirectUrl: z.url() });

/** POST /api/sessions: what Google's redirect brought back; `iss` when the provider names itself (RFC 9207). */
export const googleSessionRequestSchema = z.object({
  code: z.string().min(1, 'No authorization code found').max(2048),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
});

/** POST /api/sessions answers with the signed-in user and whether the account was just created. */
export const createdSessionSchema = userEnvelopeSchema.extend({ is_new_user: z.boolean() });
export type CreatedSession = z.infer<typeof createdSessionSchema>;
