import { assigneeJson } from '../../lists/index.js';
import { type SQL, sql } from 'drizzle-orm';
import { type FacilityType, users } from '../../db/schema/index.js';
import type { UserRow } from '../../people/lookup.js';
import { toIso } from '../../time/iso.js';

/**
 * The columns of a doctor's summary (list row, detail header), with its specialities, service
 * types and licence counts gathered by subqueries in the same statement: one round trip for a
 * page instead of one per part (each round trip costs more CPU than the query it carries).
 */
export interface SpecialityPart {
  is_primary: '0' | '1' | '2';
  speciality: { uid: string; name: string };
}

// Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" inside the
// subqueries would mean the inner table's own id.
export const OUTER_USER_ID = sql.raw('"users"."id"');

export const doctorSummaryColumns = {
  id: users.id,
  uid: users.uid,
  fullName: users.fullName,
  npi: users.npi,
  phone: users.phone,
  email: users.email,
  imageUrl: users.imageUrl,
  doctorAvgRating: users.doctorAvgRating,
  apptCount: users.apptCount,
  isSponsored: users.isSponsored,
  status: users.status,
  profileStatus: users.profileStatus,
  active: users.active,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  // Primary ('1') first, then secondary ('2'), then the others ('0'); by name within each.
  specialities: sql<SpecialityPart[]>`coalesce((
    select json_agg(json_build_object('is_primary', ds.is_primary, 'speciality', json_build_object('uid', s.uid, 'name', s.name))
                    order by case ds.is_primary when '0' then 9 else ds.is_primary::int end, s.name)
      from doctor_specialities ds join specialities s on s.id = ds.speciality_id
     where ds.user_id = ${OUTER_USER_ID}), '[]'::json)`,
  facilities: sql<{ service_type: FacilityType; status: string }[]>`coalesce((
    select json_agg(json_build_object('service_type', f.service_type, 'status', f.status) order by f.id)
      from doctor_facilities f where f.user_id = ${OUTER_USER_ID}), '[]'::json)`,
  assignee: assigneeJson(sql.raw('"users"."assignee_id"')),
  licenseCounts: sql<{ total: number; expired: number }>`(
    select json_build_object('total', count(*), 'expired', count(*) filter (where l.expiry_date < current_date))
      from doctor_licenses l where l.user_id = ${OUTER_USER_ID})`,
} satisfies Record<string, unknown>;

/** A row selected with doctorSummaryColumns. */
export type DoctorSummaryRow = Pick<
  UserRow,
  | 'id'
  | 'uid'
  | 'fullName'
  | 'npi'
  | 'phone'
  | 'email'
  | 'imageUrl'
  | 'doctorAvgRating'
  | 'apptCount'
  | 'isSponsored'
  | 'status'
  | 'profileStatus'
  | 'active'
  | 'createdAt'
  | 'deletedAt'
> & {
  specialities: SpecialityPart[];
  facilities: { service_type: FacilityType; status: string }[];
  licenseCounts: { total: number; expired: number } | null;
  assignee: { uid: string; full_name: string } | null;
};

/** The active specialities (the list's filter choices), as one JSON value for the same statement. */
export const activeSpecialitiesJson: SQL<{ uid: string; name: string }[]> = sql`coalesce((
  select json_agg(json_build_object('uid', uid, 'name', name) order by name)
    from specialities where active), '[]'::json)`;

export function doctorSummary(row: DoctorSummaryRow) {
  const licenses = row.licenseCounts ?? { total: 0, expired: 0 };
  return {
    uid: row.uid,
    id: row.id,
    full_name: row.fullName,
    npi: row.npi,
    phone: row.phone,
    email: row.email,
    image_url: row.imageUrl,
    doctor_avg_rating: Number(row.doctorAvgRating ?? 0),
    appt_count: row.apptCount,
    doctorSpeciality: row.specialities,
    doctorFacility: row.facilities,
    expired_license: Number(licenses.expired),
    total_license: Number(licenses.total),
    is_license_expired: Number(licenses.expired) > 0,
    is_sponsored: row.isSponsored,
    status: row.status,
    profile_status: row.profileStatus,
    active: row.active,
    created_at: toIso(row.createdAt),
    deleted_at: toIso(row.deletedAt),
    assignee: row.assignee ?? null,
  };
}
