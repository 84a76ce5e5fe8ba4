/**
 * How much JavaScript the home page needs before its first render: the entry script of the built
 * `apps/web/dist/index.html`, its modulepreload links and every chunk they import statically (dynamic
 * `import()`s load later and are not counted). Sums raw, gzip and brotli sizes, writes
 * `bench/results/bundle-size.json` and exits 1 when the brotli total is over the budget.
 *
 *   npm run build && npm run bench:bundle
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.WEB_DIST ?? path.join(here, '../apps/web/dist'));
const resultFile = path.join(here, 'results/bundle-size.json');

interface Row {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Row {
  const bytes = readFileSync(path.join(dist, file));
  return {
    file,
    raw: bytes.length,
    // The same settings the build's precompression uses, so the figures match what is served.
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** A URL in index.html ('/assets/x.js') or an import specifier ('./x.js') as a path inside dist. */
function distPath(from: string, specifier: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(specifier)) return undefined; // another origin
  const resolved = specifier.startsWith('/') ? specifier.slice(1) : path.posix.join(path.posix.dirname(from), specifier);
  return path.posix.normalize(resolved);
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` in a built chunk; never `import("x")`. */
function staticImportsOf(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function main() {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    console.error(`No ${indexFile}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const html = readFileSync(indexFile, 'utf8');
  const starts = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

  const seen = new Set<string>();
  const queue = starts.map((url) => distPath('index.html', url)).filter((file) => file !== undefined);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(dist, file), 'utf8');
    for (const specifier of staticImportsOf(source)) {
      const target = distPath(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }

  const scripts = [...seen].map(sizesOf).sort((a, b) => b.brotli - a.brotli);
  const total = scripts.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  const styles = stylesheets.map((url) => distPath('index.html', url)).filter((file) => file !== undefined).map(sizesOf);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const line = (file: string, row: { raw: number; gzip: number; brotli: number }) =>
    `${file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}`;
  console.log(`${'JavaScript before the first render of /'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const row of scripts) console.log(line(row.file, row));
  console.log(line(`total (${scripts.length} files)`, total));
  for (const row of styles) console.log(line(`${row.file} (CSS, not in the total)`, row));

  const withinBudget = total.brotli <= BUDGET_BYTES;
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(
    resultFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetBrotliBytes: BUDGET_BYTES, withinBudget, total, scripts, stylesheets: styles }, null, 2)}\n`,
  );
  console.log(`\n${withinBudget ? 'Within' : 'OVER'} the budget of ${kb(BUDGET_BYTES)} brotli; written to ${path.relative(process.cwd(), resultFile)}`);
  if (!withinBudget) process.exit(1);
}

main();
