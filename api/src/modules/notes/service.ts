import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit-log.js';
import { statementNameOf } from '../../lists/index.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { forbiddenMessage } from '../../lib/permissions.js';
import { can } from '../../plugins/permissions.js';
import { writeInbox } from '../admin-inbox/index.js';
import { type MentionTarget, mentionedUids, resolveMentions } from './mentions.js';
import { type NoteRecord, recordKey } from './records.js';
import { withRecordLinks } from './record-links.js';

export const NOTE_MAX = 5_000;
export const EDIT_MINUTES = 10;
export const EMPTY_NOTE_MESSAGE = 'Write something before saving the note';
export const LONG_NOTE_MESSAGE = `A note can have at most ${NOTE_MAX.toLocaleString('en-US')} characters`;

export interface NoteOut {
  uid: string;
  author: { uid: string; full_name: string } | null;
  /** Plain text (mentions as `@[Name](uid)`); null once deleted. */
  text: string | null;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  deleted_by: string | null;
  mentions: { uid: string; full_name: string }[];
  /** The earlier texts, oldest first (none shown once deleted). */
  history: { text: string; written_at: string }[];
  can_edit: boolean;
  can_delete: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function checkedText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw badRequest(EMPTY_NOTE_MESSAGE);
  if (text.length > NOTE_MAX) throw badRequest(LONG_NOTE_MESSAGE);
  return text;
}

/** The record's name, or a 404 when there is no such record (a malformed key is one too). */
async function findRecord(app: FastifyInstance, record: NoteRecord, rawKey: string) {
  const key = recordKey(record, rawKey);
  // Named statements (here and in listNotes): planned once per connection, not on every read.
  const [row] =
    key === null
      ? []
      : await app.database.query<{ label: string }>(
          record.find,
          [key],
          statementNameOf('note_record', record.find),
        );
  if (!row || key === null) throw notFound(`${record.noun} not found`);
  return { key, label: row.label };
}

async function activeAdmins(app: FastifyInstance, uids: string[]): Promise<Map<string, MentionTarget>> {
  if (!uids.length) return new Map();
  const rows = await app.database.query<MentionTarget>(
    `select id, uid::text as uid, full_name from admins where status = 'active' and uid::text = any($1::text[])`,
    [uids],
  );
  return new Map(rows.map((row) => [row.uid, { ...row, id: Number(row.id) }]));
}

interface NoteRow {
  id: number;
  uid: string;
  author_id: number | null;
  author_uid: string | null;
  author_name: string | null;
  body_enc: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  deleted_by_name: string | null;
  editable: boolean;
}

const NOTE_COLUMNS = `n.id, n.uid, n.author_id, a.uid as author_uid, a.full_name as author_name, n.body_enc,
  ${iso('n.created_at')} as created_at, ${iso('n.edited_at')} as edited_at, ${iso('n.deleted_at')} as deleted_at,
  d.full_name as deleted_by_name, n.created_at > now() - make_interval(mins => ${EDIT_MINUTES}) as editable`;
const NOTE_FROM = `record_notes n left join admins a on a.id = n.author_id left join admins d on d.id = n.deleted_by`;

/** The record's notes, oldest first, decrypted, each with its earlier texts. */
export async function listNotes(app: FastifyInstance, request: FastifyRequest, type: string, rawKey: string) {
  const record = noteKind(app, type);
  const { key } = await findRecord(app, record, rawKey);
  const rows = await app.database.query<NoteRow>(
    `select ${NOTE_COLUMNS} from ${NOTE_FROM}
      where n.record_type = $1 and n.record_key = $2 order by n.created_at, n.id limit 500`,
    [type, key],
    'record_notes_list',
  );
  const ids = rows.filter((row) => !row.deleted_at).map((row) => Number(row.id));
  const versions = ids.length
    ? await app.database.query<{ note_id: number; body_enc: string; written_at: string }>(
        `select note_id, body_enc, ${iso('written_at')} as written_at from record_note_versions
          where note_id = any($1::bigint[]) order by note_id, id`,
        [ids],
      )
    : [];
  const texts = rows.map((row) => (row.deleted_at ? null : app.fieldCrypto.decryptField(row.body_enc)));
  const uids = [...new Set(texts.flatMap((text) => (text ? mentionedUids(text) : [])))];
  const named = uids.length
    ? await app.database.query<{ uid: string; full_name: string }>(
        'select uid::text as uid, full_name from admins where uid::text = any($1::text[])',
        [uids],
      )
    : [];
  const names = new Map(named.map((row) => [row.uid, row.full_name]));
  return rows.map((row, i) =>
    noteOut(
      app,
      request,
      row,
      texts[i],
      versions.filter((v) => Number(v.note_id) === Number(row.id)),
      names,
    ),
  );
}

function noteOut(
  app: FastifyInstance,
  request: FastifyRequest,
  row: NoteRow,
  text: string | null,
  versions: { body_enc: string; written_at: string }[],
  names: ReadonlyMap<string, string>,
): NoteOut {
  const mine = row.author_id !== null && Number(row.author_id) === request.admin!.id;
  const live = row.deleted_at === null;
  const writer = can(request, 'notes.write');
  return {
    uid: row.uid,
    author: row.author_uid && row.author_name ? { uid: row.author_uid, full_name: row.author_name } : null,
    text,
    created_at: row.created_at,
    edited_at: row.edited_at,
    deleted_at: row.deleted_at,
    deleted_by: row.deleted_by_name,
    mentions: text
      ? mentionedUids(text).flatMap((uid) => (names.has(uid) ? [{ uid, full_name: names.get(uid)! }] : []))
      : [],
    history: live
      ? versions.map((v) => ({
          text: app.fieldCrypto.decryptField(v.body_enc) ?? '',
          written_at: v.written_at,
        }))
      : [],
    can_edit: live && writer && mine && row.editable,
    can_delete: live && writer && (mine || can(request, 'notes.moderate')),
  };
}

/** A declared kind of note (a path names only those; a note of a kind no longer declared is not found). */
function noteKind(app: FastifyInstance, type: string): NoteRecord {
  const kind = app.registry.noteKinds.get(type);
  if (!kind) throw notFound('Note not found');
  return kind;
}

function requireReader(request: FastifyRequest, record: NoteRecord) {
  if (!can(request, record.view)) throw forbidden(forbiddenMessage(record.view));
}

/**
 * The text as stored: mentions kept for active admins (made plain otherwise), then each `Dr Name`
 * of one existing doctor linked to them. Too long is refused before linking; links never make it so.
 */
async function resolveTokens(app: FastifyInstance, typed: string) {
  const { text, mentioned } = resolveMentions(typed, await activeAdmins(app, mentionedUids(typed)));
  if (text.length > NOTE_MAX) throw badRequest(LONG_NOTE_MESSAGE);
  return { text: await withRecordLinks(app, text, NOTE_MAX), mentioned };
}

/** Writes a note on the record; its active mentions are told in their inbox. */
export async function writeNote(
  app: FastifyInstance,
  request: FastifyRequest,
  type: string,
  rawKey: string,
  rawText: unknown,
): Promise<NoteOut> {
  const record = noteKind(app, type);
  requireReader(request, record);
  const typed = checkedText(rawText);
  const found = await findRecord(app, record, rawKey);
  const { text, mentioned } = await resolveTokens(app, typed);
  const admin = request.admin!;
  let afterCommit: () => Promise<void> = async () => undefined;
  const uid = await app.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number; uid: string }>(
      await tx.execute(sql`insert into record_notes (record_type, record_key, author_id, body_enc)
        values (${type}, ${found.key}, ${admin.id}, ${app.fieldCrypto.encryptField(text)}) returning id, uid`),
    );
    await audit(tx, request, {
      action: 'note.write',
      targetType: record.auditTarget,
      targetUid: found.key,
      details: { note: row.uid, mentions: mentioned.map((m) => m.full_name) },
    });
    afterCommit = await writeInbox(app, tx, {
      kind: 'mention',
      recipients: mentioned.map((m) => m.id),
      actorId: admin.id,
      actorName: admin.fullName,
      record: { type, key: found.key, label: found.label },
    });
    return row.uid;
  });
  await afterCommit();
  return readNote(app, request, uid);
}

async function noteRow(app: FastifyInstance, uid: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uid)) return undefined;
  const [row] = await app.database.query<NoteRow & { record_type: string; record_key: string }>(
    `select ${NOTE_COLUMNS}, n.record_type, n.record_key from ${NOTE_FROM} where n.uid = $1`,
    [uid.toLowerCase()],
  );
  return row;
}

/** A note the admin may read (one on a record type their role cannot read is a 404 to them). */
async function readableNote(app: FastifyInstance, request: FastifyRequest, uid: string) {
  const row = await noteRow(app, uid);
  const kind = row && app.registry.noteKinds.get(row.record_type);
  if (!row || !kind || !can(request, kind.view)) throw notFound('Note not found');
  return row;
}

async function readNote(app: FastifyInstance, request: FastifyRequest, uid: string): Promise<NoteOut> {
  const row = await readableNote(app, request, uid);
  const [one] = (await listNotes(app, request, row.record_type, row.record_key)).filter(
    (n) => n.uid === row.uid,
  );
  return one;
}

/** Its author changes the text within 10 minutes of writing it; the earlier text is kept. */
export async function editNote(app: FastifyInstance, request: FastifyRequest, uid: string, rawText: unknown) {
  const row = await readableNote(app, request, uid);
  const admin = request.admin!;
  if (row.deleted_at) throw badRequest('This note was deleted; it can no longer be edited');
  if (row.author_id === null || Number(row.author_id) !== admin.id)
    throw forbidden('Only its author can edit a note');
  const typed = checkedText(rawText);
  const before = app.fieldCrypto.decryptField(row.body_enc) ?? '';
  const { text, mentioned } = await resolveTokens(app, typed);
  const already = new Set(mentionedUids(before));
  const record = noteKind(app, row.record_type);
  const { label } = await findRecord(app, record, row.record_key);
  let afterCommit: () => Promise<void> = async () => undefined;
  await app.db.transaction(async (tx) => {
    // The window is checked in the statement that changes the note, so a late save changes nothing.
    const changed = rowsOf<{ id: number }>(
      await tx.execute(sql`update record_notes set body_enc = ${app.fieldCrypto.encryptField(text)}, edited_at = now()
        where id = ${row.id} and deleted_at is null
          and created_at > now() - make_interval(mins => ${EDIT_MINUTES}) returning id`),
    );
    if (!changed.length)
      throw forbidden(`A note can be edited for ${EDIT_MINUTES} minutes after it is written`);
    await tx.execute(sql`insert into record_note_versions (note_id, body_enc, written_at)
      values (${row.id}, ${row.body_enc}, coalesce(${row.edited_at}::timestamptz, ${row.created_at}::timestamptz))`);
    await audit(tx, request, {
      action: 'note.edit',
      targetType: noteKind(app, row.record_type).auditTarget,
      targetUid: row.record_key,
      details: { note: row.uid },
    });
    afterCommit = await writeInbox(app, tx, {
      kind: 'mention',
      recipients: mentioned.filter((m) => !already.has(m.uid)).map((m) => m.id),
      actorId: admin.id,
      actorName: admin.fullName,
      record: { type: row.record_type, key: row.record_key, label },
    });
  });
  await afterCommit();
  return readNote(app, request, row.uid);
}

/** Its author, or an Owner (notes.moderate), deletes a note: it stays, marked deleted, its text hidden. */
export async function deleteNote(app: FastifyInstance, request: FastifyRequest, uid: string) {
  const row = await readableNote(app, request, uid);
  const admin = request.admin!;
  const mine = row.author_id !== null && Number(row.author_id) === admin.id;
  if (!mine && !can(request, 'notes.moderate'))
    throw forbidden('Only its author or an Owner can delete a note');
  if (row.deleted_at) throw badRequest('This note was already deleted');
  await app.db.transaction(async (tx) => {
    const changed = rowsOf<{ id: number }>(
      await tx.execute(sql`update record_notes set deleted_at = now(), deleted_by = ${admin.id}
        where id = ${row.id} and deleted_at is null returning id`),
    );
    if (!changed.length) throw badRequest('This note was already deleted');
    await audit(tx, request, {
      action: 'note.delete',
      targetType: noteKind(app, row.record_type).auditTarget,
      targetUid: row.record_key,
      details: { note: row.uid, author: row.author_name },
    });
  });
  return readNote(app, request, row.uid);
}
