import type { FastifyInstance } from 'fastify';
import { ok } from '../../wire/envelope.js';
import { parseListQuery } from '../../lists/index.js';
import { clearFeedSchema, listFeedSchema } from './schemas.js';
import { clearFeed, feedListSpec, listFeed } from './service.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/** GET /notificationLog and PUT /notificationLog/dummy (spec section 7). */
export async function notificationFeedRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);

  app.get(
    '/notificationLog',
    { config: { permission: 'notifications.view' }, schema: listFeedSchema },
    async (request) => {
      return ok(await listFeed(app, parseListQuery(request.query, feedListSpec)));
    },
  );

  // The spec's path: "dummy" stands for "every entry".
  app.put(
    '/notificationLog/dummy',
    { config: { permission: 'notifications.clear' }, schema: clearFeedSchema },
    async (request) => {
      const answer = await clearFeed(app, request);
      return ok(answer, answer.cleared ? 'Notifications cleared' : 'There were no notifications to clear');
    },
  );
}
