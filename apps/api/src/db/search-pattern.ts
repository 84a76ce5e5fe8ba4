import { type AnyColumn, type SQL, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `term` as a LIKE pattern matching it anywhere, with LIKE's own characters (% _ \) taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A dashboard list's search: the term anywhere in any of the columns, case-insensitively. Every dashboard list
 * searches this way (services, bookings, and the admin's lists), so a term means the same everywhere; the admin's
 * Users tab reads the same columns from one lowercased search_text (`lowercasedContains`), for speed.
 */
export function matchesAnyOf(term: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (term === '') return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}

/**
 * The search's part on a joined table, as a condition on this one: `reference` (a foreign key) is one of the ids
 * whose `searched` column contains the term. Each side's trigram index serves it; the same OR written across the
 * join could use no index and would read every row of both tables.
 */
export function referencesMatching(term: string, reference: AnyColumn, target: { id: AnyColumn; searched: AnyColumn; table: PgTable }): SQL {
  return sql`${reference} = any(array(select ${target.id} from ${target.table} where ${target.searched} ilike ${containsPattern(term)}))`;
}

/** The term anywhere in a column kept lowercased for search (a generated column with a trigram index): a plain LIKE. */
export function lowercasedContains(term: string, column: AnyColumn): SQL | undefined {
  if (term === '') return undefined;
  return sql`${column} like lower(${containsPattern(term)})`;
}
