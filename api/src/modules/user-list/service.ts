import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { patientProfiles, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import {
  counters,
  equalsOnly,
  type ListDefinition,
  type ListQuery,
  type ListSpec,
  parseListQuery,
  readList,
} from '../../lists/index.js';
import { ROLE } from '../../people/lookup.js';
import { type RoleUserList, type UserListRow, userFilterFields } from '../../people/user-row.js';
import { clinicUserList } from '../clinics/index.js';
import { patientUserList } from '../patients/index.js';

/** GET /user: patients (role 2, names encrypted: no name sort) or clinics (role 4). */
export const userListSpec: ListSpec = {
  fields: {
    ...userFilterFields,
    // Plain for clinics only; a patient list sorted by these would sort nothing (null).
    full_name: { column: sql`lower(${users.fullName})`, type: 'string', filter: false, sort: true },
    email: { column: sql`lower(${users.email})`, type: 'string', filter: false, sort: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: users.id,
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

/** Only the fields asked for with `select` (all when it is null). */
function selected(fields: Record<string, unknown>, select: Set<string> | null): Record<string, unknown> {
  return select ? Object.fromEntries(Object.entries(fields).filter(([k]) => select.has(k))) : fields;
}

/** Live users unless a status is asked (a constant: written into the statement). */
function liveUnlessAsked(list: ListQuery): SQL | undefined {
  return list.where.some((c) => c.field === 'status') ? undefined : sql`${users.status} <> 'deleted'`;
}

/**
 * GET /user's parameters, checked: the list query and the list of the role it asks (patients or
 * clinics). Both roles' lists have userListSpec: the query is read with it to learn the role.
 */
export function parseUserList(app: FastifyInstance, query: unknown) {
  const list = parseListQuery(query, userListSpec);
  const role = roleOf(list);
  const roleList = role === ROLE.patient ? patientUserList(app) : clinicUserList;
  roleList.check?.(list);
  const select = parseSelect((query as Record<string, unknown> | undefined)?.select);
  return { list, definition: userList(role, roleList, select) };
}

/**
 * GET /user as the list engine reads it: a page's ids with their total (from stat_counters when
 * they keep the filter, else counted over the matches), and only those users with their profiles;
 * the same rows as CSV. The role's own list gives the search, the row and the CSV file.
 */
function userList(
  role: number,
  roleList: RoleUserList,
  select: Set<string> | null,
): ListDefinition<UserListRow, Record<string, unknown>> {
  return {
    name: 'users',
    spec: userListSpec,
    table: users,
    id: users.id,
    conditions: (list) => [liveUnlessAsked(list)],
    search: roleList.search,
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
    // A clinic has no profile (the left join answers null), and only the patients' row reads one.
    map: (row) => selected(roleList.row(row), select),
    csv: roleList.csv,
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
