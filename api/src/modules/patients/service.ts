import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { patientProfiles, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { livePatientMatches, patientSearchCondition } from '../../people/search.js';
import { audit } from '../../lib/audit-log.js';
import { exportFilter } from '../../lib/list-export.js';
import {
  type Bind,
  containsPattern,
  counters,
  equalsOnly,
  type ListCsv,
  type ListDefinition,
  type ListQuery,
  type ListSpec,
  orderBySql,
  parseListQuery,
  readList,
  type SearchMatch,
  whereSql,
} from '../../lists/index.js';
import { decryptContact, decryptProfile, readField } from '../../people/fields.js';
import { ROLE } from '../../people/lookup.js';
import { isUuid } from '../../wire/uuid.js';
import { toDay, toIso } from '../../time/iso.js';

type UserRow = typeof users.$inferSelect;

const baseFields: ListSpec['fields'] = {
  role_id: { column: users.roleId, type: 'integer', operators: ['=', 'in'] },
  status: { column: users.status, type: 'string', operators: ['=', '!=', 'in'] },
  active: { column: users.active, type: 'integer', operators: ['='] },
  uid: { column: users.uid, type: 'uuid', operators: ['=', 'in'] },
  provider: { column: users.provider, type: 'string', operators: ['=', 'in'] },
  created_at: { column: users.createdAt, type: 'date', sort: true },
};

/** GET /user: patients (role 2, names encrypted: no name sort) or clinics (role 4). */
export const userListSpec: ListSpec = {
  fields: {
    ...baseFields,
    // Plain for clinics only; a patient list sorted by these would sort nothing (null).
    full_name: { column: sql`lower(${users.fullName})`, type: 'string', filter: false, sort: true },
    email: { column: sql`lower(${users.email})`, type: 'string', filter: false, sort: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: users.id,
};

/** GET /user/all: the pickers (active doctors by name), limit -1. */
export const userAllSpec: ListSpec = {
  fields: {
    role_id: { column: users.roleId, type: 'integer', operators: ['='] },
    status: { column: users.status, type: 'string', operators: ['=', 'in'] },
    active: { column: users.active, type: 'integer', operators: ['='] },
    full_name: { column: sql`lower(${users.fullName})`, type: 'string', filter: false, sort: true },
    created_at: { column: users.createdAt, type: 'date', sort: true },
  },
  defaultSort: [{ field: 'full_name', direction: 'ASC' }],
  tiebreaker: users.id,
  maxAll: 10_000,
};

const SELECTABLE = [
  'uid',
  'id',
  'full_name',
  'email',
  'phone',
  'npi',
  'provider',
  'status',
  'appt_count',
  'image_url',
  'created_at',
  'role_id',
  'active',
] as const;

/** `select`: a JSON list or comma-separated names of the fields to answer (uid always comes). */
function parseSelect(raw: unknown): Set<string> | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw badRequest('select must be a list of field names');
  let names: unknown;
  try {
    names = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',').map((s) => s.trim());
  } catch {
    throw badRequest('select must be valid JSON');
  }
  if (
    !Array.isArray(names) ||
    names.some((n) => typeof n !== 'string' || !(SELECTABLE as readonly string[]).includes(n))
  ) {
    throw badRequest(`select takes only: ${SELECTABLE.join(', ')}`);
  }
  return new Set(['uid', ...(names as string[])]);
}

function roleOf(list: ListQuery): number {
  const role = list.where.find((c) => c.field === 'role_id');
  if (role?.operator !== '=' || (role.value !== ROLE.patient && role.value !== ROLE.clinic)) {
    throw badRequest('where.role_id must be 2 (patients) or 4 (clinics)');
  }
  return role.value;
}

type Profile = typeof patientProfiles.$inferSelect | null;

function userOut(app: FastifyInstance, row: UserRow, profile: Profile, detail: boolean) {
  const base = {
    uid: row.uid,
    id: row.id,
    role_id: row.roleId,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    npi: row.npi,
    provider: row.provider,
    status: row.status,
    active: row.active,
    appt_count: row.apptCount,
    image_url: row.imageUrl,
    created_at: toIso(row.createdAt),
    deleted_at: toIso(row.deletedAt),
  };
  if (row.roleId !== ROLE.patient) {
    return detail ? { ...base, dob: toDay(row.dob), gender: row.gender } : base;
  }
  // The plain fields replace base's name, e-mail and phone (stored encrypted, not on users).
  const plain = detail ? decryptProfile(app.fieldCrypto, profile) : decryptContact(app.fieldCrypto, profile);
  return { ...base, ...plain };
}

/** Only the fields asked for with `select` (all when it is null). */
function selected(fields: Record<string, unknown>, select: Set<string> | null): Record<string, unknown> {
  return select ? Object.fromEntries(Object.entries(fields).filter(([k]) => select.has(k))) : fields;
}

/** The search box of GET /user: a patient's through the blind indexes, a clinic's by name, e-mail, phone or NPI. */
function userSearch(app: FastifyInstance, text: string, role: number, bind: Bind): SearchMatch {
  if (role === ROLE.patient) {
    return { condition: patientSearchCondition(app.fieldCrypto, text, users.id, bind), freeText: false };
  }
  const like = bind(containsPattern(text));
  return {
    condition: sql`(${users.fullName} ilike ${like} or ${users.email} ilike ${like} or ${users.phone} ilike ${like} or ${users.npi} ilike ${like})`,
    freeText: true,
  };
}

/** Live users unless a status is asked (a constant: written into the statement). */
function liveUnlessAsked(list: ListQuery): SQL | undefined {
  return list.where.some((c) => c.field === 'status') ? undefined : sql`${users.status} <> 'deleted'`;
}

type UserListRow = { user: UserRow; profile: Profile };

/**
 * GET /user's parameters, checked: the list query and the list of the role it asks (patients or
 * clinics). Both roles' lists have userListSpec: the query is read with it to learn the role.
 */
export function parseUserList(app: FastifyInstance, query: unknown) {
  const list = parseListQuery(query, userListSpec);
  const role = roleOf(list);
  if (role === ROLE.patient && list.sort.some((t) => t.field === 'full_name' || t.field === 'email')) {
    throw badRequest('Patients can be sorted by created_at only (their names are encrypted)');
  }
  const select = parseSelect((query as Record<string, unknown> | undefined)?.select);
  return { list, definition: userList(app, role, select) };
}

const word = (status: unknown) => {
  const text = String(status ?? '');
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};

/**
 * GET /user as CSV: the patient list (name, phone, e-mail decrypted, as the patient list shows
 * them) or the clinic list. The audit entry records a patient search only as "searched": the
 * search text of a patient list is a name, an e-mail or a phone number.
 */
function usersCsv(app: FastifyInstance, role: number): ListCsv<UserListRow> {
  const read = (stored: string | null | undefined) => readField(app.fieldCrypto, stored ?? null);
  if (role === ROLE.patient) {
    return {
      file: 'patients',
      action: 'patient.export',
      auditFilter: (list) => exportFilter({ ...list, search: null }, list.search ? { searched: true } : {}),
      columns: [
        { header: 'Name', cell: (row) => read(row.profile?.fullNameEnc) ?? '' },
        { header: 'Phone', cell: (row) => read(row.profile?.phoneEnc) ?? '' },
        { header: 'Email', cell: (row) => read(row.profile?.emailEnc) ?? '' },
        { header: 'Appointments', cell: (row) => Number(row.user.apptCount ?? 0) },
        {
          header: 'Login Type',
          cell: (row) => (row.user.provider === 'Local' ? 'Email' : String(row.user.provider ?? '')),
        },
        { header: 'Status', cell: (row) => word(row.user.status) },
      ],
    };
  }
  return {
    file: 'clinics',
    action: 'clinic.export',
    columns: [
      { header: 'Name', cell: (row) => String(row.user.fullName ?? '') },
      { header: 'NPI Number', cell: (row) => String(row.user.npi ?? '') },
      { header: 'Phone', cell: (row) => String(row.user.phone ?? '') },
      { header: 'Email', cell: (row) => String(row.user.email ?? '') },
      { header: 'Status', cell: (row) => word(row.user.status) },
    ],
  };
}

/**
 * GET /user as the list engine reads it: a page's ids with their total (from stat_counters when
 * they keep the filter, else counted over the matches), and only those users with their profiles;
 * the same rows as CSV.
 * A patient search with no other filter reads its page and count from the search tokens alone
 * (each carries its patient's created_at and whether the patient is live, migration 0400).
 */
function userList(
  app: FastifyInstance,
  role: number,
  select: Set<string> | null,
): ListDefinition<UserListRow, Record<string, unknown>> {
  return {
    name: 'users',
    spec: userListSpec,
    table: users,
    id: users.id,
    conditions: (list) => [liveUnlessAsked(list)],
    search: (text, list, bind) => {
      const match = userSearch(app, text, role, bind);
      if (role !== ROLE.patient || !list.where.every((c) => c.field === 'role_id')) return match;
      const order = sql.raw(
        list.sort.find((t) => t.field === 'created_at')?.direction === 'ASC' ? 'asc' : 'desc',
      );
      return {
        ...match,
        ids: {
          from: sql`(${livePatientMatches(app.fieldCrypto, text, bind)}) m`,
          id: sql`m.user_id`,
          orderBy: [sql`m.created_at ${order}`, sql`m.user_id ${order}`],
        },
      };
    },
    counter: (list) => {
      const where = equalsOnly(list, ['status', 'role_id']);
      if (!where) return null;
      const status = where.get('status');
      if (status === undefined) return counters.users(role);
      return typeof status === 'string' ? counters.users(role, status) : null;
    },
    windowTotal: true,
    columns: { user: users, profile: patientProfiles },
    joins: (query) =>
      query.leftJoin(patientProfiles, eq(patientProfiles.userId, users.id)) as unknown as typeof query,
    // A clinic has no profile (the left join answers null), and userOut reads one only for patients.
    map: ({ user, profile }) => selected(userOut(app, user, profile, false), select),
    csv: usersCsv(app, role),
  };
}

/** GET /user: a page of the patient or clinic list. */
export async function listUsers(
  app: FastifyInstance,
  { list, definition }: ReturnType<typeof parseUserList>,
) {
  const page = await readList(app.db, definition, list);
  return { users: page.rows, count: page.total, limit: list.limit };
}

/**
 * GET /user/find: one user by uid; a patient with every personal field decrypted. Reading a
 * patient's full record is written to the audit log first (patient.read: the admin, the patient,
 * the time, the request), as health-data rules expect of an access log; if it cannot be written,
 * the record is not shown.
 */
export async function findUser(app: FastifyInstance, request: FastifyRequest) {
  const list = parseListQuery(request.query, { fields: baseFields, defaultSort: [] });
  const uid = list.where.find((c) => c.field === 'uid' && c.operator === '=')?.value;
  if (!isUuid(uid)) throw badRequest('where.uid is required');
  const [row] = await app.db
    .select()
    .from(users)
    .where(whereSql(list, { fields: baseFields, defaultSort: [] }))
    .limit(1);
  if (!row) throw notFound('User not found');
  const [profile] =
    row.roleId === ROLE.patient
      ? await app.db.select().from(patientProfiles).where(eq(patientProfiles.userId, row.id))
      : [null];
  if (row.roleId === ROLE.patient) {
    await audit(app.db, request, { action: 'patient.read', targetType: 'patient', targetUid: row.uid });
  }
  return { user: userOut(app, row, profile ?? null, true) };
}

/** GET /user/all: every matching doctor or clinic, for pickers. */
export async function allUsers(app: FastifyInstance, query: unknown) {
  const list = parseListQuery(query, userAllSpec);
  const role = list.where.find((c) => c.field === 'role_id')?.value ?? ROLE.doctor;
  if (role !== ROLE.doctor && role !== ROLE.clinic)
    throw badRequest('where.role_id must be 3 (doctors) or 4 (clinics)');
  const where = and(
    whereSql(list, userAllSpec, [
      list.where.some((c) => c.field === 'role_id') ? undefined : eq(users.roleId, ROLE.doctor),
    ]),
  );
  const rows = await app.db
    .select({
      uid: users.uid,
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .where(where)
    .orderBy(...orderBySql(list, userAllSpec))
    .limit(list.limit)
    .offset(list.offset);
  return {
    users: rows.map((r) => ({
      uid: r.uid,
      id: r.id,
      full_name: r.fullName,
      email: r.email,
      status: r.status,
    })),
  };
}
