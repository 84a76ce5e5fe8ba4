/**
 * Finds circles between the API's modules and the domain's files: every import (types included) between
 * apps/api/src/modules/<module>, plugins/<file>, integrations/<name>, shared/<file>, db/<part> and each file of
 * packages/domain/src, folded to those units, then the strongly connected components of that graph. A module
 * may import another only if the other never imports it back, through any number of modules (decision 043).
 * `npm run lint` runs it and fails on a circle; apps/api/test/module-circles.test.ts keeps it honest.
 *
 *   node --import tsx scripts/module-circles.ts        prints the circles, exits 1 when there is one
 *   node --import tsx scripts/module-circles.ts -v     also prints the imports that make each circle
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every non-test TypeScript source of the API and the domain, path → text. */
export function readSources(root = repoRoot): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'node_modules' && entry !== 'migrations') walk(path);
      } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) sources.set(path, readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'apps/api/src'));
  walk(join(root, 'packages/domain/src'));
  return sources;
}

/** The unit a file belongs to: a module, a plugin, an integration, a shared or db file, or one domain file. */
function unitOf(root: string, file: string): string {
  const path = relative(root, file).replaceAll('\\', '/');
  const match =
    /^apps\/api\/src\/(modules)\/([^/]+)/.exec(path) ??
    /^apps\/api\/src\/(plugins|integrations|shared|db)\/([^/.]+)/.exec(path) ??
    /^packages\/domain\/src\/()(.+)\.tsx?$/.exec(path);
  if (!match) return path;
  return match[1] ? `${match[1]}/${match[2]}` : `domain/${match[2]}`;
}

function resolveImport(root: string, sources: Map<string, string>, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@lull/domain/')) base = join(root, 'packages/domain/src', specifier.slice('@lull/domain/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((candidate) => sources.has(candidate) || (existsSync(candidate) && statSync(candidate).isFile()));
}

export interface Circle {
  units: string[];
  /** "unit -> unit: file -> file", one line per import inside the circle. */
  imports: string[];
}

/** The circles among the units of these sources, each a sorted list of two or more units. */
export function findCircles(sources: Map<string, string>, root = repoRoot): Circle[] {
  const edges = new Map<string, Set<string>>();
  const why = new Map<string, string[]>();
  for (const [file, text] of sources) {
    for (const match of text.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]/gms)) {
      const target = resolveImport(root, sources, file, match[1]!);
      if (!target) continue;
      const [a, b] = [unitOf(root, file), unitOf(root, target)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Set());
      edges.get(a)!.add(b);
      const key = `${a} -> ${b}`;
      why.set(key, [...(why.get(key) ?? []), `${relative(root, file)} -> ${relative(root, target)}`]);
    }
  }
  // Tarjan's strongly connected components.
  let next = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const circles: Circle[] = [];
  const visit = (unit: string) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const other of edges.get(unit) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(unit, Math.min(low.get(unit)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(unit, Math.min(low.get(unit)!, index.get(other)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const units: string[] = [];
    let popped: string;
    do {
      popped = stack.pop()!;
      onStack.delete(popped);
      units.push(popped);
    } while (popped !== unit);
    if (units.length < 2) return;
    units.sort();
    const imports = units.flatMap((a) => units.flatMap((b) => (why.get(`${a} -> ${b}`) ?? []).map((line) => `${a} -> ${b}: ${line}`)));
    circles.push({ units, imports });
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return circles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const circles = findCircles(readSources());
  for (const circle of circles) {
    console.log(`circle of ${circle.units.length}: ${circle.units.join(', ')}`);
    if (process.argv.includes('-v')) for (const line of circle.imports) console.log(`    ${line}`);
  }
  console.log(`${circles.length} circles, ${circles.reduce((sum, circle) => sum + circle.units.length, 0)} units in circles`);
  if (circles.length > 0) process.exitCode = 1;
}
