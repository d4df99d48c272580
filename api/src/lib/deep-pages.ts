import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ListQuery } from '../lists/index.js';
import { type Preparable, runCompiled } from './compiled-queries.js';
import { inPageOrder } from './page-order.js';

/** From this offset on, the total is known before the page is read, to pick the shorter walk. */
export const DEEP_OFFSET = 1000;

export interface PageWindow {
  /** Read in the opposite order (the rows come back last first and are turned around here). */
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * One page of a long list and its exact total. A page past the middle is read backwards from the
 * end of the order (offset counted from the end), so the last page of a million rows costs what
 * the first one does instead of an index walk over every row before it.
 */
export async function fetchPage<T>(
  list: Pick<ListQuery, 'offset' | 'limit'>,
  countTotal: () => Promise<number>,
  readPage: (window: PageWindow) => Promise<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const forwards = { reversed: false, offset: list.offset, limit: list.limit };
  if (list.offset < DEEP_OFFSET) {
    const [rows, total] = await Promise.all([readPage(forwards), countTotal()]);
    return { rows, total };
  }
  const total = await countTotal();
  if (list.offset >= total) return { rows: [], total };
  if (list.offset <= total / 2) return { rows: await readPage(forwards), total };
  const end = Math.min(list.offset + list.limit, total);
  const rows = await readPage({ reversed: true, offset: total - end, limit: end - list.offset });
  return { rows: rows.reverse(), total };
}

/**
 * A page before DEEP_OFFSET read in one statement with its rows joined and, when the counters
 * keep the list's filter (`counted`), its total folded in as the `total` column: one round trip
 * instead of three. Otherwise the exact count runs alongside; an empty page asks for it alone.
 */
export async function fetchShallowPage<R extends { total: number | null }>(
  counted: boolean,
  readRows: () => Promise<R[]>,
  countTotal: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  if (!counted) {
    const [rows, total] = await Promise.all([readRows(), countTotal()]);
    return { rows, total };
  }
  const rows = await readRows();
  return { rows, total: rows.length ? Number(rows[0].total) : await countTotal() };
}

/**
 * A page bound written into the statement's text instead of sent as a parameter, for `.limit()`
 * and `.offset()` (drizzle renders an SQL chunk there as is; see pageBounds). A statement with a parameter as its
 * LIMIT is planned again on every run (its generic plan, blind to the bound, looks worse); with the
 * bound in the text PostgreSQL keeps one plan per page shape. Only for bounds below DEEP_OFFSET,
 * so the number of distinct texts stays small.
 */
function inlineBound(value: number): number {
  return sql.raw(String(Math.max(0, Math.trunc(value)))) as unknown as number;
}

/** A page's LIMIT and OFFSET as its statement should carry them: inline before DEEP_OFFSET, else parameters. */
export function pageBounds(window: { offset: number; limit: number }): { offset: number; limit: number } {
  if (window.offset >= DEEP_OFFSET) return window;
  return { offset: inlineBound(window.offset), limit: inlineBound(window.limit) };
}

/**
 * A page of a long list by the cheapest route: before DEEP_OFFSET one statement (`readShallow`,
 * see fetchShallowPage); past it the ids first (`readIds`, from the far end past the middle, see
 * fetchPage), then only those rows (`readByIds`), put back in page order.
 */
export async function readListPage<R extends { id: number }>(
  list: Pick<ListQuery, 'offset' | 'limit' | 'search'>,
  parts: {
    counted: boolean;
    countTotal: () => Promise<number>;
    readShallow: () => Promise<(R & { total: number | null })[]>;
    readIds: (window: PageWindow) => Promise<{ id: number }[]>;
    /** The page's ids, each with the count of every match (`count(*) over ()`). */
    readIdsCounted: (window: PageWindow) => Promise<{ id: number; total: number }[]>;
    readByIds: (ids: number[]) => Promise<R[]>;
  },
): Promise<{ rows: R[]; total: number }> {
  if (list.search !== null && list.offset < DEEP_OFFSET) return readSearchPage(list, parts);
  if (list.offset < DEEP_OFFSET) return fetchShallowPage(parts.counted, parts.readShallow, parts.countTotal);
  const found = await fetchPage(list, parts.countTotal, parts.readIds);
  const ids = found.rows.map((row) => row.id);
  return { rows: ids.length ? inPageOrder(ids, await parts.readByIds(ids)) : [], total: found.total };
}

/**
 * A search's page: its ids and the matches' count in one statement, then only those rows. A
 * search's statement is planned on every run (an `ilike` pattern is never left to a generic plan,
 * see isNameableRead) and planning a page joined to its people cost three times running it; the
 * rows by id are a statement planned once per connection. A search matches few rows, so counting
 * them by a window costs little (a broad filter keeps the shallow read: its window would sort
 * every match instead of walking an index to the page).
 */
export async function readSearchPage<R extends { id: number }>(
  list: Pick<ListQuery, 'offset' | 'limit'>,
  parts: {
    countTotal: () => Promise<number>;
    readIdsCounted: (window: PageWindow) => Promise<{ id: number; total: number }[]>;
    readByIds: (ids: number[]) => Promise<R[]>;
  },
): Promise<{ rows: R[]; total: number }> {
  const found = await parts.readIdsCounted({ reversed: false, offset: list.offset, limit: list.limit });
  if (found.length === 0) return { rows: [], total: await parts.countTotal() };
  const ids = found.map((row) => row.id);
  return { rows: inPageOrder(ids, await parts.readByIds(ids)), total: Number(found[0].total) };
}

/**
 * readListPage's two id readers for a list whose page of ids `pageIds` builds (with `total`, that
 * column too), each query compiled once per list query (`key`) and window.
 */
export function compiledIdReaders(
  db: Db,
  key: string,
  pageIds: (window: PageWindow, total?: SQL<number>) => Preparable<unknown>,
): {
  readIds: (window: PageWindow) => Promise<{ id: number }[]>;
  readIdsCounted: (window: PageWindow) => Promise<{ id: number; total: number }[]>;
} {
  return {
    readIds: (window) =>
      runCompiled(db, `${key} ids ${JSON.stringify(window)}`, () => pageIds(window)) as Promise<
        { id: number }[]
      >,
    readIdsCounted: (window) =>
      runCompiled(db, `${key} counted ids ${JSON.stringify(window)}`, () =>
        pageIds(window, sql<number>`count(*) over ()`.mapWith(Number)),
      ) as Promise<{ id: number; total: number }[]>,
  };
}
