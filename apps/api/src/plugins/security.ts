import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { databaseRateLimitStore } from './rate-limit-store';
import { AppError } from '../shared/app-error';
import { TOO_MANY_ATTEMPTS } from '../modules/rate-limits/attempt-limits';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-to-server route that authenticates its caller itself (the payment webhook's signature). */
    csrfExempt?: boolean;
  }
}

/**
 * CSRF defence for a cookie-session API: a browser always says where an unsafe request came from, so
 * anything whose Sec-Fetch-Site (or, from older browsers, Origin) says "another site" is refused. Requests
 * with neither header do not come from a browser page and cannot ride on a victim's cookie.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  // Sec-Fetch-Site is set by the browser itself and cannot be forged by a page, so it wins when present
  // (it also covers the Vite dev server, whose proxy forwards the page's own origin).
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  const sameAsPublic = origin === new URL(publicUrl).origin;
  const sameAsHost = origin === `${request.protocol}://${request.headers.host}`;
  return !(sameAsPublic || sameAsHost);
}

/**
 * The Content-Security-Policy: scripts only from Lull (and Stripe's card field), plus, on a page the server drew, its
 * inline scripts carrying this response's nonce (the data the page hydrates from). No 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'isProduction'>, nonce?: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), 'https://js.stripe.com'],
    // Toast and dialog libraries set inline styles; scripts stay strictly same-origin or nonced.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

export default fp(async function security(app: FastifyInstance, { config, db }: { config: AppConfig; db: Database }) {
  // Built once: @fastify/helmet built helmet's middleware again on every request (about 5% of the API's CPU
  // under load, mostly parsing the CSP), for per-route options Lull does not use. The CSP is Lull's own: a page the
  // server draws gets one naming that page's nonce (web-app.ts), everything else this one.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const policy = contentSecurityPolicy(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Content-Security-Policy', policy);
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  // Limits are declared per route (login, registration, password reset, contact), counted in the database.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS),
  });

  // Only JSON and multipart bodies are accepted: a cross-site HTML form cannot send either.
  app.removeContentTypeParser(['text/plain']);

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config?.csrfExempt) return;
    if (isCrossSiteRequest(request, config.publicUrl)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.');
    }
  });
});
