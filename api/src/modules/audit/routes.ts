import type { FastifyInstance } from 'fastify';
import { exportableListRoute } from '../../lib/exportable-list-route.js';
import { ok } from '../../wire/envelope.js';
import { requestTimeZone } from '../../time/time-zone.js';
import { auditFiltersSchema, listAuditSchema } from './schemas.js';
import { auditFilterChoices, auditList, listAudit } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { declareModule } from '../../plugins/registry.js';
import { auditDeclaration, vocabularyChoices } from './vocabulary.js';

/** GET /audit (also as CSV) and GET /audit/filters. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, auditDeclaration);
  exportableListRoute(app, '/audit', {
    permission: 'audit.view',
    exportPermission: 'audit.export',
    schema: listAuditSchema,
    definition: (request) => auditList(app, requestTimeZone(request)),
    page: (entries, list) => listAudit(app, entries, list),
  });

  app.get(
    '/audit/filters',
    { config: { permission: 'audit.view', reads: 'replica' }, schema: auditFiltersSchema },
    async () => ok({ ...(await auditFilterChoices(app)), ...vocabularyChoices(app) }),
  );
}
