import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** A catalogue entry as the in-process index reads it (decision 064): `catalogue_entries`' own columns. */
export interface IndexedEntryRow {
  serviceId: string;
  merchantId: string;
  listed: boolean;
  /** Lower-cased name, business name, category and description joined by U+001F (migration 0008). */
  searchText: string;
  nameLength: number;
  businessNameLength: number;
  categoryLength: number;
  name: string;
  businessName: string;
  category: string;
  categoryKey: string;
  effectivePricePence: number;
  /** The service's own price (`services.price_pence`): a business's matches show cheapest first after best match. */
  pricePence: number;
  saving: number;
  latitude: number | null;
  longitude: number | null;
}

/** What changed since a look, and the horizon to look from next time. */
export interface CatalogueChanges {
  /**
   * The oldest transaction not yet finished when this was read (its snapshot's xmin), as text: every transaction
   * before it had finished, so its writes were read here; the next look reads what transactions from it on wrote.
   */
  horizon: string;
  /** Entries written since (listed or not); all listed entries when read from the start. */
  entries: IndexedEntryRow[];
  /** Ids of entries deleted since. */
  removed: string[];
  /** Businesses' counts of changes (`free_day_refresh.changes`) that moved since; all of them from the start. */
  businessChanges: { merchantId: string; changes: number }[];
}

interface RawIndexedEntry {
  service_id: string;
  merchant_id: string;
  listed: boolean;
  search_text: string;
  name_length: number;
  business_name_length: number;
  category_length: number;
  name: string;
  business_name: string;
  category: string;
  category_key: string;
  effective_price_pence: number | string;
  price_pence: number | string;
  saving: number | string;
  latitude: number | string | null;
  longitude: number | string | null;
}

async function rows<T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const asNumberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * What changed in the catalogue since `horizon` (null: everything listed), read in one repeatable-read snapshot so
 * the entries, removals, counts and the next horizon agree. Stamps are transaction ids (migration 0044): a write by
 * a transaction that was still running at the last look has an id at or past that look's horizon, so it is read
 * now, whenever it committed.
 */
export async function catalogueChangesSince(db: Database, horizon: string | null): Promise<CatalogueChanges> {
  return db.transaction(
    async (tx) => {
      const [snapshot] = await rows<{ horizon: string }>(tx, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
      const since = horizon === null ? sql`e.listed` : sql`e.changed_xid >= ${horizon}::xid8`;
      const entries = await rows<RawIndexedEntry>(
        tx,
        sql`select e.service_id, e.merchant_id, e.listed, e.search_text, e.name_length, e.business_name_length, e.category_length,
            e.name, e.business_name, e.category, e.category_key, e.effective_price_pence, s.price_pence, e.saving, e.latitude, e.longitude
          from catalogue_entries e join services s on s.id = e.service_id where ${since}`,
      );
      const removed =
        horizon === null
          ? []
          : await rows<{ service_id: string }>(tx, sql`select service_id from catalogue_entry_removals where removed_xid >= ${horizon}::xid8`);
      const changes = await rows<{ merchant_id: string; changes: number | string }>(
        tx,
        sql`select merchant_id, changes from free_day_refresh${horizon === null ? sql`` : sql` where changed_xid >= ${horizon}::xid8`}`,
      );
      return {
        horizon: snapshot!.horizon,
        entries: entries.map((row) => ({
          serviceId: row.service_id,
          merchantId: row.merchant_id,
          listed: row.listed,
          searchText: row.search_text,
          nameLength: Number(row.name_length),
          businessNameLength: Number(row.business_name_length),
          categoryLength: Number(row.category_length),
          name: row.name,
          businessName: row.business_name,
          category: row.category,
          categoryKey: row.category_key,
          effectivePricePence: Number(row.effective_price_pence),
          pricePence: Number(row.price_pence),
          saving: Number(row.saving),
          latitude: asNumberOrNull(row.latitude),
          longitude: asNumberOrNull(row.longitude),
        })),
        removed: removed.map((row) => row.service_id),
        businessChanges: changes.map((row) => ({ merchantId: row.merchant_id, changes: Number(row.changes) })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Whether the database orders text by code point (collation C, POSIX or C.UTF-8), as the index's comparisons do: under
 * another collation the index stays off and every search is answered by its statements.
 */
export async function ordersTextByCodePoint(db: Database): Promise<boolean> {
  const [row] = await rows<{ collation: string }>(db, sql`select datcollate as collation from pg_database where datname = current_database()`);
  return /^(c|posix|c\.utf-?8)$/i.test(row?.collation ?? '');
}

/** Forgets removals older than a day: an index that has not looked for that long reads everything again. */
export async function forgetOldRemovals(db: Database): Promise<void> {
  await db.execute(sql`delete from catalogue_entry_removals where removed_at < now() - interval '1 day'`);
}
