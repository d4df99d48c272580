import type { FastifyInstance } from 'fastify';
import { envelopeSchema, readErrorSchemas } from '../../wire/envelope.js';
import { listQuery } from '../../wire/response-shapes.js';
import { exportableListRoute } from '../../lib/exportable-list-route.js';
import { formatParamSchema } from '../../lib/list-export.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { userListSchema } from './schemas.js';
import { listUsers, parseUserList } from './service.js';

export async function userListRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  exportableListRoute(app, '/user', {
    permission: 'patients.view',
    exportPermission: 'patients.export',
    schema: {
      tags: ['users'],
      summary: 'Patients (where role_id 2, encrypted search) or clinics (role_id 4)',
      description:
        'With `format=csv` or `Accept: text/csv`: every matching patient or clinic as CSV (text/csv), as the list ' +
        'shows them, written to the audit log.',
      querystring: {
        ...listQuery,
        properties: {
          ...listQuery.properties,
          select: { type: 'string', description: 'Fields to answer' },
          format: formatParamSchema,
        },
      },
      response: { 200: envelopeSchema(userListSchema), ...readErrorSchemas },
    },
    parse: (request) => parseUserList(app, request.query),
    page: (definition, list) => listUsers(app, { definition, list }),
  });
}
