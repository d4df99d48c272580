import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit-log.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { permissionsOf, ROLE_LABELS, type Role } from '../../lib/permissions.js';
import { writeInbox } from '../admin-inbox/index.js';
import { itemKey, type Queue } from './queues.js';

export interface AssigneeOut {
  uid: string;
  full_name: string;
}

export interface AssignmentOut {
  queue: string;
  key: string;
  assignee: AssigneeOut | null;
  assigned_at: string | null;
  /** Whether the item still awaits work (only then can it be assigned). */
  open: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function keyOr404(queue: Queue, raw: string): string {
  const key = itemKey(queue, raw);
  if (key === null) throw notFound(`${capital(queue.noun)} not found`);
  return key;
}

const capital = (words: string) => words[0].toUpperCase() + words.slice(1);

interface CurrentRow {
  id: number;
  open: boolean;
  closed_reason: string;
  label: string;
  assignee_id: number | null;
  assignee_uid: string | null;
  assignee_name: string | null;
  assigned_at: string | null;
}

function currentQuery(queue: Queue, key: string) {
  return sql`select t.id, (${sql.raw(queue.open)}) as open, (${sql.raw(queue.closedReason)}) as closed_reason,
      (${sql.raw(queue.label)}) as label, t.assignee_id, a.uid as assignee_uid, a.full_name as assignee_name,
      ${sql.raw(iso('t.assigned_at'))} as assigned_at
    from ${sql.raw(queue.table)} t left join admins a on a.id = t.assignee_id
    where t.${sql.raw(queue.key)} = ${key} and ${sql.raw(queue.kind)}`;
}

function answerOf(queue: Queue, key: string, row: CurrentRow): AssignmentOut {
  return {
    queue: queue.name,
    key,
    assignee:
      row.assignee_uid && row.assignee_name ? { uid: row.assignee_uid, full_name: row.assignee_name } : null,
    assigned_at: row.assigned_at,
    open: row.open,
  };
}

export async function readAssignment(
  app: FastifyInstance,
  queue: Queue,
  rawKey: string,
): Promise<AssignmentOut> {
  const key = keyOr404(queue, rawKey);
  const [row] = rowsOf<CurrentRow>(await app.db.execute(currentQuery(queue, key)));
  if (!row) throw notFound(`${capital(queue.noun)} not found`);
  return answerOf(queue, key, row);
}

interface AdminRow {
  id: number;
  uid: string;
  full_name: string;
  role: Role;
  status: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function adminByUid(app: FastifyInstance, uid: string): Promise<AdminRow | undefined> {
  if (!UUID.test(uid)) return undefined;
  const [row] = await app.database.query<AdminRow>(
    'select id, uid, full_name, role, status from admins where uid = $1',
    [uid.toLowerCase()],
  );
  return row;
}

/** The active administrators whose role may act on the queue's items: whom it can be assigned to. */
export async function assignableAdmins(app: FastifyInstance, queue: Queue) {
  const rows = await app.database.query<AdminRow>(
    `select id, uid, full_name, role, status from admins where status = 'active' order by lower(full_name), id`,
  );
  return rows
    .filter((row) => permissionsOf(row.role).has(queue.actPermission))
    .map((row) => ({ uid: row.uid, full_name: row.full_name, role: row.role }));
}

export interface AssignBody {
  /** The admin to assign (null: unassign). */
  assignee_uid: string | null;
  /**
   * Who the client saw assigned (null: nobody): the change is made only if that is still so, so
   * two admins pressing "Assign to me" at once get one winner. Left out: whoever has it.
   */
  expected_assignee_uid?: string | null;
}

/**
 * Assigns (or unassigns) one open item in one conditional UPDATE: the row changes only while it is
 * open and, when the client says whom it saw assigned, still assigned to them. The audit entry and
 * the assignee's inbox entry are written in the same transaction.
 */
export async function assign(
  app: FastifyInstance,
  request: FastifyRequest,
  queue: Queue,
  rawKey: string,
  body: AssignBody,
): Promise<{ assignment: AssignmentOut; message: string }> {
  const key = keyOr404(queue, rawKey);
  const actor = request.admin!;
  let target: AdminRow | null = null;
  if (body.assignee_uid !== null) {
    const found = await adminByUid(app, body.assignee_uid);
    if (!found) throw badRequest('No administrator has this id');
    if (found.status !== 'active')
      throw badRequest(`${found.full_name} is deactivated and cannot be assigned work`);
    if (!permissionsOf(found.role).has(queue.actPermission)) {
      const role = ROLE_LABELS[found.role as Role] ?? found.role;
      throw badRequest(
        `${found.full_name} cannot be assigned this ${queue.noun}: the ${role} role cannot ${queue.act}`,
      );
    }
    target = found;
  }
  let expectedId: number | null | undefined;
  if (body.expected_assignee_uid === null) expectedId = null;
  else if (body.expected_assignee_uid !== undefined) {
    const expected = await adminByUid(app, body.expected_assignee_uid);
    // Nobody can be assigned under an unknown id: the client's view is stale, whoever has it now.
    expectedId = expected ? expected.id : -1;
  }

  let afterCommit: () => Promise<void> = async () => undefined;
  const outcome = await app.db.transaction(async (tx) => {
    // The row is locked first and read after: a read joined in the locking statement would, after
    // waiting for another assignment, see the new assignee's id but not their name.
    await tx.execute(
      sql`select 1 from ${sql.raw(queue.table)} t where t.${sql.raw(queue.key)} = ${key} and ${sql.raw(queue.kind)} for update`,
    );
    const [row] = rowsOf<CurrentRow>(await tx.execute(currentQuery(queue, key)));
    if (!row) throw notFound(`${capital(queue.noun)} not found`);
    if (!row.open) throw conflict(row.closed_reason);
    const currentId = row.assignee_id === null ? null : Number(row.assignee_id);
    const targetId = target ? Number(target.id) : null;
    if (currentId === targetId) return { changed: false, row };
    if (expectedId !== undefined && currentId !== expectedId) {
      throw conflict(
        currentId === null
          ? `This ${queue.noun} was unassigned meanwhile; look again before assigning it`
          : currentId === actor.id
            ? `You already have this ${queue.noun}`
            : `${row.assignee_name} already has this ${queue.noun}`,
      );
    }
    const [updated] = rowsOf<CurrentRow>(
      await tx.execute(sql`update ${sql.raw(queue.table)} t
          set assignee_id = ${targetId}, assigned_at = ${targetId === null ? null : sql`now()`}
        where t.id = ${row.id}
        returning t.id, true as open, '' as closed_reason, (${sql.raw(queue.label)}) as label, t.assignee_id,
          ${target?.uid ?? null}::uuid as assignee_uid, ${target?.full_name ?? null}::text as assignee_name,
          ${sql.raw(iso('t.assigned_at'))} as assigned_at`),
    );
    await audit(tx, request, {
      action: targetId === null ? 'assignment.unassign' : 'assignment.assign',
      targetType: queue.auditTarget,
      targetUid: key,
      details: {
        queue: queue.name,
        assignee: target?.full_name ?? null,
        previous: row.assignee_name ?? null,
      },
    });
    if (target && targetId !== actor.id) {
      afterCommit = await writeInbox(app, tx, {
        kind: 'assignment',
        recipients: [targetId as number],
        actorId: actor.id,
        actorName: actor.fullName,
        record: { type: queue.recordType, key, label: row.label },
      });
    }
    return { changed: true, row: updated };
  });
  await afterCommit();
  const assignment = answerOf(queue, key, outcome.row);
  const message =
    assignment.assignee === null
      ? 'Unassigned'
      : assignment.assignee.uid === actor.uid
        ? 'Assigned to you'
        : `Assigned to ${assignment.assignee.full_name}`;
  return { assignment, message };
}
