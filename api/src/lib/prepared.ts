import type { Db } from '../db/client.js';

/**
 * A prepared query built once per database handle. On PostgreSQL a named statement is parsed and
 * planned once per connection and then reused: for the detail reads, whose planning (many joins
 * and subqueries) costs more than running them. Only for queries whose text never changes.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
