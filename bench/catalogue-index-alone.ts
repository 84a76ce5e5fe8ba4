/**
 * The catalogue index alone (decision 064), without HTTP, cards or a second process: reads a seeded catalogue kept by
 * `BENCH_SEEDED_TEMPLATE` (bench/README.md), then times `listServices` (flat) or `searchBusinesses` and
 * `matchingServicesOf` (grouped) on the bench's own questions, twice over: the first round meets each term for the
 * first time (its bands and its cells' tallies are worked out), the second finds them remembered. Prints both means and
 * the second round by kind of question, most time first, each with its slowest. A change to the index is measured in
 * a minute instead of a full run, and a profile (`node --cpu-prof`) shows the index alone.
 *
 *   node --import tsx bench/catalogue-index-alone.ts flat|grouped [questions]
 *
 * `BENCH_INDEX_DATABASE_URL` (default: the template lull_bench_seeded_5k on 127.0.0.1), `BENCH_BUSINESSES` (the
 * catalogue's size, for the business names asked; default 5,000), `BENCH_ONLY_NEAR=1` (only questions near a point).
 */
import { catalogueQuerySchema } from '../packages/domain/src/contracts/catalogue';
import { openDatabase } from '../apps/api/src/db/database';
import { createEmbeddedGeocoder } from '../apps/api/src/integrations/geocoder/geocoder';
import type { CatalogueFilter } from '../apps/api/src/modules/catalogue/catalogue.repository';
import { createCatalogueIndex } from '../apps/api/src/modules/catalogue/catalogue-index';
import { toFilter } from '../apps/api/src/modules/catalogue/listing-filter';
import { catalogueMix } from './catalogue-mix';

const kind = process.argv[2] === 'grouped' ? 'grouped' : 'flat';
const asked = Number(process.argv[3] ?? 4000);
const databaseUrl = process.env.BENCH_INDEX_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lull_bench_seeded_5k';

const handle = await openDatabase({ databaseUrl, dataDir: null });
const index = createCatalogueIndex({ db: handle.db, lagMs: Number.MAX_SAFE_INTEGER });
const readStarted = performance.now();
await index.warm();
console.log(`read the index in ${(performance.now() - readStarted).toFixed(0)} ms`);

const geocoder = createEmbeddedGeocoder();
const mix = catalogueMix(Number(process.env.BENCH_BUSINESSES ?? 5000));
const questions: { path: string; filter: CatalogueFilter; page: { limit: number; offset: number } }[] = [];
for (let made = 0; made < asked; made++) {
  const path = kind === 'flat' ? mix.flatSearch() : mix.groupedSearch();
  const query = catalogueQuerySchema.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams));
  const { filter } = await toFilter(geocoder, query, new Date());
  if (process.env.BENCH_ONLY_NEAR && !filter.near) continue;
  questions.push({ path, filter, page: { limit: query.limit ?? 20, offset: query.offset } });
}

/** A question's kind: near a point (and within how far) or not, with a term or not, and its filters. */
const kindOf = ({ filter }: (typeof questions)[number]) =>
  [filter.near ? `near ${filter.near.withinMiles ?? '-'} mi` : 'anywhere', filter.term ? 'term' : 'no term', filter.categories.length > 0 ? 'category' : '', filter.priceRanges.length > 0 ? 'price' : '']
    .filter(Boolean)
    .join(', ');

const rounds: number[][] = [[], []];
for (const times of rounds) {
  for (const { filter, page } of questions) {
    const started = performance.now();
    if (kind === 'flat') await index.listServices(filter, page);
    else {
      const found = await index.searchBusinesses(filter, page);
      await index.matchingServicesOf(filter, found!.businesses.map((business) => business.merchantId));
    }
    times.push(performance.now() - started);
  }
}

const mean = (times: number[]) => times.reduce((sum, ms) => sum + ms, 0) / Math.max(1, times.length);
const sorted = [...rounds[1]!].sort((a, b) => a - b);
console.log(`${kind}: ${questions.length} questions; first round ${mean(rounds[0]!).toFixed(3)} ms a question, second ${mean(rounds[1]!).toFixed(3)} ms (p50 ${sorted[sorted.length >> 1]?.toFixed(3)}, p95 ${sorted[Math.floor(sorted.length * 0.95)]?.toFixed(3)})`);
const byKind = new Map<string, { count: number; ms: number; slowest: number; slowestPath: string }>();
rounds[1]!.forEach((ms, at) => {
  const question = questions[at]!;
  const row = byKind.get(kindOf(question)) ?? { count: 0, ms: 0, slowest: 0, slowestPath: '' };
  row.count++;
  row.ms += ms;
  if (ms > row.slowest) Object.assign(row, { slowest: ms, slowestPath: question.path });
  byKind.set(kindOf(question), row);
});
const total = rounds[1]!.reduce((sum, ms) => sum + ms, 0);
console.log('| kind | questions | share of the time | mean ms | slowest ms | slowest question |\n|---|---:|---:|---:|---:|---|');
for (const [name, row] of [...byKind].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(`| ${name} | ${row.count} | ${((100 * row.ms) / total).toFixed(1)}% | ${(row.ms / row.count).toFixed(3)} | ${row.slowest.toFixed(2)} | ${row.slowestPath} |`);
}
await handle.close();
