import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/**
 * How long a browser may keep a built file: the hashed files under assets/ for a year (a new build gives new
 * names), HTML never without asking again (it names the current assets), anything else (the favicon) a day.
 */
function cacheControlFor(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).replace(/\.(?:br|gz)$/, '');
  if (relative.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  return relative.endsWith('.html') ? REVALIDATE : ONE_DAY;
}

/**
 * Serves the built React app, each text file as the .br or .gz the build wrote beside it when the browser
 * accepts one, and index.html for every other page path so the client router can draw it. Unknown /api
 * paths stay JSON 404s.
 */
export default fp(async function webApp(app: FastifyInstance, { webDist }: { webDist: string | undefined }) {
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are variants of their file, not pages of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Off, or @fastify/send adds its own 'public, max-age=0' over the header set below.
      cacheControl: false,
      setHeaders(response, filePath) {
        response.setHeader('Cache-Control', cacheControlFor(webDist, filePath));
        // The same URL answers br, gzip or plain bytes: a shared cache must key on what was accepted.
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !pathOnly.startsWith('/api/') && !path.extname(pathOnly);
    if (hasWebApp && wantsPage) {
      return reply.header('Cache-Control', REVALIDATE).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No such route: ${request.method} ${pathOnly}` });
  });
});
