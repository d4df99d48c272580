import { and, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { readsFor } from '../db/replica.js';
import { counterSql } from './counters.js';
import type { ListDefinition, SearchMatch } from './definition.js';
import { type ListQuery, matchesFreeText, orderBySql, whereSql } from './query.js';
import { binder, type Preparable, runStatement, shapeOf } from './statements.js';

/** From this offset on, the total is known before the page is read, to pick the shorter walk. */
export const DEEP_OFFSET = 1000;

export interface ListPage<Out> {
  rows: Out[];
  total: number;
}

export interface ReadOptions {
  /** The number of matches when the caller has it already (a payment range's totals count them). */
  total?: () => Promise<number>;
}

/** What one query of one list matches: the list's conditions with the search's, and the search. */
export interface Matches<Row, Out> {
  def: ListDefinition<Row, Out, never>;
  list: ListQuery;
  where: SQL | undefined;
  search: SearchMatch | undefined;
}

/** The conditions and search of `list` on `def`, their values through `bind`. */
export function matchesOf<Row, Out>(
  def: ListDefinition<Row, Out, never>,
  list: ListQuery,
  bind: (value: unknown) => SQL,
): Matches<Row, Out> {
  const search = list.search !== null && def.search ? def.search(list.search, list, bind) : undefined;
  const conditions = [...(def.conditions?.(list, bind) ?? []), whereSql(list, def.spec, [], bind)];
  return { def, list, where: and(...conditions, search?.condition), search };
}

/** One query of one list, bound: its conditions and counter with placeholders, and their values. */
interface Bound<Row, Out> extends Matches<Row, Out> {
  db: Db;
  counter: SQL<number> | null;
  values: Record<string, unknown>;
  bind: (value: unknown) => SQL;
  /** The query's shape: the list, its sort and the text of its conditions and counter. */
  shape: string;
  planEachRun: boolean;
  options: ReadOptions;
}

/**
 * One page of a list and its exact total, by the cheapest route for the query:
 * - a page near the start (offset below DEEP_OFFSET) is one statement: the page's ids from an index
 *   walk on the table alone (a derived table, so only those rows are joined), the total folded in
 *   from stat_counters when they keep the filter (else counted beside it, or over the page's window);
 * - a search reads its ids with the matches' count, then only those rows: a search's statement is
 *   planned on every run, and planning the page joined to its parts cost three times running it;
 * - a deep page knows its total first, reads its ids from the far end past the middle (the last
 *   page of a million rows costs what the first does), then only those rows.
 * Statements are kept by the query's shape, never its values (see statements.ts): the page's rows
 * by id are one statement per list, their ids one array parameter.
 * In a route that reads from the replica (`config: { reads: 'replica' }`) the page is read there
 * instead of on `db` when the replica may answer (db/replica.ts, readsFor).
 */
export async function readList<Row, Out>(
  primary: Db,
  def: ListDefinition<Row, Out, never>,
  list: ListQuery,
  options: ReadOptions = {},
): Promise<ListPage<Out>> {
  const db = readsFor(primary);
  const { bind, values } = binder();
  const { where, search } = matchesOf(def, list, bind);
  const counter = search ? null : (def.counter?.(list) ?? null);
  const counterRead = counter ? counterSql(counter, bind) : null;
  const q: Bound<Row, Out> = {
    db,
    def,
    list,
    where,
    search,
    counter: counterRead,
    values,
    bind,
    shape: `${def.name} ${JSON.stringify(list.sort)} ${shapeOf([where, counterRead, search?.ids?.from])}`,
    planEachRun: (search?.freeText ?? false) || matchesFreeText({ ...list, search: null }, def.spec),
    options,
  };
  if (list.offset >= DEEP_OFFSET) return deepPage(q);
  if (search) return searchPage(q);
  return shallowPage(q);
}

/**
 * The first `list.limit` matches of a query, in the list's order, without their total (the command
 * palette shows a few matches of each kind and never counts them), with `columns` (the
 * definition's unless given). A page's total walks every match, and an empty page counts them
 * again: a palette keystroke needs neither. One statement (the ids as a derived table joined to the
 * rows), except for a free-text match on a list with joins: its statement is planned on every run,
 * and planning the joins cost more than running them, so its ids come first and then its rows by
 * id, a statement planned once (as a search's page is read).
 */
export async function readFirstMatches<Row, Out>(
  primary: Db,
  def: ListDefinition<Row, Out, never>,
  list: ListQuery,
  columns: SelectedFields = def.columns,
): Promise<Row[]> {
  const db = readsFor(primary);
  const { bind, values } = binder();
  const matches = matchesOf(def, list, bind);
  const planEachRun =
    (matches.search?.freeText ?? false) || matchesFreeText({ ...list, search: null }, def.spec);
  const shape = `${def.name} ${Object.keys(columns).join(',')} ${JSON.stringify(list.sort)} ${shapeOf([matches.where, matches.search?.ids?.from])}`;
  const window = { reversed: false, limit: inline(list.limit), offset: inline(0) };
  if (planEachRun && def.joins) {
    const found = (await runStatement(
      db,
      `first ids ${list.limit} ${shape}`,
      true,
      () => db.select({ id: sql<number>`ids.id` }).from(sql`(${idsSql(matches, window)}) as ids`),
      values,
    )) as { id: number | string }[];
    return rowsOfIdList(
      db,
      def,
      found.map((row) => Number(row.id)),
      columns,
    );
  }
  return (await runStatement(
    db,
    `first ${list.limit} ${shape}`,
    planEachRun,
    () => rowsOfIds(db, def, list, idsSql(matches, window), {}, columns),
    values,
  )) as Row[];
}

/** The engine's own columns beside a definition's (named so that no definition's collides). */
const ROW_ID = 'listRowId';
const ROW_TOTAL = 'listTotal';

/** A bound written into the statement's text: see shallowPage. */
export const inline = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

/**
 * The page's ids (`id`), in order, and with `total` that column too. `after` (a keyset condition,
 * lists/batches.ts) joins the list's conditions.
 */
export function idsSql<Row, Out>(
  q: Matches<Row, Out>,
  window: { reversed: boolean; limit: SQL; offset: SQL; after?: SQL },
  total?: SQL,
): SQL {
  const totalColumn = total ? sql`, ${total} as total` : sql``;
  const bounds = sql`limit ${window.limit} offset ${window.offset}`;
  const ids = q.search?.ids;
  if (ids && !window.reversed) {
    return sql`select ${ids.id} as id${totalColumn} from ${ids.from} order by ${sql.join(ids.orderBy, sql`, `)} ${bounds}`;
  }
  const order = sql.join(orderBySql(q.list, q.def.spec, { reversed: window.reversed }), sql`, `);
  return sql`select ${q.def.id} as id${totalColumn} from ${q.def.table}${joinsForIds(q)} where ${
    and(q.where, window.after) ?? sql`true`
  } order by ${order} ${bounds}`;
}

/**
 * The rows whose ids `ids` reads (idsSql's statement, as `page`), with the list's joins, its
 * columns (or `columns`) and `extra` columns, in the list's order.
 */
export function rowsOfIds<Row, Out>(
  db: Db,
  def: ListDefinition<Row, Out, never>,
  list: ListQuery,
  ids: SQL,
  extra: Record<string, SQL>,
  columns: SelectedFields = def.columns,
) {
  const query = db
    .select({ ...columns, ...extra })
    .from(sql`(${ids}) as page`)
    .innerJoin(def.table, sql`${def.id} = page.id`)
    .$dynamic();
  return (def.joins ? def.joins(query as unknown as PgSelect) : query).orderBy(...orderBySql(list, def.spec));
}

function joinsForIds<Row, Out>(q: Matches<Row, Out>): SQL {
  const joins = q.def.idJoins?.(q.list);
  return joins ? sql` ${joins}` : sql``;
}

function run<Row, Out>(
  q: Bound<Row, Out>,
  kind: string,
  build: () => Preparable,
  planEachRun = q.planEachRun,
) {
  return runStatement(q.db, `${kind} ${q.shape}`, planEachRun, build, q.values);
}

/** The matches' count, from the caller, the counters or counted. */
async function countTotal<Row, Out>(q: Bound<Row, Out>): Promise<number> {
  if (q.options.total) return q.options.total();
  const { db, def } = q;
  const ids = q.search?.ids;
  const rows = (await run(q, 'count', () => {
    if (q.counter) return db.select({ total: q.counter }).from(sql`(select 1) as one`);
    if (ids) return db.select({ total: sql<number>`count(*)` }).from(ids.from);
    if (def.countCap !== undefined)
      return db.select({ total: cappedCount(q, def.countCap) }).from(sql`(select 1) as one`);
    return db
      .select({ total: sql<number>`count(*)` })
      .from(sql`${def.table}${joinsForIds(q)}`)
      .where(q.where);
  })) as { total: number | string }[];
  return Number(rows[0]?.total ?? 0);
}

/** The matches counted up to `cap` and one more, as a scalar subquery. */
function cappedCount<Row, Out>(q: Bound<Row, Out>, cap: number): SQL<number> {
  const matches = sql`select 1 from ${q.def.table}${joinsForIds(q)} where ${q.where ?? sql`true`} limit ${inline(cap + 1)}`;
  return sql<number>`(select count(*) from (${matches}) as matches)`;
}

/** The rows of `ids`, in their order: one named statement per list, the ids one array parameter. */
async function rowsByIds<Row, Out>(q: Bound<Row, Out>, ids: number[]): Promise<Out[]> {
  return (await rowsOfIdList(q.db, q.def, ids)).map((row) => q.def.map(row, q.list));
}

/** rowsByIds's rows as selected (`columns`, the definition's unless given), before the list's map. */
async function rowsOfIdList<Row, Out>(
  db: Db,
  def: ListDefinition<Row, Out, never>,
  ids: number[],
  columns: SelectedFields = def.columns,
): Promise<Row[]> {
  if (!ids.length) return [];
  const own = columns === def.columns ? '' : ` ${Object.keys(columns).join(',')}`;
  const rows = (await runStatement(
    db,
    `by ids ${def.name}${own}`,
    false,
    () => {
      const query = db
        .select({ ...columns, [ROW_ID]: def.id })
        .from(def.table)
        .$dynamic();
      return (def.joins ? def.joins(query) : query).where(sql`${def.id} = any(${sql.placeholder('ids')})`);
    },
    { ids },
  )) as (Row & { [ROW_ID]: number })[];
  const byId = new Map(rows.map((row) => [Number(row[ROW_ID]), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/**
 * A page near the start in one statement. Its bounds are written into the text, not sent as
 * parameters: a statement with a parameter as its LIMIT is planned again on every run (its generic
 * plan, blind to the bound, looks worse); with the bound in the text PostgreSQL keeps one plan per
 * page. Only below DEEP_OFFSET, and the parsed query bounds the page size, so the number of
 * statements stays small.
 */
async function shallowPage<Row, Out>(q: Bound<Row, Out>): Promise<ListPage<Out>> {
  const { db, def, list } = q;
  // A capped count is folded in too (one statement, not two): a scalar subquery run once.
  const capped = def.countCap === undefined ? null : cappedCount(q, def.countCap);
  const folded = q.counter ?? capped ?? (def.windowTotal ? sql`count(*) over ()` : null);
  const readRows = async () =>
    (await run(q, `page ${list.offset} ${list.limit}`, () => {
      const ids = idsSql(
        q,
        { reversed: false, limit: inline(list.limit), offset: inline(list.offset) },
        folded ?? sql`null::bigint`,
      );
      return rowsOfIds(db, def, list, ids, { [ROW_TOTAL]: sql<number | null>`page.total` });
    })) as (Row & { [ROW_TOTAL]: number | string | null })[];
  if (!folded) {
    const [rows, total] = await Promise.all([readRows(), countTotal(q)]);
    return { rows: rows.map((row) => def.map(row, list)), total };
  }
  const rows = await readRows();
  // An empty page (past the last match) carries no total: count it alone.
  const total = rows.length ? Number(rows[0][ROW_TOTAL]) : await countTotal(q);
  return { rows: rows.map((row) => def.map(row, list)), total };
}

/** A search's page: its ids with the matches' count in one statement, then only those rows. */
async function searchPage<Row, Out>(q: Bound<Row, Out>): Promise<ListPage<Out>> {
  const { db, list } = q;
  const found = (await run(q, `search ${list.offset} ${list.limit}`, () =>
    db
      .select({ id: sql<number>`ids.id`, total: sql<number>`ids.total` })
      .from(
        sql`(${idsSql(q, { reversed: false, limit: inline(list.limit), offset: inline(list.offset) }, sql`count(*) over ()`)}) as ids`,
      ),
  )) as { id: number | string; total: number | string }[];
  if (!found.length) return { rows: [], total: await countTotal(q) };
  const ids = found.map((row) => Number(row.id));
  return { rows: await rowsByIds(q, ids), total: Number(found[0].total) };
}

/**
 * A page from DEEP_OFFSET on: the total first, then the page's ids (from the far end of the order
 * when the page is past the middle, read backwards and turned around), then only those rows.
 */
async function deepPage<Row, Out>(q: Bound<Row, Out>): Promise<ListPage<Out>> {
  const { db, list } = q;
  const total = await countTotal(q);
  // A capped total is not the end of the order: such a page is read forwards.
  const exact = q.def.countCap === undefined || total <= q.def.countCap;
  const window = deepWindow(list, exact ? total : Number.POSITIVE_INFINITY);
  if (!window) return { rows: [], total };
  // A window near either end (the last pages, read backwards) keeps its bounds in the text, as a
  // shallow page does; one further in binds them (one statement per direction).
  const inText = window.offset < DEEP_OFFSET;
  const limit = inText ? inline(window.limit) : q.bind(window.limit);
  const offset = inText ? inline(window.offset) : q.bind(window.offset);
  const kind = `deep ${window.reversed} ${inText ? `${window.offset} ${window.limit}` : 'bound'}`;
  const found = (await run(q, kind, () =>
    db
      .select({ id: sql<number>`ids.id` })
      .from(sql`(${idsSql(q, { reversed: window.reversed, limit, offset })}) as ids`),
  )) as { id: number | string }[];
  const ids = found.map((row) => Number(row.id));
  return { rows: await rowsByIds(q, window.reversed ? ids.reverse() : ids), total };
}

/**
 * Where a deep page's ids are read: forwards up to the middle of the order, past it backwards
 * from the far end (offset counted from the end). Null past the last match.
 */
export function deepWindow(
  page: { offset: number; limit: number },
  total: number,
): { reversed: boolean; offset: number; limit: number } | null {
  if (page.offset >= total) return null;
  if (page.offset <= total / 2) return { reversed: false, offset: page.offset, limit: page.limit };
  const end = Math.min(page.offset + page.limit, total);
  return { reversed: true, offset: total - end, limit: end - page.offset };
}
