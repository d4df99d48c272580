import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import type { FieldCrypto } from '../lib/crypto.js';
import { buildActivity } from './demo-activity.js';
import { buildCatalog } from './demo-catalog.js';
import { type DemoData, emptyDemoData, Ids } from './demo-data.js';
import { buildInbox } from './demo-inbox.js';
import { buildPatients } from './demo-patients.js';
import { buildPeople } from './demo-people.js';
import { encryptPatient, patientSearchRows } from './patients.js';
import { Random } from './random.js';
import { Clock } from './time.js';

const DEMO_SEED = 20_260_401;

/** The whole demo data set for `now`, in plain text (pure: same `now`, same data). */
export function buildDemoData(now: Date): DemoData {
  const data = emptyDemoData();
  const ids = new Ids();
  const random = new Random(DEMO_SEED);
  const clock = new Clock(now);
  buildCatalog(data, ids, random, clock);
  const people = buildPeople(data, ids, random, clock);
  const patients = buildPatients(data, ids, random, clock);
  buildActivity(data, ids, random, clock, people, patients);
  buildInbox(data, ids, random, clock, people, patients);
  return data;
}

type Inserter = Pick<Db, 'insert' | 'execute'>;

async function insertRows<T extends PgTable>(db: Inserter, table: T, rows: T['$inferInsert'][], chunk = 400) {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}

/** Tables whose ids the demo set explicitly; their sequences move past the seeded ids. */
const SEQUENCED_TABLES = [
  'specialities',
  'services',
  'board_certifications',
  'users',
  'doctor_specialities',
  'doctor_facilities',
  'doctor_licenses',
  'doctor_locations',
  'doctor_services',
  'availability_sessions',
  'doctor_affiliations',
  'doctor_education',
  'doctor_languages',
  'doctor_memberships',
  'doctor_board_certificates',
  'subscriptions',
  'subscription_records',
  'doctor_notifications',
  'clinic_locations',
  'appointments',
  'booked_services',
  'transactions',
  'reviews',
  'calls',
  'suggested_specialities',
  'suggested_services',
  'enquiries',
  'enquiry_replies',
  'notification_feed',
];

/** Writes the demo data set: patients encrypted with their blind indexes, then the counters. */
export async function insertDemoData(db: Inserter, crypto: FieldCrypto, data: DemoData): Promise<void> {
  await insertRows(db, schema.specialities, data.specialities);
  await insertRows(db, schema.services, data.services);
  await insertRows(db, schema.boardCertifications, data.boardCertifications);
  // Clinics before the doctors that refer to them: users are built clinics first.
  await insertRows(db, schema.users, data.users);
  await insertRows(
    db,
    schema.patientProfiles,
    data.patients.map((p) => encryptPatient(crypto, p)),
  );
  await insertRows(
    db,
    schema.userSearchTokens,
    data.patients.flatMap((p) => patientSearchRows(crypto, p)),
    1000,
  );
  await insertRows(db, schema.doctorSpecialities, data.doctorSpecialities);
  await insertRows(db, schema.doctorFacilities, data.doctorFacilities);
  await insertRows(db, schema.doctorLicenses, data.doctorLicenses);
  await insertRows(db, schema.doctorLocations, data.doctorLocations);
  await insertRows(db, schema.doctorServices, data.doctorServices);
  await insertRows(db, schema.availabilitySessions, data.availabilitySessions);
  await insertRows(db, schema.doctorAffiliations, data.doctorAffiliations);
  await insertRows(db, schema.doctorEducation, data.doctorEducation);
  await insertRows(db, schema.doctorLanguages, data.doctorLanguages);
  await insertRows(db, schema.doctorMemberships, data.doctorMemberships);
  await insertRows(db, schema.doctorBoardCertificates, data.doctorBoardCertificates);
  await insertRows(db, schema.bankAccounts, data.bankAccounts);
  await insertRows(db, schema.stripeAccounts, data.stripeAccounts);
  await insertRows(db, schema.subscriptions, data.subscriptions);
  await insertRows(db, schema.subscriptionRecords, data.subscriptionRecords);
  await insertRows(db, schema.doctorNotifications, data.doctorNotifications);
  await insertRows(db, schema.clinicLocations, data.clinicLocations);
  await insertRows(db, schema.appointments, data.appointments);
  await insertRows(db, schema.bookedServices, data.bookedServices);
  await insertRows(db, schema.transactions, data.transactions);
  await insertRows(db, schema.reviews, data.reviews);
  await insertRows(db, schema.calls, data.calls);
  await insertRows(db, schema.suggestedSpecialities, data.suggestedSpecialities);
  await insertRows(db, schema.suggestedServices, data.suggestedServices);
  await insertRows(
    db,
    schema.enquiries,
    data.enquiries.map(({ phone, ...enquiry }) => ({ ...enquiry, phoneEnc: crypto.encryptField(phone) })),
  );
  await insertRows(db, schema.enquiryReplies, data.enquiryReplies);
  await insertRows(db, schema.notificationFeed, data.notificationFeed);
  for (const table of SEQUENCED_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
  await refreshUserCounters(db);
}

/**
 * users.appt_count (patients, doctors, clinics: every appointment, whatever its status) and
 * doctor_avg_rating. Appointments and reviews are written only by the seed (administrators
 * view them), so the seed keeps these counters; nothing else needs to.
 */
export async function refreshUserCounters(db: Pick<Db, 'execute'>): Promise<void> {
  for (const statement of REFRESH_COUNTERS_SQL) await db.execute(sql.raw(statement));
}

export const REFRESH_COUNTERS_SQL = [
  `update users u set appt_count = c.n
  from (
    select id, sum(n)::int as n from (
      select user_id as id, count(*) as n from appointments where user_id is not null group by user_id
      union all select doctor_id, count(*) from appointments where doctor_id is not null group by doctor_id
      union all select clinic_id, count(*) from appointments where clinic_id is not null group by clinic_id
    ) parts group by id
  ) c
  where u.id = c.id and u.appt_count is distinct from c.n`,
  `update users u set doctor_avg_rating = r.avg
  from (select doctor_id, round(avg(rating), 2) as avg from reviews where doctor_id is not null group by doctor_id) r
  where u.id = r.doctor_id`,
];

/** Fills an empty database (no users yet) with the demo data; answers whether it did. */
export async function seedDemoIfEmpty(
  database: Database,
  options: { crypto: FieldCrypto; now?: Date },
): Promise<boolean> {
  const [row] = await database.query<{ any: boolean }>('select exists (select 1 from users) as any');
  if (row?.any) return false;
  const data = buildDemoData(options.now ?? new Date());
  await database.db.transaction((tx) => insertDemoData(tx, options.crypto, data));
  return true;
}
