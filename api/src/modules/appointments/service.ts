import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  bookedServices,
  calls,
  doctorSpecialities,
  patientProfiles,
  reviews,
  specialities,
  transactions,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { countAppointmentsFromCounters } from '../../lib/counted-lists.js';
import { fetchPage } from '../../lib/deep-pages.js';
import { inPageOrder } from '../../lib/page-order.js';
import { type ListQuery, orderBySql, whereSql } from '../../plugins/list-query.js';
import { appointmentListSpec, apptIdSearch } from './list-spec.js';
import { clinic, doctor, partyColumns, patient } from './party-columns.js';
import { dollars, maskedPatient, toIso } from './people.js';

/** The columns every appointment answer carries. */
const summaryColumns = {
  uid: appointments.uid,
  apptId: appointments.apptId,
  status: appointments.status,
  bookingType: appointments.bookingType,
  dateUtc: appointments.dateUtc,
  serviceAtDate: appointments.serviceAtDate,
  createdAt: appointments.createdAt,
  totalCostCents: appointments.totalCostCents,
  bookingAmountCents: appointments.bookingAmountCents,
  extendedCount: appointments.extendedCount,
  ...partyColumns,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: unknown;
} & {
  uid: string;
  apptId: string;
  status: string;
  bookingType: string;
  dateUtc: Date;
  serviceAtDate: Date;
  createdAt: Date;
  totalCostCents: number;
  bookingAmountCents: number;
  extendedCount: number;
  patientUid: string | null;
  patientStatus: string | null;
  patientDeletedAt: Date | null;
  patientNameEnc: string | null;
  patientEmailEnc: string | null;
  doctorUid: string | null;
  doctorName: string | null;
  doctorStatus: string | null;
  doctorDeletedAt: Date | null;
};

function doctorRef(row: SummaryRow) {
  if (!row.doctorUid) return null;
  return {
    uid: row.doctorUid,
    full_name: row.doctorName,
    status: row.doctorStatus,
    deleted_at: toIso(row.doctorDeletedAt),
  };
}

function summary(app: FastifyInstance, row: SummaryRow, populate: string[]) {
  const out: Record<string, unknown> = {
    uid: row.uid,
    appt_id: row.apptId,
    status: row.status,
    booking_type: row.bookingType,
    date_utc: toIso(row.dateUtc),
    service_at_date: toIso(row.serviceAtDate),
    created_at: toIso(row.createdAt),
    total_cost: dollars(row.totalCostCents),
    booking_amount: dollars(row.bookingAmountCents),
    extended_count: row.extendedCount,
  };
  if (populate.includes('user')) {
    out.user = maskedPatient(app, {
      uid: row.patientUid,
      status: row.patientStatus,
      deletedAt: row.patientDeletedAt,
      fullNameEnc: row.patientNameEnc,
      emailEnc: row.patientEmailEnc,
    });
  }
  if (populate.includes('doctor')) out.doctor = doctorRef(row);
  return out;
}

/**
 * GET /user/appointments. The page's ids come first from an index walk on appointments alone; only
 * those 20 rows are then joined to their patient and doctor (a deep page never joins the rows it
 * skips, and one past the middle is read from the far end). The total comes from stat_counters
 * when the filter is one they keep.
 */
export async function listAppointments(app: FastifyInstance, list: ListQuery, timeZone: string) {
  const spec = appointmentListSpec(timeZone);
  const where = whereSql(list, spec, apptIdSearch(list.search));
  const { rows: idRows, total } = await fetchPage(
    list,
    () =>
      countAppointmentsFromCounters(app.db, list) ??
      app.db
        .select({ total: count() })
        .from(appointments)
        .where(where)
        .then(([row]) => Number(row.total)),
    (window) =>
      app.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(where)
        .orderBy(...orderBySql(list, spec, window))
        .limit(window.limit)
        .offset(window.offset),
  );
  const ids = idRows.map((row) => row.id);
  const rows = ids.length
    ? await app.db
        .select({ ...summaryColumns, id: appointments.id })
        .from(appointments)
        .leftJoin(patient, eq(patient.id, appointments.userId))
        .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
        .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
        .where(inArray(appointments.id, ids))
    : [];
  return {
    appointments: inPageOrder(ids, rows).map((row) => summary(app, row as SummaryRow, list.populate)),
    count: total,
    limit: list.limit,
  };
}

export function transactionAnswer(row: typeof transactions.$inferSelect) {
  return {
    uid: row.uid,
    transaction_id: row.transactionId,
    charge_id: row.chargeId,
    last4: row.last4,
    status: row.status,
    type: row.type,
    refund_id: row.refundId,
    refund_amount: dollars(row.refundAmountCents),
    refund_type: row.refundType,
    refund_reason: row.refundReason,
    refunded_at: toIso(row.refundedAt),
    collected_amount: dollars(row.collectedAmountCents),
    destination_amount: dollars(row.destinationAmountCents),
    application_amount: dollars(row.applicationAmountCents),
    handling_charge: dollars(row.handlingChargeCents),
    created_at: toIso(row.createdAt),
  };
}

/** GET /user/appointments/{uid}: the appointment with its parts, payment status and review. */
export async function getAppointment(app: FastifyInstance, uid: string) {
  const [row] = await app.db
    .select({
      ...summaryColumns,
      id: appointments.id,
      doctorId: appointments.doctorId,
      someoneElse: appointments.someoneElse,
      someoneElseFullName: appointments.someoneElseFullName,
      serviceAddress: appointments.serviceAddress,
      serviceDuration: appointments.serviceDuration,
      isReviewAdded: appointments.isReviewAdded,
      doctorRating: doctor.doctorAvgRating,
      clinicName: clinic.fullName,
    })
    .from(appointments)
    .leftJoin(patient, eq(patient.id, appointments.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
    .leftJoin(clinic, eq(clinic.id, doctor.clinicId))
    .where(eq(appointments.uid, uid))
    .limit(1);
  if (!row) throw notFound('Appointment not found');

  const [services, payments, reviewRows, doctorSpecialityRows] = await Promise.all([
    app.db
      .select()
      .from(bookedServices)
      .where(eq(bookedServices.appointmentId, row.id))
      .orderBy(asc(bookedServices.id)),
    app.db
      .select()
      .from(transactions)
      .where(eq(transactions.appointmentId, row.id))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
    app.db
      .select({ rating: reviews.rating, comments: reviews.comments, patientId: reviews.patientId })
      .from(reviews)
      .where(eq(reviews.appointmentId, row.id))
      .limit(1),
    row.doctorId
      ? app.db
          .select({ isPrimary: doctorSpecialities.isPrimary, name: specialities.name })
          .from(doctorSpecialities)
          .innerJoin(specialities, eq(specialities.id, doctorSpecialities.specialityId))
          .where(
            and(
              eq(doctorSpecialities.userId, row.doctorId),
              inArray(doctorSpecialities.isPrimary, ['1', '2']),
            ),
          )
      : Promise.resolve([]),
  ]);

  const base = summary(app, row as SummaryRow, ['user', 'doctor']);
  const main = payments.find((payment) => payment.type === 'normal') ?? payments[0];
  const review = reviewRows[0];
  const reviewer =
    review && base.user ? { full_name: (base.user as { full_name: string | null }).full_name } : null;

  return {
    appointments: {
      ...base,
      someone_else: row.someoneElse,
      full_name: row.someoneElse === '1' ? row.someoneElseFullName : null,
      service_address: row.serviceAddress,
      service_duration: row.serviceDuration,
      is_review_added: row.isReviewAdded,
      avgReviewRating: review ? review.rating : null,
      doctor: row.doctorUid
        ? {
            ...doctorRef(row as SummaryRow),
            doctor_avg_rating: row.doctorRating === null ? null : Number(row.doctorRating),
            doctorSpeciality: doctorSpecialityRows.map((entry) => ({
              is_primary: entry.isPrimary,
              speciality: { name: entry.name },
            })),
            clinic: row.clinicName ? { full_name: row.clinicName } : null,
          }
        : null,
      booked_services: services.map((service) => ({
        uid: service.uid,
        cost: dollars(service.costCents),
        required_time: service.requiredTime,
        services: { name: service.name },
      })),
      transactions: payments.map(transactionAnswer),
    },
    payment_status: main?.status ?? null,
    review: review ? { rating: review.rating, comments: review.comments, patient: reviewer } : null,
  };
}

/** GET /user/calls/{uid}: the video calls of an appointment, oldest first. */
export async function listCalls(app: FastifyInstance, appointmentUid: string) {
  const [appointment] = await app.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.uid, appointmentUid))
    .limit(1);
  if (!appointment) throw notFound('Appointment not found');
  const rows = await app.db
    .select({ callId: calls.callId, duration: calls.duration, status: calls.status })
    .from(calls)
    .where(eq(calls.appointmentId, appointment.id))
    .orderBy(asc(calls.createdAt), asc(calls.id));
  return rows.map((call) => ({ call_id: call.callId, duration: call.duration, status: call.status }));
}
