import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { admins, auditLog } from '../../db/schema/index.js';
import { csvDateTime } from '../../lib/list-export.js';
import { type ListCsv, type ListDefinition, type ListQuery, readList } from '../../lists/index.js';
import { toIso } from '../../time/iso.js';
import { publicDetails } from './details.js';
import { auditListSpec, auditSearch } from './list-spec.js';
import { type NameOf, targetNames } from './target-names.js';
import { actionLabel } from './vocabulary.js';

/**
 * Counting a million entries on every page would cost more than the page: the count stops at this
 * many matches and the answer says so (`count_capped`); the screen shows "10,000+".
 */
export const AUDIT_COUNT_CAP = 10_000;

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetUid: auditLog.targetUid,
  ip: auditLog.ip,
  requestId: auditLog.requestId,
  details: auditLog.details,
  adminUid: admins.uid,
  adminName: admins.fullName,
  adminEmail: admins.email,
};
type EntryRow = {
  id: number;
  createdAt: Date | string;
  action: string;
  targetType: string | null;
  targetUid: string | null;
  ip: string | null;
  requestId: string | null;
  details: unknown;
  adminUid: string | null;
  adminName: string | null;
  adminEmail: string | null;
};

function withAdmin<Q extends PgSelect>(query: Q): Q {
  // The selection is explicit, so joining changes nothing in the rows' type.
  return query.leftJoin(admins, eq(admins.id, auditLog.adminId)) as unknown as Q;
}

function entryOut(app: FastifyInstance, row: EntryRow, nameOf: NameOf) {
  return {
    id: Number(row.id),
    created_at: toIso(row.createdAt),
    admin: row.adminUid ? { uid: row.adminUid, full_name: row.adminName, email: row.adminEmail } : null,
    action: row.action,
    action_label: actionLabel(app, row.action),
    target_type: row.targetType,
    target_uid: row.targetUid,
    target_name: nameOf(row),
    ip: row.ip,
    request_id: row.requestId,
    details: publicDetails(row.details),
  };
}

/** GET /audit as the list engine reads it: entries with their admin, the count capped; and as CSV. */
export function auditList(app: FastifyInstance, timeZone: string): ListDefinition<EntryRow, EntryRow> {
  return {
    name: 'audit',
    spec: auditListSpec(timeZone),
    table: auditLog,
    id: auditLog.id,
    search: (text, _list, bind) => ({ condition: auditSearch(text, bind), freeText: false }),
    countCap: AUDIT_COUNT_CAP,
    columns: entryColumns,
    joins: withAdmin,
    map: (row) => row,
    csv: auditCsv(app, timeZone),
  };
}

/** GET /audit: a page of `entries` (auditList), newest first, with their targets' names and a capped count. */
export async function listAudit(
  app: FastifyInstance,
  entries: ListDefinition<EntryRow, EntryRow>,
  list: ListQuery,
) {
  const page = await readList(app.db, entries, list);
  const nameOf = await targetNames(app, page.rows);
  const capped = page.total > AUDIT_COUNT_CAP;
  return {
    entries: page.rows.map((row) => entryOut(app, row, nameOf)),
    count: capped ? AUDIT_COUNT_CAP : page.total,
    count_capped: capped,
    limit: list.limit,
  };
}

/** GET /audit as CSV: every matching entry, newest first, as the list shows it. */
function auditCsv(app: FastifyInstance, timeZone: string): ListCsv<EntryRow> {
  const at = csvDateTime(timeZone);
  // The names of the batch being written (one export's: a definition is made per request).
  let nameOf: NameOf = () => null;
  return {
    file: 'audit-log',
    action: 'audit.export',
    async prepareBatch(rows) {
      nameOf = await targetNames(app, rows);
    },
    columns: [
      { header: 'Time', cell: (row) => at(row.createdAt) },
      { header: 'Admin', cell: (row) => row.adminName ?? '' },
      { header: 'Admin e-mail', cell: (row) => row.adminEmail ?? '' },
      { header: 'Action', cell: (row) => row.action },
      { header: 'Target kind', cell: (row) => row.targetType ?? '' },
      { header: 'Target id', cell: (row) => row.targetUid ?? '' },
      { header: 'Target', cell: (row) => nameOf(row) ?? '' },
      { header: 'Client address', cell: (row) => row.ip ?? '' },
      { header: 'Request id', cell: (row) => row.requestId ?? '' },
      {
        header: 'Details',
        cell: (row) => {
          const details = publicDetails(
            typeof row.details === 'string' ? safeJson(row.details) : row.details,
          );
          return details ? JSON.stringify(details) : '';
        },
      },
    ],
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** GET /audit/filters: the choices of the Audit Log's filters. */
export async function auditFilterChoices(app: FastifyInstance) {
  const rows = await app.reads.db
    .select({ uid: admins.uid, fullName: admins.fullName, email: admins.email })
    .from(admins)
    .orderBy(admins.fullName);
  return { admins: rows.map((row) => ({ uid: row.uid, full_name: row.fullName, email: row.email })) };
}
