// A global list of the catalog (specialties, services, board certifications) as one resource,
// configured once per list (kinds.ts). A delete only retires an entry (active = false): doctors keep
// what they chose, and adding the name again revives it.
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TProperties } from 'typebox';
import type { JsonSchema } from '../../wire/exact-shapes.js';
import type { Db } from '../../db/client.js';
import type { boardCertifications, services, specialities } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import {
  containsPattern,
  type ListDefinition,
  type ListQuery,
  type ListSpec,
  readList,
} from '../../lists/index.js';
import { audit } from '../../lib/audit-log.js';
import { isUniqueViolation } from './db-errors.js';
import type { NameMessages } from './rules.js';
import { isUuid } from '../../wire/uuid.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CatalogTable = typeof specialities | typeof services | typeof boardCertifications;

/** What one global list is: its table, its words, its input and its answer. */
export interface CatalogKind<Row, Input extends { name: string }> {
  table: CatalogTable;
  /** The answer's key for one entry and for the list (`speciality`, `specialities`). */
  one: string;
  many: string;
  /** The audit log's target type (its actions are `<type>.create`, `.update`, `.delete`). */
  auditType: string;
  /** The OpenAPI tag. */
  tag: string;
  /** The admin screen's name: the list its saved views are kept of, the live topic its table announces. */
  screen: string;
  paths: { list: string; create: string; item: string };
  spec: ListSpec;
  texts: {
    name: NameMessages;
    duplicate: string;
    missing: string;
    added: string;
    updated: string;
    deleted: string;
  };
  summaries: { list: string; listFilters: string; create: string; update: string; delete: string };
  /** The body fields besides `name` (and `active` on create). */
  bodyFields: TProperties;
  /** An entry as the API answers it, and its schema. */
  wire: (row: Row) => Record<string, unknown>;
  schema: JsonSchema;
  /** A request body, checked, each rule with the message the screens show. */
  input: (body: Record<string, unknown> | undefined) => Input;
  /** The columns an input sets. */
  values: (input: Input) => Record<string, unknown>;
  /** The column that orders the list, when a new entry goes last (services). */
  orderColumn?: PgColumn;
  createDetails: (input: Input) => Record<string, unknown>;
  updateDetails: (current: Row, input: Input) => Record<string, unknown>;
}

const sameName = (column: PgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

/** Runs a write; a race that still hits the unique name index answers like the duplicate check. */
async function guardDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** The list: active entries unless asked, the search on the name. */
function catalogList<Row, Input extends { name: string }>(
  kind: CatalogKind<Row, Input>,
): ListDefinition<Row, Record<string, unknown>> {
  const t = kind.table;
  return {
    name: `catalog ${kind.many}`,
    spec: kind.spec,
    table: t,
    id: t.id,
    conditions: (list) => [
      list.where.some((c) => c.field === 'active') ? undefined : sql`${t.active} = true`,
    ],
    search: (text, _list, bind) => ({
      condition: sql`${t.name} ilike ${bind(containsPattern(text))}`,
      freeText: true,
    }),
    windowTotal: true,
    columns: getTableColumns(t),
    map: kind.wire,
  };
}

export type CatalogKindService<Row, Input extends { name: string }> = ReturnType<
  typeof catalogKindService<Row, Input>
>;

export function catalogKindService<Row, Input extends { name: string }>(
  app: FastifyInstance,
  kind: CatalogKind<Row, Input>,
) {
  // One table of three: its rows are the kind's Row, and the kind's values its columns.
  const t = kind.table as typeof specialities;
  const missing = () => notFound(kind.texts.missing);
  const definition = catalogList(kind);
  const entry = (row: unknown) => ({ [kind.one]: kind.wire(row as Row) });

  const lockByName = (tx: Tx, name: string) =>
    tx.select().from(t).where(sameName(t.name, name)).for('update');

  async function insert(tx: Tx, values: Record<string, unknown>): Promise<Row> {
    let order = {};
    if (kind.orderColumn) {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${kind.orderColumn}), 0) + 1` })
        .from(t);
      order = { order: Number(next) };
    }
    const [row] = await tx
      .insert(t)
      .values({ ...values, ...order } as typeof t.$inferInsert)
      .returning();
    return row as Row;
  }

  async function update(tx: Tx, id: number, values: Record<string, unknown>): Promise<Row> {
    const [row] = await tx.update(t).set(values).where(eq(t.id, id)).returning();
    return row as Row;
  }

  return {
    /** Adds an entry, or revives a retired one of the same name; an active one stays as it is. */
    async upsertByName(tx: Tx, input: Input): Promise<{ row: Row; created: boolean }> {
      const [existing] = await lockByName(tx, input.name);
      if (existing?.active) return { row: existing as Row, created: false };
      const values = { ...kind.values(input), active: true };
      const row = existing ? await update(tx, existing.id, values) : await insert(tx, values);
      return { row, created: true };
    },

    async list(list: ListQuery) {
      const page = await readList(app.db, definition, list);
      return { [kind.many]: page.rows, count: page.total, limit: list.limit };
    },

    async create(request: FastifyRequest, input: Input, active: boolean) {
      return guardDuplicate(kind.texts.duplicate, () =>
        app.db.transaction(async (tx) => {
          const [existing] = await lockByName(tx, input.name);
          if (existing?.active) throw conflict(kind.texts.duplicate);
          const values = { ...kind.values(input), active };
          const row = existing ? await update(tx, existing.id, values) : await insert(tx, values);
          await audit(tx, request, {
            action: `${kind.auditType}.create`,
            targetType: kind.auditType,
            targetUid: (row as { uid: string }).uid,
            details: kind.createDetails(input),
          });
          return entry(row);
        }),
      );
    },

    async update(request: FastifyRequest, uid: string, input: Input) {
      if (!isUuid(uid)) throw missing();
      return guardDuplicate(kind.texts.duplicate, () =>
        app.db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(t)
            .where(and(eq(t.uid, uid), eq(t.active, true)))
            .for('update');
          if (!current) throw missing();
          const [clash] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(sameName(t.name, input.name), ne(t.id, current.id)) as SQL);
          if (clash) throw conflict(kind.texts.duplicate);
          const row = await update(tx, current.id, kind.values(input));
          await audit(tx, request, {
            action: `${kind.auditType}.update`,
            targetType: kind.auditType,
            targetUid: uid,
            details: kind.updateDetails(current as Row, input),
          });
          return entry(row);
        }),
      );
    },

    async remove(request: FastifyRequest, uid: string) {
      if (!isUuid(uid)) throw missing();
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ active: false })
          .where(and(eq(t.uid, uid), eq(t.active, true)))
          .returning();
        if (!row) throw missing();
        await audit(tx, request, {
          action: `${kind.auditType}.delete`,
          targetType: kind.auditType,
          targetUid: uid,
          details: { name: row.name },
        });
      });
      return null;
    },
  };
}
