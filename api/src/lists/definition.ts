import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { CsvValue } from '../lib/csv.js';
import type { CounterRead } from './counters.js';
import type { Bind, ListQuery, ListSpec } from './query.js';

/** What a list's search box matches. */
export interface SearchMatch {
  /** The condition a matching row meets (its values through `bind`). */
  condition: SQL;
  /**
   * A pattern match (`ilike`): its statements are planned on every run, never left to a generic
   * plan blind to the pattern. False for an equality (the blind-index hashes of a patient search).
   */
  freeText: boolean;
  /**
   * The page's ids read from elsewhere than the list's table, with their order (a patient search:
   * the blind-index tokens alone carry the patient's created_at). `from` names its rows `m`.
   */
  ids?: { from: SQL; id: SQL; orderBy: SQL[] };
}

/** One column of a list's CSV file: its header, and a row's cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

/**
 * A list's CSV file. Its rows are the page's: the engine reads them with the list's own conditions,
 * search, columns, joins and order (lists/batches.ts), so an export declares only its columns, its
 * file and its audit entry, never a query.
 */
export interface ListCsv<Row> {
  /** The file is `<file>-<date>.csv`; also the audit entry's target. */
  file: string;
  /** The audit entry's action, e.g. payment.export. */
  action: string;
  columns: CsvColumn<Row>[];
  /**
   * The columns the cells read (`Row`), when fewer than the list's: the file's read stays the
   * page's (its conditions, search, joins and order); a left join on a unique key none of these
   * columns reads PostgreSQL leaves out of the statement.
   */
  select?: SelectedFields;
  /**
   * What the audit entry records as the filter, when not the parsed where, sort and search (a
   * search that may be a patient's name is recorded only as made).
   */
  auditFilter?: (list: ListQuery) => Record<string, unknown>;
  /** Work on a whole batch before its cells are written (e.g. names looked up for its rows). */
  prepareBatch?: (rows: Row[]) => Promise<void>;
}

/**
 * A list as the engine (lists/pages.ts) reads it: what a module says about its list, and nothing
 * about statements or pages. `Row` is what `columns` with `joins` select. A route parses its query
 * with the definition (parseListQuery), reads its page (readList) and, when it exports, its CSV
 * file from the same rows (`csv`).
 */
export interface ListDefinition<Row, Out, CsvRow = Row> {
  /** Tells the list's statements apart from other lists'. */
  name: string;
  /** The fields a client may filter and sort by (the parsed query's whitelist). */
  spec: ListSpec;
  /** The table the list's rows are, and its primary key (the page's ids). */
  table: PgTable;
  id: PgColumn;
  /** What the page's ids need joined to the table for this query (a sort on another table's column). */
  idJoins?: (list: ListQuery) => SQL | undefined;
  /** Conditions besides the client's `where` (live rows unless a status is asked, the list's own rows). */
  conditions?: (list: ListQuery, bind: Bind) => (SQL | undefined)[];
  /** The search box, when the list has one. */
  search?: (text: string, list: ListQuery, bind: Bind) => SearchMatch;
  /** The stat_counters read that counts this query's matches, when the counters keep its filter. */
  counter?: (list: ListQuery) => CounterRead | null;
  /**
   * Without a counter, count the matches over the page's window (`count(*) over ()`, in the page's
   * statement) rather than in a statement of their own beside it: for lists of thousands, not millions.
   */
  windowTotal?: boolean;
  /**
   * Count at most this many matches and one more (a total above it is "more than"): for a list
   * of millions whose filters the counters cannot keep (the audit log).
   */
  countCap?: number;
  /** A row's columns, from the table and `joins`. */
  columns: SelectedFields;
  joins?: <Q extends PgSelect>(query: Q) => Q;
  /** A row as the client gets it. */
  map: (row: Row, list: ListQuery) => Out;
  /** Every row of a query as a CSV file, when the list exports (lib/list-export.ts sends it). */
  csv?: ListCsv<CsvRow>;
}
