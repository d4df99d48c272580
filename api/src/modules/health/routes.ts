import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../plugins/envelope.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Ready once the database is migrated and answers',
        response: { 200: envelopeSchema({ type: 'object', properties: { database: { type: 'string' } } }) },
      },
    },
    async () => {
      await app.database.query('select 1');
      return ok({ database: app.database.kind }, 'OK');
    },
  );
}
