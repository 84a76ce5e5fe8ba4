import { createHash, timingSafeEqual } from 'node:crypto';
import { appConfigSchema } from '@lull/domain/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PoolFigures, pendingMigrationCount } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { createAuthService } from '../auth';
import type { ReadinessCheck } from '.';
import { createPlatformMetrics } from './platform-metrics';
import { pingDatabase } from './platform.repository';

const errorBody = z.object({ error: z.string() });

/** Whether `authorization` is `Bearer <token>`; compared in constant time, as digests of equal length. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * The health check, readiness, metrics, and what the web app needs to know of this server's setup before anything
 * else (decision 062).
 */
export const platformRoutes: FastifyPluginAsyncZod<{ context: AppContext; poolFigures?: () => PoolFigures; readiness: readonly ReadinessCheck[] }> = async (
  app,
  { context, poolFigures, readiness },
) => {
  const { db, config } = context;

  // Liveness: the process answers and reaches its database.
  app.get('/api/health', { schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await pingDatabase(db);
    return { status: 'ok' as const };
  });

  // Readiness: send this instance traffic. Not while its database is unreachable or behind this build's migrations
  // (another instance may be running them), nor while a module's check says so (the catalogue index being read); a
  // stopping instance answers 503 to everything (server.ts).
  app.get(
    '/api/ready',
    { schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ready') }), 503: errorBody } } },
    async () => {
      let pending: number;
      try {
        pending = await pendingMigrationCount(db);
      } catch (error) {
        app.log.warn({ err: error }, 'not ready: the database does not answer');
        throw new AppError('UNAVAILABLE', 'Not ready: the database does not answer.');
      }
      if (pending > 0) throw new AppError('UNAVAILABLE', `Not ready: ${pending} database ${pending === 1 ? 'migration is' : 'migrations are'} still to run.`);
      for (const check of readiness) {
        const reason = check();
        if (reason) throw new AppError('UNAVAILABLE', `Not ready: ${reason}.`);
      }
      return { status: 'ready' as const };
    },
  );

  // Prometheus' text format. In production only with METRICS_TOKEN, and then only to whoever sends it.
  createPlatformMetrics(app.metrics, { db, poolFigures });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!config.metricsToken && config.isProduction) throw new AppError('NOT_CONFIGURED', 'Metrics are turned off: set METRICS_TOKEN to read them.');
    if (config.metricsToken && !bearerMatches(request.headers.authorization, config.metricsToken)) {
      void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a bearer token.');
    }
    return reply.type(app.metrics.contentType).send(await app.metricsText());
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
