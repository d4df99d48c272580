import type { FastifyInstance } from 'fastify';
import { getTableName } from 'drizzle-orm';
import { namesByUid } from '../../lib/audit-target-names.js';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { batchMessage } from '../../lib/batch.js';
import { parseListQuery } from '../../lists/index.js';
import { boardCertificateKind, serviceKind, specialityKind } from './kinds.js';
import { serviceSuggestionListSpec, specialitySuggestionListSpec } from './list-specs.js';
import { type CatalogKind, type CatalogKindService, catalogKindService } from './kind-service.js';
import { checkOptionalCost } from './rules.js';
import * as schemas from './schemas.js';
import { catalogSchemas } from './schemas.js';
import { suggestionService } from './suggestions.js';
import { type TypedApp, typedRoutes } from '../../wire/typed-routes.js';

/** A global list's four calls, from its configuration (kinds.ts). */
function catalogListRoutes<Row, Input extends { name: string }>(
  app: TypedApp,
  kind: CatalogKind<Row, Input>,
  resource: CatalogKindService<Row, Input>,
) {
  const schemas = catalogSchemas(kind);
  declareModule(app, {
    savedViewLists: [kind.screen],
    liveTopics: { [kind.screen]: 'catalog.view' },
    auditActions: {
      [`${kind.auditType}.create`]: `Created a ${words(kind.one)}`,
      [`${kind.auditType}.update`]: `Changed a ${words(kind.one)}`,
      [`${kind.auditType}.delete`]: `Deleted a ${words(kind.one)}`,
    },
    auditTargets: { [kind.auditType]: { name: namesByUid(getTableName(kind.table)) } },
  });
  app.get(
    kind.paths.list,
    { config: { permission: 'catalog.view', reads: 'replica' }, schema: schemas.list },
    async (request) => ok(await resource.list(parseListQuery(request.query, kind.spec))),
  );
  app.post(
    kind.paths.create,
    { config: { permission: 'catalog.write' }, schema: schemas.create },
    async (request) => {
      const active = request.body?.active !== false;
      return ok(await resource.create(request, kind.input(request.body), active), kind.texts.added);
    },
  );
  app.put(
    kind.paths.item,
    { config: { permission: 'catalog.write' }, schema: schemas.update },
    async (request) =>
      ok(await resource.update(request, request.params.uid, kind.input(request.body)), kind.texts.updated),
  );
  app.delete(
    kind.paths.item,
    { config: { permission: 'catalog.write' }, schema: schemas.remove },
    async (request) => ok(await resource.remove(request, request.params.uid), kind.texts.deleted),
  );
}

type SuggestionService = ReturnType<typeof suggestionService>;

/** A kind of suggestion's Seen (the menu dot clears) and bulk accept-or-reject calls. */
function seenAndBulkRoutes(
  app: TypedApp,
  kind: {
    seenPath: string;
    bulkPath: string;
    schemas: {
      seen: typeof schemas.serviceSuggestionSchemas.seen;
      bulk: typeof schemas.serviceSuggestionSchemas.settle;
    };
    markSeen: SuggestionService['markServicesSeen'];
    settle: SuggestionService['settleServices'];
  },
) {
  app.put(
    kind.seenPath,
    { config: { permission: 'suggestions.review' }, schema: kind.schemas.seen },
    async (request) => ok(await kind.markSeen(request)),
  );
  app.post(
    kind.bulkPath,
    { config: { permission: 'suggestions.review' }, schema: kind.schemas.bulk },
    async (request) => {
      const result = await kind.settle(request, request.body.action, request.body.uids);
      return ok(result, batchMessage(result));
    },
  );
}

/** Specialties, services and board certifications, and the suggestions of the first two. */

/** 'board_certificate' → 'board certificate', for the audit log's labels. */
const words = (name: string) => name.replace(/_/g, ' ');

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const specialities = catalogKindService(app, specialityKind);
  const services = catalogKindService(app, serviceKind);
  const suggestions = suggestionService(app, { specialities, services });
  declareModule(app, {
    auditActions: Object.fromEntries(
      (
        [
          ['suggested_speciality', 'suggested specialities'],
          ['suggested_service', 'suggested services'],
        ] as const
      ).flatMap(([type, many]) => [
        [`${type}.accept`, `Accepted a ${words(type)}`],
        [`${type}.reject`, `Rejected a ${words(type)}`],
        [`${type}.seen`, `Marked ${many} seen`],
      ]),
    ),
    auditTargets: {
      suggested_speciality: { name: namesByUid('suggested_specialities', 'speciality_name') },
      suggested_service: { name: namesByUid('suggested_services', 'service_name') },
    },
  });

  catalogListRoutes(app, specialityKind, specialities);

  // Specialty suggestions
  app.get(
    '/doctor/suggest-speciality/admin',
    {
      config: { permission: 'catalog.view', reads: 'replica' },
      schema: schemas.specialitySuggestionSchemas.list,
    },
    async (request) =>
      ok(await suggestions.listSpecialities(parseListQuery(request.query, specialitySuggestionListSpec))),
  );
  seenAndBulkRoutes(app, {
    seenPath: '/doctor/suggest-speciality/admin/seen',
    bulkPath: '/doctor/suggest-speciality/bulk',
    schemas: {
      seen: schemas.specialitySuggestionSchemas.seen,
      bulk: schemas.specialitySuggestionSchemas.settle,
    },
    markSeen: suggestions.markSpecialitiesSeen,
    settle: suggestions.settleSpecialities,
  });
  app.put(
    '/doctor/suggest-speciality/:uid',
    { config: { permission: 'suggestions.review' }, schema: schemas.specialitySuggestionSchemas.accept },
    async (request) =>
      ok(await suggestions.acceptSpeciality(request, request.params.uid), 'Specialty added to global list.'),
  );
  app.delete(
    '/doctor/suggest-speciality/:uid',
    { config: { permission: 'suggestions.review' }, schema: schemas.specialitySuggestionSchemas.reject },
    async (request) =>
      ok(await suggestions.rejectSpeciality(request, request.params.uid), 'Specialty rejected'),
  );

  catalogListRoutes(app, serviceKind, services);

  // Service suggestions
  app.get(
    '/doctor/all-suggest-service',
    {
      config: { permission: 'catalog.view', reads: 'replica' },
      schema: schemas.serviceSuggestionSchemas.list,
    },
    async (request) =>
      ok(
        await suggestions.listServices(
          parseListQuery({ limit: '-1', ...request.query }, serviceSuggestionListSpec),
        ),
      ),
  );
  seenAndBulkRoutes(app, {
    seenPath: '/doctor/all-suggest-service/seen',
    bulkPath: '/doctor/suggest-service/bulk',
    schemas: { seen: schemas.serviceSuggestionSchemas.seen, bulk: schemas.serviceSuggestionSchemas.settle },
    markSeen: suggestions.markServicesSeen,
    settle: suggestions.settleServices,
  });
  app.put(
    '/doctor/suggest-service/:uid',
    { config: { permission: 'suggestions.review' }, schema: schemas.serviceSuggestionSchemas.accept },
    async (request) => {
      const cost = checkOptionalCost(request.body?.cost);
      return ok(
        await suggestions.acceptService(request, request.params.uid, cost),
        'Service added to global list.',
      );
    },
  );
  app.delete(
    '/doctor/suggest-service/:uid',
    { config: { permission: 'suggestions.review' }, schema: schemas.serviceSuggestionSchemas.reject },
    async (request) => ok(await suggestions.rejectService(request, request.params.uid), 'Service rejected'),
  );

  catalogListRoutes(app, boardCertificateKind, catalogKindService(app, boardCertificateKind));
}
