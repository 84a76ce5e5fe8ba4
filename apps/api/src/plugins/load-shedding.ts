import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { AppConfig } from '../config';
import type { PoolFigures } from '../db/database';

const BUSY = 'Lull is busy right now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;
/**
 * A page load turned away gets a page, not JSON: the same words, and a way to try again. Plain HTML with nothing
 * inline, so the pages' Content-Security-Policy has nothing to refuse.
 */
const BUSY_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lull is busy</title></head>
<body><main><h1>Lull is busy right now</h1><p>Please try again in a moment.</p><p><a href="">Try again</a></p></main></body></html>
`;
/** A browser asking for a page (not the API, not metrics). */
const isPageLoad = (request: FastifyRequest) =>
  request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/metrics' && (request.headers.accept ?? '').includes('text/html');
/** What a load balancer and a monitor ask: answered even when everything else is turned away. */
const NEVER_SHED = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * Load shedding (decision 062): an instance past what it can serve answers 503 at once, with Retry-After, rather than
 * queueing requests until every one of them times out. Two signs: the event loop's mean delay (the process itself
 * is saturated; `@fastify/under-pressure` measures it) and queries queued for a database connection (PostgreSQL is).
 */
export default fp<{ config: AppConfig; poolFigures?: () => PoolFigures }>(
  async (app, { config, poolFigures }) => {
    const { eventLoopDelayMs, databaseQueue } = config.shedding;
    const shed = new Counter({ name: 'lull_http_requests_shed_total', help: 'Requests answered 503 because the instance was overloaded, by reason.', labelNames: ['reason'], registers: [app.metrics] });
    const turnAway = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
      if (NEVER_SHED.has(request.routeOptions.url ?? '')) return undefined;
      shed.inc({ reason });
      request.log.warn({ reason }, 'overloaded: request turned away');
      void reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      if (isPageLoad(request)) {
        void reply.type('text/html; charset=utf-8');
        return BUSY_PAGE;
      }
      return { error: BUSY };
    };
    if (eventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: eventLoopDelayMs,
        // The README's contract, narrower in its types: a returned body is sent, undefined lets the request through.
        pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => turnAway(request, reply, 'event_loop_delay')) as unknown as () => void,
      });
    }
    if (databaseQueue > 0 && poolFigures) {
      app.addHook('onRequest', async (request, reply) => {
        if (poolFigures().waiting < databaseQueue) return;
        const body = turnAway(request, reply, 'database_queue');
        if (body) return reply.send(body);
      });
    }
  },
  { name: 'load-shedding', dependencies: ['metrics'] },
);
