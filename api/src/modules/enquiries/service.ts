import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { admins, enquiries, enquiryReplies, patientProfiles, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { audit, noteWrite } from '../../lib/audit-log.js';
import { runBatch, type Tx, withBatch } from '../../lib/batch.js';
import { csvDateTime } from '../../lib/list-export.js';
import {
  assigneeField,
  assigneeJson,
  type ListCsv,
  type ListDefinition,
  type ListQuery,
  type ListSpec,
  namedRead,
  readList,
} from '../../lists/index.js';
import { readField } from '../../people/fields.js';
import { readOfTheMoment } from '../../plugins/shared-reads.js';
import { mailAddress, shownEmail, shownName } from '../../people/shown-user.js';
import { toIso } from '../../time/iso.js';

/** What GET /enquiry lets a client filter, sort and populate. */
export const enquiryListSpec: ListSpec = {
  fields: {
    id: { column: enquiries.id, type: 'integer', sort: true, operators: ['=', 'in'] },
    status: { column: enquiries.status, type: 'integer', sort: true, operators: ['=', '!=', 'in'] },
    created_at: { column: enquiries.createdAt, type: 'date', sort: true },
    read_at: { column: enquiries.readAt, type: 'date', sort: true, operators: ['=', '!='] },
    subject: { column: enquiries.subject, type: 'string', sort: true, operators: ['=', 'contains'] },
    assignee: assigneeField(enquiries.assigneeId),
  },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: enquiries.id,
  populate: ['user'],
};

export const DETAIL_POPULATE = ['user', 'enquiryReply'];

export interface EnquiryUserOut {
  uid: string;
  full_name: string | null;
  email: string | null;
  role_id: number;
  status: string;
}

export interface EnquiryOut {
  id: number;
  user?: EnquiryUserOut | null;
  phone: string | null;
  subject: string;
  message: string;
  status: 0 | 1;
  created_at: string;
  read_at: string | null;
  /** Who is answering it (work queues). */
  assignee: { uid: string; full_name: string } | null;
  enquiryReply?: { id: number; reply: string; created_at: string; answered_by: string | null }[];
}

/** The columns an enquiry answer is built from: the enquiry, its user and a patient's profile. */
const enquiryColumns = {
  id: enquiries.id,
  phoneEnc: enquiries.phoneEnc,
  subject: enquiries.subject,
  message: enquiries.message,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
  readAt: enquiries.readAt,
  userUid: users.uid,
  roleId: users.roleId,
  userStatus: users.status,
  fullName: users.fullName,
  email: users.email,
  fullNameEnc: patientProfiles.fullNameEnc,
  emailEnc: patientProfiles.emailEnc,
  assignee: assigneeJson(enquiries.assigneeId),
};
type ColumnRow = Omit<typeof enquiryColumns, 'assignee'>;
type EnquiryRow = {
  [K in keyof ColumnRow]: ColumnRow[K]['_']['data'] | null;
} & { assignee: { uid: string; full_name: string } | null };

/** A patient's name and e-mail leave the API masked; a doctor's or a clinic's in full. */
function enquirer(app: FastifyInstance, row: EnquiryRow): EnquiryUserOut | null {
  if (!row.userUid || row.roleId === null) return null;
  return {
    uid: row.userUid,
    role_id: row.roleId,
    status: row.userStatus ?? 'active',
    full_name: shownName(app.fieldCrypto, row),
    email: shownEmail(app.fieldCrypto, row),
  };
}

function enquiryAnswer(app: FastifyInstance, row: EnquiryRow, withUser: boolean): EnquiryOut {
  const out: EnquiryOut = {
    id: Number(row.id),
    phone: readField(app.fieldCrypto, row.phoneEnc),
    subject: row.subject ?? '',
    message: row.message ?? '',
    status: Number(row.status) === 1 ? 1 : 0,
    created_at: toIso(row.createdAt) ?? '',
    read_at: toIso(row.readAt),
    assignee: row.assignee ?? null,
  };
  if (withUser) out.user = enquirer(app, row);
  return out;
}

function withUser<Q extends PgSelect>(query: Q): Q {
  // The selection is explicit, so joining changes nothing in the rows' type.
  return query
    .leftJoin(users, eq(users.id, enquiries.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id)) as unknown as Q;
}

/** The unread enquiries beside every page: a statement that never changes. */
const unreadCount = namedRead('enquiries_unread', (db) =>
  db.select({ n: count() }).from(enquiries).where(isNull(enquiries.readAt)),
);

function selectEnquiries(db: Db) {
  return withUser(db.select(enquiryColumns).from(enquiries).$dynamic());
}

/** GET /enquiry as CSV: the list's columns, a patient's name and e-mail masked as on the screen. */
function enquiriesCsv(app: FastifyInstance, timeZone: string): ListCsv<EnquiryRow> {
  const at = csvDateTime(timeZone);
  return {
    file: 'enquiries',
    action: 'enquiry.export',
    columns: [
      { header: 'Name', cell: (row) => shownName(app.fieldCrypto, row) ?? '' },
      { header: 'Email', cell: (row) => shownEmail(app.fieldCrypto, row) ?? '' },
      { header: 'Phone', cell: (row) => readField(app.fieldCrypto, row.phoneEnc) ?? 'N/A' },
      { header: 'Subject', cell: (row) => row.subject ?? '' },
      { header: 'Enquiry Date & Time', cell: (row) => at(row.createdAt) },
      { header: 'Status', cell: (row) => (Number(row.status) === 1 ? 'Completed' : 'Pending') },
    ],
  };
}

/** GET /enquiry as the list engine reads it, and as CSV (times in `timeZone`). */
export function enquiryList(app: FastifyInstance, timeZone: string): ListDefinition<EnquiryRow, EnquiryOut> {
  return {
    name: 'enquiries',
    spec: enquiryListSpec,
    table: enquiries,
    id: enquiries.id,
    columns: enquiryColumns,
    joins: withUser,
    map: (row, list) => enquiryAnswer(app, row, list.populate.includes('user')),
    csv: enquiriesCsv(app, timeZone),
  };
}

/** GET /enquiry: a page of `definition` (enquiryList), with the count of unread enquiries. */
/** The unread count, read once for the pages of the moment: a statement less for almost every page. */
export const sharedUnreadCount = (app: FastifyInstance) => readOfTheMoment(app, unreadCount);

export async function listEnquiries(
  app: FastifyInstance,
  definition: ListDefinition<EnquiryRow, EnquiryOut>,
  query: ListQuery,
  unread: () => ReturnType<typeof unreadCount>,
) {
  const [page, [unreadRow]] = await Promise.all([readList(app.db, definition, query), unread()]);
  return { enquiries: page.rows, count: page.total, limit: query.limit, unread_count: Number(unreadRow.n) };
}

/** One enquiry as the detail page shows it; null when there is none with that id. */
export async function findEnquiry(
  app: FastifyInstance,
  id: number,
  populate: string[],
  db: Db = app.db,
): Promise<EnquiryOut | null> {
  const [row] = await selectEnquiries(db).where(eq(enquiries.id, id));
  if (!row) return null;
  const out = enquiryAnswer(app, row as EnquiryRow, populate.includes('user'));
  if (populate.includes('enquiryReply')) {
    const replies = await db
      .select({
        id: enquiryReplies.id,
        reply: enquiryReplies.reply,
        createdAt: enquiryReplies.createdAt,
        answeredBy: admins.fullName,
      })
      .from(enquiryReplies)
      .leftJoin(admins, eq(admins.id, enquiryReplies.adminId))
      .where(eq(enquiryReplies.enquiryId, id))
      .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
    out.enquiryReply = replies.map((r) => ({
      id: Number(r.id),
      reply: r.reply,
      created_at: toIso(r.createdAt) ?? '',
      answered_by: r.answeredBy ?? null,
    }));
  }
  return out;
}

/** Opening an enquiry marks it read the first time (it leaves the 'New Messages' count). */
export async function openEnquiry(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  populate: string[],
): Promise<EnquiryOut> {
  const marked = await app.db
    .update(enquiries)
    .set({ readAt: sql`now()` })
    .where(and(eq(enquiries.id, id), isNull(enquiries.readAt)))
    .returning({ id: enquiries.id });
  if (marked.length) noteWrite(request);
  const enquiry = await findEnquiry(app, id, populate);
  if (!enquiry) throw notFound('Enquiry not found');
  return enquiry;
}

/**
 * Pending (0) ⇄ completed (1) in the caller's transaction, as one conditional update: setting the
 * status it already has is refused, so a second or stale click cannot pass unnoticed.
 */
async function applyEnquiryStatus(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  status: 0 | 1,
  batch?: string,
): Promise<void> {
  // An id beyond what the column holds (a bulk body's integer) is one no enquiry has.
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('Enquiry not found');
  const changed = await tx
    .update(enquiries)
    .set({ status, readAt: sql`coalesce(${enquiries.readAt}, now())` })
    .where(and(eq(enquiries.id, id), ne(enquiries.status, status)))
    .returning({ id: enquiries.id });
  if (changed.length === 0) {
    const [exists] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
    if (!exists) throw notFound('Enquiry not found');
    throw conflict(status === 1 ? 'Enquiry is already completed' : 'Enquiry is already pending');
  }
  await audit(tx, request, {
    action: status === 1 ? 'enquiry.complete' : 'enquiry.reopen',
    targetType: 'enquiry',
    targetUid: String(id),
    details: withBatch({ status }, batch),
  });
}

/** PUT /enquiry/{id} with a status: the change, then the enquiry as the detail page shows it. */
export async function setEnquiryStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  status: 0 | 1,
): Promise<EnquiryOut> {
  return app.db.transaction(async (tx) => {
    await applyEnquiryStatus(tx, request, id, status);
    return (await findEnquiry(app, id, DETAIL_POPULATE, tx as unknown as Db))!;
  });
}

/** POST /enquiry/bulk: each enquiry's status set under its own savepoint. */
export function setEnquiryStatuses(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: number[],
  status: 0 | 1,
) {
  return runBatch(app.db, ids, (tx, id, batch) => applyEnquiryStatus(tx, request, id, status, batch));
}

/** Saves a reply, then e-mails it to the enquirer (after the commit, so a slow mail holds no lock). */
export async function replyToEnquiry(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  text: string,
) {
  const saved = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(enquiries)
      .set({ readAt: sql`coalesce(${enquiries.readAt}, now())` })
      .where(eq(enquiries.id, id))
      .returning({ id: enquiries.id, subject: enquiries.subject });
    if (!row) throw notFound('Enquiry not found');
    const [reply] = await tx
      .insert(enquiryReplies)
      .values({ enquiryId: id, reply: text, adminId: request.admin?.id ?? null })
      .returning({ id: enquiryReplies.id });
    await audit(tx, request, {
      action: 'enquiry.reply',
      targetType: 'enquiry',
      targetUid: String(id),
      details: { reply_id: Number(reply.id), length: text.length },
    });
    return row;
  });
  const mailSent = await mailReply(app, id, saved.subject, text);
  return { enquiry: (await findEnquiry(app, id, DETAIL_POPULATE))!, mail_sent: mailSent };
}

/** The enquirer's real address (a patient's decrypted here, never sent to the browser). */
async function enquirerAddress(app: FastifyInstance, id: number): Promise<string | null> {
  const [row] = await app.db
    .select({ roleId: users.roleId, email: users.email, emailEnc: patientProfiles.emailEnc })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .where(eq(enquiries.id, id));
  if (!row) return null;
  const address = mailAddress(app.fieldCrypto, row);
  return address?.trim() || null;
}

async function mailReply(app: FastifyInstance, id: number, subject: string, text: string): Promise<boolean> {
  const to = await enquirerAddress(app, id);
  if (!to) return false;
  try {
    await app.mailer.send({
      to,
      subject: `Re: ${subject}`,
      text: `${text}\n\n--\nReply to your enquiry "${subject}".`,
      kind: 'enquiry_reply',
    });
    return true;
  } catch (error) {
    app.log.warn({ enquiry_id: id, error: (error as Error).message }, 'enquiry reply not mailed');
    return false;
  }
}

/** The enquiry id of a path: digits only, else a 400 (never reaches SQL). */
export function parseEnquiryId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw badRequest('Invalid enquiry id');
  const id = Number(raw);
  if (id < 1) throw badRequest('Invalid enquiry id');
  return id;
}

/** The detail's populate list (JSON list or comma-separated); anything unknown is a 400. */
export function parseDetailPopulate(raw: unknown): string[] {
  if (raw === undefined || raw === '') return DETAIL_POPULATE;
  let list: unknown;
  if (typeof raw === 'string' && !raw.trim().startsWith('[')) list = raw.split(',').map((s) => s.trim());
  else {
    try {
      list = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      throw badRequest('populate must be valid JSON');
    }
  }
  if (
    !Array.isArray(list) ||
    list.some((name) => typeof name !== 'string' || !DETAIL_POPULATE.includes(name))
  )
    throw badRequest(`populate takes ${DETAIL_POPULATE.join(', ')}`);
  return list as string[];
}
