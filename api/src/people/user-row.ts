// A row of the users table (a patient, doctor or clinic) as the user reads answer it, and the parts
// a role's list gives GET /user (the patients' and the clinics' modules each define theirs).
import { type patientProfiles, users } from '../db/schema/index.js';
import type { Bind, ListCsv, ListQuery, ListSpec, SearchMatch } from '../lists/index.js';
import { toIso } from '../time/iso.js';

export type UserRow = typeof users.$inferSelect;
export type PatientProfile = typeof patientProfiles.$inferSelect | null;
/** A row of GET /user: the user and, for a patient, the profile (null for a clinic). */
export type UserListRow = { user: UserRow; profile: PatientProfile };

/** The fields of users that GET /user and GET /user/find filter by. */
export const userFilterFields: ListSpec['fields'] = {
  role_id: { column: users.roleId, type: 'integer', operators: ['=', 'in'] },
  status: { column: users.status, type: 'string', operators: ['=', '!=', 'in'] },
  active: { column: users.active, type: 'integer', operators: ['='] },
  uid: { column: users.uid, type: 'uuid', operators: ['=', 'in'] },
  provider: { column: users.provider, type: 'string', operators: ['=', 'in'] },
  created_at: { column: users.createdAt, type: 'date', sort: true },
};

/** The fields every user has, as the wire carries them (a patient's name, e-mail and phone are null here). */
export function userFields(row: UserRow) {
  return {
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
}

/** 'active' → 'Active', as a CSV file's Status column reads. */
export const statusWord = (status: unknown) => {
  const text = String(status ?? '');
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};

/** What one role's list adds to GET /user: its search, its row as the wire carries it, its CSV file. */
export interface RoleUserList {
  /** Throws a 400 for a query this role's list cannot answer. */
  check?: (list: ListQuery) => void;
  search: (text: string, list: ListQuery, bind: Bind) => SearchMatch;
  row: (row: UserListRow) => Record<string, unknown>;
  csv: ListCsv<UserListRow>;
}
