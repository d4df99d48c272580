import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { ok } from '../../wire/envelope.js';
import { reportFailureSchema } from './schemas.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/** Reports one administrator may send a minute; a broken page cannot flood the log. */
export const REPORTS_PER_MINUTE = 30;

/** Counts reports per administrator in fixed one-minute windows (process memory: a log guard only). */
function reportBudget(limit: number, now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (who: string): boolean => {
    const at = now();
    const window = windows.get(who);
    if (!window || at - window.startedAt >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      windows.set(who, { startedAt: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}

/**
 * `POST /api/federation/failures`: the host's retry plugin reports each failed try to load a remote,
 * so operators see a broken release in the API's log (`msg: "remote load failed"`) with the remote,
 * its version, the stage and the error, and no personal data. Signed-in administrators only.
 */
export async function federationFailureRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const withinBudget = reportBudget(REPORTS_PER_MINUTE);
  app.post(
    '/federation/failures',
    { config: { permission: 'account.self' }, schema: reportFailureSchema },
    async (request, reply) => {
      if (!withinBudget(request.admin!.uid)) {
        throw new HttpError(429, 'Too many failure reports: try again in a minute');
      }
      const report = request.body;
      request.log.warn(
        {
          remote: report.remote,
          remote_version: report.version,
          stage: report.stage,
          attempt: report.attempt,
          final: report.final,
          load_error: report.error,
        },
        'remote load failed',
      );
      return reply.status(202).send(ok({ logged: true }, 'Logged', 202));
    },
  );
}
