import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Ready once the database is migrated and answers; 503 while the database is away',
        response: {
          200: envelopeSchema({ type: 'object', properties: { database: { type: 'string' } } }),
          503: errorEnvelopeSchema,
        },
      },
    },
    async () => {
      try {
        await app.database.query('select 1');
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        throw new HttpError(503, `Service unavailable: the database (${app.database.kind}) is not answering`);
      }
      return ok({ database: app.database.kind }, 'OK');
    },
  );
}
