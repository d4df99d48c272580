import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import {
  assigneeField,
  type Bind,
  bindParam,
  type CounterRead,
  containsPattern,
  counters,
  equalsOnly,
  type ListQuery,
  type ListSpec,
  type Operator,
  type Scalar,
} from '../../lists/index.js';
import { ROLE } from '../../people/lookup.js';

const exists = (negate: boolean, subquery: SQL) =>
  negate ? sql`not exists (${subquery})` : sql`exists (${subquery})`;

/** A licence is expired once its expiry day is before today. */
export const hasExpiredLicense = sql`exists (select 1 from doctor_licenses l where l.user_id = ${users.id} and l.expiry_date < current_date)`;

/** What GET /doctor lets a client filter and sort by (the Doctors screen's filters and sortable columns). */
export const doctorListSpec: ListSpec = {
  fields: {
    status: { column: users.status, type: 'string', operators: ['=', '!=', 'in'] },
    is_sponsored: { column: users.isSponsored, type: 'string', sort: true, operators: ['='] },
    profile_status: { column: users.profileStatus, type: 'string', operators: ['='] },
    assignee: assigneeField(users.assigneeId),
    /** A specialty's uid, any rank. */
    speciality: {
      column: users.id,
      type: 'uuid',
      operators: ['='],
      condition: (_op: Operator, value: Scalar | Scalar[], bind: Bind) =>
        exists(
          false,
          sql`select 1 from doctor_specialities ds join specialities s on s.id = ds.speciality_id where ds.user_id = ${users.id} and s.uid = ${bind(value)}::uuid`,
        ),
    },
    /** in_clinic or video_visit, enabled. */
    service_type: {
      column: users.id,
      type: 'string',
      operators: ['='],
      condition: (_op: Operator, value: Scalar | Scalar[], bind: Bind) =>
        exists(
          false,
          sql`select 1 from doctor_facilities f where f.user_id = ${users.id} and f.service_type = ${bind(value)} and f.status = '1'`,
        ),
    },
    is_license_expired: {
      column: users.id,
      type: 'boolean',
      operators: ['='],
      condition: (_op: Operator, value: Scalar | Scalar[]) =>
        value === true ? hasExpiredLicense : sql`not ${hasExpiredLicense}`,
    },
    full_name: { column: sql`lower(${users.fullName})`, type: 'string', filter: false, sort: true },
    npi: { column: users.npi, type: 'string', filter: false, sort: true },
    phone: { column: users.phone, type: 'string', filter: false, sort: true },
    email: { column: sql`lower(${users.email})`, type: 'string', filter: false, sort: true },
    created_at: { column: users.createdAt, type: 'date', sort: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: users.id,
  populate: ['doctorSpeciality', 'doctorFacility', 'clinic'],
};

/**
 * Full name, e-mail, NPI or phone: partial and case-insensitive; phone also by its digits.
 * The phone's digits are matched when the text looks like a phone number.
 */
export function doctorSearch(search: string, bind: Bind = bindParam): SQL {
  const like = bind(containsPattern(search));
  const digits = search.replace(/\D/g, '');
  const byDigits =
    digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)
      ? sql` or regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${bind(`%${digits}%`)}`
      : sql``;
  return sql`(${users.fullName} ilike ${like} or ${users.email} ilike ${like} or ${users.npi} ilike ${like} or ${users.phone} ilike ${like}${byDigits})`;
}

/** Doctors only, and live ones unless a status is asked (constants: written into the statement). */
export function doctorConditions(list: ListQuery): SQL[] {
  const doctors = sql`${users.roleId} = ${sql.raw(String(ROLE.doctor))}`;
  return list.where.some((c) => c.field === 'status')
    ? [doctors]
    : [doctors, sql`${users.status} <> 'deleted'`];
}

/**
 * The counters keep the doctors of one status, and all live ones; the unassigned of either are
 * those less the assigned ones (few, on users_assignee_idx): counting the unassigned themselves
 * walked every doctor's row.
 */
export function doctorsCounter(list: ListQuery): CounterRead | null {
  const where = equalsOnly(list, ['status', 'assignee']);
  if (!where) return null;
  const status = where.get('status');
  if (status !== undefined && typeof status !== 'string') return null;
  const counter = status === undefined ? counters.users(ROLE.doctor) : counters.users(ROLE.doctor, status);
  if (!where.has('assignee')) return counter;
  if (where.get('assignee') !== null) return null;
  return { ...counter, less: (bind) => assignedDoctors(status, bind) };
}

/** The live doctors (or those of `status`) assigned to an administrator. */
function assignedDoctors(status: string | undefined, bind: Bind): SQL<number> {
  const ofStatus = status === undefined ? sql`u.status <> 'deleted'` : sql`u.status = ${bind(status)}`;
  return sql<number>`(select count(*) from users u
    where u.assignee_id is not null and u.role_id = ${sql.raw(String(ROLE.doctor))} and ${ofStatus})`;
}
