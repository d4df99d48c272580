import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { patientProfiles, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { audit } from '../../lib/audit-log.js';
import { parseListQuery, whereSql } from '../../lists/index.js';
import { decryptProfile } from '../../people/fields.js';
import { ROLE } from '../../people/lookup.js';
import { type PatientProfile, type UserRow, userFields, userFilterFields } from '../../people/user-row.js';
import { isUuid } from '../../wire/uuid.js';
import { toDay } from '../../time/iso.js';

/** One user's record: a patient's with every profile field decrypted, a doctor's or clinic's with birth date and gender. */
function recordOut(app: FastifyInstance, row: UserRow, profile: PatientProfile) {
  const base = userFields(row);
  if (row.roleId !== ROLE.patient) return { ...base, dob: toDay(row.dob), gender: row.gender };
  // The plain fields replace base's name, e-mail and phone (stored encrypted, not on users).
  return { ...base, ...decryptProfile(app.fieldCrypto, profile) };
}

/**
 * GET /user/find: one user by uid; a patient with every personal field decrypted. Reading a
 * patient's full record is written to the audit log first (patient.read: the admin, the patient,
 * the time, the request), as health-data rules expect of an access log; if it cannot be written,
 * the record is not shown.
 */
export async function findUser(app: FastifyInstance, request: FastifyRequest) {
  const spec = { fields: userFilterFields, defaultSort: [] };
  const list = parseListQuery(request.query, spec);
  const uid = list.where.find((c) => c.field === 'uid' && c.operator === '=')?.value;
  if (!isUuid(uid)) throw badRequest('where.uid is required');
  const [row] = await app.db.select().from(users).where(whereSql(list, spec)).limit(1);
  if (!row) throw notFound('User not found');
  const [profile] =
    row.roleId === ROLE.patient
      ? await app.db.select().from(patientProfiles).where(eq(patientProfiles.userId, row.id))
      : [null];
  if (row.roleId === ROLE.patient) {
    await audit(app.db, request, { action: 'patient.read', targetType: 'patient', targetUid: row.uid });
  }
  return { user: recordOut(app, row, profile ?? null) };
}
