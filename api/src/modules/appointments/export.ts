import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appointments, patientProfiles } from '../../db/schema/index.js';
import { csvDateTime, csvDollars, exportFilter, sendListExport } from '../../lib/list-export.js';
import { type ListQuery, orderBySql, whereSql } from '../../plugins/list-query.js';
import { listedDoctorName, maskedPatientName } from './export-people.js';
import { appointmentListSpec, apptIdSearch } from './list-spec.js';
import { doctor, patient } from './party-columns.js';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Canceled',
};
const TYPE_LABELS: Record<string, string> = { video_visit: 'Video Visit', in_clinic: 'Clinic' };

const columns = {
  apptId: appointments.apptId,
  patientUid: patient.uid,
  patientNameEnc: patientProfiles.fullNameEnc,
  doctorUid: doctor.uid,
  doctorName: doctor.fullName,
  doctorStatus: doctor.status,
  doctorDeletedAt: doctor.deletedAt,
  dateUtc: appointments.dateUtc,
  totalCostCents: appointments.totalCostCents,
  bookingType: appointments.bookingType,
  status: appointments.status,
  createdAt: appointments.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };

/** GET /user/appointments as CSV: the list's columns for every match, patients masked. */
export function exportAppointments(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListQuery,
  timeZone: string,
) {
  const spec = appointmentListSpec(timeZone);
  const at = csvDateTime(timeZone);
  const query = app.db
    .select(columns)
    .from(appointments)
    .leftJoin(patient, eq(patient.id, appointments.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, appointments.userId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
    .where(whereSql(list, spec, apptIdSearch(list.search)))
    .orderBy(...orderBySql(list, spec));
  return sendListExport<Row>(app, request, reply, {
    name: 'appointments',
    action: 'appointment.export',
    query,
    keys: Object.keys(columns),
    filter: exportFilter(list),
    columns: [
      { header: 'Appointment ID', cell: (row) => row.apptId as string },
      { header: 'Patient Name', cell: (row) => maskedPatientName(app, row.patientUid, row.patientNameEnc) },
      {
        header: 'Doctor Name',
        cell: (row) => listedDoctorName(row.doctorUid, row.doctorName, row.doctorStatus, row.doctorDeletedAt),
      },
      { header: 'Appointment Date & Time', cell: (row) => at(row.dateUtc) },
      { header: 'Amount', cell: (row) => csvDollars(row.totalCostCents) },
      {
        header: 'Type',
        cell: (row) => TYPE_LABELS[row.bookingType as string] ?? String(row.bookingType ?? ''),
      },
      { header: 'Status', cell: (row) => STATUS_LABELS[row.status as string] ?? String(row.status ?? '') },
      { header: 'Booked At', cell: (row) => at(row.createdAt) },
    ],
  });
}
