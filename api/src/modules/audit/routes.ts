import type { FastifyInstance } from 'fastify';
import { sendListCsv, wantsCsv } from '../../lib/list-export.js';
import { ok } from '../../wire/envelope.js';
import { parseListQuery } from '../../lists/index.js';
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
  app.get(
    '/audit',
    { config: { permission: 'audit.view', exportPermission: 'audit.export' }, schema: listAuditSchema },
    async (request, reply) => {
      const entries = auditList(app, requestTimeZone(request));
      const list = parseListQuery(request.query, entries);
      if (wantsCsv(request)) return sendListCsv(app, request, reply, entries, list);
      return ok(await listAudit(app, entries, list));
    },
  );

  app.get('/audit/filters', { config: { permission: 'audit.view' }, schema: auditFiltersSchema }, async () =>
    ok({ ...(await auditFilterChoices(app)), ...vocabularyChoices(app) }),
  );
}
