import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { DrawnPage, PageRequest } from '@lull/domain/contracts/drawn-page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { ListenForChanges } from '../modules/catalogue/listing-cache';
import { createDrawnPageCache } from './drawn-page-cache';
import { contentSecurityPolicy } from './security';
import { sessionCookieName } from './session';

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

/** The scripts each landing page's route needs beyond index.html's, as the build listed them. */
function pageScriptsOf(webDist: string): Map<string, string[]> {
  const listFile = path.join(webDist, 'page-preloads.json');
  if (!existsSync(listFile)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>));
}

/** index.html's module script and the modules it preloads, as Vite wrote them. */
const APP_SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A drawn page is readable before the app's scripts run, and what a visitor does meanwhile is held and replayed
 * (lib/early-clicks.ts). So its scripts start once the page has loaded and been painted, or at the visitor's first
 * touch, key or focus if that comes sooner: on a slow phone they no longer compete with the stylesheet and the photos
 * for the first paint (decision 061). Every module is preloaded at once, so none waits for the one importing it.
 */
function startAppScript(entry: string, libraries: readonly string[], pageModules: readonly string[]): string {
  return `(() => {
  let started = false;
  // A few preloads to a task: each costs the browser a little, and a long task would hold up a tap.
  const preload = (hrefs) => {
    for (const href of hrefs.splice(0, 6)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(() => preload(hrefs));
  };
  const start = async () => {
    if (started) return;
    started = true;
    preload(${JSON.stringify([...libraries, ...pageModules])});
    // The libraries one at a time, each run in a task of its own, then the app: no one long task to wait behind.
    for (const library of ${JSON.stringify(libraries)}) await import(library).catch(() => undefined);
    await import(${JSON.stringify(entry)});
  };
  // Once the page has loaded and has been painted, so that the first paint never waits for them.
  const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true })));
  const painted = new Promise((resolve) => {
    try {
      new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
  Promise.all([loaded, painted]).then(() => setTimeout(start));
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true });
})();`;
}

/** What the server's build of the web app (apps/web/src/entry-server.tsx) offers; see it for each field. */
interface PageRenderer {
  configureRenderer(options: { transport: (path: string, init: RequestInit) => Promise<Response>; publicUrl: string }): void;
  renderPage(request: PageRequest): Promise<DrawnPage>;
}

const HEAD_SLOT = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT_SLOT = '<div id="root"></div>';

/** index.html with a page's own head (else index.html's default one) and its drawn body. */
function pageHtml(indexHtml: string, page: { head?: string; body?: string; scripts?: string }): string {
  const html = page.head ? indexHtml.replace(HEAD_SLOT, page.head) : indexHtml;
  return page.body ? html.replace(ROOT_SLOT, `<div id="root">${page.body}</div>${page.scripts ?? ''}`) : html;
}

export interface WebAppOptions {
  config: Pick<AppConfig, 'isProduction' | 'publicUrl' | 'catalogueCacheSeconds'>;
  /** The database's change notifications; without them every page is drawn afresh. */
  listen?: ListenForChanges;
  /** The browser's build of the web app; absent in API-only tests. */
  webDist: string | undefined;
  /** The server's build (dist-server/entry-server.js); without it, pages are drawn in the browser alone. */
  webRenderer: string | undefined;
}

/**
 * Serves the built React app, each text file as the .br or .gz the build wrote beside it when the browser
 * accepts one, and every page path as HTML the server drew with its data (or index.html for the browser to draw,
 * when there is no server build). Unknown /api paths stay JSON 404s.
 */
export default fp(async function webApp(app: FastifyInstance, { config, listen, webDist, webRenderer }: WebAppOptions) {
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (!hasWebApp) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: `No such route: ${request.method} ${request.url.split('?')[0] ?? '/'}` }));
    return;
  }

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

  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // A drawn page's template: index.html without its script tags, which the page's start script stands in for.
  const appEntry = APP_SCRIPT_TAG.exec(indexHtml)?.[1];
  const appModules = [...indexHtml.matchAll(MODULE_PRELOAD_TAG)].map((match) => match[1]!);
  const drawnPageHtml = indexHtml.replace(APP_SCRIPT_TAG, '').replace(MODULE_PRELOAD_TAG, '');
  const pageScripts = pageScriptsOf(webDist);
  const renderer = webRenderer && existsSync(webRenderer) ? ((await import(pathToFileURL(webRenderer).href)) as PageRenderer) : undefined;
  // The page's data comes from the API itself, in-process: the same routes, rules and answers as the browser's.
  renderer?.configureRenderer({
    publicUrl: config.publicUrl,
    async transport(url, init) {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
      return new Response(hasBody ? response.payload : null, {
        status: response.statusCode,
        headers: { 'Content-Type': String(response.headers['content-type'] ?? 'application/json') },
      });
    },
  });

  const drawnPages = await createDrawnPageCache(config, renderer ? listen : undefined);
  app.addHook('onClose', drawnPages.close);
  const sessionCookie = sessionCookieName(config);
  /** The page for this visitor: drawn for them when they carry a session, else the one every signed-out visitor gets. */
  const drawPage = (request: FastifyRequest, nonce: string) =>
    request.cookies[sessionCookie] === undefined
      ? drawnPages.pageFor(request.url, nonce, (pageNonce) => renderer!.renderPage({ url: request.url, nonce: pageNonce }))
      : renderer!.renderPage({ url: request.url, cookie: request.headers.cookie, nonce });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8');
    if (!renderer) return reply.send(pageHtml(indexHtml, {}));
    const nonce = randomBytes(16).toString('base64');
    try {
      const page = await drawPage(request, nonce);
      if (page.location) return reply.redirect(page.location, page.status);
      // A drawn page starts its scripts itself; one left to the browser keeps index.html's.
      const html =
        page.body && appEntry
          ? pageHtml(drawnPageHtml, {
              ...page,
              head: `${page.head}\n<script nonce="${nonce}">${startAppScript(appEntry, appModules, page.pattern ? (pageScripts.get(page.pattern) ?? []) : [])}</script>`,
            })
          : pageHtml(indexHtml, page);
      return reply.status(page.status).header('Content-Security-Policy', contentSecurityPolicy(config, nonce)).send(html);
    } catch (error) {
      // A page the server could not draw is still a page: the browser draws it, as it would without a server build.
      request.log.error({ err: error, url: request.url }, 'the server could not draw a page');
      return reply.send(pageHtml(indexHtml, {}));
    }
  };

  // Every page is a route of its own, so its HTML is compressed as the API's answers are; files and API paths that
  // are not there stay 404s.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    if (pathOnly.startsWith('/api/') || path.extname(pathOnly)) return reply.callNotFound();
    return sendPage(request, reply);
  });
  app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: `No such route: ${request.method} ${request.url.split('?')[0] ?? '/'}` }));
});
