import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok, readErrorSchemas } from '../../wire/envelope.js';
import { listQuery } from '../../wire/response-shapes.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { pickerUsersSchema } from './schemas.js';
import { pickerOptions } from './service.js';

export async function pickerRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/user/all',
    {
      config: { permission: 'doctors.view' },
      schema: {
        tags: ['users'],
        summary: 'Every matching doctor or clinic for pickers (limit -1), by name',
        querystring: listQuery,
        response: { 200: envelopeSchema(pickerUsersSchema), ...readErrorSchemas },
      },
    },
    async (request) => ok(await pickerOptions(app, request.query)),
  );
}
