import { existsSync, readFileSync } from 'node:fs';
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
 * index.html for each landing page the build lists in page-preloads.json (pattern → HTML), naming that page's own
 * scripts (`modulepreload`) so the browser fetches them with the app's instead of after the router asks for them.
 */
function landingPagesOf(webDist: string, indexHtml: string): Map<string, string> {
  const listFile = path.join(webDist, 'page-preloads.json');
  if (!existsSync(listFile)) return new Map();
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(preloads).map(([pattern, files]) => {
      const links = files.map((file) =>
        file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`,
      );
      return [pattern, indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)];
    }),
  );
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

    // Landing pages are routes of their own, so their HTML is compressed as the API's answers are (the router
    // prefers a fixed path such as /merchant/join to a pattern such as /merchant/:merchantId).
    const landingPages = landingPagesOf(webDist, readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    for (const [pattern, html] of landingPages) {
      app.get(pattern, { schema: { hide: true } }, (_request, reply) =>
        reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html),
      );
    }
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
