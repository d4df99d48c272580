import { createHash } from 'node:crypto';
import type { Db, Sql } from '../db/client.js';

/**
 * A read whose text never changes (a detail by its uid, the dashboard's counts), built once per
 * database handle as the statement `name`: on PostgreSQL each connection parses and plans it once
 * and then reuses it, for reads whose planning (many joins and subqueries) costs more than running
 * them. Its values are drizzle placeholders, given on each run.
 */
export function namedRead<R>(
  name: string,
  build: (db: Db) => { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } },
): (db: Db, values?: Record<string, unknown>) => Promise<R> {
  const built = new WeakMap<Db, { execute(values?: Record<string, unknown>): Promise<R> }>();
  return (db, values) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      built.set(db, statement);
    }
    return statement.execute(values);
  };
}

/**
 * A statement written as SQL text, run as the statement `name` (see namedRead): for the few raw
 * statements run on every request (the session check) or whose planning costs more than running
 * them (a refund's data-modifying CTE, a range's hourly totals).
 */
export function namedQuery<T = Record<string, unknown>>(
  name: string,
  text: string,
): (sql: Sql, params: unknown[]) => Promise<T[]> {
  return (sql, params) => sql.query<T>(text, params, name);
}

const namesOfTexts = new Map<string, string>();

/**
 * The name of a statement whose text is built at run time but from few variants (a record kind's
 * lookup, a role's work queues): `<prefix>_<hash of the text>`, so one text is one name on every
 * connection, planned once per connection instead of on every run.
 */
export function statementNameOf(prefix: string, text: string): string {
  const key = `${prefix}\u0000${text}`;
  let name = namesOfTexts.get(key);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    namesOfTexts.set(key, name);
  }
  return name;
}
