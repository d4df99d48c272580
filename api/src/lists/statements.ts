import { createHash } from 'node:crypto';
import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Bind } from './query.js';

/** A drizzle query that can be prepared (a select builder). */
export interface Preparable {
  toSQL(): { sql: string };
  prepare(name: string): Statement;
}

export interface Statement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Statements kept per database handle; the least recently used goes first beyond it. */
export const MAX_STATEMENTS_PER_DB = 500;

const statementsByDb = new WeakMap<Db, Map<string, Statement>>();
const dialect = new PgDialect();

/**
 * A query's values, each bound to a placeholder of the statement kept for the query's shape: the
 * statement is built from the first query of a shape and run again with the next one's values.
 */
export function binder(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let next = 0;
  const bind: Bind = (value) => {
    const name = `p${next++}`;
    values[name] = value;
    return sql`${sql.placeholder(name)}`;
  };
  return { bind, values };
}

/**
 * The shape of the request-made parts of a statement (its conditions, its counter): their SQL text,
 * which holds only placeholders. A value written into them without `bind` would make a statement
 * for one value that the next query of the same shape ran with its own: refused here.
 */
export function shapeOf(parts: (SQL | undefined | null)[]): string {
  const query = dialect.sqlToQuery(
    sql.join(
      parts.map((part) => part ?? sql`-`),
      sql` | `,
    ),
  );
  if (!query.params.every((param) => is(param, Placeholder))) {
    throw new Error('A list value was written into its statement without bind');
  }
  return query.sql;
}

/**
 * Runs the statement kept for `shape` on this database handle, building it with `build` the first
 * time. Building a statement with drizzle cost about a quarter of the API's CPU per list request;
 * a shape asked again (any page of any list with the same filters, sort and page kind, whatever
 * their values) only runs it.
 *
 * On PostgreSQL a statement is named, so each connection parses and plans it once and then reuses
 * the plan (PostgreSQL keeps custom plans where a generic one would be worse): planning cost more
 * than running most list reads. `planEachRun` (a free-text match: the list definition says so)
 * sends it unnamed instead, planned with its values on every run: after five runs PostgreSQL may
 * settle on a generic plan, blind to the pattern, that scans the whole table (a search by
 * appointment id took 7.5 s that way instead of 20 ms). The name is the hash of the statement's
 * text, so the name always stands for the same text on every connection.
 */
export function runStatement(
  db: Db,
  shape: string,
  planEachRun: boolean,
  build: () => Preparable,
  values: Record<string, unknown>,
): Promise<unknown> {
  let kept = statementsByDb.get(db);
  if (!kept) {
    kept = new Map();
    statementsByDb.set(db, kept);
  }
  const key = `${planEachRun ? 'unnamed' : 'named'} ${shape}`;
  let statement = kept.get(key);
  if (statement) {
    kept.delete(key); // re-inserted below: Map order is the recency order
  } else {
    const query = build();
    const name = planEachRun ? '' : `l_${createHash('sha1').update(query.toSQL().sql).digest('hex')}`;
    statement = query.prepare(name);
    if (kept.size >= MAX_STATEMENTS_PER_DB) kept.delete(kept.keys().next().value as string);
  }
  kept.set(key, statement);
  return statement.execute(values);
}

/** The statements kept for `db`, each as "named <shape>" or "unnamed <shape>" (tests). */
export function keptStatements(db: Db): string[] {
  return [...(statementsByDb.get(db)?.keys() ?? [])];
}
