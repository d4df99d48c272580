import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { readListLayout, writeListLayout } from './list-layout.js';
import { knownList } from './saved-query.js';
import {
  createSavedViewSchema,
  deleteSavedViewSchema,
  listSavedViewsSchema,
  readListLayoutSchema,
  writeListLayoutSchema,
} from './schemas.js';
import { createSavedView, deleteSavedView, listSavedViews } from './service.js';

/**
 * An administrator's saved views of the lists (GET, POST and DELETE /api/saved-views) and their
 * layouts (GET and PUT /api/list-layouts: hidden columns, row density).
 */
export async function savedViewRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);

  app.get(
    '/saved-views',
    { config: { permission: 'account.self' }, schema: listSavedViewsSchema },
    async (request) =>
      ok({ views: await listSavedViews(app, request.admin!.id, knownList(app, request.query.list)) }),
  );

  app.post(
    '/saved-views',
    { config: { permission: 'account.self' }, schema: createSavedViewSchema },
    async (request, reply) => {
      knownList(app, request.body.list);
      const view = await createSavedView(app, request.admin!.id, request.body);
      return reply.status(201).send(ok({ view }, 'View saved', 201));
    },
  );

  app.delete(
    '/saved-views/:uid',
    { config: { permission: 'account.self' }, schema: deleteSavedViewSchema },
    async (request) => ok(await deleteSavedView(app, request.admin!.id, request.params.uid), 'View deleted'),
  );

  // The column chooser and density toggle above every list: kept per admin and list, like views.
  app.get(
    '/list-layouts',
    { config: { permission: 'account.self' }, schema: readListLayoutSchema },
    async (request) =>
      ok({ layout: await readListLayout(app, request.admin!.id, knownList(app, request.query.list)) }),
  );

  app.put(
    '/list-layouts',
    { config: { permission: 'account.self' }, schema: writeListLayoutSchema },
    async (request) => {
      knownList(app, request.body.list);
      return ok({ layout: await writeListLayout(app, request.admin!.id, request.body) }, 'Columns saved');
    },
  );
}
