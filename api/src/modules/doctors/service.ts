import { asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readOfTheMoment } from '../../plugins/shared-reads.js';
import {
  availabilitySessions,
  doctorLocations,
  doctorNotifications,
  patientProfiles,
  reviews,
  subscriptionRecords,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { csvColumnsOf } from '../../lib/list-export.js';
import {
  type Bind,
  type ListCsv,
  type ListDefinition,
  type ListQuery,
  type ListSpec,
  namedRead,
  readList,
} from '../../lists/index.js';
import { decryptProfile } from '../../people/fields.js';
import { maskName } from '../../people/masking.js';
import { findUserOr404, ROLE } from '../../people/lookup.js';
import { dollars } from '../../money/dollars.js';
import { toIso } from '../../time/iso.js';
import {
  activeSpecialitiesJson,
  type DoctorSummaryRow,
  doctorSummary,
  doctorSummaryColumns,
} from './doctor-rows.js';
import { doctorConditions, doctorListSpec, doctorSearch, doctorsCounter } from './list-spec.js';

/**
 * The doctors as the list engine reads them: a page's ids with their total (from stat_counters
 * when they keep the filter, else counted over the matches the page is sorted from), and only
 * those rows with their specialities, services and licences as JSON subqueries.
 */
function doctorList(
  name: string,
  spec: ListSpec,
  conditions: (list: ListQuery, bind: Bind) => (SQL | undefined)[],
  counter?: ListDefinition<DoctorSummaryRow, unknown>['counter'],
): ListDefinition<DoctorSummaryRow, ReturnType<typeof doctorSummary>> {
  return {
    name,
    spec,
    table: users,
    id: users.id,
    conditions,
    search: (text, _list, bind) => ({ condition: doctorSearch(text, bind), freeText: true }),
    counter,
    windowTotal: true,
    columns: doctorSummaryColumns,
    map: doctorSummary,
  };
}

type DoctorSummary = ReturnType<typeof doctorSummary>;

const SERVICE_TYPES: Record<string, string> = { in_clinic: 'In Clinic', video_visit: 'Video Visit' };

/** The status badge's words (remote-people doctor-status.ts). */
function badge(status: string, profileStatus: string | null): string {
  if (status === 'pending') return 'Verification Pending';
  if (status === 'active') return profileStatus === 'complete' ? 'Active' : 'Profile Incomplete';
  return status ? status[0].toUpperCase() + status.slice(1) : '';
}

const speciality = (doctor: DoctorSummary, rank: string) =>
  doctor.doctorSpeciality
    .filter((part) => part.is_primary === rank)
    .map((part) => part.speciality.name)
    .join('; ');

/** GET /doctor as CSV: the list's columns, from each row as the page answers it. */
const doctorsCsv: ListCsv<DoctorSummaryRow> = {
  file: 'doctors',
  action: 'doctor.export',
  columns: csvColumnsOf<DoctorSummaryRow, DoctorSummary>(doctorSummary, [
    { header: 'Name', cell: (doctor) => doctor.full_name ?? '' },
    { header: 'NPI Number', cell: (doctor) => doctor.npi ?? '' },
    { header: 'Phone', cell: (doctor) => doctor.phone ?? '' },
    { header: 'Email', cell: (doctor) => doctor.email ?? '' },
    { header: 'Rating', cell: (doctor) => doctor.doctor_avg_rating.toFixed(1) },
    { header: 'Appointments', cell: (doctor) => Number(doctor.appt_count ?? 0) },
    { header: 'Primary Specialty', cell: (doctor) => speciality(doctor, '1') },
    { header: 'Secondary Specialty', cell: (doctor) => speciality(doctor, '2') },
    {
      header: 'Service Type',
      cell: (doctor) =>
        doctor.doctorFacility
          .filter((f) => f.status === '1')
          .map((f) => SERVICE_TYPES[f.service_type] ?? f.service_type)
          .join('; '),
    },
    {
      header: 'License (expired/total)',
      cell: (doctor) => `${doctor.expired_license}/${doctor.total_license}`,
    },
    { header: 'Sponsored', cell: (doctor) => (doctor.is_sponsored === '1' ? 'Yes' : 'No') },
    { header: 'Status', cell: (doctor) => badge(doctor.status, doctor.profile_status) },
  ]),
};

/** GET /doctor: the doctor list, and the same rows as CSV. */
export const doctorsList: ListDefinition<DoctorSummaryRow, DoctorSummary> = {
  ...doctorList('doctors', doctorListSpec, doctorConditions, doctorsCounter),
  csv: doctorsCsv,
};

/** The filter choices beside the page: a statement that never changes. */
const filterChoices = namedRead('doctor_filter_choices', (db) =>
  db.select({ specialities: activeSpecialitiesJson }).from(sql`(select 1) as one`),
);

type FilterChoices = Awaited<ReturnType<typeof filterChoices>>;

/**
 * The filter choices, read once for the pages of the moment (every doctors' page shows them, and
 * they change when the catalogue does): a statement less for almost every page.
 */
export const sharedFilterChoices = (app: FastifyInstance) => readOfTheMoment(app, filterChoices);

/** GET /doctor: the doctor list with its filters, search, sort and page; deleted doctors only when asked. */
export async function listDoctors(
  app: FastifyInstance,
  list: ListQuery,
  choices: () => Promise<FilterChoices>,
) {
  const [page, [meta]] = await Promise.all([readList(app.db, doctorsList, list), choices()]);
  return { doctors: page.rows, specialities: meta.specialities, count: page.total, limit: list.limit };
}

const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** GET /doctor-availability/{uid}: the week, day by day, sessions in time order. */
export async function doctorAvailability(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const rows = await app.db
    .select({
      day: availabilitySessions.day,
      fromTime: availabilitySessions.fromTime,
      toTime: availabilitySessions.toTime,
      inClinic: availabilitySessions.inClinic,
      videoVisit: availabilitySessions.videoVisit,
      noOfBreak: availabilitySessions.noOfBreak,
      address: doctorLocations.address,
    })
    .from(availabilitySessions)
    .leftJoin(doctorLocations, eq(doctorLocations.id, availabilitySessions.locationId))
    .where(eq(availabilitySessions.userId, doctor.id))
    .orderBy(asc(availabilitySessions.fromTime));
  return {
    availability: DAYS.map((day) => ({
      day,
      sessions: rows
        .filter((r) => r.day === day)
        .map((r) => ({
          from_time: r.fromTime,
          to_time: r.toTime,
          in_clinic: r.inClinic,
          video_visit: r.videoVisit,
          location: r.address ? { address: r.address } : null,
          no_of_break: r.noOfBreak,
        })),
    })),
  };
}

/** GET /user/reviews/{uid}: the doctor's reviews, newest first; patients' names masked. */
export async function doctorReviews(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const rows = await app.db
    .select({
      uid: reviews.uid,
      rating: reviews.rating,
      comments: reviews.comments,
      createdAt: reviews.createdAt,
      fullNameEnc: patientProfiles.fullNameEnc,
      emailEnc: patientProfiles.emailEnc,
      phoneEnc: patientProfiles.phoneEnc,
    })
    .from(reviews)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, reviews.patientId))
    .where(eq(reviews.doctorId, doctor.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(500);
  return {
    reviews: rows.map((r) => ({
      uid: r.uid,
      rating: r.rating,
      comments: r.comments,
      created_at: toIso(r.createdAt),
      patient: { full_name: maskName(decryptProfile(app.fieldCrypto, r).full_name) },
    })),
  };
}

export const notificationListSpec: ListSpec = {
  fields: { created_at: { column: doctorNotifications.createdAt, type: 'date', sort: true } },
  defaultSort: [{ field: 'created_at', direction: 'DESC' }],
  tiebreaker: doctorNotifications.id,
  defaultLimit: 100,
  maxLimit: 500,
};

/** A doctor's notifications, newest first (the doctor's id bound: one statement for every doctor). */
const notificationList = (
  doctorId: number,
): ListDefinition<
  typeof doctorNotifications.$inferSelect,
  { uid: string; description: string; created_at: string }
> => ({
  name: 'doctor notifications',
  spec: notificationListSpec,
  table: doctorNotifications,
  id: doctorNotifications.id,
  conditions: (_list, bind) => [sql`${doctorNotifications.userId} = ${bind(doctorId)}`],
  windowTotal: true,
  columns: getTableColumns(doctorNotifications),
  map: (n) => ({ uid: n.uid, description: n.description, created_at: toIso(n.createdAt) }),
});

/** GET /user/{uid}/notifications: the doctor's notifications (broadcasts and notices). */
export async function doctorNotificationList(app: FastifyInstance, uid: string, list: ListQuery) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const page = await readList(app.db, notificationList(doctor.id), list);
  return { notifications: page.rows };
}

/** GET /user/doctors/subscription/{uid}: the sponsorship subscription and its billing records. */
export async function doctorSubscription(app: FastifyInstance, uid: string) {
  const doctor = await findUserOr404(app.db, uid, ['doctor']);
  const [subscription] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, doctor.id));
  const records = subscription
    ? await app.db
        .select()
        .from(subscriptionRecords)
        .where(eq(subscriptionRecords.subscriptionId, subscription.id))
        .orderBy(desc(subscriptionRecords.periodStart))
    : [];
  return {
    subscription: subscription
      ? {
          uid: subscription.uid,
          subscription_start_date: toIso(subscription.subscriptionStartDate),
          is_subscribed: subscription.isSubscribed,
          price: dollars(subscription.priceCents),
        }
      : null,
    records: records.map((r) => ({
      stripe_subscription_id: r.stripeSubscriptionId,
      transaction_id: r.transactionId,
      period_start: toIso(r.periodStart),
      period_end: toIso(r.periodEnd),
      status: r.status,
    })),
  };
}

/** GET /doctor/clinics/{uid}'s list: ten doctors a page. */
export const clinicDoctorListSpec: ListSpec = { ...doctorListSpec, defaultLimit: 10 };

/** A clinic's doctors (the clinic's id bound like any value: one statement for every clinic). */
const clinicDoctorList = (clinicId: number) =>
  doctorList('clinic doctors', clinicDoctorListSpec, (_list, bind) => [
    sql`${users.roleId} = ${sql.raw(String(ROLE.doctor))}`,
    sql`${users.clinicId} = ${bind(clinicId)}`,
  ]);

/** GET /doctor/clinics/{uid}: the doctors of a clinic. */
export async function clinicDoctors(app: FastifyInstance, clinicUid: string, list: ListQuery) {
  const clinic = await findUserOr404(app.db, clinicUid, ['clinic']);
  const page = await readList(app.db, clinicDoctorList(clinic.id), list);
  return { doctors: page.rows, count: page.total, limit: list.limit };
}
