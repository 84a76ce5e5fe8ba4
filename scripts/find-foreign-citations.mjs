#!/usr/bin/env node
/**
 * Lists the places in the code that cite a document a reader of the repository does not have: an issue of the
 * tracker (the word "issue" and a number), or a bare "§5" that names no document. The product spec and the design
 * brief are in docs/product, so a section of either, named with the document, resolves and is not listed. Comments cite the
 * project's own record: a decision in docs/decisions/NNN-*.md, docs/ARCHITECTURE.md, docs/SECURITY.md or a section
 * of docs/product (CODE_STYLE.md, "Comments"). `npm run lint` runs it with --check.
 *
 *   node scripts/find-foreign-citations.mjs            every citation, then a count per kind and per folder
 *   node scripts/find-foreign-citations.mjs --count    the counts only
 *   node scripts/find-foreign-citations.mjs --check    as the first, and exit 1 when there is any (for CI)
 *   node scripts/find-foreign-citations.mjs --docs     Markdown too (decisions may name the issue they answer)
 *   node scripts/find-foreign-citations.mjs apps/web   only files under the given paths
 *
 * It reads the files git tracks (so nothing generated or installed), one line at a time, and says whether the
 * citation sits in a comment or in code (a test's title, a string), which a rewrite must treat differently.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What counts as a foreign citation. Order matters: a line is reported once, under the first kind it matches. */
const KINDS = [
  { kind: 'bare §', pattern: /§\s*\d/ },
  { kind: 'issue N', pattern: /\bissues?\s+#?\d+/i },
];
/**
 * A section of the spec or the design brief, which docs/product holds. On a line that names one, the other §s go on
 * from it (a second section of the same document), so they are taken out before the line is read.
 */
const RESOLVABLE = /\b(specs?|DESIGN(\.md)?)\b[^§\n]{0,20}§/i;

/** Source files worth reading; pictures, lock files and other data are not comments. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|sql|css|html|ya?ml|sh)$/;
/** This file names the patterns it looks for, so it would find itself. */
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const under = args.filter((a) => !a.startsWith('--'));
const withDocs = flags.has('--docs');

const tracked = execFileSync('git', ['ls-files', '-z', '--', ...under], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && file !== SELF && (SOURCE.test(file) || (withDocs && file.endsWith('.md'))));

/** Whether the text before the match opens a comment: // or /* or a JSDoc line's *, SQL's --, a shell's #. */
function inComment(line, index) {
  const before = line.slice(0, index);
  const trimmed = line.trimStart();
  if (/^(\/\/|\/\*|\*|\{\s*\/\*|--|#)/.test(trimmed)) return true;
  return before.includes('//') || before.includes('/*');
}

const hits = [];
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  const lines = text.split('\n');
  lines.forEach((whole, i) => {
    const line = RESOLVABLE.test(whole) ? whole.replace(/§\s*[\d.]+/g, '') : whole;
    for (const { kind, pattern } of KINDS) {
      const match = pattern.exec(line);
      if (!match) continue;
      const where = file.endsWith('.md') ? 'doc' : inComment(line, match.index) ? 'comment' : 'code';
      hits.push({ file, line: i + 1, kind, where, text: whole.trim() });
      break;
    }
  });
}

if (!flags.has('--count')) {
  for (const hit of hits) console.log(`${hit.file}:${hit.line}: [${hit.kind}, ${hit.where}] ${hit.text}`);
  if (hits.length) console.log('');
}

const tally = (key) => {
  const counts = new Map();
  for (const hit of hits) counts.set(key(hit), (counts.get(key(hit)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
};
const folderOf = (file) => file.split('/').slice(0, file.startsWith('apps/') || file.startsWith('packages/') ? 2 : 1).join('/');
const files = new Set(hits.map((hit) => hit.file));

console.log(`${hits.length} lines in ${files.size} files cite a document the repository does not have.`);
console.log(`  by kind:   ${tally((h) => h.kind).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
console.log(`  by place:  ${tally((h) => h.where).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
console.log(`  by folder: ${tally((h) => folderOf(h.file)).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);

if (flags.has('--check') && hits.length) process.exit(1);
