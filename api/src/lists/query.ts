import { and, asc, Column, desc, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from '../lib/http-error.js';
import { INT2_MAX, INT4_MAX, isStorableText, NUMBER_MAX, parseInstant } from '../lib/input-limits.js';

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'uuid';
export type Operator = '=' | '!=' | 'in' | '>=' | '<=' | '>' | '<' | 'contains';
export type Scalar = string | number | boolean | null;

export interface FieldSpec {
  /** The column or expression the field stands for. */
  column: SQLWrapper;
  type: FieldType;
  /** May appear in `where`; defaults to true. */
  filter?: boolean;
  /** May appear in `sort`; defaults to false. */
  sort?: boolean;
  /** Operators allowed in `where`; defaults depend on the type. */
  operators?: Operator[];
  /**
   * Builds the condition itself (e.g. a doctor's uid matched through a sub-query). Every value
   * it puts into the SQL goes through `bind`: the statement is kept by its shape, never its values.
   */
  condition?: (operator: Operator, value: Scalar | Scalar[], bind: Bind) => SQL;
  /** A free-text match (planned on every run, see lists/statements.ts); defaults to false. */
  freeText?: boolean;
}

export interface ListSpec {
  /** Every field a client may filter or sort by, by its wire name. */
  fields: Record<string, FieldSpec>;
  /** Used when the request has no sort. */
  defaultSort: SortTerm[];
  /** Appended to every order so pages are stable (usually the primary key). */
  tiebreaker?: SQLWrapper;
  /** Relations a client may ask to populate. */
  populate?: string[];
  /** Page size when none is asked for: 20, the admin's page size (docs/product.md). */
  defaultLimit?: number;
  /** Largest page; larger asks are cut to it. */
  maxLimit?: number;
  /** What `limit=-1` ("all") is bounded to. */
  maxAll?: number;
}

/**
 * A value put into a list's SQL as a parameter. The list engine binds it to a placeholder of the
 * statement it keeps for the query's shape; elsewhere (exports, totals) it is a plain parameter.
 */
export type Bind = (value: unknown) => SQL;

/** A value as a plain parameter of a statement built once (an array stays one array parameter). */
export const bindParam: Bind = (value) => sql`${sql.param(value)}`;

/** The text of a `like` pattern that matches `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SortTerm {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface Condition {
  field: string;
  operator: Operator;
  value: Scalar | Scalar[];
}

export interface ListQuery {
  where: Condition[];
  sort: SortTerm[];
  offset: number;
  limit: number;
  /** True when the client asked for limit -1. */
  all: boolean;
  /** Trimmed search text, or null. */
  search: string | null;
  populate: string[];
}

const DEFAULT_OPERATORS: Record<FieldType, Operator[]> = {
  string: ['=', '!=', 'in', 'contains'],
  uuid: ['=', '!=', 'in'],
  number: ['=', '!=', 'in', '>=', '<=', '>', '<'],
  integer: ['=', '!=', 'in', '>=', '<=', '>', '<'],
  boolean: ['=', '!='],
  date: ['=', '!=', '>=', '<=', '>', '<'],
};
const OPERATORS: Operator[] = ['!=', 'in', '>=', '<=', '>', '<', 'contains'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT = 200;
const MAX_IN = 500;
const MAX_OFFSET = 10_000_000;

/**
 * The whitelisted field named `name`: an own entry of `spec.fields` only, so that `constructor`,
 * `__proto__` or `toString` (which every object inherits) name no field.
 */
function fieldOf(spec: ListSpec, name: string): FieldSpec | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

/** A client's name echoed in a message, cut short. */
function safeName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 60)}…` : name;
}

function parseJson(name: string, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be valid JSON`);
  }
}

/** The largest integer the field's column holds (an expression is taken to be a 4-byte integer). */
function integerMax(column: SQLWrapper): number {
  if (!is(column, Column)) return INT4_MAX;
  if (column.columnType === 'PgSmallInt' || column.columnType === 'PgSmallSerial') return INT2_MAX;
  if (column.columnType.startsWith('PgBigInt') || column.columnType.startsWith('PgBigSerial')) {
    return Number.MAX_SAFE_INTEGER;
  }
  return INT4_MAX;
}

/** A text operand: at most MAX_TEXT characters the database can store. */
function checkText(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_TEXT || !isStorableText(value)) {
    throw badRequest(`Invalid value for ${field}`);
  }
  return value;
}

function checkValue(field: string, def: FieldSpec, value: unknown): Scalar {
  if (value === null) return null;
  const fail = () => badRequest(`Invalid value for ${field}`);
  switch (def.type) {
    case 'string':
      return checkText(field, typeof value === 'number' ? String(value) : value);
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) throw fail();
      return value.toLowerCase();
    case 'number':
    case 'integer': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw fail();
      const max = def.type === 'integer' ? integerMax(def.column) : NUMBER_MAX;
      if ((def.type === 'integer' && !Number.isInteger(n)) || Math.abs(n) > max) throw fail();
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      throw fail();
    case 'date': {
      const instant = parseInstant(value);
      if (instant === null) throw fail();
      return instant;
    }
  }
  throw fail();
}

function parseWhere(raw: unknown, spec: ListSpec): Condition[] {
  if (raw === undefined || raw === '') return [];
  const where = parseJson('where', raw);
  if (where === null || typeof where !== 'object' || Array.isArray(where)) {
    throw badRequest('where must be a JSON object');
  }
  const conditions: Condition[] = [];
  for (const [field, value] of Object.entries(where)) {
    const def = fieldOf(spec, field);
    if (!def || def.filter === false) throw badRequest(`Unknown filter field "${safeName(field)}"`);
    const allowed = def.operators ?? DEFAULT_OPERATORS[def.type];
    const push = (operator: Operator, operand: unknown) => {
      if (!allowed.includes(operator)) throw badRequest(`Operator "${operator}" is not allowed for ${field}`);
      if (operator === 'in') {
        if (!Array.isArray(operand) || operand.length === 0 || operand.length > MAX_IN) {
          throw badRequest(`"in" for ${field} needs a list of 1 to ${MAX_IN} values`);
        }
        conditions.push({ field, operator, value: operand.map((v) => checkValue(field, def, v)) });
        return;
      }
      if (operator === 'contains') {
        conditions.push({ field, operator, value: checkText(field, operand) });
        return;
      }
      const checked = checkValue(field, def, operand);
      if (checked === null && operator !== '=' && operator !== '!=') {
        throw badRequest(`Invalid value for ${field}`);
      }
      conditions.push({ field, operator, value: checked });
    };
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (!entries.length) throw badRequest(`Empty condition for ${field}`);
      for (const [op, operand] of entries) {
        if (!OPERATORS.includes(op as Operator)) {
          throw badRequest(`Unknown operator "${safeName(op)}" for ${field}`);
        }
        push(op as Operator, operand);
      }
    } else if (Array.isArray(value)) {
      push('in', value);
    } else {
      push('=', value);
    }
  }
  return conditions;
}

function parseSort(raw: unknown, spec: ListSpec): SortTerm[] {
  if (raw === undefined || raw === '') return spec.defaultSort;
  const parsed = parseJson('sort', raw);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const terms: SortTerm[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw badRequest('sort must be a JSON list like [{"created_at":"DESC"}]');
    }
    for (const [field, dir] of Object.entries(item)) {
      const def = fieldOf(spec, field);
      if (!def?.sort) throw badRequest(`Unknown sort field "${safeName(field)}"`);
      const direction = typeof dir === 'string' ? dir.toUpperCase() : '';
      if (direction !== 'ASC' && direction !== 'DESC') {
        throw badRequest(`Invalid sort direction for ${field}: use ASC or DESC`);
      }
      terms.push({ field, direction });
    }
  }
  if (terms.length > 5) throw badRequest('sort takes at most 5 fields');
  return terms.length ? terms : spec.defaultSort;
}

function parseInteger(name: string, raw: unknown): number | null {
  if (raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(n)) throw badRequest(`${name} must be a whole number`);
  return n;
}

function parsePopulate(raw: unknown, spec: ListSpec): string[] {
  if (raw === undefined || raw === '') return [];
  let list: unknown;
  if (typeof raw === 'string' && !raw.trim().startsWith('[')) {
    list = raw.split(',').map((s) => s.trim());
  } else {
    list = parseJson('populate', raw);
  }
  if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) {
    throw badRequest('populate must be a list of relation names');
  }
  const allowed = spec.populate ?? [];
  for (const name of list as string[]) {
    if (!allowed.includes(name)) throw badRequest(`Unknown populate "${safeName(name)}"`);
  }
  return [...new Set(list as string[])];
}

/**
 * Reads the list parameters of a GET (where, sort, offset, limit or page, search, populate) against
 * the endpoint's whitelist: the ListSpec of the list's definition (or a ListSpec, for a list the engine
 * does not read). Anything it does not know is a 400 with a message, so nothing a client sends
 * reaches SQL except as a bound parameter of a whitelisted column.
 */
export function parseListQuery(query: unknown, list: ListSpec | { spec: ListSpec }): ListQuery {
  const spec = 'spec' in list ? list.spec : list;
  const q = (query ?? {}) as Record<string, unknown>;
  const defaultLimit = spec.defaultLimit ?? 20;
  const maxLimit = spec.maxLimit ?? 100;
  const maxAll = spec.maxAll ?? 1000;

  const rawLimit = parseInteger('limit', q.limit);
  let limit = defaultLimit;
  let all = false;
  if (rawLimit !== null) {
    if (rawLimit === -1) {
      all = true;
      limit = maxAll;
    } else if (rawLimit < 1) {
      throw badRequest('limit must be -1 (all) or a positive number');
    } else {
      limit = Math.min(rawLimit, maxLimit);
    }
  }
  let offset = parseInteger('offset', q.offset);
  const page = parseInteger('page', q.page);
  if (offset === null && page !== null) {
    if (page < 0) throw badRequest('page must be 0 or more');
    offset = page * limit;
  }
  offset ??= 0;
  if (offset < 0 || offset > MAX_OFFSET) throw badRequest('offset must be 0 or more');

  let search: string | null = null;
  if (q.search !== undefined && q.search !== null) {
    if (typeof q.search !== 'string') throw badRequest('search must be text');
    if (q.search.length > MAX_TEXT) throw badRequest(`search must be at most ${MAX_TEXT} characters`);
    if (!isStorableText(q.search)) throw badRequest('search holds a character that is not allowed');
    search = q.search.trim() || null;
  }

  return {
    where: parseWhere(q.where, spec),
    sort: parseSort(q.sort, spec),
    offset: all ? 0 : offset,
    limit,
    all,
    search,
    populate: parsePopulate(q.populate, spec),
  };
}

function conditionSql(def: FieldSpec, c: Condition, bind: Bind): SQL {
  if (def.condition) return def.condition(c.operator, c.value, bind);
  const col = def.column;
  const v = c.value;
  switch (c.operator) {
    case '=':
      return v === null ? sql`${col} is null` : sql`${col} = ${bind(v)}`;
    case '!=':
      return v === null ? sql`${col} is not null` : sql`${col} is distinct from ${bind(v)}`;
    case 'in':
      // One array parameter whatever the list's length: one statement for every list.
      return sql`${col} = any(${bind(v)})`;
    case '>=':
      return sql`${col} >= ${bind(v)}`;
    case '<=':
      return sql`${col} <= ${bind(v)}`;
    case '>':
      return sql`${col} > ${bind(v)}`;
    case '<':
      return sql`${col} < ${bind(v)}`;
    case 'contains':
      return sql`${col} ilike ${bind(containsPattern(String(v)))}`;
  }
}

/**
 * The parsed `where` as one SQL condition (undefined when empty), plus any extra conditions. The
 * values go through `bind` (plain parameters unless the list engine binds them to placeholders).
 */
export function whereSql(
  list: ListQuery,
  spec: ListSpec,
  extra: (SQL | undefined)[] = [],
  bind: Bind = bindParam,
): SQL | undefined {
  return and(...list.where.map((c) => conditionSql(spec.fields[c.field], c, bind)), ...extra);
}

/** Whether the query matches free text (a search, `contains`, a free-text field): see lists/statements.ts. */
export function matchesFreeText(list: ListQuery, spec: ListSpec): boolean {
  return (
    list.search !== null ||
    list.where.some((c) => c.operator === 'contains' || spec.fields[c.field].freeText === true)
  );
}

/**
 * The parsed sort as ORDER BY terms, with the tiebreaker at the end in the direction of the last
 * term. Nullable columns sort their nulls last both ways; NOT NULL columns get plain ASC / DESC, so
 * that one `(column, id)` b-tree serves both directions (read forwards or backwards) and a page is
 * the first rows of an index walk instead of a sort of the whole table. `reversed` turns the whole
 * order around (nulls included), to read a deep page from the far end (see lists/pages.ts).
 */
export function orderBySql(list: ListQuery, spec: ListSpec, { reversed = false } = {}): SQL[] {
  const flip = (direction: 'ASC' | 'DESC') => (reversed ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction);
  const terms = list.sort.map((term) => {
    const col = spec.fields[term.field].column;
    const nulls = isNotNullColumn(col) ? sql`` : reversed ? sql` nulls first` : sql` nulls last`;
    return flip(term.direction) === 'ASC' ? sql`${asc(col)}${nulls}` : sql`${desc(col)}${nulls}`;
  });
  const lastDirection = flip(list.sort.at(-1)?.direction ?? 'DESC');
  if (spec.tiebreaker) terms.push(lastDirection === 'ASC' ? asc(spec.tiebreaker) : desc(spec.tiebreaker));
  return terms;
}

function isNotNullColumn(col: SQLWrapper): boolean {
  return is(col, Column) && col.notNull;
}

/** JSON schema of the list parameters, for a route's `querystring` (documents them in OpenAPI). */
export const listQuerystringSchema = {
  type: 'object',
  properties: {
    where: { type: 'string', description: 'JSON object of conditions, e.g. {"status":"active"}' },
    sort: { type: 'string', description: 'JSON list, e.g. [{"created_at":"DESC"}]' },
    offset: { type: 'string' },
    limit: { type: 'string', description: 'Page size; -1 for all (bounded by the server)' },
    page: { type: 'string' },
    search: { type: 'string' },
    populate: { type: 'string', description: 'JSON list or comma-separated relation names' },
  },
} as const;
