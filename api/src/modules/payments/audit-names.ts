import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../wire/uuid.js';

/** A payment as the Audit Log names it: its transaction id, with its appointment's id when it has one. */
export async function paymentNames(app: FastifyInstance, ids: string[]): Promise<[string, string][]> {
  const uids = ids.filter(isUuid);
  if (!uids.length) return [];
  const rows = await app.database.query<{ uid: string; transaction_id: string; appt_id: string | null }>(
    `select t.uid::text as uid, t.transaction_id, a.appt_id
       from transactions t left join appointments a on a.id = t.appointment_id
      where t.uid = any($1::uuid[])`,
    [uids],
    // Named: an audit page names its targets on every read.
    'audit_payment_names',
  );
  return rows.map((row) => [
    row.uid,
    row.appt_id ? `${row.transaction_id} (${row.appt_id})` : row.transaction_id,
  ]);
}
