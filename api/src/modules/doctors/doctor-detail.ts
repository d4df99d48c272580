import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { namedRead } from '../../lists/index.js';
import { ROLE } from '../../people/lookup.js';
import { isUuid } from '../../wire/uuid.js';
import { dollars } from '../../money/dollars.js';
import { toDay, toIso } from '../../time/iso.js';
import { doctorSummary, doctorSummaryColumns, OUTER_USER_ID } from './doctor-rows.js';

type Named = { name: string }[];

const DOCTOR_NOT_FOUND = 'Doctor not found';

// The detail parts of one doctor as JSON subqueries of a single statement over "users" (see
// doctor-rows.ts for why one statement, and for OUTER_USER_ID).
const namesOf = (table: string) =>
  sql<Named>`coalesce((select json_agg(json_build_object('name', p.name) order by p.id)
    from ${sql.raw(table)} p where p.user_id = ${OUTER_USER_ID}), '[]'::json)`;

const detailPartColumns = {
  affiliation: namesOf('doctor_affiliations'),
  education: namesOf('doctor_education'),
  languages: namesOf('doctor_languages'),
  memberships: namesOf('doctor_memberships'),
  boards: sql<Named>`coalesce((select json_agg(json_build_object('name', b.name) order by d.id)
    from doctor_board_certificates d join board_certifications b on b.id = d.board_certification_id
   where d.user_id = ${OUTER_USER_ID}), '[]'::json)`,
  licenses: sql<
    { uid: string; state_name: string; license: string; issued_date: string | null; expiry_date: string }[]
  >`coalesce((select json_agg(json_build_object('uid', l.uid, 'state_name', l.state_name, 'license', l.license,
      'issued_date', l.issued_date, 'expiry_date', l.expiry_date) order by l.expiry_date, l.id)
    from doctor_licenses l where l.user_id = ${OUTER_USER_ID}), '[]'::json)`,
  locations: sql<
    { uid: string; address: string; specific_location: string | null; license: string | null }[]
  >`
    coalesce((select json_agg(json_build_object('uid', l.uid, 'address', l.address,
      'specific_location', l.specific_location, 'license', l.license) order by l.id)
    from doctor_locations l where l.user_id = ${OUTER_USER_ID}), '[]'::json)`,
  services: sql<
    {
      uid: string;
      name: string;
      service_type: string;
      status: string;
      required_time: string;
      cost_cents: number;
    }[]
  >`coalesce((select json_agg(json_build_object('uid', s.uid, 'name', s.name, 'service_type', s.service_type,
      'status', s.status, 'required_time', s.required_time, 'cost_cents', s.cost_cents) order by s.name, s.id)
    from doctor_services s where s.user_id = ${OUTER_USER_ID}), '[]'::json)`,
  bank: sql<{ bank_name: string; last4: string; has_error: boolean } | null>`(select json_build_object(
      'bank_name', b.bank_name, 'last4', b.last4, 'has_error', b.has_error)
    from bank_accounts b where b.user_id = ${OUTER_USER_ID} limit 1)`,
  stripe: sql<{ stripe_id: string; active: boolean } | null>`(select json_build_object(
      'stripe_id', s.stripe_id, 'active', s.active)
    from stripe_accounts s where s.user_id = ${OUTER_USER_ID} limit 1)`,
  clinic: sql<{
    uid: string;
    full_name: string | null;
    phone: string | null;
    location: { address: string } | null;
  } | null>`(select json_build_object('uid', c.uid, 'full_name', c.full_name, 'phone', c.phone,
      'location', (select json_build_object('address', cl.address) from clinic_locations cl
                    where cl.user_id = c.id order by cl.id limit 1))
    from users c where c.id = "users"."clinic_id")`,
};

const doctorWithParts = namedRead('doctor_detail', (db) =>
  db
    .select({ doctor: users, ...doctorSummaryColumns, ...detailPartColumns })
    .from(users)
    .where(and(eq(users.uid, sql.placeholder('uid')), eq(users.roleId, ROLE.doctor)))
    .limit(1),
);

/** GET /doctor/fetch/{uid}: the doctor with every part the detail page's tabs show. */
export async function fetchDoctor(app: FastifyInstance, uid: string) {
  if (!isUuid(uid)) throw notFound(DOCTOR_NOT_FOUND);
  const [parts] = await doctorWithParts(app.db, { uid: uid.toLowerCase() });
  if (!parts) throw notFound(DOCTOR_NOT_FOUND);
  const { doctor } = parts;
  const today = new Date().toISOString().slice(0, 10);
  const summary = doctorSummary(parts);
  const clinic = parts.clinic;
  return {
    doctor: {
      ...summary,
      acronym: { name: doctor.acronymName, acronym_abbreviation: doctor.acronymAbbreviation },
      dob: toDay(doctor.dob),
      gender: doctor.gender,
      about_me: doctor.aboutMe,
      approved_at: toIso(doctor.approvedAt),
      file_url: doctor.fileUrl,
      signed_file_url: doctor.fileUrl,
      is_availability_added: doctor.isAvailabilityAdded,
      is_bank_added: doctor.isBankAdded,
      is_service_added: doctor.isServiceAdded,
      clinic: clinic ? { uid: clinic.uid, full_name: clinic.full_name } : null,
      clinic_details: clinic,
      specialities: summary.doctorSpeciality,
      affiliation: parts.affiliation,
      board_certificates: parts.boards,
      education: parts.education,
      languages_known: parts.languages,
      professional_membership: parts.memberships,
      licenses: parts.licenses.map((l) => ({
        uid: l.uid,
        state_name: l.state_name,
        license: l.license,
        issued_date: toDay(l.issued_date),
        expiry_date: toDay(l.expiry_date),
        is_expired: (toDay(l.expiry_date) ?? '') < today,
      })),
      locations: parts.locations,
      services: parts.services.map((s) => ({
        uid: s.uid,
        name: s.name,
        service_type: s.service_type,
        status: s.status,
        required_time: s.required_time,
        cost: dollars(s.cost_cents),
      })),
      stripeBank: parts.bank,
      userStripe: parts.stripe,
    },
  };
}
