import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { patientProfiles, users } from '../../db/schema/index.js';
import { exportFilter, sendListExport } from '../../lib/list-export.js';
import { type ListQuery, listKeyset, orderBySql } from '../../lists/index.js';
import { readField } from '../../people/fields.js';
import { ROLE } from '../../people/lookup.js';
import { userListSpec, userListWhere } from './service.js';

const columns = {
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  npi: users.npi,
  apptCount: users.apptCount,
  provider: users.provider,
  status: users.status,
  fullNameEnc: patientProfiles.fullNameEnc,
  emailEnc: patientProfiles.emailEnc,
  phoneEnc: patientProfiles.phoneEnc,
};
type Row = { [K in keyof typeof columns]: unknown };

const word = (status: unknown) => {
  const text = String(status ?? '');
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};

/**
 * GET /user as CSV: the patient list (name, phone, e-mail decrypted, as the patient list shows them)
 * or the clinic list. The audit entry records a patient search only as "searched": the search text
 * of a patient list is a name, an e-mail or a phone number.
 */
export function exportUsers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListQuery,
  role: number,
) {
  const patients = role === ROLE.patient;
  const read = (stored: unknown) => readField(app.fieldCrypto, (stored as string | null) ?? null);
  const keyset = listKeyset(list, userListSpec);
  const query = (after: SQL | undefined) =>
    app.db
      .select({ ...columns, ...keyset.columns })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(and(userListWhere(app, list, role), after))
      .orderBy(...orderBySql(list, userListSpec));
  const filter = patients
    ? exportFilter({ ...list, search: null }, list.search ? { searched: true } : {})
    : exportFilter(list);
  return sendListExport<Row>(app, request, reply, {
    name: patients ? 'patients' : 'clinics',
    action: patients ? 'patient.export' : 'clinic.export',
    query,
    keyset,
    keys: Object.keys(columns),
    filter,
    columns: patients
      ? [
          { header: 'Name', cell: (row) => read(row.fullNameEnc) ?? '' },
          { header: 'Phone', cell: (row) => read(row.phoneEnc) ?? '' },
          { header: 'Email', cell: (row) => read(row.emailEnc) ?? '' },
          { header: 'Appointments', cell: (row) => Number(row.apptCount ?? 0) },
          {
            header: 'Login Type',
            cell: (row) => (row.provider === 'Local' ? 'Email' : String(row.provider ?? '')),
          },
          { header: 'Status', cell: (row) => word(row.status) },
        ]
      : [
          { header: 'Name', cell: (row) => String(row.fullName ?? '') },
          { header: 'NPI Number', cell: (row) => String(row.npi ?? '') },
          { header: 'Phone', cell: (row) => String(row.phone ?? '') },
          { header: 'Email', cell: (row) => String(row.email ?? '') },
          { header: 'Status', cell: (row) => word(row.status) },
        ],
  });
}
