import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appointments, transactions } from '../../db/schema/index.js';
import { csvDateTime, csvDollars, exportFilter, sendListExport } from '../../lib/list-export.js';
import { type ListQuery, listKeyset, orderBySql, whereSql } from '../../lists/index.js';
import { exportPartyColumns, partyCells, withAppointmentParties } from '../../people/export-people.js';
import { apptIdSearch } from '../appointments/index.js';
import { paymentListSpec } from './list-spec.js';

const columns = {
  apptId: appointments.apptId,
  createdAt: transactions.createdAt,
  transactionId: transactions.transactionId,
  ...exportPartyColumns,
  destinationCents: transactions.destinationAmountCents,
  applicationCents: transactions.applicationAmountCents,
  collectedCents: transactions.collectedAmountCents,
  type: transactions.type,
  refundId: transactions.refundId,
  refundCents: transactions.refundAmountCents,
  refundType: transactions.refundType,
  refundedAt: transactions.refundedAt,
};
type Row = { [K in keyof typeof columns]: unknown };

/**
 * GET /user/payments as CSV: the list's columns for every payment its filter, search and order
 * match, the patient masked as on the screen.
 */
export function exportPayments(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListQuery,
  timeZone: string,
) {
  const spec = paymentListSpec(timeZone);
  const at = csvDateTime(timeZone);
  const keyset = listKeyset(list, spec);
  const query = (after: SQL | undefined) =>
    withAppointmentParties(
      app.db
        .select({ ...columns, ...keyset.columns })
        .from(transactions)
        .innerJoin(appointments, eq(appointments.id, transactions.appointmentId))
        .$dynamic(),
    )
      .where(and(whereSql(list, spec, [apptIdSearch(list.search)]), after))
      .orderBy(...orderBySql(list, spec));
  const [patientName, doctorName] = partyCells(app);
  return sendListExport<Row>(app, request, reply, {
    name: 'payments',
    action: 'payment.export',
    query,
    keyset,
    keys: Object.keys(columns),
    filter: exportFilter(list),
    columns: [
      { header: 'Appointment ID', cell: (row) => row.apptId as string },
      { header: 'Transaction Date', cell: (row) => at(row.createdAt) },
      { header: 'Transaction ID', cell: (row) => (row.transactionId as string) || '-' },
      patientName,
      doctorName,
      { header: 'Doctor ($)', cell: (row) => csvDollars(row.destinationCents) },
      { header: 'Platform ($)', cell: (row) => csvDollars(row.applicationCents) },
      { header: 'Total Amount', cell: (row) => csvDollars(row.collectedCents) },
      { header: 'Extended', cell: (row) => (row.type === 'extended' ? 'Yes' : 'No') },
      { header: 'Refund', cell: (row) => (row.refundId ? csvDollars(row.refundCents) : '') },
      { header: 'Refund Type', cell: (row) => (row.refundId ? String(row.refundType ?? '') : '') },
      { header: 'Refunded At', cell: (row) => (row.refundId ? at(row.refundedAt) : '') },
      { header: 'Status', cell: (row) => (row.refundId ? 'Refunded' : 'Success') },
    ],
  });
}
