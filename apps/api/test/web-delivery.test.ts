import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { addMerchantFile, createMerchant } from './support/catalogue-fixtures';
import { PUBLIC_URL } from './support/test-app';
import { openTestDatabase } from './support/test-database';

// A built web app in miniature: the page, one hashed script with the .br and .gz the build writes, a favicon.
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/x-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
// What the build lists for each landing page: the scripts its route needs beyond index.html's.
const PAGE_PRELOADS = { '/merchant/:merchantId': ['/assets/merchant-page-def456.js', '/assets/label-789.js'] };

let webDist: string;
let database: DatabaseHandle;
let app: FastifyInstance;

function writeWithVariants(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lull-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeWithVariants(path.join(webDist, 'index.html'), INDEX_HTML);
  writeWithVariants(path.join(webDist, 'assets/x-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'favicon.svg'), FAVICON);
  writeFileSync(path.join(webDist, 'page-preloads.json'), JSON.stringify(PAGE_PRELOADS));

  database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOG_LEVEL: 'silent' }), webDist };
  app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, ...options });

describe('the built web app', () => {
  it('sends a hashed script as its brotli file, cached for a year', async () => {
    const response = await get('/assets/x-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one asking for nothing', async () => {
    const gzipped = await get('/assets/x-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/x-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers every page path with index.html, compressed and always revalidated', async () => {
    for (const url of ['/', '/services', '/merchant/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/reviews']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const direct = await get('/index.html');
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.body).toBe(INDEX_HTML);
  });

  it('keeps other files of the root for a day', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not serve the compressed copies as pages, nor a missing asset as index.html', async () => {
    expect((await get('/assets/x-abc123.js.br')).statusCode).toBe(404);
    const missing = await get('/assets/gone-123.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

// The web app's server build in miniature: it asks the API in-process, as the real one does, and draws what it got.
const RENDERER = `
let transport;
export function configureRenderer(options) { transport = options.transport; }
export async function renderPage({ url, cookie, nonce }) {
  globalThis.pagesDrawn = (globalThis.pagesDrawn ?? 0) + 1;
  if (url === '/moved') return { status: 301, location: '/here', head: '', body: '', pattern: null };
  if (url === '/broken') throw new Error('the page could not be drawn');
  const health = await (await transport('/api/health', { headers: { Accept: 'application/json' } })).json();
  return {
    status: url === '/gone' ? 404 : 200,
    head: '<title>' + url + '</title>',
    body: '<p>API ' + health.status + (cookie ? ', for ' + cookie : '') + '</p>',
    scripts: '<script nonce="' + nonce + '">window.x = 1</script>',
    pattern: url.startsWith('/merchant/') ? '/merchant/:merchantId' : null,
  };
}`;
// As Vite writes it: the app's entry, and the libraries it imports, to preload.
const PAGE_HTML = `<!doctype html><html><head><!--page-head--><title>Lull</title><!--/page-head-->
    <script type="module" crossorigin src="/assets/x-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-111.js">
    <link rel="modulepreload" crossorigin href="/assets/router-222.js">
  </head><body><div id="root"></div></body></html>`;

/**
 * Runs a drawn page's start script as a browser would once the page has loaded and been painted, and records what it
 * preloads and imports, in order.
 */
async function runStartScript(html: string) {
  const source = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((script) => script.includes('modulepreload'));
  if (!source) throw new Error('the page has no start script');
  const preloaded: string[] = [];
  const imported: string[] = [];
  const browser = {
    document: { readyState: 'complete', createElement: () => ({}), head: { append: (link: { href: string }) => preloaded.push(link.href) } },
    PerformanceObserver: class {
      constructor(private readonly painted: () => void) {}
      observe() {
        this.painted();
      }
    },
    addEventListener: () => undefined,
    setTimeout,
    // A script cannot be handed its own import(): it gets this stand-in for the module loader.
    loadModule: async (module: string) => void imported.push(module),
  };
  runInNewContext(source.replaceAll('import(', 'loadModule('), browser);
  await expect.poll(() => imported.at(-1)).toBe('/assets/x-abc123.js');
  await expect.poll(() => preloaded.length).toBe(4);
  return { preloaded, imported };
}

describe('pages the server draws', () => {
  let drawing: FastifyInstance;
  let drawingDist: string;

  beforeAll(async () => {
    drawingDist = mkdtempSync(path.join(tmpdir(), 'lull-web-dist-'));
    writeFileSync(path.join(drawingDist, 'index.html'), PAGE_HTML);
    writeFileSync(path.join(drawingDist, 'page-preloads.json'), JSON.stringify(PAGE_PRELOADS));
    const webRenderer = path.join(drawingDist, 'entry-server.mjs');
    writeFileSync(webRenderer, RENDERER);
    const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOG_LEVEL: 'silent' }), webDist: drawingDist, webRenderer };
    drawing = await buildApp({ config, db: database.db, logger: false });
    await drawing.ready();
  });

  afterAll(async () => {
    await drawing?.close();
    rmSync(drawingDist, { recursive: true, force: true });
  });

  it("puts the page's head and body into index.html, with the API's answer drawn in", async () => {
    const response = await drawing.inject({ method: 'GET', url: '/services?category=Nails', headers: { cookie: 'lull_session=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<head><title>/services?category=Nails</title>');
    expect(response.body).not.toContain('<title>Lull</title>');
    expect(response.body).toContain('<div id="root"><p>API ok, for lull_session=abc</p></div><script nonce="');
  });

  it("lets only this page's inline scripts run: its CSP names the nonce they carry, a new one each time", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await drawing.inject({ method: 'GET', url: '/faqs' });
        const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://js.stripe.com`);
        expect(csp).not.toContain('unsafe-inline\' https://js');
        expect(csp.split(';').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    // An API answer has no page scripts, so no nonce.
    expect(String((await drawing.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('answers with the status the page chose: a 404, or a move to its proper address', async () => {
    const gone = await drawing.inject({ method: 'GET', url: '/gone' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    const moved = await drawing.inject({ method: 'GET', url: '/moved' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/here');
  });

  it('sends index.html for the browser to draw when the server cannot draw the page', async () => {
    const response = await drawing.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE_HTML);
  });

  it("starts a drawn page's scripts only once it is painted: the libraries one at a time, then the app, with the page's own preloaded", async () => {
    const response = await drawing.inject({ method: 'GET', url: '/merchant/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10?ref=ABC' });
    expect(response.statusCode).toBe(200);
    // No script tag or preload for the browser to fetch before its first paint.
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('<link rel="modulepreload"');

    const { preloaded, imported } = await runStartScript(response.body);
    expect(preloaded).toEqual(['/assets/react-111.js', '/assets/router-222.js', ...PAGE_PRELOADS['/merchant/:merchantId']]);
    expect(imported).toEqual(['/assets/react-111.js', '/assets/router-222.js', '/assets/x-abc123.js']);
  });

  it('leaves index.html as it is for a page the browser draws', async () => {
    const response = await drawing.inject({ method: 'GET', url: '/broken' });
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/x-abc123.js"></script>');
  });

  it('keeps API paths and missing files as 404s, not pages', async () => {
    const api = await drawing.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No such route: GET /api/nothing-here' });
    expect((await drawing.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });
});

describe('pages drawn for signed-out visitors', () => {
  let cached: FastifyInstance;
  let cachedDist: string;
  let catalogueChanged: () => void = () => undefined;
  const drawn = () => (globalThis as { pagesDrawn?: number }).pagesDrawn ?? 0;
  const nonceOf = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1];

  beforeAll(async () => {
    cachedDist = mkdtempSync(path.join(tmpdir(), 'lull-web-dist-'));
    writeFileSync(path.join(cachedDist, 'index.html'), PAGE_HTML);
    const webRenderer = path.join(cachedDist, 'entry-server.mjs');
    writeFileSync(webRenderer, RENDERER);
    const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOG_LEVEL: 'silent', CATALOGUE_CACHE_SECONDS: '60' }), webDist: cachedDist, webRenderer };
    // The database's change feed, live, with its notification in the test's hands.
    const listen = async (channel: string, onNotify: () => void) => {
      if (channel === 'catalogue_changed') catalogueChanged = onNotify;
      return { live: true, close: async () => undefined };
    };
    cached = await buildApp({ config, db: database.db, listen, logger: false });
    await cached.ready();
  });

  afterAll(async () => {
    await cached?.close();
    rmSync(cachedDist, { recursive: true, force: true });
  });

  it('draws a public page once for every signed-out visitor, each answer with a nonce of its own, until the catalogue changes', async () => {
    const before = drawn();
    const [first, second] = await Promise.all([1, 2].map(() => cached.inject({ method: 'GET', url: '/faqs?cached=1' })));
    expect(drawn() - before).toBe(1);
    const nonces = [first!, second!].map((response) => {
      const nonce = nonceOf(response.body);
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(response.body).not.toContain('nonce-stand-in-');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);

    catalogueChanged();
    await cached.inject({ method: 'GET', url: '/faqs?cached=1' });
    expect(drawn() - before).toBe(2);
  });

  it('draws the page afresh for someone signed in, as them', async () => {
    await cached.inject({ method: 'GET', url: '/faqs?cached=2' });
    const before = drawn();
    const response = await cached.inject({ method: 'GET', url: '/faqs?cached=2', headers: { cookie: 'lull_session=abc' } });
    expect(drawn() - before).toBe(1);
    expect(response.body).toContain('for lull_session=abc');
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer with what the client accepts, and says so in Vary', async () => {
    const brotli = await get('/api/docs/json', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString());
    expect(Object.keys(document.paths)).toContain('/api/health');

    const gzipped = await get('/api/docs/json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(document);

    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);
  });

  it('sends a tiny answer as it is', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('does not compress an image again', async () => {
    const { merchant } = await createMerchant(database.db);
    const bytes = Buffer.concat([Buffer.from('RIFF....WEBPVP8 '), Buffer.alloc(4096, 7)]);
    const photo = await addMerchantFile(database.db, merchant.id, 'photo', bytes, 'image/webp');
    const response = await get(`/api/files/${photo.id}`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});
