import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API listens on :3000 and serves the built app itself; in development Vite proxies /api to it so that
// the browser still sees one origin (the session cookie and the API's same-origin checks depend on that).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000' },
};

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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
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
});
