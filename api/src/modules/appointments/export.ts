import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appointments } from '../../db/schema/index.js';
import { csvDateTime, csvDollars, exportFilter, sendListExport } from '../../lib/list-export.js';
import { type ListQuery, listKeyset, orderBySql, whereSql } from '../../lists/index.js';
import { exportPartyColumns, partyCells, withAppointmentParties } from '../../people/export-people.js';
import { appointmentListSpec, apptIdSearch } from './list-spec.js';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Canceled',
};
const TYPE_LABELS: Record<string, string> = { video_visit: 'Video Visit', in_clinic: 'Clinic' };

const columns = {
  apptId: appointments.apptId,
  ...exportPartyColumns,
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
  const keyset = listKeyset(list, spec);
  const query = (after: SQL | undefined) =>
    withAppointmentParties(
      app.db
        .select({ ...columns, ...keyset.columns })
        .from(appointments)
        .$dynamic(),
    )
      .where(and(whereSql(list, spec, [apptIdSearch(list.search)]), after))
      .orderBy(...orderBySql(list, spec));
  const [patientName, doctorName] = partyCells(app);
  return sendListExport<Row>(app, request, reply, {
    name: 'appointments',
    action: 'appointment.export',
    query,
    keyset,
    keys: Object.keys(columns),
    filter: exportFilter(list),
    columns: [
      { header: 'Appointment ID', cell: (row) => row.apptId as string },
      patientName,
      doctorName,
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
