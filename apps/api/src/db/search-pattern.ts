import { type AnyColumn, type SQL, or, sql } from 'drizzle-orm';

/** `term` as a LIKE pattern matching it anywhere, with LIKE's own characters (% _ \) taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A dashboard list's search: the term anywhere in any of the columns, case-insensitively. Every dashboard list
 * searches this way (services, bookings, and the admin's lists), so a term means the same everywhere.
 */
export function matchesAnyOf(term: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (term === '') return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}
