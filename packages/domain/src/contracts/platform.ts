import { z } from 'zod';

/** GET /api/config: which sign-in and payment methods this deployment offers. */
export const appConfigSchema = z.object({
  google_sign_in: z.boolean(),
  /** How cards are taken: the built-in sandbox, or Stripe Elements with `stripe_publishable_key`. */
  payments: z.enum(['sandbox', 'stripe']),
  stripe_publishable_key: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
