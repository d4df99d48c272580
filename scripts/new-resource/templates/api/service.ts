import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { {{names}} } from '../../db/schema/index.js';
import { audit } from '../../lib/audit-log.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { csvDateTime } from '../../lib/list-export.js';
import { containsPattern, type ListDefinition, type ListSpec } from '../../lists/index.js';
import { toIso } from '../../time/iso.js';
import { isUuid } from '../../wire/uuid.js';
import type { {{Name}}Status } from './schemas.js';

type Row = typeof {{names}}.$inferSelect;
export interface {{Name}}Input {
  name: string;
  description?: string | null;
}

/** What GET /{{name-kebab}} lets a client filter and sort by (anything else is a 400). */
const {{name}}ListSpec: ListSpec = {
  fields: {
    name: { column: {{names}}.name, type: 'string', sort: true, operators: ['=', 'contains'] },
    status: { column: {{names}}.status, type: 'string', sort: true, operators: ['=', '!=', 'in'] },
    created_at: { column: {{names}}.createdAt, type: 'date', sort: true },
    updated_at: { column: {{names}}.updatedAt, type: 'date', sort: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: {{names}}.id,
};

const answer = (row: Row) => ({
  uid: row.uid,
  name: row.name,
  description: row.description,
  status: row.status as {{Name}}Status,
  created_at: toIso(row.createdAt) ?? '',
  updated_at: toIso(row.updatedAt) ?? '',
});

/** GET /{{name-kebab}} as the list engine reads it, and as CSV (times in `timeZone`). */
export function {{name}}List(timeZone: string): ListDefinition<Row, ReturnType<typeof answer>> {
  const at = csvDateTime(timeZone);
  return {
    name: '{{names-kebab}}',
    spec: {{name}}ListSpec,
    table: {{names}},
    id: {{names}}.id,
    search: (text, _list, bind) => ({
      condition: sql`${{{names}}.name} ilike ${bind(containsPattern(text))}`,
      freeText: true,
    }),
    windowTotal: true,
    columns: getTableColumns({{names}}),
    map: answer,
    csv: {
      file: '{{names-kebab}}',
      action: '{{name_snake}}.export',
      columns: [
        { header: 'Name', cell: (row) => row.name },
        { header: 'Description', cell: (row) => row.description ?? '' },
        { header: 'Status', cell: (row) => (row.status === 'archived' ? 'Archived' : 'Active') },
        { header: 'Added', cell: (row) => at(row.createdAt) },
      ],
    },
  };
}

/** The uid of a path: a malformed one is a 404 like an unknown one (it never reaches SQL). */
function byUid(uid: string): SQL {
  if (!isUuid(uid)) throw notFound('{{Label}} not found');
  return eq({{names}}.uid, uid);
}

/** The checked input: a name after trimming, a description or null. */
function checked(input: {{Name}}Input) {
  const name = input.name.trim();
  if (!name) throw badRequest('Please enter a name');
  return { name, description: input.description?.trim() || null };
}

export async function find{{Name}}(app: FastifyInstance, uid: string) {
  const [row] = await app.db.select().from({{names}}).where(byUid(uid));
  if (!row) throw notFound('{{Label}} not found');
  return answer(row);
}

/** Adds a {{label}} and its audit entry in one transaction. */
export function create{{Name}}(app: FastifyInstance, request: FastifyRequest, input: {{Name}}Input) {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.insert({{names}}).values(checked(input)).returning();
    await audit(tx, request, { action: '{{name_snake}}.create', targetType: '{{name_snake}}', targetUid: row.uid });
    return answer(row);
  });
}

export function update{{Name}}(app: FastifyInstance, request: FastifyRequest, uid: string, input: {{Name}}Input) {
  const where = byUid(uid);
  return app.db.transaction(async (tx) => {
    const values = { ...checked(input), updatedAt: sql`now()` };
    const [row] = await tx.update({{names}}).set(values).where(where).returning();
    if (!row) throw notFound('{{Label}} not found');
    await audit(tx, request, { action: '{{name_snake}}.update', targetType: '{{name_snake}}', targetUid: uid });
    return answer(row);
  });
}

/**
 * Archive ('archived') or restore ('active') as one conditional update: the status it already has
 * is refused (409), so a second or stale click cannot pass unnoticed.
 */
export function set{{Name}}Status(app: FastifyInstance, request: FastifyRequest, uid: string, status: {{Name}}Status) {
  const where = byUid(uid);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update({{names}})
      .set({ status, updatedAt: sql`now()` })
      .where(and(where, ne({{names}}.status, status)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: {{names}}.id }).from({{names}}).where(where);
      if (!exists) throw notFound('{{Label}} not found');
      throw conflict(status === 'archived' ? '{{Label}} is already archived' : '{{Label}} is already active');
    }
    const verb = status === 'archived' ? 'archive' : 'restore';
    await audit(tx, request, { action: `{{name_snake}}.${verb}`, targetType: '{{name_snake}}', targetUid: uid });
    return answer(row);
  });
}

/** How the Audit Log names a {{label}}: by its name (a uid that is not one names nothing). */
export async function {{name}}Names(app: FastifyInstance, ids: string[]): Promise<[string, string][]> {
  const uids = ids.filter(isUuid);
  if (!uids.length) return [];
  const rows = await app.database.query<{ uid: string; name: string }>(
    'select uid::text as uid, name from {{names_snake}} where uid = any($1::uuid[])',
    [uids],
  );
  return rows.map((row) => [row.uid, row.name]);
}
