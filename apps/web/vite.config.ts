import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ConfigEnv, type Plugin, type Rolldown } from 'vite';

import { LANDING_PAGE_MODULES } from './src/app/landing-pages';

// The API listens on :3000 and serves the built app itself; in development Vite proxies /api to it so that
// the browser still sees one origin (the session cookie and the API's same-origin checks depend on that).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000' },
};

/** The browser's build, not the server's (`vite build --ssr`), whose files are never sent to a browser. */
const forTheBrowserBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at maximum compression, so the API serves
 * them as they are (`@fastify/static`'s preCompressed) instead of compressing on every request. A variant
 * no smaller than the original is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lull:precompress',
    apply: forTheBrowserBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipped(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The file names of a chunk and of every chunk it imports statically, transitively, with their stylesheets. */
function filesLoadedWith(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') filesLoadedWith(next, bundle, seen);
  }
  return seen;
}

/**
 * Writes `page-preloads.json`: for each landing page (`src/app/landing-pages.ts`), the scripts and
 * stylesheets its route needs beyond those index.html already loads. The server preloads them with the app's
 * scripts once the page is painted (decision 061). A landing page whose module is not in the build fails the build.
 */
function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'lull:page-preloads',
    apply: forTheBrowserBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('the build has no entry chunk');
      const loadedByIndex = filesLoadedWith(entry, bundle);
      const preloads: Record<string, string[]> = {};
      for (const [pattern, module] of Object.entries(LANDING_PAGE_MODULES)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, module));
        if (!page) this.error(`landing page ${pattern}: ${module} is not a chunk of the build`);
        preloads[pattern] = [...filesLoadedWith(page, bundle)].filter((file) => !loadedByIndex.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pagePreloads(), precompress()],
  // `@/x` is `src/x`, as in tsconfig.json's paths and scripts/eslint-import-resolver.cjs: an import that leaves its
  // feature names where it goes instead of climbing (`../../`). The web tests (vitest.config.ts) extend this config.
  resolve: { alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` }] },
  server: { proxy: apiProxy },
  // The server's build (entry-server.tsx) holds every library it uses, React's production build among them whatever
  // NODE_ENV the API runs with (`npm start` runs in development, where React draws several times slower).
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  preview: { proxy: apiProxy },
  build: {
    // The server's build is never sent to a browser: public/ (the favicon) stays with the browser's.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Libraries every page runs, in chunks of their own: they change less often than the app, so a
        // returning visitor keeps them cached across releases. Everything else is split by route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /[\\/]node_modules[\\/](?:react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}));
