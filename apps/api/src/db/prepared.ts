import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * A query built once per database handle, then run as a named prepared statement: the queries every request
 * or every hold runs skip rebuilding their SQL, and PostgreSQL plans each once per connection. `build` makes
 * it with `sql.placeholder` for what varies and ends in `.prepare(name)`.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/**
 * A statement of raw SQL, built once with `sql.placeholder` for what varies, run as the named prepared statement
 * `name`: for the few hand-written queries a busy page runs on every request. Answers its rows.
 */
export function preparedSql<Row>(name: string, query: SQL): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  const prepared = preparedPerDatabase((db) => {
    // `execute` prepares the same way, unnamed; the dialect that turns the SQL into text is not in drizzle's types.
    const { dialect } = db as unknown as { dialect: PgDialect };
    return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  });
  return async (db, values) => ((await prepared(db).execute(values)) as unknown as { rows: Row[] }).rows;
}
