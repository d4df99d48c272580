import { eq, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { type ListQuery, type ListSpec, type Operator, type Scalar, whereSql } from '../../lists/index.js';
import { ROLE } from '../patients/people-lookup.js';

const exists = (negate: boolean, subquery: SQL) =>
  negate ? sql`not exists (${subquery})` : sql`exists (${subquery})`;

/** A licence is expired once its expiry day is before today. */
export const hasExpiredLicense = sql`exists (select 1 from doctor_licenses l where l.user_id = ${users.id} and l.expiry_date < current_date)`;

/** What GET /doctor lets a client filter and sort by (spec section 2, Doctor list). */
export const doctorListSpec: ListSpec = {
  fields: {
    status: { column: users.status, type: 'string', operators: ['=', '!=', 'in'] },
    is_sponsored: { column: users.isSponsored, type: 'string', sort: true, operators: ['='] },
    profile_status: { column: users.profileStatus, type: 'string', operators: ['='] },
    /** A specialty's uid, any rank. */
    speciality: {
      column: users.id,
      type: 'uuid',
      operators: ['='],
      condition: (_op: Operator, value: Scalar | Scalar[]) =>
        exists(
          false,
          sql`select 1 from doctor_specialities ds join specialities s on s.id = ds.speciality_id where ds.user_id = ${users.id} and s.uid = ${value}::uuid`,
        ),
    },
    /** in_clinic or video_visit, enabled. */
    service_type: {
      column: users.id,
      type: 'string',
      operators: ['='],
      condition: (_op: Operator, value: Scalar | Scalar[]) =>
        exists(
          false,
          sql`select 1 from doctor_facilities f where f.user_id = ${users.id} and f.service_type = ${value} and f.status = '1'`,
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

/** Full name, e-mail, NPI or phone: partial and case-insensitive; phone also by its digits. */
export function doctorSearch(search: string | null): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = search.replace(/\D/g, '');
  const byDigits =
    digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)
      ? sql` or regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : sql``;
  return sql`(${users.fullName} ilike ${like} or ${users.email} ilike ${like} or ${users.npi} ilike ${like} or ${users.phone} ilike ${like}${byDigits})`;
}

/** GET /doctor's condition: doctors only, live ones unless a status is asked, the filters and the search. */
export function doctorListWhere(list: ListQuery): SQL | undefined {
  return whereSql(
    list,
    doctorListSpec,
    eq(users.roleId, ROLE.doctor),
    list.where.some((c) => c.field === 'status') ? undefined : sql`${users.status} <> 'deleted'`,
    doctorSearch(list.search),
  );
}
