import type { Sql } from '../db/client.js';
import { LIVE_CHANNEL } from '../plugins/live-events.js';
import { SESSIONS_ENDED_NOTICE } from '../plugins/sessions.js';

/**
 * Removes every second factor (authenticator app, passkeys) and recovery code of the administrator of `email`, ends their
 * sessions (every API process hears of it through the live channel) and writes an audit entry: the
 * last Owner's way back in when no other Owner can reset it. False when no admin has that e-mail.
 */
export async function resetFactorsByEmail(sql: Sql, email: string): Promise<boolean> {
  const [admin] = await sql.query<{ id: number; uid: string }>(
    'select id, uid from admins where lower(email) = lower($1)',
    [email.trim()],
  );
  if (!admin) return false;
  await sql.query('delete from admin_totp where admin_id = $1', [admin.id]);
  await sql.query('delete from admin_passkeys where admin_id = $1', [admin.id]);
  await sql.query('delete from admin_recovery_codes where admin_id = $1', [admin.id]);
  const ended = await sql.query<{ id: number }>(
    `update admin_sessions set revoked_at = now(), revoked_reason = 'second_factor_reset'
      where admin_id = $1 and revoked_at is null returning id`,
    [admin.id],
  );
  if (ended.length) {
    await sql.query('select pg_notify($1, $2)', [
      LIVE_CHANNEL,
      `${SESSIONS_ENDED_NOTICE}:${ended.map((row) => row.id).join(',')}`,
    ]);
  }
  await sql.query(
    `insert into audit_log (admin_id, action, target_type, target_uid, details)
     values (null, 'second_factor.reset', 'admin', $1, $2)`,
    [admin.uid, JSON.stringify({ by: 'command line' })],
  );
  return true;
}
