import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../wire/envelope.js';
import { exact, text } from '../../wire/exact-shapes.js';
import { typedRoutes } from '../../wire/typed-routes.js';

const health = (summary: string, description: string) => ({
  tags: ['health'],
  summary,
  description,
  response: {
    200: envelopeSchema(exact({ database: text })),
    503: errorEnvelopeSchema,
  },
});

export async function healthRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);

  // Any failure of the database is a 503 here (a probe must not read a 500 as "ready later"); the
  // error is logged when it is not the usual "unreachable".
  async function databaseAnswers(): Promise<void> {
    try {
      await app.database.query('select 1');
    } catch (error) {
      if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'health check: database failed');
      throw new HttpError(503, `Service unavailable: the database (${app.database.kind}) is not answering`);
    }
  }

  app.get(
    '/health',
    {
      config: { public: true },
      schema: health(
        'Ready once the database is migrated and answers; 503 while the database is away',
        'Kept for scripts that wait on it; probes use /health/live and /health/ready.',
      ),
    },
    async () => {
      await databaseAnswers();
      return ok({ database: app.database.kind }, 'OK');
    },
  );

  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: health(
        'Liveness: the process answers (nothing else is checked)',
        'A failing liveness probe restarts the process; the database being away is not a reason to.',
      ),
    },
    async () => ok({ database: app.database.kind }, 'OK'),
  );

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: health(
        "Readiness: the database answers, has this build's migrations, and the process is not stopping",
        'A 503 takes the process out of the load balancer until it passes again; its message says why (a process started with MIGRATE_ON_START=0 waits here for the migration job).',
      ),
    },
    async () => {
      if (app.lifecycle.draining) throw new HttpError(503, 'Service unavailable: this process is stopping');
      await databaseAnswers();
      const reason = await app.schemaGate.check().catch((error: unknown) => {
        app.log.warn({ err: error }, 'health check: migrations could not be read');
        throw new HttpError(503, 'Service unavailable: the applied migrations cannot be read');
      });
      if (reason) throw new HttpError(503, `Service unavailable: ${reason}`);
      return ok({ database: app.database.kind }, 'OK');
    },
  );
}
