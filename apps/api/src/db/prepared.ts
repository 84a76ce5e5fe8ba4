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
