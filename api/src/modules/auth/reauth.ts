import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { THROTTLES } from '../../lib/throttle.js';

/**
 * Checks the password the signed-in administrator re-entered (block, unblock, delete, their own
 * password change), throttled per administrator so a stolen session cannot guess it: too many
 * tries answer 429, a wrong one throws `wrong()` (never a 401, which would sign the admin out).
 */
export async function checkReenteredPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  password: string,
  wrong: () => HttpError,
): Promise<void> {
  const admin = request.admin!;
  const subject = String(admin.id);
  await app.throttles.hit(THROTTLES.reauthByAdmin, subject);
  const [row] = await app.database.query<{ password_hash: string }>(
    'select password_hash from admins where id = $1',
    [admin.id],
  );
  if (!(await verifyPassword(row?.password_hash, password))) {
    app.log.warn({ admin: admin.uid }, 're-entered password was wrong');
    throw wrong();
  }
  await app.throttles.clear(THROTTLES.reauthByAdmin, subject);
}
