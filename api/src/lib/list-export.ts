import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { audit } from './audit-log.js';
import { type Keyset, type KeyValues, type ListQuery, listQuerystringSchema } from '../lists/index.js';
import { type CsvValue, csvLine } from './csv.js';
import { badRequest } from './http-error.js';

/** Rows read per statement: one batch is in memory at a time. */
export const EXPORT_BATCH_ROWS = 500;

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

export interface ExportColumn<R> {
  header: string;
  cell: (row: R) => CsvValue;
}

export interface ListExport<R> {
  /** The list's name: the file is `<name>-<date>.csv`, the audit entry's target. */
  name: string;
  /** The audit entry's action, e.g. payment.export. */
  action: string;
  /**
   * The read of the rows after `after` (undefined: from the first): the list's joins, filter,
   * search and order with `after` among the conditions, without limit or offset; its select ends
   * with `keyset.columns`.
   */
  query: (after: SQL | undefined) => { toSQL(): { sql: string; params: unknown[] } };
  /** The list's order as keys (listKeyset): where each batch starts. */
  keyset: Keyset;
  /** The select's keys in column order: each fetched row (an array) becomes an object of them. */
  keys: readonly string[];
  columns: ExportColumn<R>[];
  /** What the audit entry records as the filter (never a secret or a patient's data). */
  filter: Record<string, unknown>;
  /** Work on a whole batch before its cells are written (e.g. names looked up for its rows). */
  prepareBatch?: (rows: R[]) => Promise<void>;
}

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
 * Answers a list as CSV: every row its filter, search and order match, read a batch at a time,
 * each batch one short statement starting after the last row sent (by the list's order, not an
 * offset), then one audit entry with the filter and the number of rows sent (`completed: false`
 * when the client went away first). No connection is held between batches nor while the client
 * takes its time, so a client that stops reading holds up no other request; one that takes
 * nothing for `config.exportStallMs` is cut off (audited `stalled: true`). An error before the
 * first batch is an ordinary error answer; after it, the connection is cut (the file is
 * incomplete, and says so by missing its end).
 */
export async function sendListExport<R>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ListExport<R>,
): Promise<FastifyReply> {
  const keys = spec.keys;
  const width = keys.length;
  const toRow = (values: unknown[]): R => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < width; i++) row[keys[i]] = values[i];
    return row as R;
  };
  const header = `\uFEFF${csvLine(spec.columns.map((column) => column.header))}`;
  let rows = 0;
  let completed = false;
  let stalled = false;
  const columns = spec.columns;
  // One array for every line's cells: a million rows make no million arrays.
  const cells: CsvValue[] = new Array(columns.length);

  async function readBatch(after: KeyValues | null): Promise<unknown[][]> {
    const { sql: text, params } = spec.query(after ? spec.keyset.after(after) : undefined).toSQL();
    return app.database.queryArrays(`${text} limit ${EXPORT_BATCH_ROWS}`, params);
  }

  async function* lines(): AsyncGenerator<string> {
    let head = header;
    let after: KeyValues | null = null;
    try {
      for (;;) {
        const batch = await readBatch(after);
        if (batch.length) {
          const last = batch[batch.length - 1];
          after = last.slice(width, width + spec.keyset.size) as KeyValues;
          const objects = batch.map(toRow);
          if (spec.prepareBatch) await spec.prepareBatch(objects);
          let chunk = head;
          head = '';
          for (const row of objects) {
            for (let i = 0; i < columns.length; i++) cells[i] = columns[i].cell(row);
            chunk += csvLine(cells);
          }
          rows += objects.length;
          yield chunk;
        }
        if (batch.length < EXPORT_BATCH_ROWS) break;
      }
      if (head) yield head;
      completed = true;
    } finally {
      await audit(app.db, request, {
        action: spec.action,
        targetType: 'list',
        targetUid: spec.name,
        details: { format: 'csv', filter: spec.filter, rows, completed, ...(stalled ? { stalled } : {}) },
      }).catch((error) => request.log.error({ err: error }, 'the export could not be audited'));
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
    .header('content-disposition', `attachment; filename="${spec.name}-${day}.csv"`)
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(all(), { objectMode: false, highWaterMark: 1 }));
}

/** A zone's date and time as `yyyy-MM-dd HH:mm` (what spreadsheets read as a date). */
export function csvDateTime(timeZone: string): (value: unknown) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (value) => {
    if (value === null || value === undefined) return '';
    const date = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
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
