import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, calls } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { csvDateTime, csvDollars } from '../../lib/list-export.js';
import { type ListCsv, type ListDefinition, type ListQuery, namedRead, readList } from '../../lists/index.js';
import { partyCells } from '../../people/party-cells.js';
import { appointmentListSpec, appointmentsCounter, apptIdSearch } from './list-spec.js';
import {
  type AppointmentRow,
  appointmentColumns,
  clinic,
  doctor,
  partyColumns,
  withParties,
} from '../../people/party-columns.js';
import { dollars } from '../../money/dollars.js';
import { type TransactionFields, transactionAnswer } from '../../money/transaction-answer.js';
import { maskedPatient } from '../../people/masked-patient.js';
import { toIso } from '../../time/iso.js';

/** The columns every appointment answer carries. */
const summaryColumns = { ...appointmentColumns, extendedCount: appointments.extendedCount, ...partyColumns };

type SummaryRow = AppointmentRow & { extendedCount: number };

function doctorRef(row: SummaryRow) {
  // The doctor's columns come from a left join: all there, or (no doctor) all null.
  if (!row.doctorUid || !row.doctorStatus) return null;
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

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Canceled',
};
const TYPE_LABELS: Record<string, string> = { video_visit: 'Video Visit', in_clinic: 'Clinic' };

/** GET /user/appointments as CSV: the list's columns for every match, patients masked. */
function appointmentsCsv(app: FastifyInstance, timeZone: string): ListCsv<SummaryRow> {
  const at = csvDateTime(timeZone);
  const [patientName, doctorName] = partyCells(app);
  return {
    file: 'appointments',
    action: 'appointment.export',
    columns: [
      { header: 'Appointment ID', cell: (row) => row.apptId },
      patientName,
      doctorName,
      { header: 'Appointment Date & Time', cell: (row) => at(row.dateUtc) },
      { header: 'Amount', cell: (row) => csvDollars(row.totalCostCents) },
      { header: 'Type', cell: (row) => TYPE_LABELS[row.bookingType] ?? String(row.bookingType ?? '') },
      { header: 'Status', cell: (row) => STATUS_LABELS[row.status] ?? String(row.status ?? '') },
      { header: 'Booked At', cell: (row) => at(row.createdAt) },
    ],
  };
}

/**
 * GET /user/appointments as the list engine reads it: the page's ids from an index walk on
 * appointments alone, only those rows joined to their patient and doctor; the same rows as CSV.
 */
export function appointmentList(app: FastifyInstance, timeZone: string): ListDefinition<SummaryRow, unknown> {
  return {
    name: 'appointments',
    spec: appointmentListSpec(timeZone),
    table: appointments,
    id: appointments.id,
    search: (text, _list, bind) => ({ condition: apptIdSearch(text, bind) as SQL, freeText: true }),
    counter: appointmentsCounter,
    columns: summaryColumns,
    joins: withParties,
    map: (row, list) => summary(app, row, list.populate),
    csv: appointmentsCsv(app, timeZone),
  };
}

/** GET /user/appointments: a page of `appointments` (appointmentList). */
export async function listAppointments(
  app: FastifyInstance,
  appointments: ReturnType<typeof appointmentList>,
  list: ListQuery,
) {
  const page = await readList(app.db, appointments, list);
  return { appointments: page.rows, count: page.total, limit: list.limit };
}

/**
 * The parts of one appointment as JSON subqueries of its own statement (one round trip instead of
 * five): booked services, payments oldest first, the review and the doctor's ranked specialities.
 */
const detailPartColumns = {
  services: sql<{ uid: string; name: string; cost_cents: number; required_time: string }[]>`coalesce((
    select json_agg(json_build_object('uid', b.uid, 'name', b.name, 'cost_cents', b.cost_cents,
                                      'required_time', b.required_time) order by b.id)
      from booked_services b where b.appointment_id = "appointments"."id"), '[]'::json)`,
  payments: sql<TransactionFields[]>`coalesce((
    select json_agg(json_build_object('uid', t.uid, 'transactionId', t.transaction_id, 'chargeId', t.charge_id,
        'last4', t.last4, 'status', t.status, 'type', t.type, 'refundId', t.refund_id,
        'refundAmountCents', t.refund_amount_cents, 'refundType', t.refund_type, 'refundReason', t.refund_reason,
        'refundedAt', t.refunded_at, 'collectedAmountCents', t.collected_amount_cents,
        'destinationAmountCents', t.destination_amount_cents, 'applicationAmountCents', t.application_amount_cents,
        'handlingChargeCents', t.handling_charge_cents, 'createdAt', t.created_at,
        'refundedByName', (select ad.full_name from admins ad where ad.id = t.refunded_by)) order by t.created_at, t.id)
      from transactions t where t.appointment_id = "appointments"."id"), '[]'::json)`,
  review: sql<{ rating: number; comments: string | null } | null>`(
    select json_build_object('rating', r.rating, 'comments', r.comments)
      from reviews r where r.appointment_id = "appointments"."id" limit 1)`,
  doctorSpecialities: sql<{ is_primary: '1' | '2'; name: string }[]>`coalesce((
    select json_agg(json_build_object('is_primary', ds.is_primary, 'name', s.name) order by ds.id)
      from doctor_specialities ds join specialities s on s.id = ds.speciality_id
     where ds.user_id = "appointments"."doctor_id" and ds.is_primary in ('1', '2')), '[]'::json)`,
};

const appointmentWithParts = namedRead('appointment_detail', (db) =>
  withParties(
    db
      .select({
        ...summaryColumns,
        ...detailPartColumns,
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
      .$dynamic(),
  )
    .leftJoin(clinic, eq(clinic.id, doctor.clinicId))
    .where(eq(appointments.uid, sql.placeholder('uid')))
    .limit(1),
);

/** GET /user/appointments/{uid}: the appointment with its parts, payment status and review. */
export async function getAppointment(app: FastifyInstance, uid: string) {
  const [row] = await appointmentWithParts(app.db, { uid });
  if (!row) throw notFound('Appointment not found');
  const { services, payments, review, doctorSpecialities: doctorSpecialityRows } = row;

  const base = summary(app, row as SummaryRow, ['user', 'doctor']);
  const main = payments.find((payment) => payment.type === 'normal') ?? payments[0];
  const reviewer =
    review && base.user ? { full_name: (base.user as { full_name: string | null }).full_name } : null;

  const doctor = doctorRef(row as SummaryRow);
  return {
    appointments: {
      ...base,
      someone_else: row.someoneElse,
      full_name: row.someoneElse === '1' ? row.someoneElseFullName : null,
      service_address: row.serviceAddress,
      service_duration: row.serviceDuration,
      is_review_added: row.isReviewAdded,
      avgReviewRating: review ? review.rating : null,
      doctor: doctor
        ? {
            ...doctor,
            doctor_avg_rating: row.doctorRating === null ? null : Number(row.doctorRating),
            doctorSpeciality: doctorSpecialityRows.map((entry) => ({
              is_primary: entry.is_primary,
              speciality: { name: entry.name },
            })),
            clinic: row.clinicName ? { full_name: row.clinicName } : null,
          }
        : null,
      booked_services: services.map((service) => ({
        uid: service.uid,
        cost: dollars(service.cost_cents),
        required_time: service.required_time,
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
