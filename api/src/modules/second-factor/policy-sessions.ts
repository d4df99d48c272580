import type { FastifyInstance } from 'fastify';
import { readPolicy } from './policy.js';

/** An admin without any factor in force (no confirmed authenticator app, no passkey). */
const HAS_NO_FACTOR = `not exists (select 1 from admin_totp f where f.admin_id = a.id and f.confirmed_at is not null)
  and not exists (select 1 from admin_passkeys p where p.admin_id = a.id)`;

/**
 * Brings open sessions in line with the second-factor policy, as a sign-in would: a session of an
 * admin whose role must have a factor and who has none becomes limited to enrolment (its next
 * request, and its renewals, answer 403 `second_factor_enrolment_required`); one limited for a role
 * no longer asked, of an admin who still has none, becomes free. A session of an admin who has a
 * factor is left as it is: one limited before they enrolled elsewhere never proved it. Every API process reads the changed sessions again at once (the
 * notice that ends a session, `app.sessions.refresh`). `adminIds`: only theirs (a factor removed, a
 * role changed); otherwise everyone's (the policy changed).
 */
export async function applyPolicyToSessions(app: FastifyInstance, adminIds?: number[]): Promise<number[]> {
  const { required_roles: required } = await readPolicy(app);
  const rows = await app.database.query<{ admin_id: number | string }>(
    `update admin_sessions s
        set enrol_only = (a.role = any($1::text[]))
       from admins a
      where a.id = s.admin_id and s.revoked_at is null and s.expires_at > now()
        and ($2::bigint[] is null or a.id = any($2::bigint[]))
        and s.enrol_only is distinct from (a.role = any($1::text[]))
        and ${HAS_NO_FACTOR}
      returning s.admin_id`,
    [required, adminIds ?? null],
  );
  const changed = [...new Set(rows.map((row) => Number(row.admin_id)))];
  if (changed.length) await app.sessions.refresh({ adminIds: changed });
  return changed;
}
