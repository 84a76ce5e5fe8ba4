import { appConfigSchema } from '@lull/domain/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { createAuthService } from '../auth';
import { pingDatabase } from './platform.repository';

/** The health check and what the web app needs to know of this server's setup before anything else. */
export const platformRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config } = context;

  app.get('/api/health', { schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await pingDatabase(db);
    return { status: 'ok' as const };
  });

  const auth = createAuthService(context);
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['platform'],
        response: { 200: appConfigSchema },
      },
    },
    async () => ({
      google_sign_in: auth.googleSignInConfigured(),
      payments: config.payments.mode,
      // Publishable by design: Stripe.js needs it in the browser.
      stripe_publishable_key: config.payments.mode === 'stripe' ? config.payments.stripePublishableKey : null,
    }),
  );
};
