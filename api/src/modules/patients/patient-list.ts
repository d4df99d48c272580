import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { exportFilter } from '../../lib/list-export.js';
import { decryptContact, readField } from '../../people/fields.js';
import { livePatientMatches, patientSearchCondition } from '../../people/search.js';
import { type RoleUserList, statusWord, userFields } from '../../people/user-row.js';

/**
 * The patient list of GET /user (where.role_id 2): names, e-mails and phones stored encrypted, so
 * searched through the blind indexes and never sorted by name.
 */
export function patientUserList(app: FastifyInstance): RoleUserList {
  const read = (stored: string | null | undefined) => readField(app.fieldCrypto, stored ?? null);
  return {
    check: (list) => {
      if (list.sort.some((t) => t.field === 'full_name' || t.field === 'email')) {
        throw badRequest('Patients can be sorted by created_at only (their names are encrypted)');
      }
    },
    // A search with no other filter reads its page and count from the search tokens alone (each
    // carries its patient's created_at and whether the patient is live, migration 0400).
    search: (text, list, bind) => {
      const match = {
        condition: patientSearchCondition(app.fieldCrypto, text, users.id, bind),
        freeText: false,
      };
      if (!list.where.every((c) => c.field === 'role_id')) return match;
      const order = sql.raw(
        list.sort.find((t) => t.field === 'created_at')?.direction === 'ASC' ? 'asc' : 'desc',
      );
      return {
        ...match,
        ids: {
          from: sql`(${livePatientMatches(app.fieldCrypto, text, bind)}) m`,
          id: sql`m.user_id`,
          orderBy: [sql`m.created_at ${order}`, sql`m.user_id ${order}`],
        },
      };
    },
    // The plain fields replace the row's name, e-mail and phone (stored encrypted, not on users).
    row: ({ user, profile }) => ({ ...userFields(user), ...decryptContact(app.fieldCrypto, profile) }),
    // The name, phone and e-mail decrypted, as the patient list shows them. The audit entry records a
    // search only as "searched": the search text of a patient list is a name, an e-mail or a phone number.
    csv: {
      file: 'patients',
      action: 'patient.export',
      auditFilter: (list) => exportFilter({ ...list, search: null }, list.search ? { searched: true } : {}),
      columns: [
        { header: 'Name', cell: (row) => read(row.profile?.fullNameEnc) ?? '' },
        { header: 'Phone', cell: (row) => read(row.profile?.phoneEnc) ?? '' },
        { header: 'Email', cell: (row) => read(row.profile?.emailEnc) ?? '' },
        { header: 'Appointments', cell: (row) => Number(row.user.apptCount ?? 0) },
        {
          header: 'Login Type',
          cell: (row) => (row.user.provider === 'Local' ? 'Email' : String(row.user.provider ?? '')),
        },
        { header: 'Status', cell: (row) => statusWord(row.user.status) },
      ],
    },
  };
}
