import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from './audit-log.js';
import {
  type CsvColumn,
  type KeyValues,
  type ListBatch,
  type ListCsv,
  type ListDefinition,
  type ListQuery,
  listBatches,
  listQuerystringSchema,
} from '../lists/index.js';
import { type CsvValue, csvLine } from './csv.js';
import { badRequest } from './http-error.js';

/** Rows read per statement: one batch is in memory at a time (a few hundred kilobytes of CSV). */
export const EXPORT_BATCH_ROWS = 2000;

/**
 * Rows written between two turns of the event loop. A batch's CSV takes this process's CPU for
 * 10-20 ms; written in one go, every request beside a big export (a refund, a sign-in) waits that
 * long. In slices, they wait for one slice (1-2 ms), and the export loses almost nothing.
 */
export const EXPORT_SLICE_ROWS = 200;

/**
 * An export gives way to the requests admins wait for (a refund, a page): before each slice and
 * each batch it waits until none is in flight in this process, or this long at most. A file of a
 * million rows then takes the server's spare time; on a process never idle it still moves, a
 * slice every this often.
 */
export const EXPORT_GIVE_WAY_MS = 100;

/**
 * Rows of a slice written on a process never idle (a wait ran out with a request in flight). That
 * request waits for the slice: a smaller one, after a wait as much shorter, keeps the export's pace
 * (EXPORT_SLICE_ROWS every EXPORT_GIVE_WAY_MS) and delays each request beside it a tenth as long.
 */
export const EXPORT_BUSY_SLICE_ROWS = 20;
const EXPORT_BUSY_WAIT_MS = (EXPORT_GIVE_WAY_MS * EXPORT_BUSY_SLICE_ROWS) / EXPORT_SLICE_ROWS;

/** Waits before a slice as it must, and answers how many rows the slice may hold. */
export type SlicePace = () => Promise<number>;

/** A turn of the event loop before every slice, each of EXPORT_SLICE_ROWS. */
const everyTurn: SlicePace = async () => {
  await nextTurn();
  return EXPORT_SLICE_ROWS;
};

/**
 * The pace of an export beside the requests of `interactive`: a turn of the event loop, then it
 * gives way; a full slice once the process was quiet, a busy slice after a shorter wait while it
 * is not.
 */
export function givingWayPace(interactive: Pick<FastifyInstance['interactive'], 'giveWay'>): SlicePace {
  let busy = false;
  return async () => {
    await nextTurn();
    busy = !(await interactive.giveWay(busy ? EXPORT_BUSY_WAIT_MS : EXPORT_GIVE_WAY_MS));
    return busy ? EXPORT_BUSY_SLICE_ROWS : EXPORT_SLICE_ROWS;
  };
}

/**
 * A batch's CSV in slices, `pace` waited for before each (see EXPORT_SLICE_ROWS): each slice's
 * text and its number of rows.
 */
export async function* csvSlices<Row>(
  batch: readonly Row[],
  line: (row: Row) => string,
  pace: SlicePace = everyTurn,
): AsyncGenerator<{ text: string; rows: number }> {
  let start = 0;
  while (start < batch.length) {
    const end = Math.min(start + (await pace()), batch.length);
    let text = '';
    for (let r = start; r < end; r++) text += line(batch[r]);
    yield { text, rows: end - start };
    start = end;
  }
}

/** JSON schema of `format`, for the querystring of a list that exports. */
export const formatParamSchema = {
  type: 'string',
  description: 'csv: every matching row as a CSV file (same as `Accept: text/csv`); json (default): one page',
} as const;

/**
 * True when the request asks for the list as CSV: `?format=csv`, or an Accept header naming
 * text/csv (and no `format`). Any other `format` is a 400.
 */
export function wantsCsv(request: FastifyRequest): boolean {
  const format = (request.query as Record<string, unknown> | undefined)?.format;
  if (format !== undefined && format !== '') {
    if (format === 'csv') return true;
    if (format === 'json') return false;
    throw badRequest('format must be csv or json');
  }
  const accept = request.headers.accept;
  return typeof accept === 'string' && /(^|[\s,])text\/csv\b/i.test(accept);
}

/** The list parameters plus `format`, for the querystring of a list that exports. */
export const exportableListQuerystring = {
  ...listQuerystringSchema,
  properties: { ...listQuerystringSchema.properties, format: formatParamSchema },
} as const;

/** The parsed list parameters as an audit entry records them. */
export function exportFilter(list: ListQuery, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const c of list.where) {
    const previous = where[c.field];
    const ranges =
      previous !== null && typeof previous === 'object' && !Array.isArray(previous) ? previous : {};
    where[c.field] = c.operator === '=' ? c.value : { ...ranges, [c.operator]: c.value };
  }
  return {
    where,
    sort: list.sort.map((term) => ({ [term.field]: term.direction })),
    ...(list.search ? { search: list.search } : {}),
    ...extra,
  };
}

/**
 * Answers a list as its CSV file (the definition's `csv`): every row its filter, search and order
 * match, the page's rows read a batch at a time (listBatches), each batch one short statement
 * starting after the last row sent (by the list's order, not an offset), then one audit entry with
 * the filter and the number of rows sent (`completed: false` when the client went away first).
 * No connection is held between batches nor while the client takes its time, so a client that
 * stops reading holds up no other request; one that takes nothing for `config.exportStallMs` is
 * cut off (audited `stalled: true`). An error before the first batch is an ordinary error
 * answer; after it, the connection is cut (the file is incomplete, and says so by missing its end).
 */
export async function sendListCsv<Row, Out, CsvRow>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  def: ListDefinition<Row, Out, CsvRow>,
  list: ListQuery,
): Promise<FastifyReply> {
  if (!def.csv) throw new Error(`the list ${def.name} has no CSV file`);
  const csv: ListCsv<CsvRow> = def.csv;
  const readBatch = listBatches<Row, Out, CsvRow, CsvRow>(
    app.database,
    def,
    list,
    EXPORT_BATCH_ROWS,
    csv.select,
  );
  const filter = csv.auditFilter ? csv.auditFilter(list) : exportFilter(list);
  const columns = csv.columns;
  const header = `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  let rows = 0;
  let completed = false;
  let stalled = false;
  // One array for every line's cells: a million rows make no million arrays.
  const cells: CsvValue[] = new Array(columns.length);
  const lineOf = (row: CsvRow) => {
    for (let i = 0; i < columns.length; i++) cells[i] = columns[i].cell(row);
    return csvLine(cells);
  };

  // The batches are read while the file streams, after the handler returned: in the request's
  // context still, so their lookups read from where the request's reads go (app.reads).
  const inRequest = AsyncLocalStorage.snapshot();
  // A file that streams for minutes is not an admin waiting: other requests do not wait for it.
  app.interactive.background(request);
  const giveWay = () => app.interactive.giveWay(EXPORT_GIVE_WAY_MS);
  const readAhead = (after: KeyValues | null) =>
    inRequest(async () => {
      await giveWay();
      return readBatch(after);
    });
  const pace = givingWayPace(app.interactive);
  /** The batch's people looked up (prepareBatch), just before its cells are written. */
  const prepare = (batch: ListBatch<CsvRow>) =>
    inRequest(async () => {
      if (batch.rows.length && csv.prepareBatch) await csv.prepareBatch(batch.rows);
    });

  async function* lines(): AsyncGenerator<string> {
    let head = header;
    // The next batch is read while this one is written and sent: one statement at a time, and at
    // most one batch more in memory. Its preparation waits until this one is written, as the
    // cells read what the last preparation looked up (the audit log's names are the batch's).
    let pending: Promise<ListBatch<CsvRow>> | null = readAhead(null);
    try {
      while (pending) {
        const batch: ListBatch<CsvRow> = await pending;
        pending = batch.next ? readAhead(batch.next) : null;
        pending?.catch(() => undefined); // awaited in its turn, or below when the export stops
        await prepare(batch);
        for await (const slice of csvSlices(batch.rows, lineOf, pace)) {
          rows += slice.rows;
          const chunk = head + slice.text;
          head = '';
          yield chunk;
        }
      }
      if (head) yield head;
      completed = true;
    } finally {
      // A stopped export waits for the batch read ahead, so that its statement is over.
      await pending?.catch(() => undefined);
      await audit(app.db, request, {
        action: csv.action,
        targetType: 'list',
        targetUid: csv.file,
        details: { format: 'csv', filter, rows, completed, ...(stalled ? { stalled } : {}) },
      }).catch((error) => request.log.error({ err: error }, 'the export could not be audited'));
      // Written after the answer began: its admin's next reads must see it all the same.
      await app.readYourWrites(request);
    }
  }

  const source = lines();
  const first = await source.next();
  // Between two chunks the client has `exportStallMs` to take the previous one.
  let watchdog: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      stalled = true;
      request.log.warn({ rows }, 'export cut: the client stopped reading');
      reply.raw.destroy();
    }, app.config.exportStallMs);
    watchdog.unref();
  };
  reply.raw.once('close', () => clearTimeout(watchdog));
  async function* all() {
    try {
      if (!first.done) {
        watch();
        yield first.value;
      }
      for (;;) {
        clearTimeout(watchdog);
        const next = await source.next();
        if (next.done) break;
        watch();
        yield next.value;
      }
    } finally {
      clearTimeout(watchdog);
      await source.return(undefined);
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.file}-${day}.csv"`)
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(all(), { objectMode: false, highWaterMark: 1 }));
}

/**
 * CSV columns whose cells read `line(row)` instead of the row (e.g. the row as the page answers
 * it): made once per row, as a row's cells are written one after the other.
 */
export function csvColumnsOf<Row, Line>(
  line: (row: Row) => Line,
  columns: CsvColumn<Line>[],
): CsvColumn<Row>[] {
  let lastRow: Row | undefined;
  let lastLine: Line | undefined;
  const lineOf = (row: Row): Line => {
    if (row !== lastRow) {
      lastLine = line(row);
      lastRow = row;
    }
    return lastLine as Line;
  };
  return columns.map((column) => ({ header: column.header, cell: (row: Row) => column.cell(lineOf(row)) }));
}

/**
 * A zone's date and time as `yyyy-MM-dd HH:mm` (what spreadsheets read as a date). The formatter
 * is made on first use: a list's definition declares its CSV columns on every page read. The last
 * minute written is kept: an export in date order writes the same minute many times over, and
 * formatting was a tenth of its time in Node (from 1970 on, zones' offsets are whole minutes).
 */
export function csvDateTime(timeZone: string): (value: unknown) => string {
  let format: Intl.DateTimeFormat | undefined;
  let lastMinute = Number.NaN;
  let lastText = '';
  return (value) => {
    if (value === null || value === undefined) return '';
    const date = value instanceof Date ? value : new Date(String(value));
    const time = date.getTime();
    if (Number.isNaN(time)) return '';
    const minute = Math.floor(time / 60_000);
    if (minute === lastMinute) return lastText;
    format ??= new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const text = format.format(date);
    if (time >= 0) {
      lastMinute = minute;
      lastText = text;
    }
    return text;
  };
}

/** Cents as dollars with two decimals, as the lists show money. */
export function csvDollars(cents: unknown): string {
  if (cents === null || cents === undefined) return '';
  const n = Math.round(Number(cents));
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
