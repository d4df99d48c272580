import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enquiries, patientProfiles, users } from '../../db/schema/index.js';
import { csvDateTime, exportFilter, sendListExport } from '../../lib/list-export.js';
import { type ListQuery, listKeyset, orderBySql, whereSql } from '../../lists/index.js';
import { shownEmail, shownName } from '../../people/shown-user.js';
import { readField } from '../../people/fields.js';
import { enquiryListSpec } from './service.js';

const columns = {
  roleId: users.roleId,
  fullName: users.fullName,
  email: users.email,
  fullNameEnc: patientProfiles.fullNameEnc,
  emailEnc: patientProfiles.emailEnc,
  phoneEnc: enquiries.phoneEnc,
  subject: enquiries.subject,
  createdAt: enquiries.createdAt,
  status: enquiries.status,
};
type Row = { [K in keyof typeof columns]: unknown };

/** GET /enquiry as CSV: the list's columns, a patient's name and e-mail masked as on the screen. */
export function exportEnquiries(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListQuery,
  timeZone: string,
) {
  const at = csvDateTime(timeZone);
  const decrypt = (stored: unknown) => readField(app.fieldCrypto, (stored as string | null) ?? null);
  const keyset = listKeyset(list, enquiryListSpec);
  const query = (after: SQL | undefined) =>
    app.db
      .select({ ...columns, ...keyset.columns })
      .from(enquiries)
      .leftJoin(users, eq(users.id, enquiries.userId))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(and(whereSql(list, enquiryListSpec), after))
      .orderBy(...orderBySql(list, enquiryListSpec));
  return sendListExport<Row>(app, request, reply, {
    name: 'enquiries',
    action: 'enquiry.export',
    query,
    keyset,
    keys: Object.keys(columns),
    filter: exportFilter(list),
    columns: [
      {
        header: 'Name',
        cell: (row) => shownName(app.fieldCrypto, row) ?? '',
      },
      {
        header: 'Email',
        cell: (row) => shownEmail(app.fieldCrypto, row) ?? '',
      },
      { header: 'Phone', cell: (row) => decrypt(row.phoneEnc) ?? 'N/A' },
      { header: 'Subject', cell: (row) => (row.subject as string) ?? '' },
      { header: 'Enquiry Date & Time', cell: (row) => at(row.createdAt) },
      { header: 'Status', cell: (row) => (Number(row.status) === 1 ? 'Completed' : 'Pending') },
    ],
  });
}
