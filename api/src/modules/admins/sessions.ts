import type { FastifyInstance } from 'fastify';

/**
 * Ends every live session of an administrator (deactivation): revoked in the database, which every
 * server process reads, then the session cache of this process emptied so not even its last few
 * seconds of trust survive here. The one place that does it, so a cross-process notice needs wiring
 * in once.
 */
export async function endAdminSessions(app: FastifyInstance, adminId: number, reason: string): Promise<void> {
  await app.database.query(
    'update admin_sessions set revoked_at = now(), revoked_reason = $2 where admin_id = $1 and revoked_at is null',
    [adminId, reason],
  );
  app.sessionCache.clear();
}

/**
 * A role changed: sessions checked in the last few seconds carry the old one, so this process's
 * cache of them is dropped and the next request reads the role from the database again.
 */
export function forgetCheckedSessions(app: FastifyInstance): void {
  app.sessionCache.clear();
}
