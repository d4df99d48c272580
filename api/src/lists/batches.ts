import { createHash } from 'node:crypto';
import { and } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { readsFor } from '../db/replica.js';
import type { ListDefinition } from './definition.js';
import { type KeyValues, listKeyset } from './keyset.js';
import { idsSql, inline, matchesOf, rowsOfIds } from './pages.js';
import { bindParam, type ListQuery, matchesFreeText, orderBySql } from './query.js';
import { rowsFromArrays } from './row-arrays.js';

export interface ListBatch<Row> {
  rows: Row[];
  /** Where the next batch starts; null after the last. */
  next: KeyValues | null;
}

/**
 * Every row of a list's query, `size` at a time, in the page's order (an export reads it so):
 * each batch "the rows after the last one read" by the list's order (listKeyset) instead of an
 * offset, with the list's conditions, search, joins and order, and `select`'s columns (the list's
 * by default). Each batch is a short statement of its own, so no connection is held between
 * batches. A search is read by its condition: the ids a search may read from elsewhere come in
 * their own order, by offset.
 *
 * A batch is one statement on the list's table and joins; only when the query needs the page's
 * id joins (a sort on a joined table's column) does it read the ids first, as a page near the
 * start does (pages.ts), and then those rows. The rows come as arrays (queryArrays) and are made
 * into objects by rowsFromArrays: drizzle's mapping of each row cost more than the statement.
 * The statement is named by its text, so PostgreSQL plans each shape once per connection (the
 * keyset's values are parameters), unless the query matches free text (planned on every run,
 * as its page is: statements.ts).
 * In a route that reads from the replica, the batches are read there when it may answer (as pages
 * are: readList), decided once for the whole export.
 */
export function listBatches<Row, Out, CsvRow, BatchRow = Row>(
  primary: Database,
  def: ListDefinition<Row, Out, CsvRow>,
  list: ListQuery,
  size: number,
  select: SelectedFields = def.columns,
): (after: KeyValues | null) => Promise<ListBatch<BatchRow>> {
  const database = readsFor(primary);
  const db = database.db;
  const keyset = listKeyset(list, def.spec);
  const keys = Object.keys(keyset.columns);
  const found = matchesOf(def, list, bindParam);
  const matches = { ...found, search: found.search && { ...found.search, ids: undefined } };
  const planEachRun =
    (found.search?.freeText ?? false) || matchesFreeText({ ...list, search: null }, def.spec);
  const idJoins = def.idJoins?.(list);
  const fields = { ...select, ...keyset.columns };

  const statement = (after: KeyValues | null) => {
    const afterSql = after ? keyset.after(after) : undefined;
    if (idJoins) {
      const window = { reversed: false, limit: inline(size), offset: inline(0), after: afterSql };
      return rowsOfIds(db, def, list, idsSql(matches, window), keyset.columns, select);
    }
    const query = db.select(fields).from(def.table).$dynamic();
    return (def.joins ? def.joins(query as unknown as PgSelect) : query)
      .where(and(matches.where, afterSql))
      .orderBy(...orderBySql(list, def.spec))
      .limit(inline(size) as unknown as number);
  };

  let toRow: ((values: unknown[]) => BatchRow & Record<string, unknown>) | undefined;
  return async (after) => {
    const query = statement(after);
    toRow ??= rowsFromArrays(
      fields,
      (query as unknown as { joinsNotNullableMap: Record<string, boolean> }).joinsNotNullableMap,
    );
    const { sql: text, params } = query.toSQL();
    const name = planEachRun ? undefined : `b_${createHash('sha1').update(text).digest('hex')}`;
    const rows = (await database.queryArrays(text, params, name)).map(toRow);
    const last = rows.at(-1);
    if (!last || rows.length < size) return { rows, next: null };
    return { rows, next: keys.map((key) => last[key] as string | null) };
  };
}
