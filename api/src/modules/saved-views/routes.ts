import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { createSavedViewSchema, deleteSavedViewSchema, listSavedViewsSchema } from './schemas.js';
import { createSavedView, deleteSavedView, listSavedViews } from './service.js';

/** An administrator's saved views of the lists (issue 25): GET, POST and DELETE /api/saved-views. */
export async function savedViewRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);

  app.get(
    '/saved-views',
    { config: { permission: 'account.self' }, schema: listSavedViewsSchema },
    async (request) => ok({ views: await listSavedViews(app, request.admin!.id, request.query.list) }),
  );

  app.post(
    '/saved-views',
    { config: { permission: 'account.self' }, schema: createSavedViewSchema },
    async (request, reply) => {
      const view = await createSavedView(app, request.admin!.id, request.body);
      return reply.status(201).send(ok({ view }, 'View saved', 201));
    },
  );

  app.delete(
    '/saved-views/:uid',
    { config: { permission: 'account.self' }, schema: deleteSavedViewSchema },
    async (request) => ok(await deleteSavedView(app, request.admin!.id, request.params.uid), 'View deleted'),
  );
}
