import type { Db } from '../db/client.js';
import type { ListDefinition } from './definition.js';
import { type KeyValues, listKeyset } from './keyset.js';
import { idsSql, inline, matchesOf, rowsOfIds } from './pages.js';
import { bindParam, type ListQuery } from './query.js';

export interface ListBatch<Row> {
  rows: Row[];
  /** Where the next batch starts; null after the last. */
  next: KeyValues | null;
}

/**
 * Every row of a list's query, `size` at a time, in the page's order (an export reads it so). A
 * batch is the statement of a page near the start (pages.ts): the ids from the list's table with
 * its conditions and search, here "after the last row read" by the list's order (listKeyset)
 * instead of an offset, then only those rows with the list's columns and joins. Each batch is a
 * short statement of its own, so no connection is held between batches; its values are plain
 * parameters (whether the keyset compares a row or its terms depends on the values, so no
 * statement is kept for it). A search is read by its condition: the ids a search may read from
 * elsewhere come in their own order, by offset.
 */
export function listBatches<Row, Out>(
  db: Db,
  def: ListDefinition<Row, Out>,
  list: ListQuery,
  size: number,
): (after: KeyValues | null) => Promise<ListBatch<Row>> {
  const keyset = listKeyset(list, def.spec);
  const keys = Object.keys(keyset.columns);
  const found = matchesOf(def, list, bindParam);
  const matches = { ...found, search: found.search && { ...found.search, ids: undefined } };
  return async (after) => {
    const window = {
      reversed: false,
      limit: inline(size),
      offset: inline(0),
      after: after ? keyset.after(after) : undefined,
    };
    const read = rowsOfIds(db, def, list, idsSql(matches, window), keyset.columns);
    const rows = (await read) as unknown as (Row & Record<string, unknown>)[];
    const last = rows.at(-1);
    if (!last || rows.length < size) return { rows, next: null };
    return { rows, next: keys.map((key) => last[key] as string | null) };
  };
}
