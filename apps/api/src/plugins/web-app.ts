import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React app: hashed assets cached for a year, and index.html (never cached) for every
 * other page path so the client router can draw it. Unknown /api paths stay JSON 404s.
 */
export default fp(async function webApp(app: FastifyInstance, { webDist }: { webDist: string | undefined }) {
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}images${path.sep}`);
        response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !pathOnly.startsWith('/api/') && !path.extname(pathOnly);
    if (hasWebApp && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No such route: ${request.method} ${pathOnly}` });
  });
});
