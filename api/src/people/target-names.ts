import type { FastifyInstance } from 'fastify';
import type { AuditTarget } from '../plugins/registry.js';
import { isUuid } from '../wire/uuid.js';
import { shownName } from './shown-user.js';

interface UserRow {
  uid: string;
  roleId: number;
  fullName: string | null;
  fullNameEnc: string | null;
}

/** The names of users (doctors, patients, clinics) by uid, as administrators see them: a patient's masked. */
async function userNames(app: FastifyInstance, ids: string[]): Promise<[string, string][]> {
  const uids = ids.filter(isUuid);
  if (!uids.length) return [];
  const rows = await app.database.query<UserRow>(
    `select u.uid::text as uid, u.role_id as "roleId", u.full_name as "fullName", p.full_name_enc as "fullNameEnc"
       from users u left join patient_profiles p on p.user_id = u.id
      where u.uid = any($1::uuid[])`,
    [uids],
    // Named: an audit page names its targets on every read.
    'audit_user_names',
  );
  return rows.flatMap((row) => {
    const name = shownName(app.fieldCrypto, row);
    return name ? [[row.uid, name] as [string, string]] : [];
  });
}

/**
 * An audit entry about a user: the same read for every role, so the entries of a page about
 * doctors, patients and clinics are named by one statement.
 */
export const userTarget: AuditTarget = { name: userNames };
/** A patient: a deleted one is not named by what the entry kept (a patient's name is never shown unmasked). */
export const patientTarget: AuditTarget = { name: userNames, keptName: false };
