import type { Role } from '../../lib/permissions.js';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../lib/batch.js';

/** What an inbox entry points at: a record by its type and public key, and its name when written. */
export interface InboxRecord {
  type: string;
  key: string;
  /** Never a patient's name: 'A patient' (the inbox is shown outside the patient's record). */
  label: string;
}

export interface InboxEntry {
  kind: 'mention' | 'assignment';
  /** Who is told (admins.id); the actor is never told about their own action. */
  recipients: number[];
  actorId: number;
  actorName: string;
  record: InboxRecord;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const WORDS: Record<InboxEntry['kind'], string> = {
  mention: 'mentioned you in a note on',
  assignment: 'assigned you',
};

/**
 * Writes the entries in the caller's transaction (`tx`), so an inbox entry exists exactly when its
 * note or assignment does; the answer sends, once the caller has committed, the e-mails of the
 * recipients who asked for them (through the outbox, encrypted like all mail).
 */
export async function writeInbox(
  app: FastifyInstance,
  tx: Tx,
  entry: InboxEntry,
): Promise<() => Promise<void>> {
  const recipients = [...new Set(entry.recipients)].filter((id) => id !== entry.actorId);
  if (!recipients.length) return async () => undefined;
  // (An array literal: drizzle's template would spread a JS array into a list of parameters.)
  const written = rowsOf<{ email: string; notify_by_email: boolean }>(
    await tx.execute(sql`
      with told as (
        insert into admin_notifications (admin_id, actor_id, kind, record_type, record_key, record_label)
        select a.id, ${entry.actorId}, ${entry.kind}, ${entry.record.type}, ${entry.record.key}, ${entry.record.label}
          from admins a where a.id = any(${`{${recipients.join(',')}}`}::bigint[]) and a.status = 'active'
        returning admin_id)
      select a.email, a.notify_by_email from told join admins a on a.id = told.admin_id`),
  );
  const mails = written.filter((row) => row.notify_by_email);
  return async () => {
    for (const row of mails) {
      await app.mailer.send({
        to: row.email,
        kind: `admin_${entry.kind}`,
        subject: `${entry.actorName} ${WORDS[entry.kind]} ${entry.record.type.replace('-', ' ')}`,
        text:
          `${entry.actorName} ${WORDS[entry.kind]} ${entry.record.type.replace('-', ' ')} "${entry.record.label}".\n\n` +
          'Open the back-office and its bell to see it.',
      });
    }
  };
}

export interface InboxItem {
  uid: string;
  kind: 'mention' | 'assignment';
  record_type: string;
  record_key: string;
  record_label: string;
  actor: string | null;
  created_at: string;
  read_at: string | null;
}

export async function readInbox(app: FastifyInstance, adminId: number, limit: number) {
  const items = await app.database.query<InboxItem>(
    `select n.uid, n.kind, n.record_type, n.record_key, n.record_label, a.full_name as actor,
            to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
            to_char(n.read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as read_at
       from admin_notifications n left join admins a on a.id = n.actor_id
      where n.admin_id = $1 order by n.id desc limit $2`,
    [adminId, limit],
  );
  const [settings] = await app.database.query<{ notify_by_email: boolean }>(
    'select notify_by_email from admins where id = $1',
    [adminId],
  );
  return {
    notifications: items,
    unread: await unreadCount(app, adminId),
    notify_by_email: settings?.notify_by_email ?? false,
  };
}

export async function unreadCount(app: FastifyInstance, adminId: number): Promise<number> {
  const [row] = await app.database.query<{ n: string | number }>(
    'select count(*) as n from admin_notifications where admin_id = $1 and read_at is null',
    [adminId],
  );
  return Number(row?.n ?? 0);
}

/** Marks the admin's own entries read (those named, or all); another admin's uid changes nothing. */
export async function markRead(app: FastifyInstance, adminId: number, uids: string[] | undefined) {
  if (uids === undefined) {
    await app.database.query(
      'update admin_notifications set read_at = now() where admin_id = $1 and read_at is null',
      [adminId],
    );
  } else if (uids.length) {
    await app.database.query(
      `update admin_notifications set read_at = now()
        where admin_id = $1 and read_at is null and uid = any($2::uuid[])`,
      [adminId, uids],
    );
  }
  return { unread: await unreadCount(app, adminId) };
}

export async function setEmailPreference(app: FastifyInstance, adminId: number, notifyByEmail: boolean) {
  await app.database.query('update admins set notify_by_email = $2 where id = $1', [adminId, notifyByEmail]);
  return { notify_by_email: notifyByEmail };
}

/** The active administrators by name (the mention picker): no e-mail, no status. */
export function activeTeammates(app: FastifyInstance) {
  return app.database.query<{ uid: string; full_name: string; role: Role }>(
    `select uid::text as uid, full_name, role from admins where status = 'active' order by lower(full_name), id`,
  );
}
