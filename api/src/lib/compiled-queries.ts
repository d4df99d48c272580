import type { Db } from '../db/client.js';

/** A drizzle query that can be prepared: a select builder. */
export interface Preparable<R> {
  prepare(name: string): { execute(): Promise<R> };
}

/** Distinct keys kept per database handle; the least recently used goes first beyond it. */
export const MAX_COMPILED_PER_DB = 500;

const compiledByDb = new WeakMap<Db, Map<string, { execute(): Promise<unknown> }>>();

/**
 * Runs the query `build` makes, building it only the first time `key` is asked for on this
 * database handle and running the same prepared query again afterwards.
 *
 * Building a list page with drizzle (its builder objects, then the SQL text) cost about a quarter
 * of the API's CPU per list request; the same page asked again (an admin's first page of a list,
 * a screen polled, a page revisited) now skips it. The rows are always read anew: only the query
 * is kept. So `key` must hold everything the query is built from (the parsed list query, the time
 * zone, a search's text) and `build` must use nothing else: never a query built from the clock.
 * The statement stays unnamed here; on PostgreSQL `namingReads` names it by its text as before.
 */
export function runCompiled<R>(db: Db, key: string, build: () => Preparable<R>): Promise<R> {
  let compiled = compiledByDb.get(db);
  if (!compiled) {
    compiled = new Map();
    compiledByDb.set(db, compiled);
  }
  let query = compiled.get(key);
  if (query) {
    compiled.delete(key); // re-inserted below: Map order is the recency order
  } else {
    query = build().prepare('');
    if (compiled.size >= MAX_COMPILED_PER_DB) compiled.delete(compiled.keys().next().value as string);
  }
  compiled.set(key, query);
  return query.execute() as Promise<R>;
}

/** How many queries are kept for `db` (tests). */
export function compiledCount(db: Db): number {
  return compiledByDb.get(db)?.size ?? 0;
}
