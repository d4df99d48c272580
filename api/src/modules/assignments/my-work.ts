import type { FastifyInstance } from 'fastify';
import { permissionsOf } from '../../lib/permissions.js';
import { statementNameOf } from '../../lists/index.js';
import type { Queue } from './queues.js';

export interface WorkItem {
  queue: string;
  record_type: string;
  key: string;
  label: string;
  created_at: string;
  assignee: { uid: string; full_name: string } | null;
}

export interface QueueCount {
  queue: string;
  title: string;
  mine: number;
  unassigned: number;
  can_assign: boolean;
}

/** Every work queue, the declared ones included. */
const queuesOf = (app: FastifyInstance): Queue[] => [...app.registry.workQueues.values()];

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The queues whose unassigned items the role may act on. */
function actableQueues(queues: Queue[], role: string): Queue[] {
  const held = permissionsOf(role);
  return queues.filter((queue) => held.has(queue.actPermission));
}

/**
 * One queue's open items, assigned to the admin ($1) or, for `bucket` 1, to nobody: each arm reads
 * its queue's partial index (assignee, created_at) in order, at most $2 rows.
 */
function arm(queue: Queue, bucket: 0 | 1): string {
  return `(select ${bucket} as bucket, '${queue.name}' as queue, t.${queue.key}::text as key,
      (${queue.label}) as label, t.created_at, t.assignee_id
     from ${queue.table} t
    where ${queue.kind} and ${queue.open} and t.assignee_id ${bucket === 0 ? '= $1' : 'is null'}
    order by t.created_at, t.id limit $2)`;
}

/**
 * What waits for the admin: items assigned to them (every queue), then the unassigned items of the
 * queues their role may act on, oldest first, one page; with each queue's counts.
 */
export async function myWork(
  app: FastifyInstance,
  admin: { id: number; role: string },
  page: { limit: number; offset: number },
) {
  const queues = queuesOf(app);
  const byName = new Map(queues.map((queue) => [queue.name, queue]));
  const actable = actableQueues(queues, admin.role);
  const arms = [...queues.map((queue) => arm(queue, 0)), ...actable.map((queue) => arm(queue, 1))];
  const itemsText = `select w.queue, w.key, w.label, ${iso('w.created_at')} as created_at,
            a.uid as assignee_uid, a.full_name as assignee_name
       from (${arms.join(' union all ')}) w left join admins a on a.id = w.assignee_id
      order by w.bucket, w.created_at, w.key limit $3 offset $4`;
  const rows = await app.database.query<{
    queue: string;
    key: string;
    label: string;
    created_at: string;
    assignee_uid: string | null;
    assignee_name: string | null;
  }>(
    itemsText,
    [admin.id, page.offset + page.limit, page.limit, page.offset],
    // Named (one text per set of queues a role acts on): a union of every queue's arms cost more
    // to plan than to run.
    statementNameOf('my_work_items', itemsText),
  );
  const counts = await queueCounts(app, admin);
  const items: WorkItem[] = rows.map((row) => ({
    queue: row.queue,
    record_type: byName.get(row.queue)?.recordType ?? row.queue,
    key: row.key,
    label: row.label,
    created_at: row.created_at,
    assignee:
      row.assignee_uid && row.assignee_name ? { uid: row.assignee_uid, full_name: row.assignee_name } : null,
  }));
  return { items, counts, total: counts.reduce((sum, c) => sum + c.mine + c.unassigned, 0) };
}

/** Each queue's open items assigned to the admin and, where the role may act, unassigned. */
export async function queueCounts(
  app: FastifyInstance,
  admin: { id: number; role: string },
): Promise<QueueCount[]> {
  const queues = queuesOf(app);
  const held = permissionsOf(admin.role);
  const actable = new Set(actableQueues(queues, admin.role).map((queue) => queue.name));
  const parts = queues.map((queue) => {
    const name = queue.name;
    const from = `from ${queue.table} t where ${queue.kind} and ${queue.open}`;
    const unassigned = actable.has(name) ? `(select count(*) ${from} and t.assignee_id is null)` : '0';
    return `(select count(*) ${from} and t.assignee_id = $1) as "${name}:mine", ${unassigned} as "${name}:unassigned"`;
  });
  const countsText = `select ${parts.join(', ')}`;
  const [row] = await app.database.query<Record<string, string | number>>(
    countsText,
    [admin.id],
    statementNameOf('my_work_counts', countsText),
  );
  return queues.map((queue) => ({
    queue: queue.name,
    title: queue.title,
    mine: Number(row[`${queue.name}:mine`]),
    unassigned: Number(row[`${queue.name}:unassigned`]),
    can_assign: held.has(queue.assignPermission),
  }));
}
