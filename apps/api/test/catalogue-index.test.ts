import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { services } from '../src/db/schema/catalogue';
import type { CatalogueFilter } from '../src/modules/catalogue/catalogue.repository';
import { compareText, createCatalogueIndex } from '../src/modules/catalogue/catalogue-index';
import { forgetOldRemovals } from '../src/modules/catalogue/catalogue-index.repository';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp } from './support/test-app';
import { openTestDatabase, usingPostgres } from './support/test-database';

/*
 * The catalogue index (decision 064) follows the database: within its lag of any committed change, however late the
 * transaction that made it commits, and from a full read again after a long silence. Its answers themselves are held
 * to the statements' by catalogue-search-equivalence.test.ts.
 */

let handle: DatabaseHandle & { url?: string };
let merchantId: string;

const search = (term: string): CatalogueFilter => ({ term, categories: [], priceRanges: [] });
const PAGE = { limit: 20, offset: 0 };

beforeAll(async () => {
  handle = await openTestDatabase();
  ({ merchant: { id: merchantId } } = await createMerchant(handle.db, { businessName: 'Index Rooms' }));
});
afterAll(() => handle.close());

describe('the catalogue index', () => {
  it('orders text by code point, as collation C does', () => {
    const words = ['b', 'B', 'a', 'É', 'e', 'Z', 'é', '\u{1f485} nails', '\uffee', 'ab', 'a'];
    expect([...words].sort(compareText)).toEqual(['B', 'Z', 'a', 'a', 'ab', 'b', 'e', 'É', 'é', '\uffee', '\u{1f485} nails']);
  });

  it('shows a salon’s change within its lag, and at once with none', async () => {
    const service = await createService(handle.db, merchantId, { name: 'Lagging Facial' });
    const eager = createCatalogueIndex({ db: handle.db, lagMs: 0 });
    const lagging = createCatalogueIndex({ db: handle.db, lagMs: 400 });
    for (const index of [eager, lagging]) expect((await index.listServices(search('lagging facial'), PAGE))!.entries.map((entry) => entry.id)).toEqual([service.id]);

    const renamedAt = performance.now();
    await handle.db.update(services).set({ name: 'Renamed Facial' }).where(eq(services.id, service.id));
    expect((await eager.listServices(search('lagging facial'), PAGE))!.entries).toEqual([]);
    await expect
      .poll(async () => (await lagging.listServices(search('renamed facial'), PAGE))!.entries.map((entry) => entry.id), { timeout: 1_000, interval: 50 })
      .toEqual([service.id]);
    expect(performance.now() - renamedAt).toBeLessThan(1_000);
  });

  it('reads the catalogue when warmed, and answers from that read for as long as its lag', async () => {
    const index = createCatalogueIndex({ db: handle.db, lagMs: 1_000 });
    await index.warm();
    const startedAt = performance.now();
    await createService(handle.db, merchantId, { name: 'Warm Stone Massage' });
    const answer = (await index.listServices(search('warm stone'), PAGE))!;
    // Not looked for again within the lag, so the service added since is not there yet (when this ran inside it).
    if (performance.now() - startedAt < 1_000) expect(answer.total).toBe(0);
    await expect.poll(async () => (await index.listServices(search('warm stone'), PAGE))!.total, { timeout: 2_000, interval: 100 }).toBe(1);
  });

  it('reads everything again after half a day without a look, when removals it missed may be forgotten', async () => {
    let now = new Date('2026-06-09T07:00:00Z');
    const index = createCatalogueIndex({ db: handle.db, lagMs: 0, clock: () => now });
    const service = await createService(handle.db, merchantId, { name: 'Forgotten Wax' });
    expect((await index.listServices(search('forgotten wax'), PAGE))!.total).toBe(1);

    await handle.db.delete(services).where(eq(services.id, service.id));
    // A day on, the removal is forgotten (as `forgetOldRemovals` does), so only a full read can know the entry went.
    await handle.db.execute(sql`update catalogue_entry_removals set removed_at = now() - interval '25 hours'`);
    await forgetOldRemovals(handle.db);
    expect(await handle.db.execute(sql`select 1 from catalogue_entry_removals`)).toMatchObject({ rows: [] });
    now = new Date('2026-06-09T20:00:00Z');
    expect((await index.listServices(search('forgotten wax'), PAGE))!.total).toBe(0);
  });

  it.skipIf(!usingPostgres)('reads a change whose transaction began before a look and committed after it (PostgreSQL only; runs in CI’s PostgreSQL pass)', async () => {
    // Two businesses, so neither write waits for the other's rows (a category's counters are shared).
    const { merchant: other } = await createMerchant(handle.db, { businessName: 'Other Rooms' });
    const late = await createService(handle.db, other.id, { name: 'Slow Pedicure', description: 'Taken slowly' });
    const early = await createService(handle.db, merchantId, { name: 'Quick Pedicure', description: 'Done quickly' });
    const index = createCatalogueIndex({ db: handle.db, lagMs: 0 });
    const found = async (term: string) => (await index.listServices(search(term), PAGE))!.entries.map((entry) => entry.id);
    expect(await found('pedicure')).toEqual(expect.arrayContaining([late.id, early.id]));

    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    try {
      // A transaction takes its id and writes, and stays open while another change commits and the index looks.
      await client.query('begin');
      await client.query(`update services set description = 'Unhurried, in its own time' where id = $1`, [late.id]);
      await handle.db.update(services).set({ name: 'Quick Manicure' }).where(eq(services.id, early.id));
      expect(await found('quick manicure')).toEqual([early.id]);
      expect(await found('unhurried')).toEqual([]);
      await client.query('commit');
      expect(await found('unhurried')).toEqual([late.id]);
    } finally {
      await client.end();
    }
  });
});

describe('the services page within the index’s lag', () => {
  it('never shows a business without its services, and drops one whose services stopped being listed within the lag', async () => {
    const t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0', CATALOGUE_INDEX_LAG_MS: '1000' } });
    try {
      const { merchant } = await createMerchant(t.db, { businessName: 'Closing Rooms' });
      const service = await createService(t.db, merchant.id, { name: 'Closing Facial' });
      const businesses = async () =>
        ((await t.app.inject({ method: 'GET', url: '/api/services/search?search=closing%20facial' })).json() as { businesses: { merchant_id: string; services: unknown[] }[] }).businesses;
      expect((await businesses()).map((business) => [business.merchant_id, business.services.length])).toEqual([[merchant.id, 1]]);
      await t.db.update(services).set({ isActive: false }).where(eq(services.id, service.id));
      // Within the lag the index may still place the business and its service; it is never shown without them, and
      // it is gone once the lag has passed.
      const seen: unknown[] = [];
      await expect
        .poll(async () => {
          const shown = (await businesses()).map((business) => [business.merchant_id, business.services.length]);
          seen.push(shown);
          return shown;
        }, { timeout: 5_000, interval: 50 })
        .toEqual([]);
      expect(seen.filter((shown) => JSON.stringify(shown) !== JSON.stringify([[merchant.id, 1]]) && JSON.stringify(shown) !== '[]')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
